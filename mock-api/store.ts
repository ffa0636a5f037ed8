import { existsSync } from 'node:fs';
import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { DbData, DbMeta, Records } from './model';

/**
 * The mock API's data: held in memory, made durable with a journal.
 *
 * Stock json-server rewrites the whole file on every write, which is slow for large files and
 * leaves a half-written file if the process dies mid-write. Here every write is appended to
 * `<file>.journal` and fsynced before it is acknowledged (writes arriving together share one
 * fsync); the snapshot `<file>` is only ever replaced atomically (temp file, fsync, rename) when
 * the journal is folded into it. Journal entries carry a sequence number, so replaying a journal
 * over a snapshot that already holds some of its entries is harmless.
 */

export type CollectionName = keyof Records;

type JournalEntry =
  | { s: number; t: 'put'; c: CollectionName; k: string; v: unknown }
  | { s: number; t: 'del'; c: CollectionName; k: string }
  | { s: number; t: 'meta'; v: Partial<DbMeta> };

export const COLLECTIONS: readonly CollectionName[] = ['tenants', 'users', 'orders', 'documents', 'commitments', 'letters'];

/** Fold the journal into the snapshot once it grows past this many bytes. */
const COMPACT_AFTER_BYTES = 64 * 1024 * 1024;

export class CorruptStoreError extends Error {}

interface Pending {
  line: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

type CollectionMaps = { [C in CollectionName]: Map<string, Records[C]> };

interface UniqueIndex<C extends CollectionName = CollectionName> {
  collection: C;
  keyOf: (record: Records[C]) => string | null;
  entries: Map<string, string>;
}

function keyOf(record: { id: string | number }): string {
  return String(record.id);
}

export class Store {
  private meta: DbMeta;
  private readonly collections: CollectionMaps;
  private journal: FileHandle | null = null;
  private journalBytes = 0;
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private failure: unknown = null;
  private readonly indexes: UniqueIndex[] = [];
  private changes = 0;

  private constructor(
    data: DbData,
    private readonly file: string | null,
  ) {
    this.meta = { ...data.meta };
    this.collections = Store.mapsOf(data);
  }

  private static mapsOf(data: DbData): CollectionMaps {
    const mapOf = <T extends { id: string | number }>(records: T[] | undefined) => new Map((records ?? []).map((record) => [keyOf(record), record]));
    return {
      tenants: mapOf(data.tenants),
      users: mapOf(data.users),
      orders: mapOf(data.orders),
      documents: mapOf(data.documents),
      commitments: mapOf(data.commitments),
      letters: mapOf(data.letters),
    };
  }

  /**
   * A lookup kept in step with every write, e.g. file numbers per tenant, so a uniqueness check
   * does not scan the collection. Returns the record id stored under a key.
   */
  uniqueIndex<C extends CollectionName>(collection: C, keyFn: (record: Records[C]) => string | null): (key: string) => string | undefined {
    const index: UniqueIndex<C> = { collection, keyOf: keyFn, entries: new Map() };
    this.indexes.push(index as unknown as UniqueIndex);
    this.rebuild(index as unknown as UniqueIndex);
    return (key) => index.entries.get(key);
  }

  private rebuild(index: UniqueIndex): void {
    index.entries.clear();
    for (const [id, record] of this.collections[index.collection] as Map<string, never>) {
      const key = index.keyOf(record);
      if (key !== null) index.entries.set(key, id);
    }
  }

  private reindex(collection: CollectionName, id: string, before: unknown, after: unknown): void {
    for (const index of this.indexes) {
      if (index.collection !== collection) continue;
      const oldKey = before === undefined ? null : index.keyOf(before as never);
      if (oldKey !== null && index.entries.get(oldKey) === id) index.entries.delete(oldKey);
      const newKey = after === undefined ? null : index.keyOf(after as never);
      if (newKey !== null) index.entries.set(newKey, id);
    }
  }

