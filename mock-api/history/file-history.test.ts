import { mkdtemp, readFile, rm, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Order } from '../store/model.ts';
import { Store, StorageUnavailableError } from '../store/store.ts';
import { nodeFileSystem, type StoreFileSystem } from '../store/store-files.ts';
import { encodeEntry } from '../store/journal.ts';
import { emptyData, tenant } from '../testing/store-data.ts';
import { auditStore } from './audit.ts';
import { verifyChain } from './chain.ts';
import { FileHistory, type ChangeNote } from './file-history.ts';
import { historyCsv } from './history-csv.ts';

/**
 * A file's history: written with its change or not at all (a torn write, a full disk, a crash in
 * the middle), chained per agency so that any edit of an entry is found.
 */

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'file-history-'));
  file = path.join(dir, 'db.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const order = (id: string, tenantId: number, salesPrice: number): Order => ({
  id,
  tenantId,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  baseOrderDetail: { fileNumber: id, salesPrice },
});

const note = (orderGuid: string, tenantId: number, before: number, after: number): ChangeNote => ({
  tenantId,
  orderGuid,
  actor: { userId: 'u-dana', name: 'Dana Agent' },
  via: 'screen',
  section: 'order',
  action: 'changed',
  summary: 'changed Sales Price',
  changes: [{ path: 'salesPrice', label: 'Sales Price', before, after }],
});

function data() {
  return { ...emptyData(), tenants: [tenant(1), tenant(2)], orders: [order('o-1', 1, 100), order('o-2', 2, 200)] };
}

/** Changes the sales price of `id` from `before` to `after`, with its entry, as the routes do. */
async function change(history: FileHistory, store: Store, id: string, after: number) {
  const current = store.get('orders', id) as Order;
  const before = current.baseOrderDetail.salesPrice as number;
  return history.record([note(id, current.tenantId, before, after)], [{ collection: 'orders', put: { ...current, baseOrderDetail: { ...current.baseOrderDetail, salesPrice: after } } }]);
}

