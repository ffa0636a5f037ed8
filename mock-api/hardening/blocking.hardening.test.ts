import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { signUpBody } from '../../fixtures/sign-up.ts';
import { DEFAULT_ANONYMOUS_LIMITS } from '../http/anonymous-limits.ts';
import { OPERATOR_KEY_FAILURES } from '../routes/operator.ts';
import { OPERATOR_KEY, startFileBackedApi } from './server-fixture.ts';
import { checkHeld, tally } from './tally.ts';

/**
 * Class 9: nobody can block anybody. A web page (or a script without the key) cannot lock the
 * operator out; only a key that is sent and wrong counts against the address that sent it.
 */

type Fixture = Awaited<ReturnType<typeof startFileBackedApi>>;

const OPERATOR = { 'X-Operator-Key': OPERATOR_KEY, 'Content-Type': 'application/json' };

async function operator(api: Fixture, method: string, route: string, body?: unknown): Promise<{ status: number; result: Record<string, unknown> }> {
  const response = await fetch(`${api.url}/api/operator/${route}`, { method, headers: OPERATOR, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as { result?: Record<string, unknown> };
  return { status: response.status, result: answer.result ?? {} };
}

/** A registration sent from one of the loopback addresses (127.0.0.0/8 all reach the server). */
async function registerFrom(api: Fixture, agent: Agent, name: string, email: string): Promise<number> {
  const response = await undiciFetch(`${api.url}/api/tenants`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(signUpBody(name, email)),
    dispatcher: agent,
  });
  await response.arrayBuffer();
  return response.status;
}

const operatorGet = (api: Fixture, headers: Record<string, string>) => fetch(`${api.url}/api/operator/tenants`, { headers });

describe('the operator key', () => {
  let api: Fixture;
  beforeEach(async () => {
    api = await startFileBackedApi();
  });
  afterEach(async () => {
    await api.close();
  });

  it('is never locked out by requests without a key or from a browser', async () => {
    const held = tally('9 operator lock-out (no key, browser)');
    const check = checkHeld(held);
    const many = OPERATOR_KEY_FAILURES.points * 3;
    // A script without a key: 401, and it never counts as a wrong key.
    for (let index = 0; index < many; index += 1) {
      const response = await operatorGet(api, {});
      check(response.status === 401, `a request without a key is 401 (got ${response.status})`);
    }
    check((await operatorGet(api, { 'X-Operator-Key': OPERATOR_KEY })).status === 200, 'the operator still gets in after requests without a key');
    // A page on another origin: <img> (Sec-Fetch-Site only), fetch (Origin), with and without a key.
    const browser: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'http://evil.test' },
      { Origin: 'null' },
      { Origin: 'http://evil.test', 'X-Operator-Key': 'a-wrong-key-from-a-page' },
      { 'Sec-Fetch-Site': 'cross-site', 'X-Operator-Key': OPERATOR_KEY },
    ];
    for (let round = 0; round < many; round += 1) {
      const headers = browser[round % browser.length] ?? {};
      const response = await operatorGet(api, headers);
      check(response.status === 403, `a browser-originated request is 403 (${JSON.stringify(headers)}, got ${response.status})`);
    }
    check((await operatorGet(api, { 'X-Operator-Key': OPERATOR_KEY })).status === 200, 'the operator still gets in after a hostile page');
    // Wrong keys still count: the limit on guessing holds.
    for (let index = 0; index < OPERATOR_KEY_FAILURES.points; index += 1) {
      const response = await operatorGet(api, { 'X-Operator-Key': `wrong-${index}` });
      check(response.status === 401, `a wrong key is 401 (got ${response.status})`);
    }
    check((await operatorGet(api, { 'X-Operator-Key': OPERATOR_KEY })).status === 429, 'after the wrong keys, the address is refused');
  });
});

