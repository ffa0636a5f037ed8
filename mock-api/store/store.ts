// The journaled store kept whole in one file: its writes, replay, folds and failure handling
// share private state whose invariants are easiest to check together (store-shape.ts, journal.ts
// and store-files.ts hold what stands alone).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeLine, encodeEntry, type JournalEntry, type RecordWrite } from './journal.ts';
import type { AddedRecord, DbData, DbMeta, Records } from './model.ts';
import {
  isStorageError,
  makePrivate,
  naming,
  StartStorageError,
  nodeFileSystem,
  privateDirectory,
  removeLeftoverTemporaries,
  replaceFile,
  writeFully,
  type StoreFileSystem,
  type WritableFile,
} from './store-files.ts';
import { addedKey, addedRecordProblem, COLLECTIONS, corrupt, CorruptStoreError, parseSnapshot, snapshotChunks, type CollectionName, type SnapshotView } from './store-shape.ts';

export { COLLECTIONS, CorruptStoreError, type CollectionName };

/**
 * The mock API's data: held in memory, made durable with a journal.
 *
 * Every write is appended to `<file>.journal` (one checksummed line per write) and fsynced before
 * it is acknowledged; writes arriving together share one fsync. A write the disk could not take
 * whole is cut off the journal again and undone in memory, together with every write queued
 * behind it, and its caller gets a StorageUnavailableError: nothing unacknowledged stays visible,
 * and the next write simply tries again (the server recovers when space comes back).
 *
 * The snapshot `<file>` is only ever replaced atomically (temporary file, fsync, rename), streamed
 * rather than built as one string, when the journal is folded into it: at start, at a clean stop
 * and when the journal grows large. A fold that fails (a full disk) leaves the previous snapshot
 * and journal in force. Journal entries carry consecutive sequence numbers, so replaying a journal
 * over a snapshot that already holds some of its entries is harmless and a gap is detected.
 *
 * Why this file is longer than the house's ~300 lines: the records in memory, the journal and the
 * snapshot are one consistency boundary. A write is applied, queued, fsynced and, on failure,
 * taken back together with the writes queued behind it, under one set of invariants (the durable
 * journal length, its dirty tail, the queue, the divergence guard) that splitting the class would
 * spread over files that must then trust each other's state. What does not need those invariants already lives apart: file
 * operations and atomic replacement (store-files.ts), the snapshot's shape and parsing
 * (store-shape.ts), the journal's line format (journal.ts).
 */

/** Fold the journal into the snapshot once it grows past this many bytes. */
export const DEFAULT_COMPACT_AFTER_BYTES = 64 * 1024 * 1024;
/** After a fold failed, wait this long before trying again. */
const COMPACT_RETRY_MS = 30_000;
/** What a client is told to wait after a write the disk refused. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** A write that could not be made durable (full disk, I/O error); nothing of it was kept. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  override readonly cause: unknown;

  constructor(cause: unknown) {
    super(`The data could not be written to disk (${(cause as NodeJS.ErrnoException | null)?.code ?? String(cause)}); nothing was changed.`);
    this.cause = cause;
  }
}

/** How to take a write back if it cannot be made durable. */
type RecordUndo = { kind: 'record'; collection: string; key: string; before: unknown };
type Undo = { seq: number } & (RecordUndo | { kind: 'meta'; before: DbMeta } | { kind: 'records'; undos: RecordUndo[] });

/** One write of a `transact`: a record put into, or a key deleted from, one of the store's collections. */
/** A record's change as a watcher hears it (`undefined`: there was none, or it is gone). */
export type RecordWatcher = (collection: string, before: unknown, after: unknown) => void;

export type TransactWrite = { [C in CollectionName]: { collection: C; put: Records[C] } | { collection: C; delete: string } }[CollectionName];

