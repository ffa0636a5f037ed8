import type { HistoryRecord } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import { verifyChain, type ChainReport } from './chain.ts';
import { sameValue } from './changes.ts';
import { AUDITED_COLLECTIONS, fileOf, recordHash, type AuditedCollection } from './record-prints.ts';

/** Something the data file holds that its history did not write: found, named, and explained. */
export interface Drift {
  /** The entry whose recorded value or print no longer matches, or null for a record no entry wrote. */
  id: string | null;
  orderGuid: string;
  /** The field (`salesPrice`, `buyer/0/LastName`, `scheduleA/vestedIn`) or the record (`payees/p-…`). */
  path: string;
  recorded: unknown;
  stored: unknown;
  /** One sentence: what was found. */
  finding: string;
}

export interface AuditReport extends ChainReport {
  tenantName: string;
  /**
   * A value or record the file holds now that is not what its history left (the data file was
   * edited around the API), or null. Checked only where the chain is intact.
   */
  drift: Drift | null;
}

/** The value a recorded path names in today's records, or `undefined` when the path is not one a value can be compared at. */
function storedAt(store: Store, entry: HistoryRecord, path: string): { value: unknown } | undefined {
  const segments = path.split('/');
  if (entry.section === 'order' && segments.length === 1) {
    return { value: store.get('orders', entry.orderGuid)?.baseOrderDetail[path] };
  }
  if ((entry.section === 'parties' || entry.section === 'order') && segments.length === 3 && (segments[0] === 'buyer' || segments[0] === 'seller')) {
    const [list, index, property] = segments as [string, string, string];
    const parties = store.get('orders', entry.orderGuid)?.baseOrderDetail[list];
    const party = Array.isArray(parties) ? (parties[Number(index)] as Record<string, unknown> | undefined) : undefined;
    return { value: party?.[property] };
  }
  if (entry.section === 'commitment' && segments[0] === 'scheduleA' && segments.length === 2) {
    return { value: store.get('commitments', entry.orderGuid)?.scheduleA?.[segments[1] as string] };
  }
  return undefined;
}

/** Each file's fields as its history last recorded them: `<orderGuid> <path>` → entry and value. */
function lastValues(entries: readonly HistoryRecord[]): Map<string, { entry: HistoryRecord; value: unknown }> {
  const last = new Map<string, { entry: HistoryRecord; value: unknown }>();
  for (const entry of entries) {
    for (const change of entry.changes) {
      const segments = change.path.split('/');
      // A party added or removed whole (`buyer/1`) ends what was recorded of its name parts.
      if (segments.length === 2 && (segments[0] === 'buyer' || segments[0] === 'seller')) {
        for (const key of [...last.keys()]) if (key.startsWith(`${entry.orderGuid} ${change.path}/`)) last.delete(key);
        continue;
      }
      last.set(`${entry.orderGuid} ${change.path}`, { entry, value: change.after });
    }
  }
  return last;
}

/** The first field whose value today is not its last recorded one. */
function valueDrift(store: Store, entries: readonly HistoryRecord[]): Drift | null {
  for (const [key, { entry, value }] of lastValues(entries)) {
    const path = key.slice(key.indexOf(' ') + 1);
    const stored = storedAt(store, entry, path);
    // Compared as the history compares: a field removed and later saved empty has not changed.
    if (stored && !sameValue(stored.value, value)) {
      return { id: entry.id, orderGuid: entry.orderGuid, path, recorded: value, stored: stored.value ?? null, finding: `${path} holds ${JSON.stringify(stored.value ?? null)} where its last recorded change (entry ${entry.id}) left ${JSON.stringify(value)}` };
    }
  }
  return null;
}

/**
 * The first record of the agency's files that is not as its history left it: changed, removed,
 * put back, moved to another agency, or never written through the API at all. Files whose history
 * predates record prints are checked by their values only.
 */
