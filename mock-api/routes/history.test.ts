import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { createMockApi } from '../server.ts';
import { Store } from '../store/store.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { DEFAULT_LIVE_FEED_LIMITS } from '../history/live-feed.ts';

/** A file's history, the agency's activity, presence and the live feed, through HTTP. */

async function setup(limits = DEFAULT_LIVE_FEED_LIMITS) {
  const store = Store.memory(await demoSeed());
  const api = createMockApi({ store, liveFeedLimits: limits });
  const tokenOf = async (email: string) => (await request(api).post('/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body.result.token as string;
  const tokens = { dana: await tokenOf('dana@demo-title.test'), riley: await tokenOf('riley@demo-title.test'), sam: await tokenOf('sam@harbor-closing.test') };
  const as = (token: string) => ({
    get: (path: string) => request(api).get(path).set('Authorization', `Bearer ${token}`),
    put: (path: string) => request(api).put(path).set('Authorization', `Bearer ${token}`),
    patch: (path: string) => request(api).patch(path).set('Authorization', `Bearer ${token}`).set('X-TitleTrack-Client', 'web'),
    delete: (path: string) => request(api).delete(path).set('Authorization', `Bearer ${token}`),
  });
  const orderOf = (tenantId: number) => store.list('orders').find((order) => order.tenantId === tenantId)?.id as string;
  return { api, store, tokens, dana: as(tokens.dana), riley: as(tokens.riley), sam: as(tokens.sam), danaOrder: orderOf(1), samOrder: orderOf(2) };
}

describe('GET /api/orders/{orderGuid}/history', () => {
  it('lists every change, newest first, with who, how and each value under its label', async () => {
    const { dana, riley, danaOrder } = await setup();
    await dana.patch(`/orders/${danaOrder}`).send([{ op: 'replace', path: '/salesPrice', value: 401000 }]).expect(202);
    await riley.patch(`/orders/${danaOrder}`).send([{ op: 'replace', path: '/buyer/0/LastName', value: 'Okafor' }]).expect(202);
    const { entries, total, people } = (await dana.get(`/orders/${danaOrder}/history`).expect(200)).body.result;
    // The two changes, after the "opened file" entry the demo seed wrote with every first value.
    expect(total).toBe(3);
    expect(entries[2]).toMatchObject({ actor: { userId: null, name: 'title-cli' }, via: 'cli', action: 'created' });
    expect(entries[2].changes.length).toBeGreaterThan(5);
    expect(entries[0]).toMatchObject({ actor: { name: 'Riley Chen' }, via: 'api', claimed: 'web', section: 'parties', summary: 'changed Buyer 1, Last Name', changes: [{ label: 'Buyer 1, Last Name', after: 'Okafor' }] });
    expect(entries[1]).toMatchObject({ actor: { name: 'Dana Agent' }, section: 'order', changes: [{ path: 'salesPrice', label: 'Sales Price', after: 401000 }] });
    expect(entries[0]).not.toHaveProperty('tenantId');
    expect(people.map((person: { name: string }) => person.name)).toEqual(['Dana Agent', 'Riley Chen', 'title-cli']);
  });

  it('says a buyer was added or removed, and a field removed then saved empty is no change the audit minds', async () => {
    const { dana, danaOrder, store } = await setup();
    const buyers = (store.get('orders', danaOrder)?.baseOrderDetail.buyer ?? []) as unknown[];
    await dana.patch(`/orders/${danaOrder}`).send([{ op: 'add', path: '/buyer/-', value: { FirstName: 'Ana', MiddleName: '', LastName: 'Ruiz', Type: 'Individual' } }]).expect(202);
    await dana.patch(`/orders/${danaOrder}`).send([{ op: 'remove', path: `/buyer/${buyers.length}` }]).expect(202);
    await dana.patch(`/orders/${danaOrder}`).send([{ op: 'remove', path: '/lot' }]).expect(202);
    await dana.patch(`/orders/${danaOrder}`).send([{ op: 'replace', path: '/zip', value: '06324' }]).expect(202);
    const summaries = (await dana.get(`/orders/${danaOrder}/history`)).body.result.entries.map((entry: { summary: string }) => entry.summary);
    expect(summaries.slice(0, 4)).toEqual(['changed Zip', 'changed Lot', `removed Buyer ${buyers.length + 1}`, `added Buyer ${buyers.length + 1}`]);
    expect(summaries.slice(4)).toEqual([expect.stringMatching(/^opened file /)]);
    const { auditStore } = await import('../history/audit.ts');
    expect(auditStore(store, [1])[0]).toMatchObject({ problem: null, drift: null });
  });

  it('filters by person and section, and pages', async () => {
    const { dana, riley, danaOrder } = await setup();
    for (const price of [1, 2, 3]) await dana.patch(`/orders/${danaOrder}`).send([{ op: 'replace', path: '/salesPrice', value: 300000 + price }]).expect(202);
    await riley.patch(`/orders/${danaOrder}`).send([{ op: 'replace', path: '/lenderName', value: 'Riley Bank' }]).expect(202);
    const rileyId = (await dana.get(`/orders/${danaOrder}/history`)).body.result.entries[0].actor.userId as string;
    expect((await dana.get(`/orders/${danaOrder}/history?person=${rileyId}`)).body.result.total).toBe(1);
    expect((await dana.get(`/orders/${danaOrder}/history?section=parties`)).body.result.total).toBe(0);
    const page = (await dana.get(`/orders/${danaOrder}/history?_start=1&_end=3`)).body.result;
    expect(page.entries.map((entry: { changes: { after: unknown }[] }) => entry.changes[0]?.after)).toEqual([300003, 300002]);
    for (const query of ['section=everything', '_end=100000', 'person=a&person=b', '_start=-1']) {
      await dana.get(`/orders/${danaOrder}/history?${query}`).expect(400);
    }
  });

  it("answers another agency's file as one that does not exist", async () => {
    const { sam, danaOrder } = await setup();
    await sam.get(`/orders/${danaOrder}/history`).expect(404);
    await sam.get(`/orders/${danaOrder}/history.csv`).expect(404);
    await sam.get(`/orders/${danaOrder}/presence`).expect(404);
    await sam.put(`/orders/${danaOrder}/presence`).send({ tab: 'tab-of-sam', state: 'viewing' }).expect(404);
  });

  it('exports as CSV, one row per value, as an attachment', async () => {
    const { dana, danaOrder } = await setup();
    await dana.patch(`/orders/${danaOrder}`).send([{ op: 'replace', path: '/lenderName', value: '=cmd()' }]).expect(202);
    const response = await dana.get(`/orders/${danaOrder}/history.csv`).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="history-[A-Za-z0-9._-]+\.csv"$/);
    expect(response.text).toContain(`"Dana Agent","signed in, on screen (as claimed)","Order entry","changed Lender Name","Lender Name"`);
    expect(response.text).toContain(`"'=cmd()"`);
  });

  it('has no route that changes or removes an entry', async () => {
    const { api, tokens, danaOrder } = await setup();
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      for (const path of [`/orders/${danaOrder}/history`, `/orders/${danaOrder}/history.csv`, '/activity']) {
        await request(api)[method](path).set('Authorization', `Bearer ${tokens.dana}`).send([]).expect(405);
      }
    }
  });
});