describe('a file history', () => {
  it('chains each agency apart, numbered from 1, and lists a file newest last', async () => {
    const store = Store.memory(data());
    const history = new FileHistory(store);
    await change(history, store, 'o-1', 110);
    await change(history, store, 'o-2', 210);
    await change(history, store, 'o-1', 120);
    expect(history.forOrder('o-1').map((entry) => entry.id)).toEqual(['1.1', '1.2']);
    expect(history.forOrder('o-2').map((entry) => entry.id)).toEqual(['2.1']);
    expect(history.lastChangeOf('o-1')?.changes[0]?.after).toBe(120);
    expect(verifyChain(1, history.forOrder('o-1')).problem).toBeNull();
    expect(history.after(1, 1, 10).map((entry) => entry.n)).toEqual([2]);
  });

  it('names the first entry that was changed, removed or moved', async () => {
    const store = Store.memory(data());
    const history = new FileHistory(store);
    for (const price of [110, 120, 130, 140]) await change(history, store, 'o-1', price);
    const entries = history.forOrder('o-1').map((entry) => structuredClone(entry));
    const edited = entries.map((entry) => (entry.n === 3 ? { ...entry, changes: [{ ...entry.changes[0]!, after: 999 }] } : entry));
    expect(verifyChain(1, edited).problem).toMatchObject({ id: '1.3', problem: expect.stringContaining('does not match its hash') });
    expect(verifyChain(1, entries.filter((entry) => entry.n !== 2)).problem).toMatchObject({ n: 3, problem: expect.stringContaining('entry 2 is missing') });
    // An entry rewritten with a fresh hash of its own still breaks the link to the next.
    const { entryHash } = await import('./chain.ts');
    const rehashed = edited.map((entry) => (entry.n === 3 ? { ...entry, hash: entryHash(entry) } : entry));
    expect(verifyChain(1, rehashed).problem).toMatchObject({ id: '1.4', problem: expect.stringContaining('"prev"') });
  });

  it('finds a value edited in the data file around the history', async () => {
    const store = Store.memory(data());
    const history = new FileHistory(store);
    await change(history, store, 'o-1', 150);
    await change(history, store, 'o-2', 250);
    expect(auditStore(store).every((report) => report.problem === null && report.drift === null)).toBe(true);
    const current = store.get('orders', 'o-1') as Order;
    await store.put('orders', { ...current, baseOrderDetail: { ...current.baseOrderDetail, salesPrice: 1 } });
    expect(auditStore(store, [1])[0]?.drift).toMatchObject({ path: 'salesPrice', recorded: 150, stored: 1 });
  });

  it('finds a file no entry ever wrote, and a file moved to another agency', async () => {
    const store = Store.memory(data());
    const history = new FileHistory(store);
    await change(history, store, 'o-1', 150);
    expect(auditStore(store, [2])[0]?.drift).toMatchObject({ path: 'orders/o-2', finding: expect.stringContaining('no history entry wrote it') as unknown });
    await change(history, store, 'o-2', 250);
    await store.put('orders', { ...(store.get('orders', 'o-1') as Order), tenantId: 2 });
    expect(auditStore(store, [1])[0]?.drift?.finding).toContain('orders/o-1 was moved to');
  });

  it('keeps neither the change nor its entry when the disk takes only part of them, and numbers on after', async () => {
    let budget = Infinity;
    const fs: StoreFileSystem = {
      ...nodeFileSystem,
      open: async (name, flags) => {
        const handle = await nodeFileSystem.open(name, flags);
        return {
          ...handle,
          write: async (buffer, offset, length) => {
            if (budget <= 0) throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
            const take = Math.min(length, budget);
            budget -= take;
            return handle.write(buffer, offset, take);
          },
          datasync: () => handle.datasync(),
          sync: () => handle.sync(),
          truncate: (length) => handle.truncate(length),
          close: () => handle.close(),
        };
      },
    };
    const store = await Store.open(file, async () => data(), { fs, log: () => undefined });
    const history = new FileHistory(store);
    await change(history, store, 'o-1', 110);
    budget = 40; // the next line is torn after 40 bytes, then the disk is full
    await expect(change(history, store, 'o-1', 120)).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(store.get('orders', 'o-1')?.baseOrderDetail.salesPrice).toBe(110);
    expect(history.forOrder('o-1').map((entry) => entry.n)).toEqual([1]);
    budget = Infinity;
    const [next] = await change(history, store, 'o-1', 130);
    expect(next?.n).toBe(2);
    await store.close();
    const reopened = await Store.open(file, async () => data());
    expect(reopened.get('orders', 'o-1')?.baseOrderDetail.salesPrice).toBe(130);
    expect(new FileHistory(reopened).forOrder('o-1').map((entry) => entry.changes[0]?.after)).toEqual([110, 130]);
    expect(auditStore(reopened)[0]?.problem).toBeNull();
    await reopened.close();
  });

  it('after a crash in the middle of the write, has neither the change nor its entry', async () => {
    const store = await Store.open(file, async () => data());
    const history = new FileHistory(store);
    await change(history, store, 'o-1', 110);
    const current = store.get('orders', 'o-1') as Order;
    const [entry] = await history.record([note('o-1', 1, 110, 120)], [{ collection: 'orders', put: { ...current, baseOrderDetail: { ...current.baseOrderDetail, salesPrice: 120 } } }]);
    // Stop without folding, then cut the last line short, as a kill during its write would.
    const journal = `${file}.journal`;
    const text = await readFile(journal, 'utf8');
    const lines = text.split('\n').filter(Boolean);
    expect(lines.at(-1)).toContain(entry?.hash);
    await writeFile(journal, `${lines.slice(0, -1).join('\n')}\n${(lines.at(-1) ?? '').slice(0, 60)}`);
    const reopened = await Store.open(file, async () => data());
    expect(reopened.get('orders', 'o-1')?.baseOrderDetail.salesPrice).toBe(110);
    expect(new FileHistory(reopened).forOrder('o-1').map((kept) => kept.n)).toEqual([1]);
    await reopened.close();
  });

  it('refuses to start on a journal line that claims to hold writes and holds none', async () => {
    const store = await Store.open(file, async () => data());
    await store.close();
    const seq = JSON.parse(await readFile(file, 'utf8')).meta.seq as number;
    await appendFile(`${file}.journal`, encodeEntry({ s: seq + 1, t: 'tx', w: [] }));
    await expect(Store.open(file, async () => data())).rejects.toThrow(/at least one write/);
  });
});

describe('the history as CSV', () => {
  it('keeps a value that a spreadsheet would run as a formula as text', () => {
    const csv = historyCsv([
      {
        id: '1.1',
        tenantId: 1,
        n: 1,
        orderGuid: 'o-1',
        at: '2026-11-25T10:00:00.000Z',
        actor: { userId: 'u', name: '=HYPERLINK("http://evil","x")' },
        via: 'api',
        section: 'order',
        action: 'changed',
        summary: 'changed Lender Name',
        changes: [{ path: 'lenderName', label: 'Lender Name', before: '+1 555', after: 'Bank "A", N.A.' }],
        prev: '0',
        hash: 'h',
      },
    ]);
    const [header, row] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe('"When (UTC)","Who","How","Section","What","Field","Before","After","Entry","Hash"');
    expect(row).toBe(`"2026-11-25T10:00:00.000Z","'=HYPERLINK(""http://evil"",""x"")","signed in, through the API","Order entry","changed Lender Name","Lender Name","'+1 555","Bank ""A"", N.A.","1.1","h"`);
  });
});
