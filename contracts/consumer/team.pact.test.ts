import { MatchersV3 } from '@pact-foundation/pact';
import { firstValueFrom } from 'rxjs';
import type { HttpError } from '../../src/lib/http/http-error.ts';
import { pactData, providerStates } from '../pact-names.ts';
import { appApis, createPact, exampleToken } from './pact-setup.ts';

const { like, eachLike, regex, fromProviderState } = MatchersV3;

const token = exampleToken();
const bearer = () => fromProviderState('Bearer ${token}', `Bearer ${token}`);
const ROLE = '^(admin|agent)$';
const STATUS = '^(invited|active|deactivated)$';

describe('GET /api/team', () => {
  it("lists an admin's colleagues with their role and status", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving("an admin's request for the team")
      .withRequest({ method: 'GET', path: '/api/team', headers: { Authorization: bearer() } })
      .willRespondWith({
        status: 200,
        body: {
          result: {
            members: eachLike({
              id: like('u-dana'),
              firstName: like('Dana'),
              lastName: like('Agent'),
              email: like('dana@demo-title.test'),
              role: regex(ROLE, 'admin'),
              status: regex(STATUS, 'active'),
            }),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const response = await firstValueFrom(appApis(server.url, token).teamApi.list());
      expect(response.result.members[0]).toMatchObject({ role: 'admin', status: 'active' });
    });
  });

  it("answers an agent's request with 403", async () => {
    const pact = createPact();
    pact
      .given(providerStates.agentSignedIn)
      .uponReceiving("an agent's request for the team")
      .withRequest({ method: 'GET', path: '/api/team', headers: { Authorization: bearer() } })
      .willRespondWith({ status: 403, body: { message: like("Only your agency's administrators can manage its people.") } });
    await pact.executeTest(async (server) => {
      const error = (await firstValueFrom(appApis(server.url, token).teamApi.list()).catch((caught: unknown) => caught)) as HttpError;
      expect(error.status).toBe(403);
    });
  });
});

describe('POST /api/team/invitations', () => {
  it('invites a colleague by e-mail and lists them as invited', async () => {
    const pact = createPact();
    const { firstName, lastName, email } = pactData.invitedColleague;
    pact
      // The e-mail is free first; then Dana signs in (each state sets up the demo accounts again).
      .given(providerStates.newAgencyUnregistered, { organizationName: 'Pact Unused Title', email })
      .given(providerStates.danaSignedIn)
      .uponReceiving('an invitation of a colleague')
      .withRequest({ method: 'POST', path: '/api/team/invitations', headers: { Authorization: bearer(), 'Content-Type': 'application/json' }, body: { firstName, lastName, email, role: 'agent' } })
      .willRespondWith({
        status: 201,
        body: { result: { isSuccess: true, message: like(`Invitation sent to ${email}.`), member: { id: like('a6c1'), email, role: 'agent', status: 'invited' } } },
      });
    await pact.executeTest(async (server) => {
      const response = await firstValueFrom(appApis(server.url, token).teamApi.invite({ firstName, lastName, email, role: 'agent' }));
      expect(response.result.member).toMatchObject({ email, status: 'invited' });
    });
  });
});

describe('POST /api/password-links/check', () => {
  it('answers a link that is unknown, used, expired or tampered with 410', async () => {
    const pact = createPact();
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    pact
      .uponReceiving('a check of a password link that does not work')
      .withRequest({ method: 'POST', path: '/api/password-links/check', headers: { 'Content-Type': 'application/json' }, body: { token: unknown } })
      .willRespondWith({ status: 410, body: { message: like('This link has expired or has already been used. Ask your agency administrator for a new one, or use “Forgot password?” on the sign-in page.') } });
    await pact.executeTest(async (server) => {
      const error = (await firstValueFrom(appApis(server.url).accountApi.checkLink(unknown)).catch((caught: unknown) => caught)) as HttpError;
      expect(error.status).toBe(410);
    });
  });
});

describe('POST /api/password-links/request', () => {
  it('answers the same 202 whether or not the e-mail has an account', async () => {
    const pact = createPact();
    pact
      .uponReceiving('a request for a password link ("Forgot password?")')
      .withRequest({ method: 'POST', path: '/api/password-links/request', headers: { 'Content-Type': 'application/json' }, body: { email: 'nobody.pact@demo-title.test' } })
      .willRespondWith({ status: 202, body: { result: { isSuccess: true, message: like('If an account uses this e-mail, we have sent it a link to choose a new password. It works once, for 60 minutes.') } } });
    await pact.executeTest(async (server) => {
      const response = await firstValueFrom(appApis(server.url).accountApi.requestLink('nobody.pact@demo-title.test'));
      expect(response.result.isSuccess).toBe(true);
    });
  });
});

describe('GET /api/account/sessions', () => {
  it('lists the sessions of the person signed in, this one marked', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving("a request for one's own sessions")
      .withRequest({ method: 'GET', path: '/api/account/sessions', headers: { Authorization: bearer() } })
      .willRespondWith({
        status: 200,
        body: {
          result: {
            sessions: eachLike({
              id: like('5d3b1c2a-7e4f-4a6b-9c8d-0e1f2a3b4c5d'),
              browser: like('Chrome on Windows'),
              startedAt: regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', '2026-11-25T09:00:00.000Z'),
              lastActiveAt: regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', '2026-11-25T09:05:00.000Z'),
              current: like(true),
            }),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const response = await firstValueFrom(appApis(server.url, token).accountApi.sessions());
      expect(response.result.sessions[0]?.current).toBe(true);
    });
  });
});

describe('POST /api/account/password', () => {
  it('refuses a wrong current password on its field', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving('a password change with a wrong current password')
      .withRequest({
        method: 'POST',
        path: '/api/account/password',
        headers: { Authorization: bearer(), 'Content-Type': 'application/json' },
        body: { currentPassword: 'not-the-password', newPassword: 'quiet-harbor-lantern-92' },
      })
      .willRespondWith({ status: 400, body: { ExceptionList: [{ Type: 'CurrentPassword', Message: like('This is not your current password.') }] } });
    await pact.executeTest(async (server) => {
      const error = (await firstValueFrom(appApis(server.url, token).accountApi.changePassword('not-the-password', 'quiet-harbor-lantern-92')).catch((caught: unknown) => caught)) as HttpError;
      expect(error.status).toBe(400);
    });
  });
});
