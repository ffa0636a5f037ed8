import type { Observable } from 'rxjs';
import type { Endpoints } from '../config/endpoints.ts';
import type { HttpClient } from '../lib/http/client.ts';
import { eventStream, type StreamEvent } from '../lib/http/event-stream.ts';
import type { FileSection, HistoryEntry, Presence } from './history-entry.ts';

export interface HistoryFilters {
  person: string | null;
  section: FileSection | null;
}

export interface HistoryPage {
  entries: HistoryEntry[];
  total: number;
  people: { userId: string; name: string }[];
}

export interface ActivityApi {
  history(orderGuid: string, filters: HistoryFilters, start: number, end: number): Observable<{ result: HistoryPage }>;
  historyCsv(orderGuid: string, filters: HistoryFilters): Observable<Blob>;
  recent(limit: number): Observable<{ result: { entries: HistoryEntry[] } }>;
  setPresence(orderGuid: string, presence: { tab: string; state: Presence['state']; field: string | null }): Observable<unknown>;
  /** `keepalive`: sent even while the page is being closed. */
  clearPresence(orderGuid: string, tab: string, keepalive?: boolean): Observable<unknown>;
  /** The agency's live feed (Server-Sent Events), resumed after `lastEventId`. */
  events(lastEventId: string | null): Observable<StreamEvent>;
}

function query(filters: HistoryFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (filters.person !== null) params.set('person', filters.person);
  if (filters.section !== null) params.set('section', filters.section);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createActivityApi(http: HttpClient, endpoints: Endpoints): ActivityApi {
  return {
    history: (orderGuid, filters, start, end) =>
      http.get(endpoints.url('orderHistory', { orderGuid }, query(filters, { _start: String(start), _end: String(end) }))),
    historyCsv: (orderGuid, filters) => http.get<Blob>(endpoints.url('orderHistoryCsv', { orderGuid }, query(filters)), { responseType: 'blob' }),
    recent: (limit) => http.get(endpoints.url('activity', {}, `?_limit=${limit}`)),
    setPresence: (orderGuid, presence) => http.put(endpoints.url('orderPresence', { orderGuid }), presence),
    clearPresence: (orderGuid, tab, keepalive = false) => http.delete(endpoints.url('orderPresence', { orderGuid }, `?tab=${encodeURIComponent(tab)}`), { keepalive }),
    events: (lastEventId) => {
      const url = endpoints.url('events');
      return eventStream({ url, headers: http.headers(url), lastEventId });
    },
  };
}
