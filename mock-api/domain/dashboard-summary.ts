import type { DashboardSummary } from '../../src/dashboard/dashboard-api.ts';
import type { FileListItem as SharedFileListItem } from '../../src/lib/file-list-item.ts';
import type { Order } from '../store/model.ts';

const DAY = 86_400_000;
export const WEEKS_IN_CHART = 8;
export const RECENT_FILES = 8;

/** The shapes the app reads (docs/behaviour.md#orders-and-the-file-list), shared so that server and app cannot drift apart. */
export type { DashboardSummary } from '../../src/dashboard/dashboard-api.ts';

/** A file list item without the dates, which the callers add where they list them. */
export type FileListItem = Omit<SharedFileListItem, 'closingDate' | 'createdAt'>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A file list item (docs/behaviour.md#orders-and-the-file-list) from an order and the name of its latest document. */
export function fileListItemOf(order: Order, docName = ''): FileListItem {
  const detail = order.baseOrderDetail;
  const address = [text(detail.address), text(detail.city), [text(detail.state), text(detail.zip)].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    id: order.id,
    orderGuid: order.id,
    fileNumber: text(detail.fileNumber),
    docName,
    address,
    cashClosing: text(detail.cashClosing),
    transactionType: text(detail.transactionType),
  };
}

/** Days since the epoch of an ISO datetime, in UTC (closing dates are calendar days at midnight UTC). */
function dayOf(iso: unknown): number | null {
  if (typeof iso !== 'string') return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : Math.floor(time / DAY);
}

const isoDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/**
 * Figures for the dashboard from a tenant's orders. A file is open until its closing date has
 * passed (the product shows no statuses); weeks start on Monday.
 */
export function summarize(orders: Iterable<Order>, now: Date, documentNames: ReadonlyMap<string, string> = new Map()): DashboardSummary {
  const today = Math.floor(now.getTime() / DAY);
  // 1970-01-01 was a Thursday: (day + 3) % 7 counts days since Monday.
  const weekStart = today - ((today + 3) % 7);
  const byType = new Map<string, number>();
  const perWeek = new Array<number>(WEEKS_IN_CHART).fill(0);
  let openFiles = 0;
  let closingsThisWeek = 0;
  let closingsNext30Days = 0;
  const recent: Order[] = [];

  for (const order of orders) {
    const closing = dayOf(order.baseOrderDetail.closingDate);
    if (closing === null || closing >= today) {
      openFiles += 1;
      const type = text(order.baseOrderDetail.transactionType) || 'Other';
      byType.set(type, (byType.get(type) ?? 0) + 1);
    }
    if (closing !== null) {
      if (closing >= weekStart && closing < weekStart + 7) closingsThisWeek += 1;
      if (closing >= today && closing < today + 30) closingsNext30Days += 1;
      const week = Math.floor((closing - weekStart) / 7);
      if (week >= 0 && week < WEEKS_IN_CHART) perWeek[week] = (perWeek[week] ?? 0) + 1;
    }
    recent.push(order);
    if (recent.length > RECENT_FILES * 4) {
      recent.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      recent.length = RECENT_FILES;
    }
  }
  recent.sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return {
    today: isoDay(today),
    openFiles,
    openFilesByTransactionType: [...byType.entries()]
      .map(([transactionType, count]) => ({ transactionType, count }))
      .sort((a, b) => b.count - a.count || a.transactionType.localeCompare(b.transactionType)),
    closingsThisWeek,
    closingsNext30Days,
    closingsPerWeek: perWeek.map((count, index) => ({ weekStart: isoDay(weekStart + index * 7), count })),
    recentFiles: recent.slice(0, RECENT_FILES).map((order) => ({
      ...fileListItemOf(order, documentNames.get(order.id)),
      closingDate: text(order.baseOrderDetail.closingDate) || null,
      createdAt: order.createdAt,
    })),
  };
}
