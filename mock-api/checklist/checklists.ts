import { randomUUID } from 'node:crypto';
import type { Actor } from '../history/file-history.ts';
import type { ChecklistTemplateRecord, Order, ScheduleBItem, TaskRecord, TemplateItem, User } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import { activeAdmins } from '../team/roles.ts';
import { defaultTemplate } from './default-templates.ts';
import { waitingOnFor } from './curative-waiting-on.ts';
import { anchorDay, dueFrom, today } from './due-dates.ts';

/** The next open item of a file, for the file list's "Next step". */
export interface NextStep {
  title: string;
  due: string | null;
}

/** How the open items of a list sort: dated first by date, then undated, each in checklist order. */
export function byDue(a: TaskRecord, b: TaskRecord): number {
  if (a.due !== b.due) return a.due === null ? 1 : b.due === null ? -1 : a.due < b.due ? -1 : 1;
  return a.fileNumber === b.fileNumber ? a.position - b.position : a.fileNumber < b.fileNumber ? -1 : 1;
}

export const templateId = (tenantId: number, transactionType: string) => `${tenantId}:${transactionType}`;

/**
 * Every file's checklist (docs/checklists.md), on the store's `tasks` collection, with the indexes
 * the screens read: a file's items, a person's items across files (My work) and each file's next
 * step. Indexes only ever gain ids on a write; a read checks each record is still there and still
 * fits (a write the disk refused is taken back by the store), so they never show what is not stored.
 */
export class Checklists {
  private byOrder = new Map<string, Set<string>>();
  private byAssignee = new Map<string, Set<string>>();
  private nextSteps = new Map<string, NextStep | null>();
  private indexedReset = -1;
  private readonly store: Store;

  constructor(store: Store) {
    this.store = store;
    this.reindexIfReset();
  }

  private reindexIfReset(): void {
    if (this.indexedReset === this.store.resets) return;
    this.indexedReset = this.store.resets;
    this.byOrder = new Map();
    this.byAssignee = new Map();
    this.nextSteps = new Map();
    for (const task of this.store.values('tasks')) this.index(task);
  }

  private index(task: TaskRecord): void {
    add(this.byOrder, task.orderGuid, task.id);
    if (task.assigneeId) add(this.byAssignee, task.assigneeId, task.id);
  }

  /** Tells the indexes about items just written (put) or removed. */
  track(tasks: readonly TaskRecord[]): void {
    this.reindexIfReset();
    for (const task of tasks) {
      this.index(task);
      this.nextSteps.delete(task.orderGuid);
    }
  }

  forOrder(orderGuid: string): TaskRecord[] {
    this.reindexIfReset();
    const tasks: TaskRecord[] = [];
    for (const id of this.byOrder.get(orderGuid) ?? []) {
      const task = this.store.get('tasks', id);
      if (task && task.orderGuid === orderGuid) tasks.push(task);
    }
    return tasks.sort((a, b) => a.position - b.position);
  }

  /** A person's open items across every file of their agency, in no particular order. */
  openFor(tenantId: number, userId: string): TaskRecord[] {
    this.reindexIfReset();
    const ids = this.byAssignee.get(userId);
    if (!ids) return [];
    const tasks: TaskRecord[] = [];
    const stale: string[] = [];
    for (const id of ids) {
      const task = this.store.get('tasks', id);
      if (!task || task.assigneeId !== userId) stale.push(id);
      else if (task.tenantId === tenantId && task.status === 'open') tasks.push(task);
    }
    for (const id of stale) ids.delete(id);
    return tasks;
  }

  nextStep(orderGuid: string): NextStep | null {
    this.reindexIfReset();
    if (this.nextSteps.has(orderGuid)) return this.nextSteps.get(orderGuid) ?? null;
    const open = this.forOrder(orderGuid).filter((task) => task.status === 'open');
    const next = open.sort(byDue)[0];
    const step = next ? { title: next.title, due: next.due } : null;
    this.nextSteps.set(orderGuid, step);
    return step;
  }

