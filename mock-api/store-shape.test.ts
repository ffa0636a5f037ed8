import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeEntry } from './journal';
import type { DbData, Tenant } from './model';
import { CorruptStoreError, Store } from './store';

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
    ['an unknown collection', JSON.stringify({ ...data(), invoices: [] }), /"invoices": this is not a collection/],
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

  it('refuses a journal entry for an unknown collection', async () => {
    await writeFile(file, JSON.stringify(data()));
    await writeFile(`${file}.journal`, `${JSON.stringify({ s: 1, t: 'put', c: 'invoices', k: '1', v: { id: '1' } })}\n`);
    await refusedWith(/its collection "invoices" is not one of/);
  });

  it('still reads journals written before lines had checksums', async () => {
    await writeFile(file, JSON.stringify(data()));
    await writeFile(`${file}.journal`, `${JSON.stringify({ s: 1, t: 'put', c: 'tenants', k: '1', v: tenant(1) })}\n`);
    const store = await Store.open(file, async () => data());
    expect(store.count('tenants')).toBe(1);
    await store.close();
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

describe('the streamed snapshot', () => {
  it('is the same JSON as stringifying the whole, in chunks', async () => {
    const { snapshotChunks } = await import('./store-shape');
    const many = Array.from({ length: 3000 }, (_, index) => tenant(index + 1));
    const view = {
      meta: data().meta,
      collections: { tenants: many, users: [], orders: [], documents: [], commitments: [], letters: [] },
    };
    const chunks = [...snapshotChunks(view)];
    expect(chunks.length).toBeGreaterThan(0);
    expect(JSON.parse(chunks.join(''))).toEqual({ meta: data().meta, tenants: many, users: [], orders: [], documents: [], commitments: [], letters: [] });
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
