import { SignJWT, UnsecuredJWT } from 'jose';
import { startFileBackedApi } from './server-fixture.ts';
import { tally } from './tally.ts';

/**
 * Isolation, tokens and concurrency over HTTP against a file-backed store: another tenant's
 * records are a 404 on every tenant-owned route, every bad token is a 401 wherever a token is
 * required, and simultaneous creations of one file number give one 202.
 */

type Fixture = Awaited<ReturnType<typeof startFileBackedApi>>;

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

function tenantOwnedCalls(orderOfOtherTenant: string, documentOfOtherTenant: string): Call[] {
  const id = orderOfOtherTenant;
  return [
    { method: 'GET', path: `/api/orders/${id}` },
    { method: 'PATCH', path: `/api/orders/${id}`, body: [{ op: 'replace', path: '/City', value: 'Nowhere' }] },
    { method: 'GET', path: `/api/documents?orderGuid=${id}` },
    { method: 'GET', path: `/api/documents/${documentOfOtherTenant}/content` },
    { method: 'GET', path: `/api/commitments/${id}` },
    { method: 'PUT', path: `/api/commitments/${id}`, body: { commitmentEffectiveDateTime: '2026-11-02T08:00:00Z', requirementExpire: '180' } },
    { method: 'GET', path: `/api/commitments/${id}/requirements` },
    { method: 'PUT', path: `/api/commitments/${id}/requirements`, body: { items: [] } },
    { method: 'GET', path: `/api/commitments/${id}/exceptions` },
    { method: 'PUT', path: `/api/commitments/${id}/exceptions`, body: { items: [] } },
    { method: 'GET', path: '/api/tenants/2/underwriters' },
    { method: 'GET', path: '/api/tenant/2/ownerspolicytype' },
  ];
}

const protectedCalls: Call[] = [
  { method: 'GET', path: '/api/dashboard' },
  { method: 'GET', path: '/api/files' },
  { method: 'POST', path: '/api/files', body: {} },
  { method: 'GET', path: '/api/orders/any' },
  { method: 'PATCH', path: '/api/orders/any', body: [] },
  { method: 'GET', path: '/api/documents?orderGuid=any' },
  { method: 'GET', path: '/api/documents/any/content' },
  { method: 'GET', path: '/api/commitments/any' },
  { method: 'PUT', path: '/api/commitments/any/requirements', body: { items: [] } },
  { method: 'GET', path: '/api/commitments/requirements-library' },
  { method: 'GET', path: '/api/commitments/exceptions-library' },
  { method: 'GET', path: '/api/orders/mortgage-clauses' },
  { method: 'GET', path: '/api/tenants/1/underwriters' },
  { method: 'GET', path: '/api/tenant/1/ownerspolicytype' },
];

async function send(api: Fixture, call: Call, authorization?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (authorization !== undefined) headers.Authorization = authorization;
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${api.url}${call.path}`, { method: call.method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) });
}

describe('access', () => {
  let api: Fixture;
  beforeAll(async () => {
    api = await startFileBackedApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it("answers 404 to every tenant-owned route and method for another tenant's records, and no list leaks one", async () => {
    const dana = await api.tokenOf('dana@demo-title.test');
    const sam = await api.tokenOf('sam@harbor-closing.test');
    const samsOrder = api.store.list('orders').find((order) => order.tenantId === 2);
    if (!samsOrder) throw new Error('no order of the second tenant');
    const upload = new FormData();
    upload.append('file', new Blob(['%PDF sam']), 'sam.pdf');
    const uploaded = await fetch(`${api.url}/api/documents?orderGuid=${samsOrder.id}`, { method: 'POST', headers: { Authorization: `Bearer ${sam}` }, body: upload });
    const samsDocument = ((await uploaded.json()) as { result: { id: string } }).result.id;
    const before = JSON.stringify(api.store.get('orders', samsOrder.id));

    const calls = tenantOwnedCalls(samsOrder.id, samsDocument);
    const isolation = tally('0 isolation (another tenant is a 404)');
    for (const call of calls) {
      const response = await send(api, call, `Bearer ${dana}`);
      isolation.record(response.status === 404);
      expect(response.status, `${call.method} ${call.path}`).toBe(404);
    }
    expect(JSON.stringify(api.store.get('orders', samsOrder.id))).toBe(before);

    const list = (await (await send(api, { method: 'GET', path: '/api/files?_end=1000' }, `Bearer ${dana}`)).json()) as { result: { files: { id: string }[]; total: number } };
    const samsIds = new Set(api.store.list('orders').filter((order) => order.tenantId === 2).map((order) => order.id));
    expect(list.result.files.some((file) => samsIds.has(file.id))).toBe(false);
    expect(list.result.total).toBe(api.store.list('orders').filter((order) => order.tenantId === 1).length);
    const dashboard = (await (await send(api, { method: 'GET', path: '/api/dashboard' }, `Bearer ${dana}`)).json()) as { result: { recentFiles: { id: string }[] } };
    expect(dashboard.result.recentFiles.some((file) => samsIds.has(file.id))).toBe(false);
    console.log(`isolation: ${calls.length} tenant-owned routes answered 404 to the other tenant, lists checked`);
  });

  it('answers 401 wherever a token is required: missing, malformed, alg none, wrong signature, expired', async () => {
    const claims = { TenantId: 1, TenantGuid: 'g', TenantName: 'Demo Title & Escrow', FirstName: 'Dana', LastName: 'Agent', email: 'dana@demo-title.test' };
    const key = new TextEncoder().encode(api.store.metadata.jwtSecret);
    const tokens: Record<string, string | undefined> = {
      missing: undefined,
      malformed: 'Bearer not.a-token',
      'not bearer': 'Token abc',
      'alg none': `Bearer ${new UnsecuredJWT(claims).setSubject('u-dana').setExpirationTime('5m').encode()}`,
      'wrong signature': `Bearer ${await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('u-dana').setExpirationTime('5m').sign(new TextEncoder().encode('another-key'))}`,
      expired: `Bearer ${await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('u-dana').setExpirationTime(Math.floor(Date.now() / 1000) - 1).sign(key)}`,
    };
    let cases = 0;
    const bad = tally('0 tokens (bad token is a 401)');
    for (const call of protectedCalls) {
      for (const [kind, authorization] of Object.entries(tokens)) {
        const response = await send(api, call, authorization);
        bad.record(response.status === 401);
        expect(response.status, `${kind} token on ${call.method} ${call.path}`).toBe(401);
        expect(((await response.json()) as { message?: unknown }).message).toEqual(expect.any(String));
        cases += 1;
      }
    }
    console.log(`tokens: ${cases} cases (${protectedCalls.length} routes × ${Object.keys(tokens).length} kinds of bad token) answered 401`);
  });

  it('gives exactly one 202 and 49 409s for 50 simultaneous creations of one file number', async () => {
    const dana = await api.tokenOf('dana@demo-title.test');
    const body = JSON.stringify({ fileNumber: 'SAME-2026-0001', transactionType: 'Purchase', cashClosing: 'Cash', address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fetch(`${api.url}/api/files`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${dana}` }, body })),
    );
    const statuses = answers.map((answer) => answer.status);
    tally('0 concurrency (50 creations of one number, one 202)').record(statuses.filter((status) => status === 202).length === 1);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(api.store.list('orders').filter((order) => order.baseOrderDetail.fileNumber === 'SAME-2026-0001')).toHaveLength(1);
  });
});
