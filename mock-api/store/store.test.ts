import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DbData } from './model.ts';
import { emptyData, tenant } from '../testing/store-data.ts';
import { CorruptStoreError, Store } from './store.ts';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'store-'));
  file = path.join(dir, 'db.json');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('Store', () => {
  it('creates the file from the seed on first open', async () => {
    const seed = vi.fn(async () => ({ ...emptyData(), tenants: [tenant(1)] }));
    const store = await Store.open(file, seed);
    await store.close();
    const reopened = await Store.open(file, seed);
    expect(seed).toHaveBeenCalledOnce();
    expect(reopened.get('tenants', 1)?.name).toBe('Agency 1');
    await reopened.close();
  });

  it('keeps every acknowledged write when the process dies without closing', async () => {
    const store = await Store.open(file, async () => emptyData());
    await Promise.all([store.put('tenants', tenant(1)), store.put('tenants', tenant(2))]);
    await store.put('tenants', tenant(1, 'Renamed'));
    await store.delete('tenants', 2);
    await store.updateMeta({ nextTenantId: 3 });
    // No close(): the journal alone must carry the writes.
    const reopened = await Store.open(file, async () => emptyData());
    expect(reopened.list('tenants').map((record) => record.name)).toEqual(['Renamed']);
    expect(reopened.metadata.nextTenantId).toBe(3);
    expect(reopened.metadata.seq).toBe(5);
    await reopened.close();
    await store.close();
  });

  it('ignores a torn last journal line (a write that was never acknowledged)', async () => {
    const store = await Store.open(file, async () => emptyData());
    await store.put('tenants', tenant(1));
    await appendFile(`${file}.journal`, '{"s":2,"t":"put","c":"tenants","k":"2","v":{"id":2,"na');
    const reopened = await Store.open(file, async () => emptyData());
    expect(reopened.count('tenants')).toBe(1);
    await reopened.put('tenants', tenant(3));
    const again = await Store.open(file, async () => emptyData());
    expect(again.list('tenants').map((record) => record.id)).toEqual([1, 3]);
    await again.close();
    await reopened.close();
    await store.close();
  });

  it('refuses a journal damaged in the middle', async () => {
    const store = await Store.open(file, async () => emptyData());
    await store.put('tenants', tenant(1));
    await appendFile(`${file}.journal`, 'garbage\n{"s":3,"t":"del","c":"tenants","k":"1"}\n');
    await expect(Store.open(file, async () => emptyData())).rejects.toBeInstanceOf(CorruptStoreError);
    await store.close();
  });

  it('refuses a plain (unchecksummed) line, after checksummed ones or as the first', async () => {
    const store = await Store.open(file, async () => emptyData());
    await store.put('tenants', tenant(1));
    // A whole, valid entry, but without the checksum every line this server writes carries.
    await appendFile(`${file}.journal`, `${JSON.stringify({ s: 2, t: 'put', c: 'tenants', k: '2', v: tenant(2) })}\n`);
    await expect(Store.open(file, async () => emptyData())).rejects.toThrow(/line 2 .*no checksum/);
    await store.close();

    const plainFile = path.join(dir, 'plain.json');
    await writeFile(plainFile, JSON.stringify({ ...emptyData(), meta: { ...emptyData().meta, seq: 0 } }));
    await writeFile(`${plainFile}.journal`, `${JSON.stringify({ s: 1, t: 'put', c: 'tenants', k: '1', v: tenant(1) })}\n`);
    await expect(Store.open(plainFile, async () => emptyData())).rejects.toThrow(/plain\.json\.journal, line 1 .*no checksum/);
  });

  it('moves a partition version only for changes in that partition, and all of them at a reset', async () => {
    const store = Store.memory(emptyData());
    const versionOf = store.partitionVersion(['tenants'], (record) => (record.id % 2 === 0 ? 'even' : 'odd'));
    const even = versionOf('even');
    const odd = versionOf('odd');
    await store.put('tenants', tenant(1));
    expect(versionOf('even')).toBe(even);
    expect(versionOf('odd')).not.toBe(odd);
    const oddAfter = versionOf('odd');
    await store.put('tenants', tenant(2));
    expect(versionOf('odd')).toBe(oddAfter);
    expect(versionOf('even')).not.toBe(even);
    const beforeReset = versionOf('odd');
    store.reset(emptyData());
    expect(versionOf('odd')).not.toBe(beforeReset);
  });

  it('refuses a snapshot that is not JSON, naming the file', async () => {
    await writeFile(file, '{"meta": ');
    await expect(Store.open(file, async () => emptyData())).rejects.toThrow(/db\.json, as a whole: it is not valid JSON/);
  });

  it('skips journal entries the snapshot already holds', async () => {
    const store = await Store.open(file, async () => emptyData());
    await store.put('tenants', tenant(1));
    const journal = await readFile(`${file}.journal`, 'utf8');
    await store.close(); // snapshot now has seq 1, journal empty
    await writeFile(`${file}.journal`, journal); // as if the process died between snapshot and truncation
    const reopened = await Store.open(file, async () => emptyData());
    expect(reopened.metadata.seq).toBe(1);
    expect(reopened.count('tenants')).toBe(1);
    await reopened.close();
  });

  it('folds the journal into the snapshot on close', async () => {
    const store = await Store.open(file, async () => emptyData());
    await store.put('tenants', tenant(1));
    await store.close();
    expect(await readFile(`${file}.journal`, 'utf8')).toBe('');
    const snapshot = JSON.parse(await readFile(file, 'utf8')) as DbData;
    expect(snapshot.tenants).toHaveLength(1);
  });

  it('shows a write at once, before it is durable', async () => {
    const store = await Store.open(file, async () => emptyData());
    const written = store.put('tenants', tenant(7));
    expect(store.get('tenants', 7)).toBeDefined();
    await written;
    await store.close();
  });

  it('copies records on write so later changes to the caller object do not leak in', async () => {
    const store = Store.memory(emptyData());
    const record = tenant(1);
    await store.put('tenants', record);
    record.name = 'changed';
    expect(store.get('tenants', 1)?.name).toBe('Agency 1');
  });

  it('resets an in-memory store, and refuses to reset a file store', async () => {
    const memory = Store.memory(emptyData());
    await memory.put('tenants', tenant(1));
    memory.reset(emptyData());
    expect(memory.count('tenants')).toBe(0);
    const onDisk = await Store.open(file, async () => emptyData());
    expect(() => onDisk.reset(emptyData())).toThrow();
    await onDisk.close();
  });
});
