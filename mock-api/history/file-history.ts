import type { ChangeChannel, ClaimedClient, FieldChange, FileSection, HistoryRecord, RecordPrint } from '../store/model.ts';
import { printsOf } from './record-prints.ts';
import type { Store, TransactWrite } from '../store/store.ts';
import { entryHash, GENESIS_HASH } from './chain.ts';

/** Who made a change: a person of the agency, or title-cli / the seed (no user). */
export interface Actor {
  userId: string | null;
  name: string;
}

/** What a route says about a change it is about to write. */
export interface ChangeNote {
  tenantId: number;
  orderGuid: string;
  actor: Actor;
  via: ChangeChannel;
  claimed?: ClaimedClient;
  section: FileSection;
  action: string;
  summary: string;
  changes?: FieldChange[];
}

export type HistoryListener = (entries: readonly HistoryRecord[]) => void;

const idOf = (tenantId: number, n: number) => `${tenantId}.${n}`;

/**
 * Every file's history, on the store's `history` collection. A change and the entries that
 * describe it are written with one `transact`, so they are durable together or not at all; entries
 * are only ever added (no route edits or deletes one), each chained to the agency's entry before.
 *
 * In memory it keeps, per order, the ids of its entries in the order they were written, so a
 * file's history, its last change and an agency's newest entries are read without scanning
 * every agency's entries.
 */
export class FileHistory {
  private byOrder = new Map<string, string[]>();
  /** The last entry number per agency, as far as known; checked against the store before use. */
  private heads = new Map<number, number>();
  private indexedReset = -1;
  private readonly listeners = new Set<HistoryListener>();

  private readonly store: Store;

  constructor(store: Store) {
    this.store = store;
    this.reindexIfReset();
  }

  /** Rebuilds the indexes after the store was reset (tests and provider states replace everything). */
  private reindexIfReset(): void {
    if (this.indexedReset === this.store.resets) return;
    this.indexedReset = this.store.resets;
    this.byOrder = new Map();
    this.heads = new Map();
    const all = this.store.list('history').sort((a, b) => a.tenantId - b.tenantId || a.n - b.n);
    for (const entry of all) {
      this.idsOf(entry.orderGuid).push(entry.id);
      this.heads.set(entry.tenantId, Math.max(this.heads.get(entry.tenantId) ?? 0, entry.n));
    }
  }

  private idsOf(orderGuid: string): string[] {
    let ids = this.byOrder.get(orderGuid);
    if (!ids) {
      ids = [];
      this.byOrder.set(orderGuid, ids);
    }
    return ids;
  }

  /** The agency's last entry, found from the cached number (a write the disk refused was taken back). */
  private head(tenantId: number): HistoryRecord | null {
    let n = this.heads.get(tenantId) ?? 0;
    while (this.store.get('history', idOf(tenantId, n + 1))) n += 1;
    while (n > 0 && !this.store.get('history', idOf(tenantId, n))) n -= 1;
    this.heads.set(tenantId, n);
    return n === 0 ? null : (this.store.get('history', idOf(tenantId, n)) ?? null);
  }

  /**
   * The entries for `notes`, chained after each agency's last entry (not written). `printsFor`
   * gives each entry the prints of the records its write leaves.
   */
  chain(notes: readonly ChangeNote[], printsFor: (note: ChangeNote) => RecordPrint[] = () => [], at = new Date().toISOString()): HistoryRecord[] {
    this.reindexIfReset();
    const entries: HistoryRecord[] = [];
    const lastOf = new Map<number, HistoryRecord | null>();
    for (const note of notes) {
      const previous = lastOf.has(note.tenantId) ? (lastOf.get(note.tenantId) ?? null) : this.head(note.tenantId);
      const n = (previous?.n ?? 0) + 1;
      const records = printsFor(note);
      const content: Omit<HistoryRecord, 'hash'> = {
        id: idOf(note.tenantId, n),
        tenantId: note.tenantId,
        n,
        orderGuid: note.orderGuid,
        at,
        actor: note.actor,
        via: note.via,
        ...(note.claimed ? { claimed: note.claimed } : {}),
        section: note.section,
        action: note.action,
        summary: note.summary,
        changes: note.changes ?? [],
        ...(records.length > 0 ? { records } : {}),
        prev: previous?.hash ?? GENESIS_HASH,
      };
      const entry: HistoryRecord = { ...content, hash: entryHash(content) };
      entries.push(entry);
      lastOf.set(note.tenantId, entry);
    }
    return entries;
  }