  /** A store that lives in memory only (tests, contract verification). */
  static memory(data: DbData): Store {
    return new Store(structuredClone(data), null);
  }

  /** Opens the store at `file`, creating it from `seed()` when it does not exist yet. */
  static async open(file: string, seed: () => Promise<DbData>): Promise<Store> {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    const journalFile = `${file}.journal`;
    let data: DbData;
    let created = false;
    if (existsSync(file)) {
      data = Store.parseSnapshot(await readFile(file, 'utf8'), file);
    } else {
      data = await seed();
      created = true;
    }
    const store = new Store(data, file);
    const journalText = existsSync(journalFile) ? await readFile(journalFile, 'utf8') : '';
    store.replay(journalText, journalFile);
    // Start every run from a clean snapshot and an empty journal (this also drops a torn last line).
    if (created || journalText !== '') await store.writeSnapshot();
    store.journal = await open(journalFile, 'a');
    if (journalText !== '') await store.journal.truncate(0);
    return store;
  }

  private static parseSnapshot(text: string, file: string): DbData {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new CorruptStoreError(`${file} is not valid JSON (${(error as Error).message}). Restore it from a backup or delete it to start from the demo data.`);
    }
    const data = parsed as Partial<DbData>;
    if (typeof data !== 'object' || data === null || typeof data.meta !== 'object' || data.meta === null) {
      throw new CorruptStoreError(`${file} has no "meta" section; it is not a TitleTrack mock database.`);
    }
    return {
      meta: data.meta,
      tenants: Array.isArray(data.tenants) ? data.tenants : [],
      users: Array.isArray(data.users) ? data.users : [],
      orders: Array.isArray(data.orders) ? data.orders : [],
      documents: Array.isArray(data.documents) ? data.documents : [],
      commitments: Array.isArray(data.commitments) ? data.commitments : [],
      letters: Array.isArray(data.letters) ? data.letters : [],
    };
  }

  /** Applies journal entries newer than the snapshot; returns how many were applied. */
  private replay(text: string, file: string): number {
    const lines = text.split('\n');
    let applied = 0;
    for (let index = 0; index < lines.length; index += 1) {
      const line = lines[index];
      if (!line) continue;
      let entry: JournalEntry;
      try {
        entry = JSON.parse(line) as JournalEntry;
      } catch {
        const isLastLine = lines.slice(index + 1).every((rest) => rest === '');
        // A torn last line is a write that was never acknowledged: the process died inside it.
        if (isLastLine) break;
        throw new CorruptStoreError(`${file} line ${index + 1} is damaged; the data file cannot be trusted.`);
      }
      if (entry.s <= this.meta.seq) continue;
      this.apply(entry);
      applied += 1;
    }
    return applied;
  }

  private apply(entry: JournalEntry): void {
    this.changes += 1;
    this.meta.seq = entry.s;
    switch (entry.t) {
      case 'put': {
        const map = this.collections[entry.c] as Map<string, unknown>;
        const before = map.get(entry.k);
        map.set(entry.k, entry.v);
        this.reindex(entry.c, entry.k, before, entry.v);
        break;
      }
      case 'del': {
        const before = this.collections[entry.c].get(entry.k);
        this.collections[entry.c].delete(entry.k);
        this.reindex(entry.c, entry.k, before, undefined);
        break;
      }
      case 'meta':
        this.meta = { ...this.meta, ...entry.v, seq: entry.s };
        break;
    }
  }

  /** Moves on every change, resets included, so caches of derived data know they are stale. */
  get version(): number {
    return this.changes;
  }

  get metadata(): Readonly<DbMeta> {
    return this.meta;
  }

  /** Records are shared, not copied: treat them as read-only and write changes with `put`. */
  values<C extends CollectionName>(collection: C): IterableIterator<Records[C]> {
    return this.collections[collection].values();
  }

  list<C extends CollectionName>(collection: C): Records[C][] {
    return [...this.collections[collection].values()];
  }

  get<C extends CollectionName>(collection: C, key: string | number): Records[C] | undefined {
    return this.collections[collection].get(String(key));
  }

