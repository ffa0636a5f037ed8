// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import type { Observable } from 'rxjs';
import type { Endpoints } from '../config/endpoints.ts';
import type { FileListItem } from '../lib/file-list-item.ts';
import type { HttpClient } from '../lib/http/client.ts';

export type RecentFile = FileListItem;

export interface DashboardSummary {
  today: string;
  openFiles: number;
  openFilesByTransactionType: { transactionType: string; count: number }[];
  closingsThisWeek: number;
  closingsNext30Days: number;
  closingsPerWeek: { weekStart: string; count: number }[];
  recentFiles: RecentFile[];
  /** The signed-in person's open checklist items by when they are due (My work's groups). */
  myWork?: { overdue: number; today: number; thisWeek: number };
}

export interface DashboardApi {
  summary(): Observable<{ result: DashboardSummary }>;
}

export function createDashboardApi(http: HttpClient, endpoints: Endpoints): DashboardApi {
  return { summary: () => http.get(endpoints.url('dashboard')) };
}