  /** The agency's template for a transaction type: its own edits, or the default. */
  template(tenantId: number, transactionType: string): TemplateItem[] {
    return this.store.get('checklistTemplates', templateId(tenantId, transactionType))?.items ?? defaultTemplate(transactionType);
  }

  templateRecord(tenantId: number, transactionType: string): ChecklistTemplateRecord | undefined {
    return this.store.get('checklistTemplates', templateId(tenantId, transactionType));
  }

  /** The checklist of a file being opened, from its agency's template for its transaction type. */
  newChecklist(order: Order, opener: Actor, now = new Date().toISOString()): TaskRecord[] {
    const detail = order.baseOrderDetail;
    const financed = detail.cashClosing !== 'Cash';
    const fileNumber = String(detail.fileNumber ?? '');
    const items = this.template(order.tenantId, String(detail.transactionType ?? '')).filter((step) => financed || !step.financedOnly);
    return items.map((step, position) => {
      const owner = this.ownerOf(order.tenantId, step, opener);
      return {
        ...blankTask(order, fileNumber, now),
        id: randomUUID(),
        title: step.title,
        position,
        assigneeId: owner?.id ?? null,
        assignee: owner?.email ?? null,
        due: dueFrom(step.due, order),
        dueRule: step.due,
        waitingOn: step.waitingOn,
        milestone: step.milestone,
        templateKey: step.key,
        disbursement: step.disbursement === true,
      };
    });
  }

  private ownerOf(tenantId: number, step: TemplateItem, opener: Actor): User | null {
    const owner = step.owner;
    const person = (id: string | null) => {
      const user = id ? this.store.get('users', id) : undefined;
      return user && user.tenantId === tenantId && !user.deactivatedAt ? user : null;
    };
    if (owner.kind === 'opener') return person(opener.userId);
    if (owner.kind === 'person') return person(owner.userId) ?? person(opener.userId);
    if (owner.kind === 'admin') return activeAdmins(this.store, tenantId).sort((a, b) => a.email.localeCompare(b.email))[0] ?? null;
    return null;
  }

  /**
   * The open items whose due date counts from a date that changed between `before` and `after`:
   * each with its new date. Done items keep theirs; fixed dates stay.
   */
  moved(before: Order, after: Order, now = new Date().toISOString()): { tasks: TaskRecord[]; from: TaskRecord[] } {
    const changed = (['opened', 'closing', 'disbursement'] as const).filter((anchor) => anchorDay(before, anchor) !== anchorDay(after, anchor));
    if (changed.length === 0) return { tasks: [], from: [] };
    const tasks: TaskRecord[] = [];
    const from: TaskRecord[] = [];
    for (const task of this.forOrder(after.id)) {
      if (task.status !== 'open' || !task.dueRule || !changed.includes(task.dueRule.anchor)) continue;
      const due = dueFrom(task.dueRule, after);
      if (due === task.due) continue;
      from.push(task);
      tasks.push({ ...task, due, updatedAt: now, version: task.version + 1 });
    }
    return { tasks, from };
  }

  /** Each requirement's item (by code and text, then by code alone), and the curative items no requirement claims. */
  match(orderGuid: string, requirements: readonly ScheduleBItem[], before: readonly ScheduleBItem[] = []): { matchOf: (TaskRecord | undefined)[]; unused: Set<TaskRecord> } {
    const unused = new Set(this.forOrder(orderGuid).filter((task) => task.requirement !== null));
    const matchOf: (TaskRecord | undefined)[] = requirements.map((requirement) => {
      const same = [...unused].find((task) => task.requirement?.code === requirement.code && task.requirement.text === requirement.text);
      if (same) unused.delete(same);
      return same;
    });
    requirements.forEach((requirement, index) => {
      if (matchOf[index]) return;
      const sameCode = [...unused].find((task) => requirement.code !== '' && task.requirement?.code === requirement.code);
      if (sameCode) {
        unused.delete(sameCode);
        matchOf[index] = sameCode;
        return;
      }
      // A requirement without a code whose text was edited in place keeps its item (owner, note).
      const was = before[index];
      const inPlace = was ? [...unused].find((task) => task.requirement?.code === was.code && task.requirement.text === was.text) : undefined;
      if (inPlace && requirement.code === was?.code) {
        unused.delete(inPlace);
        matchOf[index] = inPlace;
      }
    });
    return { matchOf, unused };
  }