interface Pending {
  line: string;
  undo: Undo;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The store's own collections (always there), then those a tester added to the data file. */
type CollectionMaps = Map<string, Map<string, unknown>>;

/** Change counters per partition of records (per tenant, say), across some collections. */
interface Partitions {
  collections: ReadonlySet<CollectionName>;
  keyOf: (record: never) => string | null;
  counts: Map<string, number>;
}

interface UniqueIndex<C extends CollectionName = CollectionName> {
  collection: C;
  keyOf: (record: Records[C]) => string | null;
  entries: Map<string, string>;
}

/** One collection's records of a bulk insert. */
export type BulkBatch = { [C in CollectionName]: { collection: C; records: Iterable<Records[C]> } }[CollectionName];

export interface StoreOptions {
  /** The file operations; tests inject faults here. */
  fs?: StoreFileSystem;
  compactAfterBytes?: number;
  /** Where the store reports trouble it survives (a failed write or fold). */
  log?: (message: string) => void;
}

function keyOf(record: { id: string | number }): string {
  return String(record.id);
}

export class Store {
  private meta: DbMeta;
  private collections: CollectionMaps;
  private readonly fs: StoreFileSystem;
  private readonly compactAfterBytes: number;
  private readonly log: (message: string) => void;
  private journal: WritableFile | null = null;
  /** Length of the journal's durable, whole lines. */
  private journalBytes = 0;
  /** The journal may end in part of a failed write, to be cut off before the next append. */
  private dirtyTail = false;
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private compactRetryAt = 0;
  private failing = false;
  /** Memory holds what the disk does not (a bulk insert whose fold failed): refuse further writes. */
  private diverged: unknown = null;
  private readonly indexes: UniqueIndex[] = [];
  private readonly partitions: Partitions[] = [];
  private readonly watchers: { collections: ReadonlySet<string>; changed: RecordWatcher }[] = [];
  /** Moved by every reset, which changes every partition at once. */
  private generation = 0;
  private changes = 0;
  /** Records loaded per collection minus those deleted through the API: a snapshot never holds fewer. */
  private readonly floor: Map<string, number>;

  private readonly file: string | null;

  private constructor(data: DbData, file: string | null, options: StoreOptions = {}) {
    this.file = file;
    this.meta = { ...data.meta };
    this.collections = Store.mapsOf(data);
    Store.refuseRepeatedIds(data, this.collections, file);
    this.fs = options.fs ?? nodeFileSystem;
    this.compactAfterBytes = options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES;
    this.log = options.log ?? ((message) => console.error(message));
    this.floor = new Map([...this.collections].map(([name, records]) => [name, records.size]));
  }

  private static mapsOf(data: DbData): CollectionMaps {
    const mapOf = (records: readonly { id: string | number }[] | undefined) => new Map<string, unknown>((records ?? []).map((record) => [keyOf(record), record]));
    const maps: CollectionMaps = new Map(COLLECTIONS.map((name) => [name, mapOf(data[name])]));
    for (const [name, records] of Object.entries(data.added ?? {})) maps.set(name, new Map<string, unknown>(records.map((record) => [addedKey(record), record])));
    return maps;
  }

  /**
   * Two records with one id would be one in the store (the later wins), so an edit by hand could
   * hide behind a copy. Found for free: a collection's map is then smaller than its list.
   */
  private static refuseRepeatedIds(data: DbData, maps: CollectionMaps, file: string | null): void {
    for (const name of COLLECTIONS) {
      const list = (data[name] ?? []) as { id: string | number }[];
      if (list.length === (maps.get(name)?.size ?? 0)) continue;
      const seen = new Set<string>();
      list.forEach((record, index) => {
        const key = keyOf(record);
        if (seen.has(key)) throw corrupt(file ?? 'the data', `"${name}" item ${index}`, `its id ${JSON.stringify(record.id)} is already used by an earlier item of "${name}"`);
        seen.add(key);
      });
    }
  }

  /** One of the store's own collections, typed. */
  private own<C extends CollectionName>(collection: C): Map<string, Records[C]> {
    return this.collections.get(collection) as Map<string, Records[C]>;
  }

