import type { HistoryRecord } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import { verifyChain, type ChainReport } from './chain.ts';
import { sameValue } from './changes.ts';

export interface AuditReport extends ChainReport {
  tenantName: string;
  /**
   * A value the file holds now that is not what its last recorded change left (the data file was
   * edited around the history), or null. Checked only where the chain is intact.
   */
  drift: { id: string; orderGuid: string; path: string; recorded: unknown; stored: unknown } | null;
}


/** The value a recorded path names in today's records, or `undefined` when the path is not one a value can be compared at. */
function storedAt(store: Store, entry: HistoryRecord, path: string): { value: unknown } | undefined {
  const segments = path.split('/');
  if (entry.section === 'order' && segments.length === 1) {
    return { value: store.get('orders', entry.orderGuid)?.baseOrderDetail[path] };
  }
  if (entry.section === 'parties' && segments.length === 3) {
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

/**
 * Checks each agency's history: the hash chain (every entry unchanged, none missing or moved),
 * then that the files' values are what their last recorded change left, so an edit of the data
 * file that bypassed the API is found even where the history itself was left alone.
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
    const entries = byTenant.get(tenantId) ?? [];
    const chain = verifyChain(tenantId, entries);
    const tenantName = store.get('tenants', tenantId)?.name ?? `agency ${tenantId}`;
    if (chain.problem) return { ...chain, tenantName, drift: null };
    const last = new Map<string, { entry: HistoryRecord; value: unknown }>();
    for (const entry of [...entries].sort((a, b) => a.n - b.n)) {
      for (const change of entry.changes) last.set(`${entry.orderGuid} ${change.path}`, { entry, value: change.after });
    }
    for (const [key, { entry, value }] of last) {
      const path = key.slice(key.indexOf(' ') + 1);
      const stored = storedAt(store, entry, path);
      // Compared as the history compares: a field removed and later saved empty has not changed.
      if (stored && !sameValue(stored.value, value)) return { ...chain, tenantName, drift: { id: entry.id, orderGuid: entry.orderGuid, path, recorded: value, stored: stored.value ?? null } };
    }
    return { ...chain, tenantName, drift: null };
  });
}
