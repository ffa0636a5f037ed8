import type { Observable } from 'rxjs';
import type { Endpoints } from '../config/endpoints.ts';
import type { FileListItem } from '../lib/file-list-item.ts';
import type { HttpClient } from '../lib/http/client.ts';
import type { OrderDetail } from './order-schemas.ts';

export type { FileListItem } from '../lib/file-list-item.ts';

export type SortField = 'fileNumber' | 'docName' | 'address' | 'cashClosing' | 'transactionType' | 'closingDate' | 'createdAt' | 'nextDue';
/** Files whose next step is overdue, or due by Sunday ('' for every file). */
export type NextFilter = '' | 'overdue' | 'week';

export interface FilesQuery {
  q: string;
  next?: NextFilter;
  /** The agent's calendar day, which "overdue" and "this week" count from. */
  today?: string;
  sort: SortField;
  direction: 'asc' | 'desc';
  start: number;
  end: number;
}

export interface Order {
  id: string;
  createdAt: string;
  updatedAt: string;
  baseOrderDetail: OrderDetail;
}

export interface PatchOperation {
  op: 'replace' | 'add' | 'remove' | 'test';
  path: string;
  value?: unknown;
}

export interface OrderDocument {
  id: string;
  orderGuid: string;
  name: string;
  size: number;
  contentType: string;
  uploadedAt: string;
}

export interface OrdersApi {
  files(query: FilesQuery): Observable<{ result: { files: FileListItem[]; total: number } }>;
  createOrder(detail: OrderDetail): Observable<{ result: { isSuccess: boolean; message: string; orderId: string } }>;
  order(orderGuid: string): Observable<{ result: Order }>;
  patchOrder(orderGuid: string, operations: PatchOperation[]): Observable<null>;
  documents(orderGuid: string): Observable<{ result: OrderDocument[] }>;
  uploadDocument(orderGuid: string, file: File): Observable<{ result: { id: string } }>;
  documentContent(documentId: string): Observable<Blob>;
}

export function createOrdersApi(http: HttpClient, endpoints: Endpoints): OrdersApi {
  return {
    files: ({ q, sort, direction, start, end, next, today }) => {
      const params = new URLSearchParams({ q, _sort: sort, _order: direction, _start: String(start), _end: String(end) });
      if (next) params.set('next', next);
      if (today && (next || sort === 'nextDue')) params.set('today', today);
      return http.get(`${endpoints.url('files')}?${params.toString()}`);
    },
    createOrder: (detail) => http.post(endpoints.url('files'), detail),
    order: (orderGuid) => http.get(endpoints.url('orders', {}, `/${encodeURIComponent(orderGuid)}`)),
    patchOrder: (orderGuid, operations) =>
      http.patch(endpoints.url('orders', {}, `/${encodeURIComponent(orderGuid)}`), operations, {
        headers: { 'Content-Type': 'application/json-patch+json' },
      }),
    documents: (orderGuid) => http.get(`${endpoints.url('documents')}?orderGuid=${encodeURIComponent(orderGuid)}`),
    uploadDocument: (orderGuid, file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return http.post(`${endpoints.url('documents')}?orderGuid=${encodeURIComponent(orderGuid)}`, undefined, { rawBody: form });
    },
    documentContent: (documentId) =>
      http.get(endpoints.url('documents', {}, `/${encodeURIComponent(documentId)}/content`), { responseType: 'blob' }),
  };
}
