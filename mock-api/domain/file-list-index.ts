import { fileListItemOf, type FileListItem } from './dashboard-summary.ts';
import type { DocumentRecord, Order } from '../store/model.ts';
import type { Store } from '../store/store.ts';

/**
 * The file list's rows, sorted per agency and column, kept up to date by each change rather than
 * rebuilt: after a save, the one file's row moves to its new place (a binary search and a splice),
 * so any list right after a write costs what the change costs, not what the agency holds. The
 * first list of an agency in a sort builds it once.
 */
export const SORTABLE = ['fileNumber', 'docName', 'address', 'cashClosing', 'transactionType', 'closingDate', 'createdAt', 'nextDue'] as const;
export type SortField = Exclude<(typeof SORTABLE)[number], 'nextDue'>;

export interface Row {
  item: FileListItem & { closingDate: string | null; createdAt: string };
  /** File number, address and party names, lower-cased, for `q`. */
  haystack: string;
}

function partyNames(detail: Record<string, unknown>): string {
  const parties = [...(Array.isArray(detail.buyer) ? detail.buyer : []), ...(Array.isArray(detail.seller) ? detail.seller : [])] as Record<string, unknown>[];
  return parties.map((party) => [party.FirstName, party.MiddleName, party.LastName].filter((part) => typeof part === 'string').join(' ')).join(' ');
}

function rowOf(order: Order, docName: string | undefined): Row {
  const item = {
    ...fileListItemOf(order, docName),
    closingDate: typeof order.baseOrderDetail.closingDate === 'string' ? order.baseOrderDetail.closingDate : null,
    createdAt: order.createdAt,
  };
  return { item, haystack: `${item.fileNumber} ${item.address} ${partyNames(order.baseOrderDetail)}`.toLowerCase() };
}

/**
 * How file lists are ordered (file numbers with their numbers in numeric order). One collator for
 * every sort: `localeCompare` with options builds one per comparison.
 */
const FILE_ORDER = new Intl.Collator('en', { numeric: true });

interface Sorted {
  tenantId: number;
  sort: SortField;
  direction: 1 | -1;
  rows: Row[];
}

export class FileListIndex {
  private readonly store: Store;
  private sorted = new Map<string, Sorted>();
  /** Each order's newest document, per order, for the Document column. */
  private latestDocument = new Map<string, DocumentRecord>();
  private builtAt = -1;

  constructor(store: Store) {
    this.store = store;
    store.watch(['orders', 'documents'], (collection, before, after) => this.changed(collection, before, after));
  }

  /** The agency's rows in `sort` order (ties by file id, so a row's place is always the same). */
  rows(tenantId: number, sort: SortField, descending: boolean): Row[] {
    this.resetIfStoreWas();
    const key = `${tenantId}|${sort}|${descending}`;
    let entry = this.sorted.get(key);
    if (!entry) {
      entry = { tenantId, sort, direction: descending ? -1 : 1, rows: [] };
      for (const order of this.store.values('orders')) if (order.tenantId === tenantId) entry.rows.push(this.rowOf(order));
      const compare = this.comparer(entry);
      entry.rows.sort(compare);
      this.sorted.set(key, entry);
    }
    return entry.rows;
  }

  private resetIfStoreWas(): void {
    if (this.builtAt === this.store.resets) return;
    this.builtAt = this.store.resets;
    this.sorted = new Map();
    this.latestDocument = new Map();
    for (const document of this.store.values('documents')) this.noteDocument(document);
  }

  private noteDocument(document: DocumentRecord): void {
    const known = this.latestDocument.get(document.orderGuid);
    if (!known || document.uploadedAt > known.uploadedAt) this.latestDocument.set(document.orderGuid, document);
  }

  private rowOf(order: Order): Row {
    const latest = this.latestDocument.get(order.id);
    return rowOf(order, latest && latest.tenantId === order.tenantId ? latest.name : undefined);
  }

  private comparer(entry: Sorted): (a: Row, b: Row) => number {
    const { sort, direction } = entry;
    return (a, b) => direction * FILE_ORDER.compare(String(a.item[sort] ?? ''), String(b.item[sort] ?? '')) || (a.item.orderGuid < b.item.orderGuid ? -1 : a.item.orderGuid > b.item.orderGuid ? 1 : 0);
  }

  private changed(collection: string, before: unknown, after: unknown): void {
    if (this.builtAt !== this.store.resets || this.sorted.size === 0) return;
    let orderGuid: string;
    if (collection === 'documents') {
      const document = (after ?? before) as DocumentRecord;
      orderGuid = document.orderGuid;
      if (after) this.noteDocument(after as DocumentRecord);
      // A document removed (or taken back) may have been the newest: look again for this order.
      else if (this.latestDocument.get(orderGuid)?.id === (before as DocumentRecord).id) {
        this.latestDocument.delete(orderGuid);
        for (const other of this.store.values('documents')) if (other.orderGuid === orderGuid) this.noteDocument(other);
      }
    } else {
      orderGuid = ((after ?? before) as Order).id;
    }
    const was = collection === 'orders' ? (before as Order | undefined) : this.store.get('orders', orderGuid);
    const now = this.store.get('orders', orderGuid);
    for (const entry of this.sorted.values()) {
      if (was && was.tenantId === entry.tenantId) this.remove(entry, orderGuid);
      if (now && now.tenantId === entry.tenantId) this.insert(entry, this.rowOf(now));
    }
  }

  private remove(entry: Sorted, orderGuid: string): void {
    const at = entry.rows.findIndex((row) => row.item.orderGuid === orderGuid);
    if (at >= 0) entry.rows.splice(at, 1);
  }

  private insert(entry: Sorted, row: Row): void {
    const compare = this.comparer(entry);
    let low = 0;
    let high = entry.rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(entry.rows[middle] as Row, row) <= 0) low = middle + 1;
      else high = middle;
    }
    entry.rows.splice(low, 0, row);
  }
}

const indexes = new WeakMap<Store, FileListIndex>();

/** The one file-list index of a store. */
export function fileListIndexOf(store: Store): FileListIndex {
  let index = indexes.get(store);
  if (!index) {
    index = new FileListIndex(store);
    indexes.set(store, index);
  }
  return index;
}
