import { parseLargeJson } from './large-json.ts';
import type { AddedRecord, DbData, DbMeta, Records } from './model.ts';

/**
 * What the data file must look like, checked before anything is loaded: a file of another shape
 * used to load as an empty store, which a clean stop then wrote over the data.
 */
export type CollectionName = keyof Records;

export const COLLECTIONS: readonly CollectionName[] = ['tenants', 'users', 'orders', 'documents', 'commitments', 'letters', 'history', 'tasks', 'checklistTemplates', 'payees'];

/**
 * A collection a tester may add to the data file: a name json-server can route (letters, digits,
 * `-` and `_`, starting with a letter), none of the store's own, none of the object prototype's.
 */
export const ADDED_COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const NOT_ADDABLE: ReadonlySet<string> = new Set(['meta', ...COLLECTIONS, 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']);

export function isAddedCollectionName(name: string): boolean {
  return ADDED_COLLECTION_NAME.test(name) && !NOT_ADDABLE.has(name);
}

/** Older data files predate these collections. */
const OPTIONAL: ReadonlySet<CollectionName> = new Set(['documents', 'commitments', 'letters', 'history', 'tasks', 'checklistTemplates', 'payees']);

export class CorruptStoreError extends Error {
  override name = 'CorruptStoreError';
}

/** What every start failure tells the tester to do; the server has changed nothing by then. */
export const NOTHING_CHANGED =
  'The server has not changed it. Restore it (and its .journal) from a backup, or move both away to start with the demo data.';

export function corrupt(file: string, place: string, problem: string): CorruptStoreError {
  return new CorruptStoreError(`${file}, ${place}: ${problem}. ${NOTHING_CHANGED}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function metaProblem(meta: unknown): string | null {
  if (!isRecord(meta)) return 'there is no "meta" object; this is not a TitleTrack mock database';
  if (!Number.isSafeInteger(meta.seq) || (meta.seq as number) < 0) return '"meta.seq" is not a whole number of 0 or more';
  if (typeof meta.jwtSecret !== 'string' || meta.jwtSecret === '') return '"meta.jwtSecret" is missing';
  if (!Number.isSafeInteger(meta.nextTenantId) || (meta.nextTenantId as number) < 1) return '"meta.nextTenantId" is not a positive whole number';
  return null;
}

/** Parses and checks a snapshot; every problem names the file and where in it. */
export function parseSnapshot(content: string | Buffer, file: string): DbData {
  let parsed: unknown;
  try {
    // A file's bytes are parsed in parts when they are too many for one string (large-json.ts).
    parsed = typeof content === 'string' ? JSON.parse(content) : parseLargeJson(content);
  } catch (error) {
    throw corrupt(file, 'as a whole', `it is not valid JSON (${(error as Error).message})`);
  }
  if (!isRecord(parsed)) throw corrupt(file, 'top level', 'it is not a JSON object');
  const meta = metaProblem(parsed.meta);
  if (meta) throw corrupt(file, '"meta"', meta);
  const added: Record<string, AddedRecord[]> = {};
  for (const key of Object.keys(parsed)) {
    if (key === 'meta' || (COLLECTIONS as readonly string[]).includes(key)) continue;
    if (!isAddedCollectionName(key)) {
      throw corrupt(file, `"${key}"`, 'this name cannot be a collection (use letters, digits, - and _, starting with a letter, at most 40)');
    }
    added[key] = addedRecords(parsed[key], file, key);
  }
  const data: Partial<Record<CollectionName, unknown[]>> = {};
  for (const name of COLLECTIONS) {
    const list = parsed[name];
    if (list === undefined && OPTIONAL.has(name)) continue;
    if (!Array.isArray(list)) throw corrupt(file, `"${name}"`, 'it is missing or not a list');
    list.forEach((record: unknown, index) => {
      if (!isRecord(record)) throw corrupt(file, `"${name}" item ${index}`, 'it is not an object');
      const idOk = name === 'tenants' ? Number.isSafeInteger(record.id) : typeof record.id === 'string' && record.id !== '';
      if (!idOk) throw corrupt(file, `"${name}" item ${index}`, `its id ${JSON.stringify(record.id)} is not a ${name === 'tenants' ? 'whole number' : 'text'}`);
    });
    data[name] = list;
  }
  return { ...(data as unknown as Omit<DbData, 'meta'>), meta: parsed.meta as unknown as DbMeta, ...(Object.keys(added).length > 0 ? { added } : {}) };
}

/** A tester's collection: objects, each with a unique id and the id of the agency it belongs to. */
function addedRecords(list: unknown, file: string, name: string): AddedRecord[] {
  if (!Array.isArray(list)) throw corrupt(file, `"${name}"`, 'a collection added to the data file must be a list of objects');
  const ids = new Set<string>();
  list.forEach((record: unknown, index) => {
    const place = `"${name}" item ${index}`;
    if (!isRecord(record)) throw corrupt(file, place, 'it is not an object');
    const problem = addedRecordProblem(record);
    if (problem) throw corrupt(file, place, problem);
    // Ids are per agency: two agencies may each have a record 1.
    const id = addedKey(record as AddedRecord);
    if (ids.has(id)) throw corrupt(file, place, `its id ${JSON.stringify(record.id)} is already used by another item of "${name}" of the same agency`);
    ids.add(id);
  });
  return list as AddedRecord[];
}

/**
 * Where a record of an added collection is kept: ids are the agency's own (json-server gives each
 * agency 1, 2, 3…), so the key is the agency and the id. The agency id is a whole number, so the
 * first colon divides them.
 */
export function addedKey(record: { tenantId: number; id: string | number }): string {
  return `${record.tenantId}:${String(record.id)}`;
}

/** What is wrong with a record of an added collection, or null. */
export function addedRecordProblem(record: Record<string, unknown>): string | null {
  const { id, tenantId } = record;
  if (!((typeof id === 'string' && id !== '' && id.length <= 64) || (Number.isSafeInteger(id) && (id as number) >= 0))) {
    return `its id ${JSON.stringify(id)} is not a text of 1 to 64 characters or a whole number`;
  }
  if (!Number.isSafeInteger(tenantId) || (tenantId as number) < 1) {
    return `its "tenantId" ${JSON.stringify(tenantId)} is not the id of an agency (a whole number from "tenants"): every record belongs to one agency`;
  }
  return null;
}

/** A point-in-time view of the store: arrays of the (immutable) records, not copies of them. */
export interface SnapshotView {
  meta: DbMeta;
  collections: Record<CollectionName, readonly unknown[]>;
  /** Collections a tester added, written after the store's own, in the order they were loaded. */
  added: ReadonlyMap<string, readonly unknown[]>;
}

const CHUNK_CHARACTERS = 1 << 20;

/**
 * The snapshot as text in chunks of about 1 MiB, the same JSON as JSON.stringify of the whole,
 * without ever holding the whole (50,000 orders made a string of hundreds of MiB).
 */
export function* snapshotChunks(view: SnapshotView): Generator<string> {
  let chunk = `{"meta":${JSON.stringify(view.meta)}`;
  const lists: [string, readonly unknown[]][] = [...COLLECTIONS.map((name) => [name, view.collections[name]] as [string, readonly unknown[]]), ...view.added];
  for (const [name, records] of lists) {
    chunk += `,${JSON.stringify(name)}:[`;
    let first = true;
    for (const record of records) {
      chunk += (first ? '' : ',') + JSON.stringify(record);
      first = false;
      if (chunk.length >= CHUNK_CHARACTERS) {
        yield chunk;
        chunk = '';
      }
    }
    chunk += ']';
  }
  yield `${chunk}}`;
}
