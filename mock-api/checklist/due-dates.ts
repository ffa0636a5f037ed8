import { addDays, format, getISODay, parseISO } from 'date-fns';
import { addBusinessDays } from './business-days.ts';
import type { DueAnchor, DueRule, Order } from '../store/model.ts';

/**
 * Due dates of checklist items: counted in business days (Monday to Friday without the federal
 * holidays, business-days.ts) from one of the file's dates. Dates are calendar dates (YYYY-MM-DD): the
 * closing date's day as the agent entered it, whatever the time zone.
 */

/** The calendar day of an ISO date or date-time, or null. */
export function dayOf(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/** The file's date an anchor names, as a day; null while the file has none. */
export function anchorDay(order: Pick<Order, 'createdAt' | 'baseOrderDetail'>, anchor: DueAnchor): string | null {
  if (anchor === 'opened') return dayOf(order.createdAt);
  if (anchor === 'closing') return dayOf(order.baseOrderDetail.closingDate);
  // Disbursement is the closing day until the file has a date of its own for it.
  return dayOf(order.baseOrderDetail.disbursementDate) ?? dayOf(order.baseOrderDetail.closingDate);
}

export function dueFrom(rule: DueRule, order: Pick<Order, 'createdAt' | 'baseOrderDetail'>): string | null {
  const from = anchorDay(order, rule.anchor);
  if (!from) return null;
  return addBusinessDays(from, rule.businessDays);
}

/** Today, as the server's calendar counts it (UTC). */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** My work's groups of open items, in the order the page shows them. */
export const GROUPS = ['overdue', 'today', 'thisWeek', 'later'] as const;
export type Group = (typeof GROUPS)[number];

/** The group of an open item on `day`: overdue, today, the rest of this week (to Sunday), later or undated. */
export function groupOf(due: string | null, day: string): Group {
  if (due === null) return 'later';
  if (due < day) return 'overdue';
  if (due === day) return 'today';
  const sunday = format(addDays(parseISO(day), 7 - getISODay(parseISO(day))), 'yyyy-MM-dd');
  return due <= sunday ? 'thisWeek' : 'later';
}