  /** Takes entries written by a bulk insert (the seed) into the indexes. */
  track(entries: readonly HistoryRecord[]): void {
    this.reindexIfReset();
    for (const entry of entries) {
      this.idsOf(entry.orderGuid).push(entry.id);
      this.heads.set(entry.tenantId, Math.max(this.heads.get(entry.tenantId) ?? 0, entry.n));
    }
  }

  /**
   * Writes `writes` together with one history entry per note, as one durable write. Resolves with
   * the entries once on disk (and tells the listeners: the live feed); rejects, with nothing of
   * either kept, when the disk refuses.
   */
  async record(notes: readonly ChangeNote[], writes: readonly TransactWrite[]): Promise<HistoryRecord[]> {
    this.reindexIfReset();
    const printed = new Set<string>();
    const entries = this.chain(notes, (note) => {
      // The records a write leaves are printed once per file, on its first entry.
      if (printed.has(note.orderGuid)) return [];
      printed.add(note.orderGuid);
      return printsOf(this.store, note.orderGuid, writes);
    });
    const done = this.store.transact([...writes, ...entries.map((entry) => ({ collection: 'history' as const, put: entry }))]);
    for (const entry of entries) {
      this.idsOf(entry.orderGuid).push(entry.id);
      this.heads.set(entry.tenantId, entry.n);
    }
    await done;
    // After the caller has answered its request: a save is not kept waiting by the live feed's fan-out.
    if (entries.length > 0 && this.listeners.size > 0) setImmediate(() => this.notify(entries));
    return entries;
  }

  private notify(entries: readonly HistoryRecord[]): void {
    for (const listener of this.listeners) listener(entries);
  }

  /** Called with each batch of entries once they are durable. */
  subscribe(listener: HistoryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A file's entries, oldest first (a write taken back leaves its id behind: it is dropped here). */
  forOrder(orderGuid: string): HistoryRecord[] {
    this.reindexIfReset();
    const ids = this.byOrder.get(orderGuid);
    if (!ids) return [];
    const entries: HistoryRecord[] = [];
    const kept: string[] = [];
    for (const id of ids) {
      const entry = this.store.get('history', id);
      if (!entry) continue;
      entries.push(entry);
      kept.push(id);
    }
    if (kept.length !== ids.length) this.byOrder.set(orderGuid, kept);
    return entries;
  }

  /** A file's newest entry. */
  lastOf(orderGuid: string): HistoryRecord | undefined {
    this.reindexIfReset();
    const ids = this.byOrder.get(orderGuid);
    for (let index = (ids?.length ?? 0) - 1; index >= 0; index -= 1) {
      const entry = this.store.get('history', (ids as string[])[index] as string);
      if (entry) return entry;
    }
    return undefined;
  }

  /** A file's newest change (downloads are not changes): who and when, for the file list. */
  lastChangeOf(orderGuid: string): HistoryRecord | undefined {
    this.reindexIfReset();
    const ids = this.byOrder.get(orderGuid) ?? [];
    for (let index = ids.length - 1; index >= 0; index -= 1) {
      const entry = this.store.get('history', ids[index] as string);
      if (entry && entry.action !== 'downloaded') return entry;
    }
    return undefined;
  }

  /** The agency's entries after entry `n` (the live feed's replay after a reconnection), oldest first, at most `limit`. */
  after(tenantId: number, n: number, limit: number): HistoryRecord[] {
    this.reindexIfReset();
    const head = this.head(tenantId)?.n ?? 0;
    const entries: HistoryRecord[] = [];
    for (let next = Math.max(n, head - limit) + 1; next <= head; next += 1) {
      const entry = this.store.get('history', idOf(tenantId, next));
      if (entry) entries.push(entry);
    }
    return entries;
  }

  /** The agency's newest entries, newest first. */
  recent(tenantId: number, limit: number): HistoryRecord[] {
    return this.after(tenantId, 0, limit).reverse();
  }

  /** The number of the agency's last entry (0 when it has none). */
  headNumber(tenantId: number): number {
    this.reindexIfReset();
    return this.head(tenantId)?.n ?? 0;
  }
}
