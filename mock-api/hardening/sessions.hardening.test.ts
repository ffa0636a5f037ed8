import { decodeJwt } from 'jose';
import { readFile } from 'node:fs/promises';
import { signUpBody } from '../../fixtures/sign-up.ts';
import { OPERATOR_KEY, startFileBackedApi } from './server-fixture.ts';
import { checkHeld, tally } from './tally.ts';

/**
 * Class 10: sessions end on the server. A token copied before sign-out, or before a password
 * re-issue, stops working and cannot be renewed; renewal reads the session's start and last
 * activity from the server's record, whatever the token says.
 */

type Fixture = Awaited<ReturnType<typeof startFileBackedApi>>;

const post = (api: Fixture, route: string, token: string) => fetch(`${api.url}/api${route}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
const dashboard = (api: Fixture, token: string) => fetch(`${api.url}/api/dashboard`, { headers: { Authorization: `Bearer ${token}` } });

describe('sessions', () => {
  let api: Fixture;
  beforeEach(async () => {
    api = await startFileBackedApi();
  });
  afterEach(async () => {
    await api.close();
  });

  it('sign-out ends the session on the server: the copied token and its renewals stop working', async () => {
    const held = tally('10 sessions (sign-out, re-issue, server record)');
    const check = checkHeld(held);
    const token = await api.tokenOf('dana@demo-title.test');
    const other = await api.tokenOf('dana@demo-title.test');
    const renewed = (await (await post(api, '/session/renew', token)).json()) as { result: { token: string } };
    check((await dashboard(api, renewed.result.token)).status === 200, 'the renewed token works before sign-out');
    const out = await post(api, '/session/logout', token);
    check(out.status === 200, `sign-out answers 200 (got ${out.status})`);
    check((await dashboard(api, token)).status === 401, 'the signed-out token is refused');
    check((await dashboard(api, renewed.result.token)).status === 401, 'a renewal of it is refused too');
    check((await post(api, '/session/renew', token)).status === 401, 'it cannot be renewed');
    check((await dashboard(api, other)).status === 200, "Dana's other session goes on");
  });

  it('a password re-issue ends the sessions signed in with the old password', async () => {
    const held = tally('10 sessions (sign-out, re-issue, server record)');
    const check = checkHeld(held);
    await fetch(`${api.url}/api/tenants`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(signUpBody('Session Title', 'owner@session.test')) });
    const approve = async () => {
      const response = await fetch(`${api.url}/api/operator/tenants/by-name/Session%20Title/approve`, { method: 'POST', headers: { 'X-Operator-Key': OPERATOR_KEY } });
      const { result } = (await response.json()) as { result: { emlPath: string } };
      return /Password:\s+(\S+)/.exec(await readFile(result.emlPath, 'utf8'))?.[1] ?? '';
    };
    const login = async (password: string) => {
      const response = await fetch(`${api.url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'owner@session.test', password }) });
      return ((await response.json()) as { result: { token: string } }).result.token;
    };
    // An e-mailed password opens only the way to choose one's own (403 elsewhere); the session
    // check says whether the session stands.
    const sessionOf = (token: string) => fetch(`${api.url}/api/session`, { headers: { Authorization: `Bearer ${token}` } });
    const token = await login(await approve());
    check((await sessionOf(token)).status === 200, 'the first password signs in');
    check((await dashboard(api, token)).status === 403, 'and opens nothing before the person chooses their own');
    const newPassword = await approve();
    check((await sessionOf(token)).status === 401, 'the old session is refused after the re-issue');
    check((await post(api, '/session/renew', token)).status === 401, 'and cannot be renewed');
    check((await sessionOf(await login(newPassword))).status === 200, 'the new password signs in');
  });

  it("renewal takes the session's start and last activity from the server, not from the token", async () => {
    const held = tally('10 sessions (sign-out, re-issue, server record)');
    const check = checkHeld(held);
    const age = async (token: string, change: { startedAt?: number; lastActivityAt?: number }) => {
      const sid = decodeJwt(token).sid;
      const dana = api.store.find('users', (user) => user.email === 'dana@demo-title.test');
      const session = typeof sid === 'string' ? dana?.sessions?.[sid] : undefined;
      if (!dana || !session || typeof sid !== 'string') return false;
      await api.store.put('users', { ...dana, sessions: { ...dana.sessions, [sid]: { ...session, ...change } } });
      return true;
    };
    const now = Math.floor(Date.now() / 1000);
    // The token says the session started a moment ago; the server's record says 13 hours ago.
    const old = await api.tokenOf('dana@demo-title.test');
    check(await age(old, { startedAt: now - 13 * 3600 }), 'the token names a session the server keeps');
    check((await post(api, '/session/renew', old)).status === 401, 'a session past the 12-hour limit on the server is not renewed');
    // No call for two hours (the idle limit is one): ended, not renewed.
    const idle = await api.tokenOf('dana@demo-title.test');
    check(await age(idle, { lastActivityAt: now - 2 * 3600 }), 'the second session is on the server too');
    const refused = await post(api, '/session/renew', idle);
    check(refused.status === 401 && /without activity/.test(((await refused.json()) as { message: string }).message), 'an idle session is not renewed');
    check((await dashboard(api, idle)).status === 401, 'and is over');
    // A session in use is renewed.
    const active = await api.tokenOf('dana@demo-title.test');
    check(await age(active, { lastActivityAt: now - 2 * 3600 }), 'the third session is on the server too');
    check((await dashboard(api, active)).status === 200, 'a call counts as activity');
    check((await post(api, '/session/renew', active)).status === 200, 'a session with recent calls is renewed');
  });
});
