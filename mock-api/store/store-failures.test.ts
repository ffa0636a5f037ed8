import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DbData } from './model.ts';
import { emptyData, tenant } from '../testing/store-data.ts';
import { Store, StorageUnavailableError } from './store.ts';
import { nodeFileSystem, type StoreFileSystem, type WritableFile } from './store-files.ts';

/**
 * The store's failure paths, with a file system whose faults the test switches on: a disk that
 * takes part of a write and then is full, an fsync that fails, a snapshot that cannot be renamed.
 */

const enospc = () => Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });

/** Faults to switch on and off; `writeBudget` bytes are taken before the disk is "full". */
class Faults {
  writeBudget = Infinity;
  failSync = false;
  failRename = false;
}

function faultyFileSystem(faults: Faults): StoreFileSystem {
  const wrap = (file: WritableFile): WritableFile => ({
    async write(buffer, offset, length) {
      if (faults.writeBudget <= 0) throw enospc();
      const take = Math.min(length, faults.writeBudget);
      faults.writeBudget -= take;
      return file.write(buffer, offset, take);
    },
    async datasync() {
      if (faults.failSync) throw Object.assign(new Error('EIO'), { code: 'EIO' });
      return file.datasync();
    },
    sync: () => file.sync(),
    truncate: (length) => file.truncate(length),
    close: () => file.close(),
  });
  return {
    open: async (file, flags) => wrap(await nodeFileSystem.open(file, flags)),
    async rename(from, to) {
      if (faults.failRename) throw enospc();
      return nodeFileSystem.rename(from, to);
    },
    unlink: (file) => nodeFileSystem.unlink(file),
    syncDirectory: (dir) => nodeFileSystem.syncDirectory(dir),
  };
}

let dir: string;
let file: string;
const quiet = () => undefined;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'store-faults-'));
  file = path.join(dir, 'db.json');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('Store on a failing disk', () => {
  it('refuses a write cut short by a full disk, takes it back, and recovers when space returns', async () => {
    const faults = new Faults();
    const store = await Store.open(file, async () => emptyData(), { fs: faultyFileSystem(faults), log: quiet });
    await store.put('tenants', tenant(1));
    const journalBefore = await readFile(`${file}.journal`, 'utf8');

    faults.writeBudget = 20; // part of the next line, then the disk is full
    const refused = store.put('tenants', tenant(2));
    const queuedBehind = store.updateMeta({ nextTenantId: 3 });
    await expect(refused).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(queuedBehind).rejects.toBeInstanceOf(StorageUnavailableError);
    // Nothing of the refused writes is visible, and the partial line is gone from the journal.
    expect(store.get('tenants', 2)).toBeUndefined();
    expect(store.metadata.nextTenantId).toBe(1);
    expect(store.metadata.seq).toBe(1);
    expect(await readFile(`${file}.journal`, 'utf8')).toBe(journalBefore);

    faults.writeBudget = Infinity; // space is back: the same write now succeeds, no restart
    await store.put('tenants', tenant(2));
    await store.close();
    const reopened = await Store.open(file, async () => emptyData());
    expect(reopened.list('tenants').map((record) => record.id)).toEqual([1, 2]);
    expect(reopened.metadata.seq).toBe(2);
    await reopened.close();
  });

  it('refuses a write whose fsync fails', async () => {
    const faults = new Faults();
    const store = await Store.open(file, async () => emptyData(), { fs: faultyFileSystem(faults), log: quiet });
    faults.failSync = true;
    await expect(store.put('tenants', tenant(1))).rejects.toThrow();
    expect(store.count('tenants')).toBe(0);
    faults.failSync = false;
    await store.put('tenants', tenant(1));
    expect(store.count('tenants')).toBe(1);
    await store.close();
  });

  it('takes back an overwrite and a delete, restoring the earlier records and indexes', async () => {
    const faults = new Faults();
    const store = await Store.open(file, async () => ({ ...emptyData(), tenants: [tenant(1, 'Old'), tenant(2)] }), {
      fs: faultyFileSystem(faults),
      log: quiet,
    });
    const byName = store.uniqueIndex('tenants', (record) => record.name);
    faults.writeBudget = 0;
    await expect(store.put('tenants', tenant(1, 'New'))).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(store.delete('tenants', 2)).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(store.get('tenants', 1)?.name).toBe('Old');
    expect(store.get('tenants', 2)).toBeDefined();
    expect(byName('Old')).toBe('1');
    expect(byName('New')).toBeUndefined();
    faults.writeBudget = Infinity;
    await store.close();
  });

  it('keeps the previous snapshot and journal when a fold fails, and keeps running', async () => {
    const faults = new Faults();
    const store = await Store.open(file, async () => emptyData(), { fs: faultyFileSystem(faults), compactAfterBytes: 400, log: quiet });
    const snapshotBefore = await readFile(file, 'utf8');
    faults.failRename = true;
    for (let id = 1; id <= 5; id += 1) await store.put('tenants', tenant(id));
    expect(await readFile(file, 'utf8')).toBe(snapshotBefore);
    expect((await stat(`${file}.journal`)).size).toBeGreaterThan(400);
    // No temporary file is left behind by the failed fold.
    expect((await readdir(dir)).sort()).toEqual(['db.json', 'db.json.journal']);
    await store.put('tenants', tenant(6));
    // A restart without a clean stop still has everything, from the old snapshot plus the journal.
    const reopened = await Store.open(file, async () => emptyData());
    expect(reopened.count('tenants')).toBe(6);
    await reopened.close();
    faults.failRename = false;
    await store.close();
  });

  it('starts on the old snapshot and journal when the start-up fold hits a full disk', async () => {
    const store = await Store.open(file, async () => emptyData());
    await store.put('tenants', tenant(1));
    const faults = new Faults();
    faults.failRename = true;
    const restarted = await Store.open(file, async () => emptyData(), { fs: faultyFileSystem(faults), log: quiet });
    expect(restarted.count('tenants')).toBe(1);
    await restarted.put('tenants', tenant(2));
    const again = await Store.open(file, async () => emptyData());
    expect(again.count('tenants')).toBe(2);
    await Promise.all([again.close(), store.close()]);
    faults.failRename = false;
    await restarted.close();
  });

  it('never folds a write that is still waiting to be made durable', async () => {
    const faults = new Faults();
    const store = await Store.open(file, async () => emptyData(), { fs: faultyFileSystem(faults), log: quiet });
    faults.writeBudget = 0;
    const refused = store.put('tenants', tenant(1));
    const folded = store.compact();
    await expect(refused).rejects.toBeInstanceOf(StorageUnavailableError);
    await folded;
    faults.writeBudget = Infinity;
    const snapshot = JSON.parse(await readFile(file, 'utf8')) as DbData;
    expect(snapshot.tenants).toEqual([]);
    await store.close();
  });

  it('creates the data file and journal readable by their owner only, and removes its own leftover temporary files only', async () => {
    await writeFile(path.join(dir, '.db.json.tmp-abc123'), '{"secret": "a password"}');
    // The tester's own file beside the data file (a dated backup, say) is none of the server's business.
    await writeFile(path.join(dir, 'db.json.123456789'), '{"backup": true}', { mode: 0o644 });
    const store = await Store.open(file, async () => emptyData());
    await store.put('tenants', tenant(1));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(`${file}.journal`)).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dir, 'db.json.123456789'))).mode & 0o777).toBe(0o644);
    expect((await readdir(dir)).sort()).toEqual(['db.json', 'db.json.123456789', 'db.json.journal']);
    await store.close();
  });
});
