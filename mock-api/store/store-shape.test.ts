import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeEntry } from './journal.ts';
import type { DbData, Tenant } from './model.ts';
import { CorruptStoreError, Store } from './store.ts';

/** A data file or journal that is not the store's stops the start, names the place and is left alone. */

const data = (tenants: Tenant[] = []): DbData => ({
  meta: { seq: 0, jwtSecret: 'secret', nextTenantId: 1, createdAt: '2021-01-01T00:00:00Z' },
  tenants,
  users: [],
  orders: [],
});

const tenant = (id: number): Tenant => ({ id, guid: `g-${id}`, name: `Agency ${id}`, status: 'active', createdAt: '', underwriters: [] });

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'store-shape-'));
  file = path.join(dir, 'db.json');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function refusedWith(pattern: RegExp): Promise<void> {
  const before = await readFile(file, 'utf8');
  await expect(Store.open(file, async () => data())).rejects.toThrow(CorruptStoreError);
  await expect(Store.open(file, async () => data())).rejects.toThrow(pattern);
  expect(await readFile(file, 'utf8')).toBe(before);
}

describe('Store.open refuses what is not its own', () => {
  it.each([
    ['a list', '[]', /top level: it is not a JSON object/],
    ['json-server style data', JSON.stringify({ posts: [{ id: 1 }], comments: [] }), /"meta": there is no "meta" object/],
    ['a collection name json-server cannot route', JSON.stringify({ ...data(), 'my invoices': [] }), /"my invoices": this name cannot be a collection/],
    ['an added collection that is not a list', JSON.stringify({ ...data(), invoices: { id: 1 } }), /"invoices": a collection added to the data file must be a list/],
    ['an added record of no agency', JSON.stringify({ ...data(), invoices: [{ id: 1 }] }), /"invoices" item 0: its "tenantId" undefined is not the id of an agency/],
    ['an added record without id', JSON.stringify({ ...data(), invoices: [{ tenantId: 1 }] }), /"invoices" item 0: its id undefined is not a text/],
    ['two added records of one agency with one id', JSON.stringify({ ...data(), invoices: [{ id: 1, tenantId: 1 }, { id: '1', tenantId: 1 }] }), /"invoices" item 1: its id "1" is already used by another item of "invoices" of the same agency/],
    ['orders that are not a list', JSON.stringify({ ...data(), orders: { a: 1 } }), /"orders": it is missing or not a list/],
    ['a record without id', JSON.stringify({ ...data(), users: [{ email: 'a@b.c' }] }), /"users" item 0: its id/],
  ])('refuses %s, naming the file and the place', async (_name, text, pattern) => {
    await writeFile(file, text);
    await refusedWith(pattern);
    await refusedWith(/Restore it \(and its \.journal\) from a backup/);
  });

  it('refuses a complete journal line whose checksum fails, naming the line', async () => {
    await writeFile(file, JSON.stringify(data()));
    const good = encodeEntry({ s: 1, t: 'put', c: 'tenants', k: '1', v: tenant(1) });
    const damaged = encodeEntry({ s: 2, t: 'put', c: 'tenants', k: '2', v: tenant(2) }).replace('Agency 2', 'Agency 3');
    await writeFile(`${file}.journal`, good + damaged);
    await refusedWith(/db\.json\.journal, line 2 \(byte \d+\): this complete entry is damaged: its checksum does not match/);
  });

  it('refuses a sequence gap in the journal', async () => {
    await writeFile(file, JSON.stringify(data()));
    await writeFile(
      `${file}.journal`,
      encodeEntry({ s: 1, t: 'put', c: 'tenants', k: '1', v: tenant(1) }) + encodeEntry({ s: 3, t: 'put', c: 'tenants', k: '3', v: tenant(3) }),
    );
    await refusedWith(/line 2 .*entry 3 follows entry 1/);
  });

  it('refuses a journal that starts after the snapshot ends', async () => {
    await writeFile(file, JSON.stringify(data()));
    await writeFile(`${file}.journal`, encodeEntry({ s: 5, t: 'put', c: 'tenants', k: '5', v: tenant(5) }));
    await refusedWith(/entry 5 follows the data file's last entry 0/);
  });

  it('refuses a journal entry for a collection the data file does not have', async () => {
    await writeFile(file, JSON.stringify(data()));
    await writeFile(`${file}.journal`, encodeEntry({ s: 1, t: 'put', c: 'invoices', k: '1', v: { id: '1', tenantId: 1 } }));
    await refusedWith(/line 1 .*its collection "invoices" is not in the data file/);
    await writeFile(`${file}.journal`, encodeEntry({ s: 1, t: 'put', c: '__proto__', k: '1', v: { id: '1' } }));
    await refusedWith(/its collection "__proto__" is not one of/);
  });

  it('keeps every loaded record through a clean stop, and drops only what was deleted', async () => {
    await writeFile(file, JSON.stringify(data([tenant(1), tenant(2), tenant(3)])));
    const store = await Store.open(file, async () => data());
    await store.delete('tenants', 2);
    await store.close();
    const snapshot = JSON.parse(await readFile(file, 'utf8')) as DbData;
    expect(snapshot.tenants.map((record) => record.id)).toEqual([1, 3]);
  });

  it('refuses a journal with no data file beside it', async () => {
    await appendFile(`${file}.journal`, encodeEntry({ s: 1, t: 'put', c: 'tenants', k: '1', v: tenant(1) }));
    await expect(Store.open(file, async () => data())).rejects.toThrow(/exists but .*db\.json does not/);
  });
});

describe('collections a tester adds to the data file', () => {
  const withNotes = () => ({ ...data([tenant(1), tenant(2)]), notes: [{ id: 1, tenantId: 1, text: 'Call the lender' }], 'closing-checklist': [] });

  it('are loaded, journaled and written back at a clean stop, each record with its agency', async () => {
    await writeFile(file, JSON.stringify(withNotes()));
    const store = await Store.open(file, async () => data());
    expect(store.addedCollections()).toEqual(['notes', 'closing-checklist']);
    await store.putAdded('notes', { id: 'n2', tenantId: 2, text: 'Wire received' });
    await store.putAdded('notes', { id: 1, tenantId: 1, text: 'Lender called back' });
    await store.putAdded('closing-checklist', { id: 'c1', tenantId: 1, done: false });
    expect(await readFile(`${file}.journal`, 'utf8')).toContain('"c":"notes"');
    await store.close();
    const written = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect(written.notes).toEqual([
      { id: 1, tenantId: 1, text: 'Lender called back' },
      { id: 'n2', tenantId: 2, text: 'Wire received' },
    ]);
    expect(written['closing-checklist']).toEqual([{ id: 'c1', tenantId: 1, done: false }]);
  });

  it('replay their journal after a stop without a fold (a killed server)', async () => {
    await writeFile(file, JSON.stringify(withNotes()));
    const journal = encodeEntry({ s: 1, t: 'put', c: 'notes', k: 'n2', v: { id: 'n2', tenantId: 2, text: 'Wire received' } }) + encodeEntry({ s: 2, t: 'del', c: 'notes', k: '1' });
    await writeFile(`${file}.journal`, journal);
    const store = await Store.open(file, async () => data());
    expect([...store.addedValues('notes')]).toEqual([{ id: 'n2', tenantId: 2, text: 'Wire received' }]);
    await store.close();
    expect((JSON.parse(await readFile(file, 'utf8')) as { notes: unknown[] }).notes).toHaveLength(1);
  });

  it('take no record without an agency, and no write to a collection the file does not have', async () => {
    await writeFile(file, JSON.stringify(withNotes()));
    const store = await Store.open(file, async () => data());
    expect(() => store.putAdded('notes', { id: 'x', tenantId: 0 })).toThrow(/not the id of an agency/);
    expect(() => store.putAdded('orders', { id: 'x', tenantId: 1 })).toThrow(/not a collection added/);
    expect(() => store.putAdded('invoices', { id: 'x', tenantId: 1 })).toThrow(/not a collection added/);
    await store.close();
  });
});

describe('the streamed snapshot', () => {
  it('is the same JSON as stringifying the whole, in chunks', async () => {
    const { snapshotChunks } = await import('./store-shape.ts');
    const many = Array.from({ length: 3000 }, (_, index) => tenant(index + 1));
    const view = {
      meta: data().meta,
      collections: { tenants: many, users: [], orders: [], documents: [], commitments: [], letters: [], history: [], tasks: [], checklistTemplates: [], payees: [] },
      added: new Map([['notes', [{ id: 1, tenantId: 1, text: 'Call the lender' }]]]),
    };
    const chunks = [...snapshotChunks(view)];
    expect(chunks.length).toBeGreaterThan(0);
    expect(JSON.parse(chunks.join(''))).toEqual({
      meta: data().meta,
      tenants: many,
      users: [],
      orders: [],
      documents: [],
      commitments: [],
      letters: [],
      history: [],
      tasks: [],
      checklistTemplates: [],
      payees: [],
      notes: [{ id: 1, tenantId: 1, text: 'Call the lender' }],
    });
  });

  it('bulk inserts all at once with one fold, and nothing of a failed bulk reaches the disk', async () => {
    const store = await Store.open(file, async () => data());
    await store.bulkInsert('tenants', [tenant(1), tenant(2)]);
    await store.close();
    const reopened = await Store.open(file, async () => data());
    expect(reopened.count('tenants')).toBe(2);
    expect(reopened.metadata.seq).toBe(2);
    await reopened.close();
  });
});
