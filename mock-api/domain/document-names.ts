import type { Store } from '../store/store.ts';

/**
 * The Document column of the file list: the name of each order's most recently uploaded
 * document, from the documents the order really has (what its Documents page lists).
 */
export function latestDocumentNames(store: Store, tenantId: number): Map<string, string> {
  const latest = new Map<string, { name: string; uploadedAt: string }>();
  for (const document of store.values('documents')) {
    if (document.tenantId !== tenantId) continue;
    const known = latest.get(document.orderGuid);
    if (!known || document.uploadedAt > known.uploadedAt) latest.set(document.orderGuid, { name: document.name, uploadedAt: document.uploadedAt });
  }
  return new Map([...latest].map(([orderGuid, { name }]) => [orderGuid, name]));
}
