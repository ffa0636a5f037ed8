import { createHash } from 'node:crypto';
import type { RecordPrint } from '../store/model.ts';
import type { Store, TransactWrite } from '../store/store.ts';
import { canonicalJson } from './chain.ts';

/**
 * The records that make up a file, each fingerprinted in the history entry that wrote it, so
 * `title-cli audit verify` finds any record edited, added or removed in the data file behind the
 * API: the order, its commitment (Schedule A, B-I, B-II), documents, letters and payees. Checklist
 * items are work in progress, not the file's record, and are left out.
 *
 * Only what a write touches is hashed: the cost follows the change, not the file.
 */
export const AUDITED_COLLECTIONS = ['orders', 'commitments', 'documents', 'letters', 'payees'] as const;
export type AuditedCollection = (typeof AUDITED_COLLECTIONS)[number];

const audited = new Set<string>(AUDITED_COLLECTIONS);

/** SHA-256 of a record's canonical JSON (keys sorted: the data file may be written in any key order). */
export function recordHash(record: unknown): string {
  return createHash('sha256').update(canonicalJson(record)).digest('hex');
}

/** The file a record of an audited collection belongs to: orders and commitments are keyed by it. */
export function fileOf(collection: string, record: { id: string; orderGuid?: unknown }): string {
  return collection === 'orders' || collection === 'commitments' ? record.id : String(record.orderGuid ?? '');
}

/** The prints of `writes` that belong to `orderGuid` (a delete prints as null). */
export function printsOf(store: Store, orderGuid: string, writes: readonly TransactWrite[]): RecordPrint[] {
  const prints: RecordPrint[] = [];
  for (const write of writes) {
    if (!audited.has(write.collection)) continue;
    if ('put' in write) {
      const record = write.put as { id: string; orderGuid?: unknown };
      if (fileOf(write.collection, record) === orderGuid) prints.push({ c: write.collection, k: record.id, h: recordHash(record) });
    } else {
      const record = store.get(write.collection as AuditedCollection, write.delete) as { id: string; orderGuid?: unknown } | undefined;
      if (record && fileOf(write.collection, record) === orderGuid) prints.push({ c: write.collection, k: write.delete, h: null });
    }
  }
  return prints;
}
