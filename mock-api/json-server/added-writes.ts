import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { ApiError, validationFailure } from '../http/api-errors.ts';
import type { AddedRecord } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import { addedRecordProblem } from '../store/store-shape.ts';
import type { AddedLedger } from './added-limits.ts';

/** What a write through the router needs to know of its request. */
export interface WriteScope {
  tenantId: number | null;
  /** The store's promises for this request's writes: the answer waits for them. */
  writes: Promise<void>[];
}

/** Which collection a view the router was given belongs to (views are built per request). */
export type ViewNames = WeakMap<object, string>;

const NOT_A_FIELD = new Set(['__proto__', 'constructor', 'prototype']);
const FIELDS_AT_MOST = 100;

/**
 * json-server's router writes through lodash-id (`insert`, `updateById`, `replaceById`,
 * `removeById` on `router.db._`) into its in-memory database. These replacements write to the
 * store instead, journaled and per agency, and never change a record in place (the store's
 * records are shared). Only collections a tester added to the data file are written here; the
 * bridge refuses writes to any other before the router runs.
 *
 * json-server also deletes, after a DELETE, every record whose `…Id` field names a record that
 * is gone (`getRemovable`); here that reaches the collections a tester added and nothing else
 * (dependentsOf).
 */
export function storeWrites(store: Store, scopeOf: () => WriteScope | undefined, names: ViewNames, ledger: AddedLedger) {
  const target = (view: unknown): { name: string; scope: WriteScope & { tenantId: number } } => {
    const name = typeof view === 'object' && view !== null ? names.get(view) : undefined;
    const scope = scopeOf();
    // Not reachable through the bridge, which lets writes through to added collections only.
    if (name === undefined || !store.isAdded(name) || !scope || scope.tenantId === null) throw new ApiError(405, { message: 'This collection is read-only.' });
    return { name, scope: scope as WriteScope & { tenantId: number } };
  };
  const mine = (name: string, tenantId: number, id: unknown): AddedRecord | undefined => store.getAdded(name, tenantId, String(id));
  /** Writes `record` within the agency's limits (added-limits.ts); the room is given back if the disk refuses. */
  const save = (name: string, scope: WriteScope, record: AddedRecord, before: AddedRecord | undefined): AddedRecord => {
    const giveBack = ledger.claim(name, record, before);
    scope.writes.push(
      store.putAdded(name, record).catch((error: unknown) => {
        giveBack();
        throw error;
      }),
    );
    return record;
  };

  return {
    insert(view: unknown, body: unknown): AddedRecord {
      const { name, scope } = target(view);
      const fields = fieldsOf(body);
      const id = (fields.id ?? nextId(view)) as AddedRecord['id'];
      const record: AddedRecord = { ...fields, id, tenantId: scope.tenantId };
      const problem = addedRecordProblem(record);
      if (problem) throw validationFailure([{ Type: 'Id', Message: `The record's ${problem.replace(/^its /, '')}.` }]);
      // Ids are per agency: another agency's records neither block an id nor reveal that it is used.
      if (store.getAdded(name, scope.tenantId, String(id))) throw new ApiError(409, { message: `The id ${JSON.stringify(id)} is already used in ${name}; leave it out and the server chooses one.` });
      return save(name, scope, record, undefined);
    },
    updateById(view: unknown, id: unknown, body: unknown): AddedRecord | undefined {
      const { name, scope } = target(view);
      const before = mine(name, scope.tenantId, id);
      if (!before) return undefined;
      return save(name, scope, { ...before, ...withoutId(fieldsOf(body), before), id: before.id, tenantId: before.tenantId }, before);
    },
    replaceById(view: unknown, id: unknown, body: unknown): AddedRecord | undefined {
      const { name, scope } = target(view);
      const before = mine(name, scope.tenantId, id);
      if (!before) return undefined;
      return save(name, scope, { ...withoutId(fieldsOf(body), before), id: before.id, tenantId: before.tenantId }, before);
    },
    removeById(view: unknown, id: unknown): AddedRecord | undefined {
      const { name, scope } = target(view);
      const before = mine(name, scope.tenantId, id);
      if (!before) return undefined;
      const takeBack = ledger.release(name, before);
      scope.writes.push(
        store.deleteAdded(name, before.tenantId, before.id).catch((error: unknown) => {
          takeBack();
          throw error;
        }),
      );
      // The request's view of the collection is its own list: without the record, json-server's
      // search for dependents (next) sees it gone, as lodash-id's in-place removal would show it.
      const index = Array.isArray(view) ? view.findIndex((record: AddedRecord) => String(record.id) === String(before.id)) : -1;
      if (index >= 0) (view as AddedRecord[]).splice(index, 1);
      return before;
    },
    getRemovable: (): unknown[] => [],
  };
}

