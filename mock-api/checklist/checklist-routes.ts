import { Router, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { newTaskSchema, taskPatchSchema, type TaskPatch } from '../../src/checklist/checklist-schemas.ts';
import { callerOf, type ApiContext } from '../auth/context.ts';
import { ownOrder as ownOrderOf } from '../domain/own-order.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { actorOf, channelOf, historyOf } from '../history/actor.ts';
import type { ChangeNote } from '../history/file-history.ts';
import { ApiError, handle, notFound, validateBody, validationFailure } from '../http/api-errors.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import { checkVersion, versionTag } from '../http/versions.ts';
import type { FieldChange, Order, TaskRecord, User } from '../store/model.ts';
import { UNPRINTABLE } from '../http/unprintable.ts';
import { blankTask, checklistsOf } from './checklists.ts';
import { assignablePeople } from './people.ts';
import { taskView } from './task-view.ts';
import { payeesOf } from '../payees/payees.ts';
import { unverifiedWires } from '../payees/payee-view.ts';

/**
 * Titles and what an item waits on are one line of text: no control characters, no direction
 * overrides or invisible characters that make it read otherwise than it is stored. A note keeps
 * its line breaks and nothing else of the kind.
 */
function refuseUnprintable(fields: { title: string; waitingOn: string; note: string }): void {
  const problems = [
    ...(UNPRINTABLE.test(fields.title) ? [{ Type: 'Title', Message: 'Use visible characters only: no control characters, direction marks or invisible ones.' }] : []),
    ...(UNPRINTABLE.test(fields.waitingOn) ? [{ Type: 'WaitingOn', Message: 'Use visible characters only.' }] : []),
    ...(UNPRINTABLE.test(fields.note.replace(/\r?\n/g, ' ')) ? [{ Type: 'Note', Message: 'Use visible characters and line breaks only.' }] : []),
  ];
  if (problems.length > 0) throw validationFailure(problems);
}

/** Items a file's checklist holds at most: every list a client can grow is bounded. */
export const MAX_TASKS_PER_FILE = 200;

/**
 * A file's checklist (docs/api.md#checklists): its items, a new item, and each change to one
 * (tick, reopen, assign, reschedule, waiting on, note, title), each a history entry that reaches
 * colleagues through the live feed.
 */
export function checklistRoutes(context: ApiContext): Router {
  const { store } = context;
  const history = historyOf(store);
  const checklists = checklistsOf(store);
  const router = Router();
  const authenticated = requireAuth(context);

  const ownOrder = (tenantId: number, orderGuid: string): Order => ownOrderOf(store, tenantId, orderGuid);
  const ownTask = (order: Order, taskId: string): TaskRecord => {
    const task = store.get('tasks', taskId);
    if (!task || task.orderGuid !== order.id || task.tenantId !== order.tenantId) throw notFound('There is no such checklist item on this file.');
    return task;
  };
  /** A person of the caller's agency who can be given work; anyone else is refused by name of the field. */
  const colleague = (tenantId: number, userId: string): User => {
    const user = store.get('users', userId);
    if (!user || user.tenantId !== tenantId) throw validationFailure([{ Type: 'AssigneeId', Message: 'Choose a person of your agency.' }]);
    if (user.deactivatedAt) throw validationFailure([{ Type: 'AssigneeId', Message: `${user.firstName} ${user.lastName} is deactivated: choose someone who works here.` }]);
    if (user.invitedAt && !user.passwordHash) throw validationFailure([{ Type: 'AssigneeId', Message: `${user.firstName} ${user.lastName} has not accepted the invitation yet.` }]);
    return user;
  };
  const note = (req: Request, res: Response, order: Order, action: string, summary: string, changes: FieldChange[]): ChangeNote => ({
    tenantId: order.tenantId,
    orderGuid: order.id,
    actor: actorOf(store, callerOf(res)),
    ...channelOf(req),
    section: 'checklist',
    action,
    summary,
    changes,
  });

  router.get('/orders/:orderGuid/checklist', authenticated, (req, res) => {
    const order = ownOrder(callerOf(res).tenantId, String(req.params.orderGuid));
    const items = checklists.forOrder(order.id);
    const milestones = items.filter((item) => item.milestone);
    res.json({
      result: {
        items: items.map(taskView),
        milestones: { done: milestones.filter((item) => item.status === 'done').length, total: milestones.length },
        people: assignablePeople(store, order.tenantId),
      },
    });
  });

  router.post(
    '/orders/:orderGuid/checklist',
    authenticated,
    handle(async (req, res) => {
      const { tenantId } = callerOf(res);
      const order = ownOrder(tenantId, String(req.params.orderGuid));
      const body = validateBody(newTaskSchema, req.body);
      refuseUnprintable({ title: body.title, waitingOn: body.waitingOn ?? '', note: body.note ?? '' });
      const items = checklists.forOrder(order.id);
      if (items.length >= MAX_TASKS_PER_FILE) throw validationFailure([{ Type: 'Checklist', Message: `A file's checklist has ${MAX_TASKS_PER_FILE} items at most.` }]);
      const assignee = body.assigneeId ? colleague(tenantId, body.assigneeId) : null;
      const now = new Date().toISOString();
      const task: TaskRecord = {
        ...blankTask(order, String(order.baseOrderDetail.fileNumber ?? ''), now),
        id: randomUUID(),
        title: body.title.trim(),
        position: Math.max(-1, ...items.map((item) => item.position)) + 1,
        assigneeId: assignee?.id ?? null,
        assignee: assignee?.email ?? null,
        due: body.due ?? null,
        waitingOn: (body.waitingOn ?? '').trim(),
        note: body.note ?? '',
      };
      await history.record([note(req, res, order, 'added', `added checklist item "${task.title}"`, [{ path: `checklist/${task.id}`, label: task.title, before: null, after: 'open' }])], [{ collection: 'tasks', put: task }]);
      checklists.track([task]);
      res.status(201).set('ETag', versionTag(task.version)).json({ result: taskView(task) });
    }),
  );
  router.all('/orders/:orderGuid/checklist', methodNotAllowed('GET', 'POST'));

  router.patch(
    '/orders/:orderGuid/checklist/:taskId',
    authenticated,
    handle(async (req, res) => {
      const { tenantId } = callerOf(res);
      const order = ownOrder(tenantId, String(req.params.orderGuid));
      const task = ownTask(order, String(req.params.taskId));
      const patch = validateBody(taskPatchSchema, req.body);
      refuseUnprintable({ title: patch.title ?? '', waitingOn: patch.waitingOn ?? '', note: patch.note ?? '' });
      if (patch.title !== undefined && task.requirement) throw validationFailure([{ Type: 'Title', Message: "A curative item reads as its requirement: change the requirement's text on the commitment." }]);
      if (Object.keys(patch).length === 0) throw validationFailure([{ Type: 'Body', Message: 'Send what changes: status, assigneeId, due, waitingOn, note or title.' }]);
      // A tick built on an older read is refused with what is stored now (the app shows both).
      checkVersion(req.get('if-match'), task.version, taskView(task), { required: false });
      // Disbursement waits for every wire on the file to be verified (docs/payees.md).
      if (patch.status === 'done' && task.status === 'open' && task.disbursement) {
        const waiting = unverifiedWires(payeesOf(store).forOrder(order.id));
        if (waiting.length > 0) {
          const names = waiting.map((payee) => `${payee.name} (${payee.role})`).join(', ');
          throw new ApiError(409, { message: `Disbursement waits for verified wire instructions: ${names} ${waiting.length === 1 ? 'is' : 'are'} not verified yet.` });
        }
      }
      const assignee = patch.assigneeId === undefined ? undefined : patch.assigneeId === null ? null : colleague(tenantId, patch.assigneeId);
      const actor = actorOf(store, callerOf(res));
      const now = new Date().toISOString();
      const next = applyPatch(task, patch, assignee, actor, now);
      const { summary, changes } = describe(task, next, store);
      if (changes.length === 0) {
        res.status(200).set('ETag', versionTag(task.version)).json({ result: taskView(task) });
        return;
      }
      await history.record([note(req, res, order, summary.action, summary.text, changes)], [{ collection: 'tasks', put: next }]);
      checklists.track([next]);
      res.status(200).set('ETag', versionTag(next.version)).json({ result: taskView(next) });
    }),
  );

  router.delete(
    '/orders/:orderGuid/checklist/:taskId',
    authenticated,
    handle(async (req, res) => {
      const { tenantId } = callerOf(res);
      const order = ownOrder(tenantId, String(req.params.orderGuid));
      const task = ownTask(order, String(req.params.taskId));
      if (task.requirement) throw new ApiError(409, { message: 'This item stands for a B-I requirement: remove the requirement from the commitment instead.' });
      if (task.templateKey) throw new ApiError(409, { message: "This item is a step of the agency's checklist: mark it done, or leave it open, rather than remove it." });
      await history.record([note(req, res, order, 'removed', `removed checklist item "${task.title}"`, [{ path: `checklist/${task.id}`, label: task.title, before: task.status, after: null }])], [{ collection: 'tasks', delete: task.id }]);
      checklists.track([task]);
      res.status(204).end();
    }),
  );
  router.all('/orders/:orderGuid/checklist/:taskId', methodNotAllowed('PATCH', 'DELETE'));
  return router;
}

function applyPatch(task: TaskRecord, patch: TaskPatch, assignee: User | null | undefined, actor: { userId: string | null; name: string }, now: string): TaskRecord {
  const next: TaskRecord = { ...task, updatedAt: now, version: task.version + 1 };
  if (patch.title !== undefined && !task.requirement) next.title = patch.title.trim();
  if (patch.note !== undefined) next.note = patch.note;
  if (patch.waitingOn !== undefined) next.waitingOn = patch.waitingOn.trim();
  // A date given by hand is fixed: it no longer follows the file's dates.
  if (patch.due !== undefined) Object.assign(next, { due: patch.due, dueRule: null });
  if (assignee !== undefined) Object.assign(next, { assigneeId: assignee?.id ?? null, assignee: assignee?.email ?? null });
  if (patch.status === 'done' && task.status === 'open') Object.assign(next, { status: 'done', doneBy: actor.name, doneById: actor.userId, doneAt: now });
  if (patch.status === 'open' && task.status === 'done') Object.assign(next, { status: 'open', doneBy: null, doneById: null, doneAt: null });
  return next;
}

const nameOf = (store: ApiContext['store'], userId: string | null) => {
  const user = userId ? store.get('users', userId) : undefined;
  return user ? `${user.firstName} ${user.lastName}`.trim() : 'nobody';
};

/** What a change did, as the history reads it: one line, and each value before and after. */
function describe(before: TaskRecord, after: TaskRecord, store: ApiContext['store']): { summary: { action: string; text: string }; changes: FieldChange[] } {
  const changes: FieldChange[] = [];
  const path = (field: string) => `checklist/${before.id}/${field}`;
  const label = (what: string) => `${before.title}: ${what}`;
  if (before.status !== after.status) changes.push({ path: path('status'), label: label('status'), before: before.status, after: after.status });
  if (before.assigneeId !== after.assigneeId) changes.push({ path: path('assignee'), label: label('assigned to'), before: nameOf(store, before.assigneeId), after: nameOf(store, after.assigneeId) });
  if (before.due !== after.due || (before.dueRule !== null) !== (after.dueRule !== null)) changes.push({ path: path('due'), label: label('due'), before: before.due, after: after.due });
  if (before.waitingOn !== after.waitingOn) changes.push({ path: path('waitingOn'), label: label('waiting on'), before: before.waitingOn, after: after.waitingOn });
  if (before.note !== after.note) changes.push({ path: path('note'), label: label('note'), before: before.note, after: after.note });
  if (before.title !== after.title) changes.push({ path: path('title'), label: label('title'), before: before.title, after: after.title });
  const quoted = `"${after.title}"`;
  const first = changes[0]?.path.split('/').at(-1);
  const summary =
    changes.length !== 1
      ? { action: 'changed', text: `changed checklist item ${quoted}` }
      : first === 'status'
        ? after.status === 'done'
          ? { action: 'completed', text: `completed ${quoted}` }
          : { action: 'reopened', text: `reopened ${quoted}` }
        : first === 'assignee'
          ? { action: 'assigned', text: `assigned ${quoted} to ${nameOf(store, after.assigneeId)}` }
          : first === 'due'
            ? { action: 'rescheduled', text: `moved ${quoted} to ${after.due ?? 'no date'}` }
            : { action: 'changed', text: `changed the ${first === 'waitingOn' ? 'waiting on' : first} of ${quoted}` };
  return { summary, changes };
}
