import type express from 'express';
import jsonServer from 'json-server';
import request from 'supertest';
import { createMockApi } from '../server.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { Store } from '../store/store.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { UNLIMITED_LOGINS } from '../testing/test-server.ts';
import { QUERY_LIMITS } from './query-guard.ts';
import { layerNames, withoutRouterInternals } from './router-internals.ts';

async function setup() {
  const store = Store.memory(await demoSeed());
  const api = createMockApi({ store, loginLimits: UNLIMITED_LOGINS });
  const tokenOf = async (email: string) => (await request(api).post('/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body.result.token as string;
  const dana = `Bearer ${await tokenOf('dana@demo-title.test')}`;
  const sam = `Bearer ${await tokenOf('sam@harbor-closing.test')}`;
  const danasOrder = store.list('orders').find((order) => order.tenantId === 1)!;
  const samsOrder = store.list('orders').find((order) => order.tenantId === 2)!;
  return { api, store, dana, sam, danasOrder, samsOrder };
}

describe("json-server 0.17.4's router, as the bridge relies on it", () => {
  it('builds the layers the bridge takes out, under the names it looks for', () => {
    const router = jsonServer.router({ orders: [] }) as unknown as express.Router;
    const names = layerNames(router);
    expect(names.map(([name]) => name)).toEqual(expect.arrayContaining(['methodOverride', 'jsonParser', 'urlencodedParser']));
    expect(names.some(([, path]) => path === '/db')).toBe(true);
    expect(names.some((layer) => layer.includes('delay'))).toBe(true);
    withoutRouterInternals(router);
    const after = layerNames(router).flat();
    for (const name of ['methodOverride', 'jsonParser', 'urlencodedParser', 'delay', '/db']) expect(after).not.toContain(name);
  });

  it('reads its database through getters and offers render as the hook for answers', () => {
    let reads = 0;
    const database = Object.defineProperty({}, 'orders', { enumerable: true, get: () => (reads++, []) });
    const router = jsonServer.router(database) as unknown as { db: { getState: () => unknown }; render: unknown };
    expect(router.db.getState()).toBe(database);
    expect(reads).toBeGreaterThan(0);
    expect(typeof router.render).toBe('function');
  });
});

describe("json-server's query language on the agency's records", () => {
  it('filters, sorts and pages, with X-Total-Count and Link, and shows no agency id', async () => {
    const { api, dana, store } = await setup();
    const refinances = store.list('orders').filter((order) => order.tenantId === 1 && order.baseOrderDetail.transactionType === 'Refinance');
    const response = await request(api)
      .get('/orders?baseOrderDetail.transactionType=Refinance&_sort=createdAt&_order=desc&_page=1&_limit=2')
      .set('Authorization', dana)
      .expect(200);
    expect(response.headers['x-total-count']).toBe(String(refinances.length));
    expect(response.headers.link).toContain('rel="next"');
    expect(response.body).toHaveLength(2);
    for (const order of response.body) {
      expect(order.baseOrderDetail.transactionType).toBe('Refinance');
      expect(order).not.toHaveProperty('tenantId');
    }
  });

  it("never shows another agency's record: not listed, not by id, not nested, not embedded", async () => {
    const { api, dana, samsOrder, store } = await setup();
    const listed = await request(api).get('/orders?_limit=500').set('Authorization', dana).expect(200);
    expect(listed.body.map((order: { id: string }) => order.id)).not.toContain(samsOrder.id);
    expect(listed.body.length).toBe(store.list('orders').filter((order) => order.tenantId === 1).length);
    await request(api).get(`/orders?id=${samsOrder.id}`).set('Authorization', dana).expect(200, []);
    await request(api).get(`/orders?tenantId=2`).set('Authorization', dana).expect(200, []);
    await request(api).get(`/orders/${samsOrder.id}/documents`).set('Authorization', dana).expect(200, []);
    await request(api).get(`/commitments/${samsOrder.id}`).set('Authorization', dana).expect(404);
    await request(api).get(`/letters/x`).set('Authorization', dana).expect(404);
  });

  it('embeds an order\'s documents by their orderGuid', async () => {
    const { api, dana, danasOrder, store } = await setup();
    await store.put('documents', { id: 'doc-1', tenantId: 1, orderGuid: danasOrder.id, name: 'deed.pdf', size: 3, contentType: 'application/pdf', uploadedAt: '2026-11-01T00:00:00Z' });
    const response = await request(api).get(`/orders?id=${danasOrder.id}&_embed=documents`).set('Authorization', dana).expect(200);
    expect(response.body[0].documents).toEqual([expect.objectContaining({ id: 'doc-1', name: 'deed.pdf' })]);
    expect(response.body[0].documents[0]).not.toHaveProperty('tenantId');
  });

  it('needs a signed-in caller, and is read-only (no method override)', async () => {
    const { api, dana } = await setup();
    await request(api).get('/orders').expect(401);
    await request(api).post('/letters').set('Authorization', dana).send({}).expect(405);
    await request(api).post('/letters/x').set('Authorization', dana).set('X-HTTP-Method-Override', 'DELETE').expect(405);
    await request(api).delete('/orders').set('Authorization', dana).expect(405);
  });

  it('caps a list asked for whole and refuses a page larger than the limit', async () => {
    const { api, dana } = await setup();
    const whole = await request(api).get('/orders').set('Authorization', dana).expect(200);
    expect(Number(whole.headers['x-total-count'])).toBe(whole.body.length);
    await request(api).get(`/orders?_limit=${QUERY_LIMITS.pageSize + 1}`).set('Authorization', dana).expect(400);
    await request(api).get(`/orders?_start=0&_end=${QUERY_LIMITS.pageSize + 1}`).set('Authorization', dana).expect(400);
  });
});

describe('the reference lists through the router', () => {
  it('keep the contract envelope, and take the query language', async () => {
    const { api } = await setup();
    const whole = await request(api).get('/states').expect(200);
    expect(whole.body.result.states).toContainEqual({ id: 'TX', code: 'TX', name: 'Texas' });
    const page = await request(api).get('/states?_sort=name&_order=desc&_page=1&_limit=3').expect(200);
    expect(page.body.result.states.map((state: { code: string }) => state.code)).toEqual(['WY', 'WI', 'WV']);
    expect(page.headers['x-total-count']).toBe('56');
    const business = await request(api).get('/business-details').expect(200);
    expect(business.body.result).toEqual(expect.any(Object));
  });

  it('match a _like value as literal text, and answer a catastrophic pattern at once', async () => {
    const { api } = await setup();
    const codes = async (query: string) => (await request(api).get(`/states?${query}`).expect(200)).body.result.states.map((state: { code: string }) => state.code);
    expect(await codes('name_like=tex')).toEqual(['TX']);
    expect(await codes('name_like=T.xas')).toEqual([]);
    const started = performance.now();
    expect(await codes(`name_like=${encodeURIComponent(`(a+)+$`)}&code_like=${encodeURIComponent('(.*a){25}')}`)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it.each([
    ['an object', 'q[a]=b'],
    ['a prototype sort', '_sort=constructor.prototype'],
    ['a collection that is not exposed', '_embed=users'],
    ['an expansion that is not exposed', '_expand=tenant'],
    ['a long delay', '_delay=600000'],
    ['a page of 0', '_page=0'],
    ['too many parameters', Array.from({ length: QUERY_LIMITS.parameters + 1 }, (_, index) => `f${index}=1`).join('&')],
    ['a long value', `name=${'a'.repeat(QUERY_LIMITS.valueLength + 1)}`],
  ])('refuse %s with a 400 naming the parameter', async (_what, query) => {
    const { api } = await setup();
    const response = await request(api).get(`/states?${query}`).expect(400);
    expect(response.body.ExceptionList[0].Message).toEqual(expect.any(String));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never let a prototype path through', async () => {
    const { api } = await setup();
    // express's parser drops a __proto__ key; the guard refuses the object constructor[...] makes.
    await request(api).get('/states?__proto__[polluted]=1').expect(200);
    await request(api).get('/states?constructor[prototype][polluted]=1').expect(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answer /db, /__rules and users with the API\'s 404', async () => {
    const { api, dana } = await setup();
    for (const path of ['/db', '/__rules', '/users']) {
      const response = await request(api).get(path).set('Authorization', dana);
      expect(response.status, path).toBe(404);
      expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|jwtSecret/);
    }
  });
});
