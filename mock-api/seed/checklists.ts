import { defaultTemplate } from '../checklist/default-templates.ts';
import { dueFrom, today as todayOf } from '../checklist/due-dates.ts';
import type { Order, TaskRecord, TemplateItem } from '../store/model.ts';

/** Who a seeded file's items go to: the agency's active people (their id, e-mail and name). */
export interface SeedPerson {
  id: string;
  email: string;
  name: string;
}

/** A number from 0 to 1 from a text: the same file and item, the same outcome on every run. */
function chance(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return (hash >>> 0) / 4294967296;
}

/**
 * A seeded file's checklist as an agency's would look on a working day: the default template's
 * items for its transaction type, shared among the agency's people (a file's items mostly with one
 * person); items due a month ago or more done (by whoever had them, on their due date), of those
 * due since then about one in six still open and so overdue; later ones open. Deterministic for a
 * file and a day.
 */
export function seededChecklist(order: Order, people: readonly SeedPerson[], now = new Date(), templates: (type: string) => TemplateItem[] = defaultTemplate): TaskRecord[] {
  const detail = order.baseOrderDetail;
  const financed = detail.cashClosing !== 'Cash';
  const fileNumber = String(detail.fileNumber ?? '');
  const today = todayOf(now);
  const monthAgo = todayOf(new Date(now.getTime() - 30 * 86_400_000));
  const steps = templates(String(detail.transactionType ?? '')).filter((step) => financed || !step.financedOnly);
  const owner = people.length > 0 ? people[Math.floor(chance(order.id) * people.length)] : undefined;
  return steps.map((step, position) => {
    const key = `${order.id}-t${position}`;
    const due = dueFrom(step.due, order);
    // One item in ten goes to a colleague of the file's owner.
    const person = people.length > 1 && chance(`${key}:who`) < 0.1 ? people[(people.indexOf(owner!) + 1) % people.length] : owner;
    // A step a month past is long done; of the recent ones, about one in six is still open.
    const done = due !== null && due < today && (due < monthAgo || chance(`${key}:done`) > 0.16);
    const doneAt = done ? `${due}T16:00:00.000Z` : null;
    return {
      id: key,
      tenantId: order.tenantId,
      orderGuid: order.id,
      fileNumber,
      title: step.title,
      position,
      assigneeId: person?.id ?? null,
      assignee: person?.email ?? null,
      due,
      dueRule: step.due,
      waitingOn: step.waitingOn,
      status: done ? 'done' : 'open',
      doneBy: done ? (person?.name ?? null) : null,
      doneById: done ? (person?.id ?? null) : null,
      doneAt,
      note: '',
      milestone: step.milestone,
      templateKey: step.key,
      requirement: null,
      disbursement: step.disbursement === true,
      createdAt: order.createdAt,
      updatedAt: doneAt ?? order.createdAt,
      version: done ? 1 : 0,
    };
  });
}