  find<C extends CollectionName>(collection: C, predicate: (record: Records[C]) => boolean): Records[C] | undefined {
    for (const record of this.collections[collection].values()) if (predicate(record)) return record;
    return undefined;
  }

  count<C extends CollectionName>(collection: C): number {
    return this.collections[collection].size;
  }

  /**
   * Inserts or replaces a record. The change is visible at once (so checks such as unique file
   * numbers hold for requests that arrive together); the promise resolves once it is durable.
   */
  put<C extends CollectionName>(collection: C, record: Records[C]): Promise<void> {
    const value = structuredClone(record);
    const entry: JournalEntry = { s: this.meta.seq + 1, t: 'put', c: collection, k: keyOf(record), v: value };
    this.apply(entry);
    return this.persist(entry);
  }

  delete<C extends CollectionName>(collection: C, key: string | number): Promise<void> {
    if (!this.collections[collection].has(String(key))) return Promise.resolve();
    const entry: JournalEntry = { s: this.meta.seq + 1, t: 'del', c: collection, k: String(key) };
    this.apply(entry);
    return this.persist(entry);
  }

  updateMeta(patch: Partial<Omit<DbMeta, 'seq'>>): Promise<void> {
    const entry: JournalEntry = { s: this.meta.seq + 1, t: 'meta', v: patch };
    this.apply(entry);
    return this.persist(entry);
  }

  /** The whole database as plain data (the snapshot format). */
  snapshot(): DbData {
    return {
      meta: { ...this.meta },
      tenants: this.list('tenants'),
      users: this.list('users'),
      orders: this.list('orders'),
      documents: this.list('documents'),
      commitments: this.list('commitments'),
      letters: this.list('letters'),
    };
  }

  /** Replaces everything; only for in-memory stores (test and provider-state set-up). */
  reset(data: DbData): void {
    if (this.file) throw new Error('reset() is only for in-memory stores');
    const copy = structuredClone(data);
    this.changes += 1;
    this.meta = { ...copy.meta };
    Object.assign(this.collections, Store.mapsOf(copy));
    for (const index of this.indexes) this.rebuild(index);
  }

  private persist(entry: JournalEntry): Promise<void> {
    if (!this.file) return Promise.resolve();
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.queue.push({ line: `${JSON.stringify(entry)}\n`, resolve, reject });
      this.startFlushing();
    });
  }

  private startFlushing(): void {
    if (this.flushing) return;
    this.flushing = this.flushQueue().finally(() => {
      this.flushing = null;
      if (this.queue.length > 0) this.startFlushing();
    });
  }

  private async flushQueue(): Promise<void> {
    while (this.queue.length > 0 && this.journal) {
      const batch = this.queue.splice(0);
      const text = batch.map((pending) => pending.line).join('');
      try {
        await this.journal.write(text);
        await this.journal.datasync();
        this.journalBytes += Buffer.byteLength(text);
        for (const pending of batch) pending.resolve();
      } catch (error) {
        // Memory now holds writes the disk does not; refuse further writes rather than diverge.
        this.failure = error;
        for (const pending of batch) pending.reject(error);
        for (const pending of this.queue.splice(0)) pending.reject(error);
        return;
      }
      if (this.journalBytes > COMPACT_AFTER_BYTES) await this.compact();
    }
  }

  private async writeSnapshot(): Promise<void> {
    if (!this.file) return;
    await writeFileAtomic(this.file, JSON.stringify(this.snapshot()), { fsync: true });
  }

  /** Folds the journal into a new snapshot. */
  async compact(): Promise<void> {
    if (!this.file || !this.journal) return;
    await this.writeSnapshot();
    await this.journal.truncate(0);
    this.journalBytes = 0;
  }

  /** Waits for pending writes, folds the journal into the snapshot and closes the file. */
  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.journal && !this.failure) await this.compact();
    await this.journal?.close();
    this.journal = null;
  }
}