describe('sign-up squatting', () => {
  it('caps waiting registrations per address, lets the operator reject them, and expires them', async () => {
    const held = tally('9 sign-up squatting (per-source cap, reject, expiry)');
    const check = checkHeld(held);
    const limits = { ...DEFAULT_ANONYMOUS_LIMITS, requestsPerClient: 10_000, registrationsPerClient: 10_000, maxPendingTenants: 12, pendingPerClient: 3, pendingTenantSeconds: 3600 };
    const api = await startFileBackedApi({ anonymousLimits: limits });
    const squatters = Array.from({ length: 3 }, (_, index) => new Agent({ localAddress: `127.0.0.${10 + index}` }));
    const agency = new Agent({ localAddress: '127.0.0.99' });
    try {
      // Three addresses try ten registrations each: three from each wait, the rest are 429.
      for (const [index, squatter] of squatters.entries()) {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 10; attempt += 1) statuses.push(await registerFrom(api, squatter, `Squat ${index}-${attempt}`, `squat${index}-${attempt}@squat.test`));
        check(statuses.filter((status) => status === 202).length === limits.pendingPerClient, `address ${index}: ${statuses.join(' ')} (three accepted)`);
        check(statuses.slice(limits.pendingPerClient).every((status) => status === 429), `address ${index}: the rest are 429`);
      }
      check((await registerFrom(api, agency, 'Real Agency Title', 'owner@real-agency.test')) === 202, 'a real agency elsewhere still registers');

      const listed = await operator(api, 'GET', 'registrations');
      const rows = (listed.result.registrations ?? []) as { id: number; name: string; source: string | null }[];
      check(listed.status === 200 && rows.length === 10, `the operator lists the 10 waiting registrations (got ${listed.status}, ${rows.length})`);
      check(rows.filter((row) => row.source === '127.0.0.10').length === 3, 'each lists its source address');

      // Reject one by name: its address may register again, its name is free again.
      const one = await operator(api, 'POST', `tenants/by-name/${encodeURIComponent('Squat 0-0')}/reject`);
      check(one.status === 200 && ((one.result.rejected ?? []) as { name: string }[])[0]?.name === 'Squat 0-0', `rejecting one by name (got ${one.status})`);
      check((await registerFrom(api, squatters[0] as Agent, 'Squat 0-0', 'squat0-0@squat.test')) === 202, 'the address and the name are free again');
      // An active tenant is not a registration.
      check((await operator(api, 'POST', 'tenants/by-id/1/reject')).status === 409, 'an active tenant cannot be rejected');
      check(api.store.get('tenants', 1)?.status === 'active', 'and it is still there');

      // Expiry: a registration older than the configured time is gone, and frees its address.
      const aged = api.store.find('tenants', (tenant) => tenant.name === 'Squat 1-0');
      if (!aged) throw new Error('no registration to age');
      await api.store.put('tenants', { ...aged, createdAt: new Date(Date.now() - 2 * 3600 * 1000).toISOString() });
      check((await registerFrom(api, squatters[1] as Agent, 'Squat 1-new', 'squat1-new@squat.test')) === 202, 'an expired registration no longer counts for its address');
      check(api.store.get('tenants', aged.id) === undefined, 'the expired registration was removed');

      // Reject all older than an age (0: every waiting one), and nothing else.
      const all = await operator(api, 'POST', 'registrations/reject', { olderThanSeconds: 0 });
      check(all.status === 200 && ((all.result.rejected ?? []) as unknown[]).length === 10, `rejecting all waiting (got ${all.status}, ${JSON.stringify(all.result).slice(0, 80)})`);
      check(api.store.list('tenants').every((tenant) => tenant.status === 'active'), 'only active tenants are left');
      check((await operator(api, 'POST', 'registrations/reject', { olderThanSeconds: 'soon' })).status === 400, 'a bad age is a 400');
    } finally {
      await Promise.all([...squatters, agency].map((agent) => agent.close()));
      await api.close();
    }
  });
});

describe('races for one account', () => {
  const login = async (api: Fixture, email: string, password: string) =>
    (await fetch(`${api.url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })).status;
  const passwordIn = async (emlPath: string) => /Password:\s+(\S+)/.exec(await readFile(emlPath, 'utf8'))?.[1] ?? '';

  it('ten parallel approvals of one tenant: one wins, nine are 409, one account whose e-mailed password works', async () => {
    const held = tally('9 parallel approvals (one account per e-mail)');
    const check = checkHeld(held);
    const api = await startFileBackedApi();
    try {
      const registered = await fetch(`${api.url}/api/tenants`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(signUpBody('Race Title', 'owner@race.test')) });
      check(registered.status === 202, 'registered');
      for (const round of ['first approval', 're-issue']) {
        const answers = await Promise.all(Array.from({ length: 10 }, () => operator(api, 'POST', 'tenants/by-name/Race%20Title/approve')));
        const statuses = answers.map((answer) => answer.status);
        check(statuses.filter((status) => status === 200).length === 1, `${round}: one 200 (got ${statuses.join(' ')})`);
        check(statuses.filter((status) => status === 409).length === 9, `${round}: nine 409`);
        check(api.store.list('users').filter((user) => user.email === 'owner@race.test').length === 1, `${round}: one account for the e-mail`);
        const winner = answers.find((answer) => answer.status === 200)?.result as { emlPath: string } | undefined;
        check((await login(api, 'owner@race.test', await passwordIn(winner?.emlPath ?? ''))) === 200, `${round}: the e-mailed password signs in`);
      }
      const emails = await readdir(path.join(api.dir, 'outbox'));
      check(emails.length === 2, `one e-mail per winning approval (got ${emails.length})`);
    } finally {
      await api.close();
    }
  });

  it('eight parallel users add for one e-mail: one account, seven 409, the printed password works', async () => {
    const held = tally('9 parallel users add (one account per e-mail)');
    const check = checkHeld(held);
    const api = await startFileBackedApi();
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          operator(api, 'POST', 'users', { tenant: 'Demo Title & Escrow', email: 'twin@demo-title.test', firstName: 'Twin', lastName: `No${index}`, password: `password-${index}-long` }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      check(statuses.filter((status) => status === 200).length === 1, `one 200 (got ${statuses.join(' ')})`);
      check(statuses.filter((status) => status === 409).length === 7, 'seven 409');
      check(api.store.list('users').filter((user) => user.email === 'twin@demo-title.test').length === 1, 'one account for the e-mail');
      const winner = answers.find((answer) => answer.status === 200)?.result as { password: string } | undefined;
      check((await login(api, 'twin@demo-title.test', winner?.password ?? '')) === 200, 'the printed password signs in');
      const again = await operator(api, 'POST', 'users', { tenant: 'Demo Title & Escrow', email: 'TWIN@demo-title.test', firstName: 'Twin', lastName: 'Late', password: 'password-late' });
      check(again.status === 409, `a later addition for the same e-mail is 409 (got ${again.status})`);
    } finally {
      await api.close();
    }
  });
});