describe('GET /api/activity', () => {
  it("lists the agency's newest changes with their file numbers, and only its own", async () => {
    const { dana, sam, danaOrder, samOrder, store } = await setup();
    await dana.patch(`/orders/${danaOrder}`).send([{ op: 'replace', path: '/lenderName', value: 'First Bank' }]).expect(202);
    await sam.patch(`/orders/${samOrder}`).send([{ op: 'replace', path: '/lenderName', value: 'Harbor Bank' }]).expect(202);
    const entries = (await dana.get('/activity?_limit=5').expect(200)).body.result.entries;
    expect(entries).toHaveLength(5);
    expect(entries.every((entry: { orderGuid: string }) => store.get('orders', entry.orderGuid)?.tenantId === 1)).toBe(true);
    expect(entries[0]).toMatchObject({ orderGuid: danaOrder, fileNumber: store.get('orders', danaOrder)?.baseOrderDetail.fileNumber, summary: 'changed Lender Name' });
    await dana.get('/activity?_limit=500').expect(400);
  });
});

describe('presence', () => {
  it("shows who has a file open to their colleagues, with the field's label, and forgets a tab that says goodbye", async () => {
    const { dana, riley, danaOrder } = await setup();
    await riley.put(`/orders/${danaOrder}/presence`).send({ tab: 'riley-tab-1', state: 'editing', field: 'buyer' }).expect(204);
    expect((await dana.get(`/orders/${danaOrder}/presence`).expect(200)).body.result.people).toEqual([
      expect.objectContaining({ name: 'Riley Chen', state: 'editing', field: 'buyer', label: 'Buyers' }),
    ]);
    await riley.delete(`/orders/${danaOrder}/presence?tab=riley-tab-1`).expect(204);
    expect((await dana.get(`/orders/${danaOrder}/presence`)).body.result.people).toEqual([]);
  });

  it('refuses a field that is not one of the file, and a tab that is not an id', async () => {
    const { riley, danaOrder } = await setup();
    await riley.put(`/orders/${danaOrder}/presence`).send({ tab: 'riley-tab-1', state: 'editing', field: '<img src=x>' }).expect(400);
    await riley.put(`/orders/${danaOrder}/presence`).send({ tab: 'x', state: 'viewing' }).expect(400);
    await riley.put(`/orders/${danaOrder}/presence`).send({ tab: 'riley-tab-1', state: 'owning' }).expect(400);
  });

  it('forgets a tab that stops renewing (a closed laptop, a lost network)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { store } = await setup();
      const { LiveFeed } = await import('../history/live-feed.ts');
      const { historyOf } = await import('../history/actor.ts');
      const feed = new LiveFeed(historyOf(store), () => '', DEFAULT_LIVE_FEED_LIMITS);
      feed.setPresence(1, 'o-1', { userId: 'u-riley', name: 'Riley Chen', tab: 'riley-tab-1', state: 'viewing', field: null, label: null });
      vi.setSystemTime(Date.now() + 20_000);
      feed.sweep();
      expect(feed.people(1, 'o-1')).toHaveLength(1);
      vi.setSystemTime(Date.now() + 6_000);
      feed.sweep();
      expect(feed.people(1, 'o-1')).toHaveLength(0);
      feed.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** Reads a live feed over a real socket until `until` says it has what it wanted. */
async function readStream(url: string, headers: Record<string, string>, until: (text: string) => boolean): Promise<{ status: number; text: string }> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  if (!response.body) return { status: response.status, text: await response.text() };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const deadline = Date.now() + 5_000;
  while (!until(text) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  abort.abort();
  return { status: response.status, text };
}

describe('GET /api/events', () => {
  let server: Server | null = null;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = null;
  });

  async function listening(api: ReturnType<typeof createMockApi>) {
    server = createServer(api);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('pushes each change to the agency only, and replays what a reconnection missed', async () => {
    const { api, dana, sam, tokens, danaOrder, samOrder } = await setup();
    const base = await listening(api);
    const stream = readStream(`${base}/events`, { Authorization: `Bearer ${tokens.riley}` }, (text) => text.includes('Second Bank'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await sam.patch(`/orders/${samOrder}`).send([{ op: 'replace', path: '/lenderName', value: 'Harbor Bank' }]).expect(202);
    await dana.patch(`/orders/${danaOrder}`).send([{ op: 'replace', path: '/lenderName', value: 'First Bank' }]).expect(202);
    await dana.patch(`/orders/${danaOrder}`).send([{ op: 'replace', path: '/lenderName', value: 'Second Bank' }]).expect(202);
    const { status, text } = await stream;
    expect(status).toBe(200);
    // Each demo file's "opened file" entry comes first: 300 of them.
    expect(text).toMatch(/^retry: 3000\n\nid: 300\nevent: ready\n/);
    expect(text).toContain('id: 301\nevent: change\n');
    expect(text).toContain('"fileNumber":"DTE-');
    expect(text).not.toContain('Harbor Bank');
    // Back after a drop, from the first change: the second is replayed.
    const replay = await readStream(`${base}/events`, { Authorization: `Bearer ${tokens.riley}`, 'Last-Event-ID': '301' }, (got) => got.includes('event: ready'));
    expect(replay.text).toContain('id: 302\nevent: change\n');
    expect(replay.text).not.toContain('id: 301\nevent: change');
    expect(replay.text).toContain('Second Bank');
  });

  it('refuses a stream without a token, a bad Last-Event-ID, and more streams than a person may hold', async () => {
    const { api, tokens } = await setup({ ...DEFAULT_LIVE_FEED_LIMITS, streamsPerUser: 1 });
    const base = await listening(api);
    expect((await fetch(`${base}/events`)).status).toBe(401);
    expect((await fetch(`${base}/events`, { headers: { Authorization: `Bearer ${tokens.dana}`, 'Last-Event-ID': 'abc' } })).status).toBe(400);
    const abort = new AbortController();
    const first = await fetch(`${base}/events`, { headers: { Authorization: `Bearer ${tokens.dana}` }, signal: abort.signal });
    expect(first.status).toBe(200);
    const second = await fetch(`${base}/events`, { headers: { Authorization: `Bearer ${tokens.dana}` } });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('30');
    // A colleague is not blocked by Dana's streams.
    const riley = new AbortController();
    expect((await fetch(`${base}/events`, { headers: { Authorization: `Bearer ${tokens.riley}` }, signal: riley.signal })).status).toBe(200);
    abort.abort();
    riley.abort();
  });
});