  /**
   * Curative: the file's items that stand for B-I requirements, in step with `requirements`. A
   * requirement keeps its item while its code and text stay (wherever it moves), or while its code
   * stays and its text is edited; a new one gets an item due two business days before closing; a
   * removed one takes its item with it.
   */
  curative(order: Order, requirements: readonly ScheduleBItem[], now = new Date().toISOString(), before: readonly ScheduleBItem[] = []): { put: TaskRecord[]; removed: TaskRecord[] } {
    const { matchOf, unused } = this.match(order.id, requirements, before);
    const last = Math.max(-1, ...this.forOrder(order.id).map((task) => task.position));
    const put: TaskRecord[] = [];
    const fileNumber = String(order.baseOrderDetail.fileNumber ?? '');
    let added = 0;
    requirements.forEach((requirement, index) => {
      const task = matchOf[index];
      const title = curativeTitle(requirement);
      if (task) {
        if (task.title !== title || task.requirement?.text !== requirement.text || task.requirement.code !== requirement.code) {
          put.push({ ...task, title, requirement: { code: requirement.code, text: requirement.text }, updatedAt: now, version: task.version + 1 });
        }
        return;
      }
      const rule = { anchor: 'closing' as const, businessDays: -2 };
      put.push({
        ...blankTask(order, fileNumber, now),
        id: randomUUID(),
        title,
        position: last + 1 + added++,
        due: dueFrom(rule, order),
        dueRule: rule,
        waitingOn: waitingOnFor(requirement.text),
        requirement: { code: requirement.code, text: requirement.text },
      });
    });
    return { put, removed: [...unused] };
  }
}

/** A requirement's item reads as the requirement: its code, then its text, cut to fit a line. */
export function curativeTitle(requirement: ScheduleBItem): string {
  const text = requirement.text.replace(/\s+/g, ' ').trim();
  const short = text.length > 120 ? `${text.slice(0, 119)}…` : text;
  return `Curative${requirement.code ? ` ${requirement.code}` : ''}: ${short}`;
}

/** An open item of the file with nothing set yet: every new item, from a template, a requirement or an agent, starts from it. */
export function blankTask(order: Order, fileNumber: string, now: string): Omit<TaskRecord, 'id' | 'title' | 'position'> {
  return {
    tenantId: order.tenantId,
    orderGuid: order.id,
    fileNumber,
    assigneeId: null,
    assignee: null,
    due: null,
    dueRule: null,
    waitingOn: '',
    status: 'open',
    doneBy: null,
    doneById: null,
    doneAt: null,
    note: '',
    milestone: false,
    templateKey: null,
    requirement: null,
    disbursement: false,
    createdAt: now,
    updatedAt: now,
    version: 0,
  };
}

function add(index: Map<string, Set<string>>, key: string, id: string): void {
  let ids = index.get(key);
  if (!ids) {
    ids = new Set();
    index.set(key, ids);
  }
  ids.add(id);
}

/** Whether an open item is past due on `day`. */
export const isOverdue = (task: Pick<TaskRecord, 'status' | 'due'>, day = today()) => task.status === 'open' && task.due !== null && task.due < day;

const instances = new WeakMap<Store, Checklists>();

/** The one Checklists of a store, shared by every route and tool on it. */
export function checklistsOf(store: Store): Checklists {
  let checklists = instances.get(store);
  if (!checklists) {
    checklists = new Checklists(store);
    instances.set(store, checklists);
  }
  return checklists;
}