  /** A collection a tester added to the data file; anything else is a programming error. */
  private addedMap(name: string): Map<string, AddedRecord> {
    if (!this.isAdded(name)) throw new Error(`"${name}" is not a collection added to the data file.`);
    return this.collections.get(name) as Map<string, AddedRecord>;
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

  /**
   * A version per partition of records, e.g. per tenant over orders and documents: it moves only
   * when a record of that partition changes (or at a reset), so a cache of one tenant's derived
   * data is not dropped by every other tenant's writes, as one on `version` would be.
   */
  partitionVersion<C extends CollectionName>(collections: readonly C[], keyFn: (record: Records[C]) => string | null): (key: string) => string {
    const partitions: Partitions = { collections: new Set(collections), keyOf: keyFn as (record: never) => string | null, counts: new Map() };
    this.partitions.push(partitions);
    return (key) => `${this.generation}:${partitions.counts.get(key) ?? 0}`;
  }

  /**
   * Tells `changed` of every record of `collections` written, removed or taken back (a write the
   * disk refused), with the record before and after, as it happens: for indexes kept up to date
   * by the change alone. After a reset (`resets` moves) a watcher rebuilds from scratch.
   */
  watch(collections: readonly CollectionName[], changed: RecordWatcher): void {
    this.watchers.push({ collections: new Set(collections), changed });
  }

  private rebuild(index: UniqueIndex): void {
    index.entries.clear();
    for (const [id, record] of this.own(index.collection) as Map<string, never>) {
      const key = index.keyOf(record);
      if (key !== null) index.entries.set(key, id);
    }
  }

  private reindex(collection: string, id: string, before: unknown, after: unknown): void {
    for (const watcher of this.watchers) if (watcher.collections.has(collection)) watcher.changed(collection, before, after);
    for (const partitions of this.partitions) {
      if (!partitions.collections.has(collection as CollectionName)) continue;
      for (const record of [before, after]) {
        const key = record === undefined ? null : partitions.keyOf(record as never);
        if (key !== null) partitions.counts.set(key, (partitions.counts.get(key) ?? 0) + 1);
      }
    }
    for (const index of this.indexes) {
      if (index.collection !== collection) continue;
      const oldKey = before === undefined ? null : index.keyOf(before as never);
      if (oldKey !== null && index.entries.get(oldKey) === id) index.entries.delete(oldKey);
      const newKey = after === undefined ? null : index.keyOf(after as never);
      if (newKey !== null) index.entries.set(newKey, id);
    }
  }

  /**
   * The data file and its journal as they are on disk now, read into memory without taking the
   * lock or writing anything (a torn last line is left out): for checks that run beside a server.
   */
  static async inspect(file: string): Promise<Store> {
    const store = new Store(parseSnapshot(await readFile(file), file), null);
    const journalFile = `${file}.journal`;
    if (existsSync(journalFile)) store.replay(await readFile(journalFile, 'utf8'), journalFile);
    return store;
  }

  /** A store that lives in memory only (tests, contract verification). */
  static memory(data: DbData): Store {
    return new Store(structuredClone(data), null);
  }

  /**
   * Opens the store at `file`, creating it from `seed()` when it does not exist yet. A snapshot or
   * journal that does not have the store's shape stops the start with a CorruptStoreError naming
   * the file, the place and what to do; nothing is written then.
   */
  static async open(file: string, seed: () => Promise<DbData>, options: StoreOptions = {}): Promise<Store> {
    const dir = path.dirname(path.resolve(file));
    const base = path.basename(file);
    const journalFile = `${file}.journal`;
    await privateDirectory(dir);
    // Ours only (`.db.json.tmp-…`, `.db.json.lock.tmp-…`): the folder may hold the tester's other files.
    await removeLeftoverTemporaries(dir, `.${base}.`);
    let data: DbData;
    let created = false;
    if (existsSync(file)) {
      data = parseSnapshot(await readFile(file), file);
      await makePrivate(file);
    } else {
      if (existsSync(journalFile)) {
        throw new CorruptStoreError(`${journalFile} exists but ${file} does not: the journal only makes sense on top of its data file. Restore ${base} from a backup, or move the journal away to start with the demo data.`);
      }
      data = await seed();
      created = true;
    }
    const store = new Store(data, file, options);
    const journalText = existsSync(journalFile) ? await readFile(journalFile, 'utf8') : '';
    const goodBytes = store.replay(journalText, journalFile);
    store.journal = await naming(journalFile, () => store.fs.open(journalFile, 'a'));
    await makePrivate(journalFile);
    store.journalBytes = goodBytes;
    // A torn last line is a write that was never acknowledged (the process died inside it).
    if (goodBytes < Buffer.byteLength(journalText)) await naming(journalFile, () => store.journal?.truncate(goodBytes));
    if (created || goodBytes > 0) {
      // Start from a clean snapshot and an empty journal; on a full disk, run on the old pair.
      try {
        await store.fold(store.capture());
      } catch (error) {
        if (created) {
          await store.journal.close();
          // The new data file could not be written: say which, and why (a full disk).
          if (isStorageError(error)) throw new StartStorageError(file, error);
          throw error;
        }
        store.log(`Could not fold ${journalFile} into ${file} (${describe(error)}); running on both as they are.`);
      }
    }
    return store;
  }

  /** Applies journal entries newer than the snapshot; returns the length of the whole lines. */
  private replay(text: string, file: string): number {
    const end = text.lastIndexOf('\n') + 1;
    const lines = text.slice(0, end).split('\n');
    lines.pop();
    let previous: number | null = null;
    let offset = 0;
    lines.forEach((line, index) => {
      const place = `line ${index + 1} (byte ${offset})`;
      offset += Buffer.byteLength(line) + 1;
      const decoded = decodeLine(line);
      if ('problem' in decoded) throw corrupt(file, place, `this complete entry is damaged: ${decoded.problem}`);
      const { entry } = decoded;
      if (previous !== null && entry.s !== previous + 1) {
        // Said as it is: a number again, one out of order, or a gap.
        const expected = previous + 1;
        const later = entry.s > expected ? lines.findIndex((other, at) => at > index && new RegExp(`"s":${expected}[,}]`).test(other)) : -1;
        const moved = `the lines are out of order (lines were moved${later >= 0 ? `: entry ${expected} is on line ${later + 1}` : ''})`;
        const what = entry.s === previous ? 'it repeats that entry' : entry.s < previous || later >= 0 ? moved : 'the entries between are missing';
        throw corrupt(file, place, `entry ${entry.s} follows entry ${previous}: ${what}`);
      }
      previous = entry.s;
      if (entry.s <= this.meta.seq) return;
      if (entry.s !== this.meta.seq + 1) {
        throw corrupt(file, place, `entry ${entry.s} follows the data file's last entry ${this.meta.seq}: the entries between are missing`);
      }
      const unknown = entry.t === 'tx' ? entry.w.find((write) => !this.collections.has(write.c))?.c : entry.t === 'meta' ? undefined : this.collections.has(entry.c) ? undefined : entry.c;
      if (unknown !== undefined) {
        throw corrupt(file, place, `its collection "${unknown}" is not in the data file (a collection added there cannot be taken out while its journal is kept)`);
      }
      this.apply(entry);
    });
    return Buffer.byteLength(text.slice(0, end));
  }

  private apply(entry: JournalEntry): Undo {
    this.changes += 1;
    const seq = this.meta.seq;
    switch (entry.t) {
      case 'put':
      case 'del': {
        const undo = this.applyRecord(entry);
        this.meta.seq = entry.s;
        return { ...undo, seq };
      }
      case 'tx': {
        const undos = entry.w.map((write) => this.applyRecord(write));
        this.meta.seq = entry.s;
        return { kind: 'records', undos, seq };
      }
      case 'meta': {
        const before = this.meta;
        this.meta = { ...this.meta, ...entry.v, seq: entry.s };
        return { kind: 'meta', before, seq };
      }
    }
  }

  private applyRecord(given: RecordWrite): RecordUndo {
    const write = this.isAdded(given.c) ? this.withAddedKey(given) : given;
    const map = this.collections.get(write.c) as Map<string, unknown>;
    const before = map.get(write.k);
    if (write.t === 'put') {
      map.set(write.k, write.v);
      this.reindex(write.c, write.k, before, write.v);
    } else {
      map.delete(write.k);
      this.reindex(write.c, write.k, before, undefined);
      if (before !== undefined) this.floor.set(write.c, (this.floor.get(write.c) ?? 0) - 1);
    }
    return { kind: 'record', collection: write.c, key: write.k, before };
  }

  /** A journal line of an added collection from before ids were per agency (its key the id alone), keyed as now. */
  private withAddedKey(write: RecordWrite): RecordWrite {
    if (write.k.includes(':') && /^\d+:/.test(write.k)) return write;
    if (write.t === 'put') return { ...write, k: addedKey(write.v as AddedRecord) };
    // Ids were unique over the whole collection then: the one record with this id.
    for (const record of this.addedMap(write.c).values()) if (String(record.id) === write.k) return { ...write, k: addedKey(record) };
    return write;
  }

  /** Takes back a write that could not be made durable (newest first). */
  private revert(undo: Undo): void {
    this.changes += 1;
    if (undo.kind === 'meta') this.meta = undo.before;
    else if (undo.kind === 'record') this.revertRecord(undo);
    else for (const record of [...undo.undos].reverse()) this.revertRecord(record);
    this.meta.seq = undo.seq;
  }

  private revertRecord(undo: RecordUndo): void {
    const map = this.collections.get(undo.collection) as Map<string, unknown>;
    const current = map.get(undo.key);
    if (undo.before === undefined) map.delete(undo.key);
    else map.set(undo.key, undo.before);
    this.reindex(undo.collection, undo.key, current, undo.before);
    if (current === undefined && undo.before !== undefined) this.floor.set(undo.collection, (this.floor.get(undo.collection) ?? 0) + 1);
  }

  /** How many times the store was reset: indexes kept beside it rebuild when this moves. */
  get resets(): number {
    return this.generation;
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
    return this.own(collection).values();
  }

  list<C extends CollectionName>(collection: C): Records[C][] {
    return [...this.own(collection).values()];
  }

  get<C extends CollectionName>(collection: C, key: string | number): Records[C] | undefined {
    return this.own(collection).get(String(key));
  }

  find<C extends CollectionName>(collection: C, predicate: (record: Records[C]) => boolean): Records[C] | undefined {
    for (const record of this.own(collection).values()) if (predicate(record)) return record;
    return undefined;
  }

  count<C extends CollectionName>(collection: C): number {
    return this.own(collection).size;
  }

  /**
   * Inserts or replaces a record. The change is visible at once (so checks such as unique file
   * numbers hold for requests that arrive together); the promise resolves once it is durable, or
   * rejects (StorageUnavailableError) after the change has been taken back.
   */
  put<C extends CollectionName>(collection: C, record: Records[C]): Promise<void> {
    const value = structuredClone(record);
    return this.write({ s: this.meta.seq + 1, t: 'put', c: collection, k: keyOf(record), v: value });
  }

  delete<C extends CollectionName>(collection: C, key: string | number): Promise<void> {
    if (!this.own(collection).has(String(key))) return Promise.resolve();
    return this.write({ s: this.meta.seq + 1, t: 'del', c: collection, k: String(key) });
  }

  /**
   * Several writes as one: visible together at once, durable together (one journal line, one
   * checksum) or, when the disk refuses them, all taken back. A change and its history entry go
   * this way, so neither is ever on disk without the other.
   */
  transact(writes: readonly TransactWrite[]): Promise<void> {
    if (writes.length === 0) return Promise.resolve();
    const w: RecordWrite[] = writes.map((write) =>
      'put' in write ? { t: 'put', c: write.collection, k: keyOf(write.put), v: structuredClone(write.put) } : { t: 'del', c: write.collection, k: String(write.delete) },
    );
    return this.write({ s: this.meta.seq + 1, t: 'tx', w });
  }

  /** The data file, or null for a store in memory. */
  get dataFile(): string | null {
    return this.file;
  }

  /** The collections a tester added to the data file, by name (json-server's convention). */
  addedCollections(): string[] {
    return [...this.collections.keys()].filter((name) => this.isAdded(name));
  }

  isAdded(name: string): boolean {
    return this.collections.has(name) && !(COLLECTIONS as readonly string[]).includes(name);
  }

  addedValues(name: string): IterableIterator<AddedRecord> {
    return this.addedMap(name).values();
  }

  /** The agency's record `id` of an added collection (ids are per agency). */
  getAdded(name: string, tenantId: number, id: string | number): AddedRecord | undefined {
    return this.addedMap(name).get(addedKey({ tenantId, id }));
  }

  /** Like `put`, for a collection a tester added: journaled, durable when the promise resolves. */
  putAdded(name: string, record: AddedRecord): Promise<void> {
    this.addedMap(name);
    const problem = addedRecordProblem(record);
    if (problem) throw new Error(`A record of "${name}" was refused: ${problem}.`);
    return this.write({ s: this.meta.seq + 1, t: 'put', c: name, k: addedKey(record), v: structuredClone(record) });
  }

  deleteAdded(name: string, tenantId: number, id: string | number): Promise<void> {
    const key = addedKey({ tenantId, id });
    if (!this.addedMap(name).has(key)) return Promise.resolve();
    return this.write({ s: this.meta.seq + 1, t: 'del', c: name, k: key });
  }

  updateMeta(patch: Partial<Omit<DbMeta, 'seq'>>): Promise<void> {
    return this.write({ s: this.meta.seq + 1, t: 'meta', v: patch });
  }

  /** The whole database as plain data (the snapshot format). */
  snapshot(): DbData {
    const added = Object.fromEntries(this.addedCollections().map((name) => [name, [...this.addedValues(name)]]));
    return {
      meta: { ...this.meta },
      tenants: this.list('tenants'),
      users: this.list('users'),
      orders: this.list('orders'),
      documents: this.list('documents'),
      commitments: this.list('commitments'),
      letters: this.list('letters'),
      history: this.list('history'),
      ...(Object.keys(added).length > 0 ? { added } : {}),
    };
  }

  /** Replaces everything; only for in-memory stores (test and provider-state set-up). */
  reset(data: DbData): void {
    if (this.file) throw new Error('reset() is only for in-memory stores');
    const copy = structuredClone(data);
    this.changes += 1;
    this.generation += 1;
    for (const partitions of this.partitions) partitions.counts.clear();
    this.meta = { ...copy.meta };
    this.collections = Store.mapsOf(copy);
    for (const index of this.indexes) this.rebuild(index);
  }

  /**
   * Adds many records at once and makes them durable with one streamed fold instead of a journal
   * line each (title-cli seed: 100,000 orders in seconds and a fraction of the memory). Records
   * are adopted, not copied, so values they share (a pool of city names) stay shared: the caller
   * must not change them. All or nothing on disk: if the fold fails, nothing of it is written and
   * the store refuses further writes.
   */
  async bulkInsert<C extends CollectionName>(collection: C, records: Iterable<Records[C]>): Promise<number> {
    return this.bulkInsertAll([{ collection, records } as BulkBatch]);
  }

  /**
   * Several collections' records in one bulk insert, made durable by one fold: a seed of 100,000
   * orders with their checklists and payees wrote the whole data file three times otherwise.
   */
  async bulkInsertAll(batches: readonly BulkBatch[]): Promise<number> {
    return this.exclusive(async () => {
      if (this.diverged) throw this.diverged;
      let count = 0;
      for (const { collection, records } of batches) {
        for (const record of records) {
          this.apply({ s: this.meta.seq + 1, t: 'put', c: collection, k: keyOf(record), v: record });
          count += 1;
        }
      }
      if (!this.file) return count;
      try {
        await this.fold(this.capture());
      } catch (error) {
        this.diverged = error;
        throw error;
      }
      return count;
    });
  }

  /**
   * Runs `work` when every applied write is durable and none is being written, holding further
   * writes in the queue meanwhile: a snapshot taken then holds nothing that could still be undone.
   */
  private async exclusive<T>(work: () => Promise<T>): Promise<T> {
    for (;;) {
      while (this.flushing) await this.flushing;
      if (this.queue.length === 0) break;
      this.startFlushing();
    }
    let release = () => undefined as void;
    this.flushing = new Promise<void>((resolve) => (release = resolve));
    try {
      return await work();
    } finally {
      this.flushing = null;
      release();
      if (this.queue.length > 0) this.startFlushing();
    }
  }

  private write(entry: JournalEntry): Promise<void> {
    const undo = this.apply(entry);
    if (!this.file) return Promise.resolve();
    if (!this.journal || this.diverged) {
      this.revert(undo);
      return Promise.reject(this.diverged ?? new Error('The store is closed.'));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ line: encodeEntry(entry), undo, resolve, reject });
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
    while (this.queue.length > 0) {
      const journal = this.journal;
      const batch = this.queue.splice(0);
      const bytes = Buffer.from(batch.map((pending) => pending.line).join(''));
      // Taken now, while memory holds exactly what this batch makes durable.
      const view = this.journalBytes + bytes.length > this.compactAfterBytes && Date.now() >= this.compactRetryAt ? this.capture() : null;
      try {
        if (!journal) throw new Error('The store is closed.');
        if (this.dirtyTail) {
          await journal.truncate(this.journalBytes);
          this.dirtyTail = false;
        }
        this.dirtyTail = true;
        await writeFully(journal, bytes);
        await journal.datasync();
        this.dirtyTail = false;
        this.journalBytes += bytes.length;
      } catch (error) {
        await this.fail([...batch, ...this.queue.splice(0)], error);
        continue;
      }
      if (this.failing) {
        this.failing = false;
        this.log('The data file takes writes again.');
      }
      for (const pending of batch) pending.resolve();
      if (view) await this.compactFrom(view);
    }
  }