function recordDrift(store: Store, tenantId: number, entries: readonly HistoryRecord[]): Drift | null {
  const printed = new Map<string, { entry: HistoryRecord; hash: string | null }>();
  const filesWithPrints = new Set<string>();
  const filesWithHistory = new Set<string>();
  for (const entry of entries) {
    filesWithHistory.add(entry.orderGuid);
    for (const print of entry.records ?? []) {
      printed.set(`${print.c}/${print.k}`, { entry, hash: print.h });
      filesWithPrints.add(entry.orderGuid);
    }
  }
  for (const [key, { entry, hash }] of printed) {
    const [collection, ...rest] = key.split('/');
    const id = rest.join('/');
    const record = store.get(collection as AuditedCollection, id) as ({ id: string; tenantId?: number } & Record<string, unknown>) | undefined;
    const base = { id: entry.id, orderGuid: entry.orderGuid, path: key, recorded: hash };
    if (hash === null && record) return { ...base, stored: recordHash(record), finding: `${key} was removed by entry ${entry.id} but is in the data file again` };
    if (hash !== null && !record) return { ...base, stored: null, finding: `${key}, last written by entry ${entry.id}, is missing from the data file` };
    if (record && record.tenantId !== undefined && record.tenantId !== tenantId) {
      const other = store.get('tenants', record.tenantId)?.name ?? `agency ${record.tenantId}`;
      return { ...base, stored: record.tenantId, finding: `${key} was moved to ${other} in the data file; its history is this agency's` };
    }
    if (record && hash !== null && recordHash(record) !== hash) return { ...base, stored: recordHash(record), finding: `${key} is not as entry ${entry.id} left it: it was changed in the data file` };
  }
  for (const collection of AUDITED_COLLECTIONS) {
    for (const record of store.values(collection)) {
      if (record.tenantId !== tenantId || printed.has(`${collection}/${record.id}`)) continue;
      const orderGuid = fileOf(collection, record as { id: string; orderGuid?: unknown });
      // A file with no history at all, or a record of a file that keeps prints: neither came through the API.
      if (collection === 'orders' ? !filesWithHistory.has(orderGuid) : filesWithPrints.has(orderGuid)) {
        return { id: null, orderGuid, path: `${collection}/${record.id}`, recorded: null, stored: recordHash(record), finding: `${collection}/${record.id} is in the data file but no history entry wrote it: it was added outside the API` };
      }
    }
  }
  return null;
}

/**
 * Checks each agency's history: the hash chain (every entry unchanged, none missing or moved),
 * then that the files are what their history left: each field's last recorded value (naming the
 * field), and each record's print (the order, commitment, documents, letters and payees), so an
 * edit of the data file that bypassed the API is found even where the history itself was left alone.
 */
export function auditStore(store: Store, tenantIds?: readonly number[]): AuditReport[] {
  const byTenant = new Map<number, HistoryRecord[]>();
  for (const entry of store.values('history')) {
    const list = byTenant.get(entry.tenantId) ?? [];
    list.push(entry);
    byTenant.set(entry.tenantId, list);
  }
  const ids = tenantIds ?? [...new Set([...store.values('tenants')].map((tenant) => tenant.id).concat([...byTenant.keys()]))].sort((a, b) => a - b);
  return ids.map((tenantId) => {
    const entries = (byTenant.get(tenantId) ?? []).sort((a, b) => a.n - b.n);
    const chain = verifyChain(tenantId, entries);
    const tenantName = store.get('tenants', tenantId)?.name ?? `agency ${tenantId}`;
    if (chain.problem) return { ...chain, tenantName, drift: null };
    const record = recordDrift(store, tenantId, entries);
    const value = valueDrift(store, entries);
    // A changed order or Schedule A is named by its field where the history recorded one.
    const drift = record && value && record.orderGuid === value.orderGuid && record.stored !== null && typeof record.stored === 'string' ? value : (record ?? value);
    return { ...chain, tenantName, drift };
  });
}
