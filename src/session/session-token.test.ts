import { danaInfo, makeToken, memorySessionStore, NOW } from '../test/fakes.ts';
import { CLOCK_SKEW_KEY, createSessionToken, MIN_RENEW_GAP_MS, RENEW_AHEAD_MS } from './session-token.ts';

const issued = (issuedAt: number, expiresAt: number) => makeToken({ iat: Math.floor(issuedAt / 1000) } as never, expiresAt);

describe('the session token', () => {
  it('keeps a token under "token" in local storage, shared by every window, and ends it there', () => {
    const session = memorySessionStore();
    const sessionToken = createSessionToken(session, { now: () => NOW });
    expect(sessionToken.current()).toBeNull();
    const token = makeToken();
    sessionToken.store(token);
    expect(session.local.get('token')).toBe(token);
    expect(createSessionToken(session, { now: () => NOW }).current()).toBe(token);
    sessionToken.end();
    expect(session.local.has('token')).toBe(false);
  });

  it('is expired when its expiry is before now, and text without a readable expiry is refused, not expired', () => {
    const sessionToken = createSessionToken(memorySessionStore(), { now: () => NOW });
    expect(sessionToken.isExpired(makeToken({}, NOW - 1000))).toBe(true);
    expect(sessionToken.isExpired(makeToken({}, NOW + 1000))).toBe(false);
    expect(sessionToken.isExpired('garbage')).toBe(false);
    expect(sessionToken.expiresAt('garbage')).toBeNull();
    expect(sessionToken.expiresAt(makeToken({}, NOW + 5 * 60_000))).toBe(NOW + 5 * 60_000);
  });

  it("judges expiry by the server's clock, learnt from each stored token's issue time", () => {
    const session = memorySessionStore();
    let now = NOW + 90_000;
    const sessionToken = createSessionToken(session, { now: () => now });
    // Issued within the second NOW by the server, received when this clock read NOW + 90 s: it is
    // at most 90 s fast, and taken as 89 s (the server may have signed it at the second's end).
    const token = issued(NOW, NOW + 60_000);
    sessionToken.store(token);
    expect(session.local.get(CLOCK_SKEW_KEY)).toBe('89000');
    expect(sessionToken.isExpired(token)).toBe(false);
    now = NOW + 90_000 + 58_000;
    expect(sessionToken.isExpired(token)).toBe(false);
    now = NOW + 90_000 + 59_500;
    expect(sessionToken.isExpired(token)).toBe(true);
  });

  it('restores a stored token that names an agent, says whether it expired, and drops text that names nobody', () => {
    expect(createSessionToken(memorySessionStore(), { now: () => NOW }).restore()).toBeNull();
    const live = makeToken();
    expect(createSessionToken(memorySessionStore(live), { now: () => NOW }).restore()).toEqual({ token: live, userInfo: expect.objectContaining(danaInfo), expired: false });
    const old = makeToken({}, NOW - 1);
    expect(createSessionToken(memorySessionStore(old), { now: () => NOW }).restore()).toMatchObject({ token: old, expired: true });
    const damaged = memorySessionStore('not-a-token');
    expect(createSessionToken(damaged, { now: () => NOW }).restore()).toBeNull();
    expect(damaged.local.has('token')).toBe(false);
  });

  it('is due for renewal a minute before it expires, at most half its lifetime, and never at once', () => {
    const sessionToken = createSessionToken(memorySessionStore(), { now: () => NOW });
    expect(sessionToken.msUntilRenewal(issued(NOW, NOW + 5 * 60_000))).toBe(4 * 60_000);
    expect(sessionToken.msUntilRenewal(issued(NOW, NOW + 4_000))).toBe(2_000);
    expect(sessionToken.msUntilRenewal(makeToken({}, NOW + 5 * 60_000))).toBe(5 * 60_000 - RENEW_AHEAD_MS);
    expect(sessionToken.msUntilRenewal(makeToken({}, NOW + 10))).toBe(MIN_RENEW_GAP_MS);
    expect(sessionToken.msUntilRenewal('garbage')).toBeNull();
  });
});
