import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildLetterRequest } from '../../src/letters/build-letter-request.ts';
import type { OrderDetail } from '../../src/orders/order-schemas.ts';
import { BROKER_CLIENT_ID, MAX_LETTERS_PER_ORDER } from '../routes/broker.ts';
import { DEFAULT_BROKER_CLIENT_SECRET } from '../server.ts';
import { sampleLetterChoices } from '../../fixtures/sample-order.ts';
import { kill, mustStart, type RealServer } from './real-server.ts';
import { startFileBackedApi } from './server-fixture.ts';
import { tally } from './tally.ts';

/**
 * Class 7: tenant approval interrupted (the e-mail cannot be written) and repeated, against the
 * real server across a SIGKILL: the agency ends with a user whose credentials e-mail exists and
 * works. Class 8: the broker refuses removed users and inactive tenants as the API does.
 */

const OPERATOR = { 'X-Operator-Key': 'hardening-operator-key' };

async function call(url: string, method: string, route: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { ...OPERATOR, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

const login = async (url: string, email: string, password: string) =>
  (await fetch(`${url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })).status;

const passwordIn = async (emlPath: string) => /Password:\s+(\S+)/.exec(await readFile(emlPath, 'utf8'))?.[1] ?? '';

describe('tenant approval', () => {
  it('survives an interruption and a SIGKILL, and re-issues on repeat', async () => {
    const approval = tally('7 tenant approval (interrupted, repeated)');
    const check = (ok: boolean, what: string) => {
      approval.record(ok);
      expect(ok, what).toBe(true);
    };
    const dir = await mkdtemp(path.join(tmpdir(), 'approval-'));
    const dbFile = path.join(dir, 'db.json');
    let server: RealServer | null = null;
    try {
      server = await mustStart(dbFile);
      const registered = await call(server.url, 'POST', '/api/tenants', {
        tenant: { organizationName: 'Lakeside Title', organizationAddress1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', firstName: 'Lee', lastName: 'Park', email: 'lee@lakeside.test', isPrimaryContact: true },
      });
      check(registered.status === 202, 'registered');
      // The outbox cannot be written (a file where the folder should be): the approval stops midway.
      await writeFile(path.join(dir, 'outbox'), 'not a folder');
      const interrupted = await call(server.url, 'POST', '/api/operator/tenants/by-name/Lakeside%20Title/approve');
      check(interrupted.status === 503 && typeof interrupted.body.message === 'string', `an approval that cannot write its e-mail answers 503 (got ${interrupted.status})`);
      const listed = await call(server.url, 'GET', '/api/operator/tenants');
      const tenants = (listed.body.result as { tenants: { id: number; name: string; status: string }[] }).tenants;
      const lakeside = tenants.find((tenant) => tenant.name === 'Lakeside Title');
      check(lakeside?.status === 'pending', 'the interrupted approval left the tenant pending');

      await kill(server);
      await rm(path.join(dir, 'outbox'));
      server = await mustStart(dbFile);
      const approved = await call(server.url, 'POST', `/api/operator/tenants/by-id/${lakeside?.id ?? 0}/approve`);
      const first = approved.body.result as { by: string; emlPath: string; reissued: boolean };
      check(approved.status === 200 && first.by === 'id' && !first.reissued, `approving again after the restart works (got ${approved.status})`);
      const password = await passwordIn(first.emlPath);
      check((await login(server.url, 'lee@lakeside.test', password)) === 200, 'the e-mailed password signs in');

      const again = await call(server.url, 'POST', `/api/operator/tenants/by-id/${lakeside?.id ?? 0}/approve`);
      const second = again.body.result as { emlPath: string; reissued: boolean };
      check(again.status === 200 && second.reissued && second.emlPath !== first.emlPath, 'approving an active tenant re-issues the e-mail');
      const newPassword = await passwordIn(second.emlPath);
      check((await login(server.url, 'lee@lakeside.test', password)) === 404, 'the old password no longer signs in');
      check((await login(server.url, 'lee@lakeside.test', newPassword)) === 200, 'the re-issued password signs in');

      // A tenant named like an id is never approved by accident: no route guesses whether text is an id or a name.
      await call(server.url, 'POST', '/api/tenants', {
        tenant: { organizationName: String(lakeside?.id ?? 0), organizationAddress1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', firstName: 'N', lastName: 'N', email: 'n@number.test', isPrimaryContact: true },
      });
      const guessed = await call(server.url, 'POST', `/api/operator/tenants/${lakeside?.id ?? 0}/approve`);
      check(guessed.status === 404, `text that could be an id or a name has no route (got ${guessed.status})`);
      const relisted = await call(server.url, 'GET', '/api/operator/tenants');
      const named = (relisted.body.result as { tenants: { name: string; status: string }[] }).tenants.find((tenant) => tenant.name === String(lakeside?.id ?? 0));
      check(named?.status === 'pending', 'the tenant named like an id is still waiting');
    } finally {
      if (server) await kill(server);
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a password re-issue killed at any point', () => {
  it('leaves the newest e-mailed password working after every SIGKILL', async () => {
    const killed = tally('7 tenant approval (SIGKILL during a re-issue)');
    const dir = await mkdtemp(path.join(tmpdir(), 'reissue-kill-'));
    const dbFile = path.join(dir, 'db.json');
    const outbox = path.join(dir, 'outbox');
    let server: RealServer | null = null;
    const newestPassword = async () => {
      const names = (await readdir(outbox)).filter((name) => name.endsWith('.eml')).sort();
      return passwordIn(path.join(outbox, names.at(-1) ?? ''));
    };
    try {
      server = await mustStart(dbFile);
      await call(server.url, 'POST', '/api/tenants', {
        tenant: { organizationName: 'Killed Title', organizationAddress1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', firstName: 'Kim', lastName: 'Lee', email: 'kim@killed.test', isPrimaryContact: true },
      });
      expect((await call(server.url, 'POST', '/api/operator/tenants/by-name/Killed%20Title/approve')).status).toBe(200);
      const outcomes: number[] = [];
      for (let run = 0; run < 20; run += 1) {
        const url = server.url;
        const approval = fetch(`${url}/api/operator/tenants/by-name/Killed%20Title/approve`, { method: 'POST', headers: OPERATOR }).catch(() => null);
        await new Promise((resolve) => setTimeout(resolve, 20 + ((run * 9) % 140)));
        await kill(server);
        await approval;
        server = await mustStart(dbFile);
        const status = await login(server.url, 'kim@killed.test', await newestPassword());
        outcomes.push(status);
        killed.record(status === 200);
      }
      expect(outcomes, 'the newest e-mail signs in after each kill').toEqual(Array(20).fill(200));
    } finally {
      if (server) await kill(server);
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('the broker', () => {
  it('refuses letters for a removed user and for an inactive tenant', async () => {
    const broker = tally('8 broker (removed user, inactive tenant)');
    const api = await startFileBackedApi();
    try {
      const dana = await api.tokenOf('dana@demo-title.test');
      const sam = await api.tokenOf('sam@harbor-closing.test');
      const tokenResponse = await fetch(`${api.url}/api/broker/connect/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: BROKER_CLIENT_ID, client_secret: DEFAULT_BROKER_CLIENT_SECRET }),
      });
      const brokerToken = ((await tokenResponse.json()) as { access_token: string }).access_token;
      const letterFor = (tenantId: number, userToken: string) => {
        const order = api.store.list('orders').find((candidate) => candidate.tenantId === tenantId);
        if (!order) throw new Error('no demo order');
        const request = buildLetterRequest({
          orderGuid: order.id,
          detail: order.baseOrderDetail as unknown as OrderDetail,
          scheduleA: null,
          ...sampleLetterChoices,
          tenantName: 'x',
          user: { token: userToken, userName: 'x', firstName: 'x', lastName: 'x', email: 'x@x.test' },
        });
        return { order, request };
      };
      const post = async (tenantId: number, userToken: string) => {
        const { request } = letterFor(tenantId, userToken);
        return (await fetch(`${api.url}/api/broker/v1/letters`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${brokerToken}` }, body: JSON.stringify(request) })).status;
      };
      const list = async (tenantId: number, userToken: string) => {
        const { order } = letterFor(tenantId, userToken);
        return (await fetch(`${api.url}/api/broker/v1/letters?orderMoniker=${order.id}`, { headers: { Authorization: `Bearer ${brokerToken}`, 'X-User-Token': userToken } })).status;
      };
      const expectStatus = (status: number, wanted: number, what: string) => {
        broker.record(status === wanted);
        expect(status, what).toBe(wanted);
      };
      expectStatus(await post(1, dana), 201, 'a letter for an active user');
      // Dana is removed: her still-valid token no longer gets letters.
      const danaUser = api.store.find('users', (user) => user.email === 'dana@demo-title.test');
      if (danaUser) await api.store.delete('users', danaUser.id);
      expectStatus(await post(1, dana), 401, 'a letter for a removed user');
      expectStatus(await list(1, dana), 401, 'letters listed for a removed user');
      // Harbor Closing is no longer active (suspended back to pending).
      const harbor = api.store.get('tenants', 2);
      if (harbor) await api.store.put('tenants', { ...harbor, status: 'pending' });
      expectStatus(await post(2, sam), 401, 'a letter for an inactive tenant');
      expectStatus(await list(2, sam), 401, 'letters listed for an inactive tenant');
    } finally {
      await api.close();
    }
  });
});

describe('letters of the wrong shape', () => {
  it('refuses a letter request with a field of the wrong type, and lists and deletes a malformed stored letter', async () => {
    const shapes = tally('8 broker (letter shapes)');
    const check = (ok: boolean, what: string) => {
      shapes.record(ok);
      expect(ok, what).toBe(true);
    };
    const api = await startFileBackedApi();
    try {
      const dana = await api.tokenOf('dana@demo-title.test');
      const tokenResponse = await fetch(`${api.url}/api/broker/connect/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: BROKER_CLIENT_ID, client_secret: DEFAULT_BROKER_CLIENT_SECRET }),
      });
      const brokerToken = ((await tokenResponse.json()) as { access_token: string }).access_token;
      const order = api.store.list('orders').find((candidate) => candidate.tenantId === 1);
      if (!order) throw new Error('no demo order');
      const request = buildLetterRequest({
        orderGuid: order.id,
        detail: order.baseOrderDetail as unknown as OrderDetail,
        scheduleA: null,
        ...sampleLetterChoices,
        tenantName: 'x',
        user: { token: dana, userName: 'x', firstName: 'x', lastName: 'x', email: 'x@x.test' },
      });
      const post = (body: unknown) =>
        fetch(`${api.url}/api/broker/v1/letters`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${brokerToken}` }, body: JSON.stringify(body) });
      const broker = { Authorization: `Bearer ${brokerToken}`, 'X-User-Token': dana };
      const list = async () => {
        const response = await fetch(`${api.url}/api/broker/v1/letters?orderMoniker=${order.id}`, { headers: broker });
        return { status: response.status, letters: response.status === 200 ? ((await response.json()) as { letters: Record<string, unknown>[] }).letters : [] };
      };

      const lenderAsObject = structuredClone(request);
      const lender = lenderAsObject.submissionData.letter.Data.find((entry) => entry.Key === 'lenderName');
      if (!lender) throw new Error('no lenderName entry');
      (lender as unknown as { Value: unknown }).Value = { name: 'Rocket Mortgage' };
      const refused = await post(lenderAsObject);
      const refusal = (await refused.json()) as { ExceptionList?: { Type: string; Message: string }[] };
      check(refused.status === 400, `a lender Value that is an object is 400 (got ${refused.status})`);
      check(refusal.ExceptionList?.some((entry) => entry.Type === 'Value' && /string/.test(entry.Message) && /lenderName/.test(entry.Message)) === true, `the answer names the field: ${JSON.stringify(refusal.ExceptionList)}`);
      const amountAsText = structuredClone(request) as unknown as { order: { loan: { funding: { loanAmount: unknown } } } };
      amountAsText.order.loan.funding.loanAmount = '360000';
      check((await post(amountAsText)).status === 400, 'a loan amount sent as text is 400');
      check((await post(request)).status === 201, 'the well-formed request is still 201');

      // Letters stored before the check, one with an object for a name, one without a date.
      const good = (await list()).letters[0];
      const base = { tenantId: 1, orderGuid: order.id, letterNumber: 'CPL-OLD', letterType: 'Lender', underwriter: 'U', status: 'Issued' as const, issuedAt: '2026-01-01T00:00:00Z' };
      await api.store.put('letters', { ...base, id: 'bad-lender', lenderName: { name: 'x' } as unknown as string });
      await api.store.put('letters', { ...base, id: 'bad-date', lenderName: 'L', issuedAt: { when: 'then' } as unknown as string });
      const listed = await list();
      check(listed.status === 200, `the letters still list (got ${listed.status})`);
      const unreadable = listed.letters.filter((letter) => letter.unreadable === true).map((letter) => letter.letterId);
      check(unreadable.length === 2 && unreadable.includes('bad-lender') && unreadable.includes('bad-date'), `both are listed as unreadable (${JSON.stringify(unreadable)})`);
      check(listed.letters.every((letter) => typeof letter.lenderName === 'string' && typeof letter.issuedAt === 'string'), 'every listed letter has text where the page expects text');
      check(listed.letters.some((letter) => letter.letterId === good?.letterId && letter.unreadable === undefined), 'the good letter is listed as it was');
      for (const id of ['bad-lender', 'bad-date']) {
        const deleted = await fetch(`${api.url}/api/broker/v1/letters/${id}`, { method: 'DELETE', headers: broker });
        check(deleted.status === 204, `the unreadable letter ${id} can be deleted (got ${deleted.status})`);
      }
      check((await list()).letters.length === 1, 'only the good letter is left');
      const sam = await api.tokenOf('sam@harbor-closing.test');
      const foreign = await fetch(`${api.url}/api/broker/v1/letters/${String(good?.letterId)}`, { method: 'DELETE', headers: { ...broker, 'X-User-Token': sam } });
      check(foreign.status === 404, `another tenant cannot delete it (got ${foreign.status})`);
      // Letters per order are bounded: past the most, 409 until one is deleted.
      for (let count = (await list()).letters.length; count < MAX_LETTERS_PER_ORDER; count += 1) expect((await post(request)).status).toBe(201);
      const tooMany = await post(request);
      check(tooMany.status === 409, `letter ${MAX_LETTERS_PER_ORDER + 1} of one order is 409 (got ${tooMany.status})`);
      await fetch(`${api.url}/api/broker/v1/letters/${String(good?.letterId)}`, { method: 'DELETE', headers: broker });
      check((await post(request)).status === 201, 'after a deletion a letter can be issued again');
    } finally {
      await api.close();
    }
  });
});
