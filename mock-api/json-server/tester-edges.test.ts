import request from 'supertest';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { createMockApi } from '../server.ts';
import type { AddedRecord } from '../store/model.ts';
import { Store } from '../store/store.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { UNLIMITED_LOGINS } from '../testing/test-server.ts';
import { AddedCollectionNameError } from './collections.ts';

/** What a tester meets at the edges of json-server's conventions, found by a fresh-eyes review. */

async function setup(added: Record<string, AddedRecord[]> = {}) {
  const store = Store.memory({ ...(await demoSeed()), added: { signings: [{ id: 1, tenantId: 1, place: 'Austin' }], notes: [], comments: [], ...added } });
  const api = createMockApi({ store, loginLimits: UNLIMITED_LOGINS });
  const tokenOf = async (email: string) => `Bearer ${(await request(api).post('/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body.result.token as string}`;
  return { api, store, dana: await tokenOf('dana@demo-title.test'), sam: await tokenOf('sam@harbor-closing.test') };
}

describe("json-server's conventions at their edges", () => {
  it("gives the next record a text id when the next number would not be exact, and another agency's creates still work", async () => {
    const { api, dana, sam } = await setup();
    await request(api).post('/signings').set('Authorization', dana).send({ id: Number.MAX_SAFE_INTEGER, place: 'd' }).expect(201);
    const danas = await request(api).post('/signings').set('Authorization', dana).send({ place: 'next' }).expect(201);
    expect(typeof danas.body.id).toBe('string');
    const sams = await request(api).post('/signings').set('Authorization', sam).send({ place: 'x' }).expect(201);
    expect(sams.body.id).toEqual(expect.anything());
  });

  it.each(['events', 'activity', 'my-work', 'checklist-templates'])('stops the start for a collection named like the route /api/%s', async (name) => {
    const store = Store.memory({ ...(await demoSeed()), added: { [name]: [] } });
    expect(() => createMockApi({ store })).toThrow(AddedCollectionNameError);
  });

  it("relates the agency's orders and checklist items to a tester's notes by orderId and taskId, nested and embedded", async () => {
    const { api, store, dana } = await setup();
    const order = store.list('orders').find((candidate) => candidate.tenantId === 1)!;
    const task = store.list('tasks').find((candidate) => candidate.tenantId === 1)!;
    await request(api).post('/notes').set('Authorization', dana).send({ orderId: order.id, text: 'on the order' }).expect(201);
    await request(api).post('/notes').set('Authorization', dana).send({ taskId: task.id, text: 'on the item' }).expect(201);
    const ofOrder = await request(api).get(`/orders/${order.id}/notes`).set('Authorization', dana).expect(200);
    expect(ofOrder.body.map((note: { text: string }) => note.text)).toEqual(['on the order']);
    const ofTask = await request(api).get(`/tasks/${task.id}/notes`).set('Authorization', dana).expect(200);
    expect(ofTask.body.map((note: { text: string }) => note.text)).toEqual(['on the item']);
    const embedded = await request(api).get(`/orders?id=${order.id}&_embed=notes`).set('Authorization', dana).expect(200);
    expect(embedded.body[0].notes.map((note: { text: string }) => note.text)).toEqual(['on the order']);
  });

  it('embeds several collections at once, as json-server 0.17 does', async () => {
    const { api, dana } = await setup({ notes: [{ id: 1, tenantId: 1, signingId: 1, text: 'n' }], comments: [{ id: 1, tenantId: 1, signingId: 1, text: 'c' }] });
    const answer = await request(api).get('/signings/1?_embed=notes&_embed=comments').set('Authorization', dana).expect(200);
    expect(answer.body).toEqual({ id: 1, place: 'Austin', notes: [{ id: 1, signingId: 1, text: 'n' }], comments: [{ id: 1, signingId: 1, text: 'c' }] });
  });

  it("never matches q on the agency's id", async () => {
    const { api, dana } = await setup({ notes: [{ id: 'abc', tenantId: 1, text: 'str' }, { id: 'def', tenantId: 1, text: 'call 1 lender' }] });
    const found = await request(api).get('/notes?q=1').set('Authorization', dana).expect(200);
    expect(found.body).toEqual([{ id: 'def', text: 'call 1 lender' }]);
  });

  it("answers another origin's browser as stock json-server does: a preflight, then readable answers with X-Total-Count", async () => {
    const { api, dana } = await setup();
    const preflight = await request(api).options('/signings').set('Origin', 'http://localhost:3000').set('Access-Control-Request-Method', 'GET').set('Access-Control-Request-Headers', 'authorization, x-evil').expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('authorization');
    const list = await request(api).get('/signings?_start=0&_end=10').set('Origin', 'http://localhost:3000').set('Authorization', dana).expect(200);
    expect(list.headers['access-control-allow-origin']).toBe('*');
    expect(list.headers['access-control-expose-headers']).toContain('X-Total-Count');
    expect(list.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
