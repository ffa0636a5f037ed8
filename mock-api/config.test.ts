import path from 'node:path';
import { linkLifetimesFrom, serverConfigFrom } from './config.ts';

describe('serverConfigFrom', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(serverConfigFrom({}).host).toBe('127.0.0.1');
    expect(serverConfigFrom({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(() => serverConfigFrom({ HOST: 'not an address' })).toThrow(/HOST must be an IP address/);
  });

  it('runs provider states on a throw-away data file, and refuses them with MOCK_DB', () => {
    expect(serverConfigFrom({}).dbFile).toBe(path.resolve('.data/db.json'));
    expect(serverConfigFrom({ MOCK_PROVIDER_STATES: 'on' }).dbFile).toBeNull();
    expect(() => serverConfigFrom({ MOCK_PROVIDER_STATES: 'on', MOCK_DB: '.data/db.json' })).toThrow(/throw-away data file/);
    // It hands out tokens to whoever asks: this machine only.
    expect(() => serverConfigFrom({ MOCK_PROVIDER_STATES: 'on', HOST: '0.0.0.0' })).toThrow(/listens on this machine only/);
    expect(serverConfigFrom({ MOCK_PROVIDER_STATES: 'on', HOST: '127.0.0.1' }).providerStates).toBe(true);
  });

  it('lets a provider-state server take many verifications in an hour, and still reads the limits', () => {
    const everyday = serverConfigFrom({}).anonymousLimits;
    const verifier = serverConfigFrom({ MOCK_PROVIDER_STATES: 'on' }).anonymousLimits;
    // Ten verifications register two agencies each within the hour.
    expect(everyday.registrationsPerClient).toBeLessThan(20);
    expect(verifier.registrationsPerClient).toBeGreaterThanOrEqual(1000);
    expect(verifier.pendingPerClient).toBeGreaterThanOrEqual(1000);
    expect(verifier.requestsPerClient).toBeGreaterThanOrEqual(1000);
    expect(serverConfigFrom({ MOCK_PROVIDER_STATES: 'on', MOCK_REGISTRATIONS: '4' }).anonymousLimits.registrationsPerClient).toBe(4);
  });

  it('reads the limits and names every bad value at once', () => {
    expect(serverConfigFrom({ MOCK_LOGIN_FAILURES: '3', MOCK_LOGIN_ATTEMPTS: '9', MOCK_REGISTRATIONS: '2' })).toMatchObject({
      loginLimits: { failuresPerAccount: 3, attemptsPerClient: 9 },
      anonymousLimits: { registrationsPerClient: 2 },
    });
    expect(() => serverConfigFrom({ MOCK_LOGIN_FAILURES: '0', MOCK_FOLD_AFTER: 'x' })).toThrow(/MOCK_LOGIN_FAILURES[\s\S]*MOCK_FOLD_AFTER/);
  });

  it('reads how long invitation and reset links work, for the server and title-cli alike', () => {
    expect(serverConfigFrom({}).linkLifetimes).toEqual({ invitationHours: 72, resetMinutes: 60 });
    expect(serverConfigFrom({ MOCK_INVITATION_HOURS: '168', MOCK_RESET_MINUTES: '15' }).linkLifetimes).toEqual({ invitationHours: 168, resetMinutes: 15 });
    expect(linkLifetimesFrom({ MOCK_RESET_MINUTES: '30' })).toEqual({ invitationHours: 72, resetMinutes: 30 });
    // A reset link that dies before the e-mail arrives, or lives for days, is refused.
    expect(() => linkLifetimesFrom({ MOCK_RESET_MINUTES: '1' })).toThrow(/MOCK_RESET_MINUTES must be a whole number from 5 to 1440/);
    expect(() => serverConfigFrom({ MOCK_INVITATION_HOURS: '0' })).toThrow(/MOCK_INVITATION_HOURS/);
  });
});
