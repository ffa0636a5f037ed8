import { format, parseISO } from 'date-fns';
import type { ChecklistItem, DueAnchor } from './checklist-api.ts';

/** A calendar day as the lists show it: "Tue, Dec 15" (the year when it is not this one's). */
export function shortDate(day: string, thisYear = new Date().getFullYear()): string {
  const date = parseISO(day);
  return format(date, date.getFullYear() === thisYear ? 'EEE, MMM d' : 'EEE, MMM d, yyyy');
}

/** Whether an open item is past its due date on the agent's `today` (YYYY-MM-DD). */
export function isOverdue(item: Pick<ChecklistItem, 'status' | 'due'>, today: string): boolean {
  return item.status === 'open' && item.due !== null && item.due < today;
}

const ANCHOR_NAMES: Record<DueAnchor, string> = { opened: 'the file is opened', closing: 'closing', disbursement: 'disbursement' };

/** How a due rule reads: "3 business days before closing", "on the disbursement date". */
export function ruleText(rule: { anchor: DueAnchor; businessDays: number }): string {
  if (rule.businessDays === 0) return rule.anchor === 'opened' ? 'the day the file is opened' : `on the ${rule.anchor} date`;
  const days = Math.abs(rule.businessDays);
  return `${days} business day${days === 1 ? '' : 's'} ${rule.businessDays < 0 ? 'before' : 'after'} ${ANCHOR_NAMES[rule.anchor]}`;
}

/** An item's due date as its row says it. */
export function dueText(item: Pick<ChecklistItem, 'due' | 'dueRule'>): string {
  if (item.due) return `Due ${shortDate(item.due)}`;
  return item.dueRule ? `No date yet: due ${ruleText(item.dueRule)}` : 'No due date';
}