interface Removable {
  name: string;
  id: unknown;
}
type GetRemovable = (this: unknown, database: object, options: { foreignKeySuffix: string }) => Removable[];

/**
 * json-server's own search for the records left pointing at nothing after a DELETE (each record
 * whose `postId` names no post), given only the collections a tester added: the agency's orders,
 * documents, commitments and letters are never removed that way, whatever their fields say.
 */
export function dependentsOf(added: ReadonlySet<string>): GetRemovable {
  // json-server 0.17.4 is pinned exactly; its mixins module has no exports map to hide it.
  const { getRemovable } = createRequire(import.meta.url)('json-server/lib/server/mixins.js') as { getRemovable: GetRemovable };
  return function removable(this: unknown, database, options) {
    const onlyAdded: Record<string, unknown> = {};
    for (const name of added) onlyAdded[name] = (database as Record<string, unknown>)[name];
    return getRemovable.call(this, onlyAdded, options);
  };
}

/**
 * The id json-server gives a record sent without one: 1 in an empty collection, the largest
 * numeric id plus one, or a random string where ids are strings. Ids are per agency, so the
 * agency's own records (the collection its tester sees) are all that decide.
 */
function nextId(view: unknown): string | number {
  let largest: unknown;
  for (const record of Array.isArray(view) ? (view as AddedRecord[]) : []) if (largest === undefined || (record.id as number) > (largest as number)) largest = record.id;
  if (largest === undefined) return 1;
  // A whole number past the largest safe one would not survive JSON as itself: a text id then.
  return typeof largest === 'number' && Number.isSafeInteger(largest + 1) ? largest + 1 : randomUUID();
}

/** A body's fields: a JSON object of at most 100 fields, none naming the agency or a prototype. */
function fieldsOf(body: unknown): Record<string, unknown> & { id?: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationFailure([{ Type: 'Body', Message: 'Send one record as a JSON object.' }]);
  }
  const fields = Object.keys(body);
  if (fields.length > FIELDS_AT_MOST) throw validationFailure([{ Type: 'Body', Message: `A record has ${FIELDS_AT_MOST} fields at most.` }]);
  if ('tenantId' in body) throw validationFailure([{ Type: 'TenantId', Message: 'A record belongs to the agency of whoever is signed in; leave tenantId out.' }]);
  const forbidden = deepKeys(body).find((key) => NOT_A_FIELD.has(key));
  if (forbidden) throw validationFailure([{ Type: 'Body', Message: `"${forbidden}" cannot be a field name.` }]);
  return body as Record<string, unknown>;
}

/** An id in a PUT or PATCH body must be the record's own: it names the record, it does not move it. */
function withoutId(fields: Record<string, unknown> & { id?: unknown }, record: AddedRecord): Record<string, unknown> {
  const { id, ...rest } = fields;
  if (id !== undefined && String(id) !== String(record.id)) throw validationFailure([{ Type: 'Id', Message: "A record's id cannot be changed." }]);
  return rest;
}

/** Every key at any depth (the body's depth is already bounded by the API's parser). */
function deepKeys(value: unknown): string[] {
  const keys: string[] = [];
  const stack = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current !== 'object' || current === null) continue;
    for (const [key, child] of Object.entries(current)) {
      keys.push(key);
      stack.push(child);
    }
  }
  return keys;
}
