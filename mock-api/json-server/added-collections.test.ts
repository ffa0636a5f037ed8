import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { DbData } from '../store/model.ts';
import { createMockApi } from '../server.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { Store } from '../store/store.ts';
import { nodeFileSystem, type StoreFileSystem } from '../store/store-files.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { UNLIMITED_LOGINS } from '../testing/test-server.ts';
import { AddedCollectionNameError } from './collections.ts';

/**
 * A collection a tester adds to the data file: full CRUD through json-server's router, signed in,
 * per agency, each write in the journal before it is answered, nothing of a refused write kept.
 */

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'added-collections-'));
  file = path.join(dir, 'db.json');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The demo data with a `notes` collection a tester added: one note of each agency. */
async function dataWithNotes(): Promise<DbData> {
  const data = await demoSeed();
  return { ...data, added: { notes: [{ id: 1, tenantId: 1, text: 'Call the lender' }, { id: 2, tenantId: 2, text: 'Harbor only' }] } };
}

async function serverOn(store: Store) {
  const api = createMockApi({ store, loginLimits: UNLIMITED_LOGINS });
  const tokenOf = async (email: string) => (await request(api).post('/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body.result.token as string;
  return { api, dana: `Bearer ${await tokenOf('dana@demo-title.test')}`, sam: `Bearer ${await tokenOf('sam@harbor-closing.test')}` };
}

async function openWithNotes(fs?: StoreFileSystem): Promise<Store> {
  const { added, ...rest } = await dataWithNotes();
  await writeFile(file, JSON.stringify({ ...rest, ...added }));
  return Store.open(file, async () => rest, { fs, log: () => undefined });
}

describe('a collection added to the data file', () => {
  it('takes POST, GET, PATCH, PUT and DELETE, journaled, and is there after a restart', async () => {
    const store = await openWithNotes();
    const { api, dana } = await serverOn(store);
    const created = await request(api).post('/notes').set('Authorization', dana).send({ text: 'Payoff ordered', orderNumber: 'TT-1001' }).expect(201);
    const id = created.body.id as string;
    expect(created.body).toEqual({ id, text: 'Payoff ordered', orderNumber: 'TT-1001' });
    expect(created.headers.location).toMatch(new RegExp(`/notes/${id}$`));
    expect(await readFile(`${file}.journal`, 'utf8')).toContain(id);

    await request(api).patch(`/notes/${id}`).set('Authorization', dana).send({ done: true }).expect(200, { id, text: 'Payoff ordered', orderNumber: 'TT-1001', done: true });
    await request(api).put('/notes/1').set('Authorization', dana).send({ text: 'Lender called back' }).expect(200, { id: 1, text: 'Lender called back' });
    const listed = await request(api).get('/notes?_sort=text&_order=asc').set('Authorization', dana).expect(200);
    expect(listed.body.map((note: { text: string }) => note.text)).toEqual(['Lender called back', 'Payoff ordered']);
    expect(listed.headers['x-total-count']).toBe('2');
    await request(api).delete('/notes/1').set('Authorization', dana).expect(200, {});
    await request(api).get('/notes/1').set('Authorization', dana).expect(404);

    await store.close();
    const reopened = await Store.open(file, async () => dataWithNotes());
    expect([...reopened.addedValues('notes')]).toEqual([
      { id: 2, tenantId: 2, text: 'Harbor only' },
      { id, tenantId: 1, text: 'Payoff ordered', orderNumber: 'TT-1001', done: true },
    ]);
    await reopened.close();
  });

  it("never shows, changes or deletes another agency's record, and takes no agency from the body", async () => {
    const { api, dana, sam } = await serverOn(Store.memory(await dataWithNotes()));
    await request(api).get('/notes').set('Authorization', dana).expect(200, [{ id: 1, text: 'Call the lender' }]);
    await request(api).get('/notes/2').set('Authorization', dana).expect(404);
    await request(api).patch('/notes/2').set('Authorization', dana).send({ text: 'mine now' }).expect(404);
    await request(api).put('/notes/2').set('Authorization', dana).send({ text: 'mine now' }).expect(404);
    await request(api).delete('/notes/2').set('Authorization', dana).expect(404);
    // Ids are per agency: Harbor's note 2 neither blocks Dana's nor is touched by it.
    await request(api).post('/notes').set('Authorization', dana).send({ id: 2, text: 'mine' }).expect(201);
    await request(api).post('/notes').set('Authorization', dana).send({ id: 2, text: 'again' }).expect(409);
    const moved = await request(api).post('/notes').set('Authorization', dana).send({ text: 'x', tenantId: 2 }).expect(400);
    expect(moved.body.ExceptionList[0].Type).toBe('TenantId');
    await request(api).get('/notes').set('Authorization', sam).expect(200, [{ id: 2, text: 'Harbor only' }]);
    await request(api).get('/notes/2').set('Authorization', dana).expect(200, { id: 2, text: 'mine' });
  });

  it('needs a signed-in caller and refuses what is not one plain record', async () => {
    const { api, dana } = await serverOn(Store.memory(await dataWithNotes()));
    await request(api).get('/notes').expect(401);
    await request(api).post('/notes').send({ text: 'anonymous' }).expect(401);
    await request(api).post('/notes').set('Authorization', dana).send([{ text: 'a list' }]).expect(400);
    await request(api).post('/notes').set('Authorization', dana).set('Content-Type', 'application/json').send('{"constructor":{"prototype":{"polluted":1}}}').expect(400);
    await request(api).post('/notes').set('Authorization', dana).send({ id: { nested: true } }).expect(400);
    await request(api).patch('/notes/1').set('Authorization', dana).send({ id: 99 }).expect(400);
    await request(api).post('/notes/1').set('Authorization', dana).send({}).expect(405);
    // Not JSON: a form post, text, or nothing at all would have made an empty record.
    await request(api).post('/notes').set('Authorization', dana).type('form').send('text=x&tenantId=2').expect(415);
    await request(api).post('/notes').set('Authorization', dana).set('Content-Type', 'text/plain').send('{"text":"x"}').expect(415);
    await request(api).post('/notes').set('Authorization', dana).expect(415);
    await request(api).patch('/notes/1').set('Authorization', dana).type('form').send('text=x').expect(415);
    await request(api).delete('/notes').set('Authorization', dana).expect(405);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('deletes nothing else with a record (json-server would remove records whose …Guid is gone)', async () => {
    const store = Store.memory(await dataWithNotes());
    const { api, dana } = await serverOn(store);
    const orders = store.count('orders');
    const documents = store.count('documents');
    const dangling = await request(api).post('/notes').set('Authorization', dana).send({ orderGuid: 'no-such-order', text: 'x' }).expect(201);
    await request(api).delete('/notes/1').set('Authorization', dana).expect(200);
    await request(api).get(`/notes/${dangling.body.id}`).set('Authorization', dana).expect(200);
    expect([store.count('orders'), store.count('documents'), [...store.addedValues('notes')].length]).toEqual([orders, documents, 2]);
  });

  it('answers 503 with Retry-After when the disk is full, and keeps nothing of that write', async () => {
    let full = false;
    const fs: StoreFileSystem = {
      ...nodeFileSystem,
      open: async (name, flags) => {
        const opened = await nodeFileSystem.open(name, flags);
        return {
          ...opened,
          write: async (...args: Parameters<typeof opened.write>) => {
            if (full) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
            return opened.write(...args);
          },
          datasync: () => opened.datasync(),
          sync: () => opened.sync(),
          truncate: (length: number) => opened.truncate(length),
          close: () => opened.close(),
        };
      },
    };
    const store = await openWithNotes(fs);
    const { api, dana } = await serverOn(store);
    full = true;
    const refused = await request(api).post('/notes').set('Authorization', dana).send({ id: 'n-full', text: 'lost?' }).expect(503);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    await request(api).patch('/notes/1').set('Authorization', dana).send({ text: 'changed?' }).expect(503);
    full = false;
    await request(api).get('/notes/n-full').set('Authorization', dana).expect(404);
    await request(api).get('/notes/1').set('Authorization', dana).expect(200, { id: 1, text: 'Call the lender' });
    await store.close();
  });

  it('expands what records name, and leaves unexpanded those that name nothing (no 500)', async () => {
    const store = Store.memory(await dataWithNotes());
    const { api, dana } = await serverOn(store);
    const order = store.list('orders').find((candidate) => candidate.tenantId === 1)!;
    await request(api).post('/notes').set('Authorization', dana).send({ id: 'n-order', orderId: order.id, text: 'Survey' }).expect(201);
    const expanded = await request(api).get('/notes?_expand=order&_sort=id').set('Authorization', dana).expect(200);
    expect(expanded.body.map((note: { id: unknown; order?: { id: string } }) => [note.id, note.order?.id])).toEqual([
      [1, undefined],
      ['n-order', order.id],
    ]);
    await request(api).get('/notes/1?_expand=order').set('Authorization', dana).expect(200);
    await request(api).get('/orders?_expand=state&_limit=1').set('Authorization', dana).expect(200);
  });

  it("stops the start when it has the name of one of the API's routes", async () => {
    const data = await demoSeed();
    const store = Store.memory({ ...data, added: { files: [] } });
    expect(() => createMockApi({ store })).toThrow(AddedCollectionNameError);
    expect(() => createMockApi({ store })).toThrow(/rename the collection/);
    // Routing ignores case, so /api/Activity would be the activity route.
    for (const name of ['Activity', 'EVENTS', 'presence']) expect(() => createMockApi({ store: Store.memory({ ...data, added: { [name]: [] } }) })).toThrow(AddedCollectionNameError);
  });
});