  /** Takes back writes that did not become durable, newest first, and answers their callers. */
  private async fail(failed: Pending[], error: unknown): Promise<void> {
    for (let index = failed.length - 1; index >= 0; index -= 1) this.revert((failed[index] as Pending).undo);
    if (this.journal && this.dirtyTail) {
      // Cut the partial line off now; if that fails too, the next write tries first.
      await this.journal.truncate(this.journalBytes).then(
        () => (this.dirtyTail = false),
        () => undefined,
      );
    }
    if (!this.failing) this.log(`A write to ${this.file}.journal failed (${describe(error)}); it was taken back and answered 503.`);
    this.failing = true;
    const answer = isStorageError(error) ? new StorageUnavailableError(error) : error;
    for (const pending of failed) pending.reject(answer);
  }

  /** A point-in-time view: arrays of the current records (which are never changed in place). */
  private capture(): SnapshotView {
    const collections = {} as Record<CollectionName, readonly unknown[]>;
    for (const name of COLLECTIONS) collections[name] = [...this.own(name).values()];
    const added = new Map(this.addedCollections().map((name) => [name, [...this.addedMap(name).values()]]));
    return { meta: { ...this.meta }, collections, added };
  }

  /** Writes the snapshot of `view`, then empties the journal (whose entries it all holds). */
  private async fold(view: SnapshotView): Promise<void> {
    if (!this.file) return;
    const lists: [string, readonly unknown[]][] = [...COLLECTIONS.map((name) => [name, view.collections[name]] as [string, readonly unknown[]]), ...view.added];
    for (const [name, records] of lists) {
      const floor = this.floor.get(name) ?? 0;
      if (records.length < floor) throw new Error(`Refusing to write a snapshot with ${records.length} ${name}; ${floor} were loaded and not deleted.`);
    }
    await replaceFile(this.fs, this.file, snapshotChunks(view));
    if (this.journal) {
      await this.journal.truncate(0);
      this.journalBytes = 0;
      this.dirtyTail = false;
    }
  }

  private async compactFrom(view: SnapshotView): Promise<void> {
    try {
      await this.fold(view);
    } catch (error) {
      // The previous snapshot and the whole journal are still in force; try again later.
      this.compactRetryAt = Date.now() + COMPACT_RETRY_MS;
      this.log(`Could not fold the journal into ${this.file} (${describe(error)}); the previous snapshot and journal stay in force.`);
    }
  }

  /** Folds the journal into a new snapshot (when nothing is waiting to be written). */
  async compact(): Promise<void> {
    if (!this.file) return;
    await this.exclusive(async () => {
      if (this.journal) await this.compactFrom(this.capture());
    });
  }

  /** Waits for pending writes, folds the journal into the snapshot and closes the file. */
  async close(): Promise<void> {
    await this.exclusive(async () => {
      if (this.journal && this.journalBytes > 0 && !this.diverged) await this.compactFrom(this.capture());
      await this.journal?.close();
      this.journal = null;
    });
  }
}

function describe(error: unknown): string {
  return (error as NodeJS.ErrnoException | null)?.code ?? (error instanceof Error ? error.message : String(error));
}
