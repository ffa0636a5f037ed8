import { Router } from 'express';
import { callerOf, type ApiContext } from '../auth/context.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { actorOf, channelOf, historyOf } from '../history/actor.ts';
import type { ChangeNote } from '../history/file-history.ts';
import { ApiError, handle, validationFailure, type ExceptionEntry } from '../http/api-errors.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import { queryText } from '../http/query-text.ts';
import type { TaskRecord } from '../store/model.ts';
import { roleOf } from '../team/roles.ts';
import { checklistsOf } from './checklists.ts';
import { firstByDue } from './first-by-due.ts';
import { GROUPS, groupOf, today as serverToday, type Group } from './due-dates.ts';
import { assignablePeople } from './people.ts';
import { isRealDay } from '../../src/checklist/checklist-schemas.ts';
import { taskView } from './task-view.ts';

/** Items a group answers at most (its count says how many there are; filters find the rest). */
export const MY_WORK_PAGE = 200;
/** Items one reassignment moves at most. */
export const MAX_REASSIGN = 5_000;

/**
 * My work (docs/api.md#my-work): a person's open checklist items across every file of the agency,
 * grouped by when they are due; an administrator reads anyone's and reassigns them.
 */
export function myWorkRoutes(context: ApiContext): Router {
  const { store } = context;
  const history = historyOf(store);
  const checklists = checklistsOf(store);
  const router = Router();
  const authenticated = requireAuth(context);
  const isAdmin = (userId: string) => {
    const user = store.get('users', userId);
    return user !== undefined && roleOf(store, user) === 'admin';
  };
  const personOf = (tenantId: number, userId: string, field: string) => {
    const user = store.get('users', userId);
    if (!user || user.tenantId !== tenantId) throw validationFailure([{ Type: field, Message: 'There is no such person in your agency.' }]);
    return user;
  };

  router.get('/my-work', authenticated, (req, res) => {
    const caller = callerOf(res);
    const problems: ExceptionEntry[] = [];
    const person = queryText(req, 'person', problems) ?? caller.userId;
    const file = queryText(req, 'file', problems)?.trim().toLowerCase();
    const waitingOn = queryText(req, 'waitingOn', problems)?.trim().toLowerCase();
    // The agent's own calendar day (the app sends it): within a day of the server's, either way.
    const day = queryText(req, 'today', problems) ?? serverToday();
    const around = serverToday();
    if (!isRealDay(day) || Math.abs(Date.parse(day) - Date.parse(around)) > 86_400_000) {
      problems.push({ Type: 'Today', Message: `today is the agent's calendar day, YYYY-MM-DD, within a day of ${around}.` });
    }
    if (problems.length > 0) throw validationFailure(problems);
    if (person !== caller.userId && !isAdmin(caller.userId)) throw new ApiError(403, { message: "Only an administrator can look at a colleague's work." });
    const user = personOf(caller.tenantId, person, 'Person');
    const open = checklists.openFor(caller.tenantId, user.id);
    const matching = open.filter((task) => (!file || task.fileNumber.toLowerCase() === file) && (!waitingOn || task.waitingOn.toLowerCase() === waitingOn));
    const groups: Record<Group, TaskRecord[]> = { overdue: [], today: [], thisWeek: [], later: [] };
    for (const task of matching) groups[groupOf(task.due, day)].push(task);
    // Each group's first items by due date, without sorting a whole group of thousands.
    const firstOf = (group: Group) => firstByDue(groups[group], MY_WORK_PAGE);
    res.json({
      result: {
        person: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
        today: day,
        counts: Object.fromEntries(GROUPS.map((group) => [group, groups[group].length])),
        total: open.length,
        groups: Object.fromEntries(GROUPS.map((group) => [group, firstOf(group).map(taskView)])),
        // An administrator picks whose work to see and whom to hand it to; an agent sees only theirs.
        people: isAdmin(caller.userId) ? assignablePeople(store, caller.tenantId) : [],
      },
    });
  });
  router.all('/my-work', methodNotAllowed('GET'));

  /** An administrator hands a person's open items to someone else: the ones named, or all of them. */
  router.post(
    '/my-work/reassign',
    authenticated,
    handle(async (req, res) => {
      const caller = callerOf(res);
      if (!isAdmin(caller.userId)) throw new ApiError(403, { message: "Only an administrator can reassign a colleague's work." });
      const body = (req.body ?? {}) as { from?: unknown; to?: unknown; taskIds?: unknown };
      const problems: ExceptionEntry[] = [];
      if (typeof body.from !== 'string') problems.push({ Type: 'From', Message: 'Name whose work moves (from: their id).' });
      if (body.to !== null && typeof body.to !== 'string') problems.push({ Type: 'To', Message: 'Name who takes it (to: their id, or null for nobody).' });
      const ids = body.taskIds;
      if (ids !== undefined && (!Array.isArray(ids) || ids.length > MAX_REASSIGN || ids.some((id) => typeof id !== 'string'))) {
        problems.push({ Type: 'TaskIds', Message: `taskIds is a list of at most ${MAX_REASSIGN} item ids; leave it out to move every open item.` });
      }
      if (problems.length > 0) throw validationFailure(problems);
      const from = personOf(caller.tenantId, body.from as string, 'From');
      const to = body.to === null ? null : personOf(caller.tenantId, body.to as string, 'To');
      if (to?.id === from.id) throw validationFailure([{ Type: 'To', Message: 'Choose someone else: the work is already theirs.' }]);
      if (to?.invitedAt && !to.passwordHash) throw validationFailure([{ Type: 'To', Message: `${to.firstName} ${to.lastName} has not accepted the invitation yet.` }]);
      if (to?.deactivatedAt) throw validationFailure([{ Type: 'To', Message: `${to.firstName} ${to.lastName} is deactivated: choose someone who works here.` }]);
      const wanted = ids ? new Set(ids as string[]) : null;
      const moving = checklists.openFor(caller.tenantId, from.id).filter((task) => !wanted || wanted.has(task.id)).slice(0, MAX_REASSIGN);
      const now = new Date().toISOString();
      const moved = moving.map((task) => ({ ...task, assigneeId: to?.id ?? null, assignee: to?.email ?? null, updatedAt: now, version: task.version + 1 }));
      const actor = actorOf(store, caller);
      const fromName = `${from.firstName} ${from.lastName}`.trim();
      const toName = to ? `${to.firstName} ${to.lastName}`.trim() : 'nobody';
      // One history entry per file, naming each item that moved.
      const byFile = new Map<string, TaskRecord[]>();
      for (const task of moved) byFile.set(task.orderGuid, [...(byFile.get(task.orderGuid) ?? []), task]);
      const notes: ChangeNote[] = [...byFile].map(([orderGuid, tasks]) => ({
        tenantId: caller.tenantId,
        orderGuid,
        actor,
        ...channelOf(req),
        section: 'checklist',
        action: 'assigned',
        summary: `reassigned ${tasks.length === 1 ? `"${tasks[0]?.title}"` : `${tasks.length} checklist items`} from ${fromName} to ${toName}`,
        changes: tasks.map((task) => ({ path: `checklist/${task.id}/assignee`, label: `${task.title}: assigned to`, before: fromName, after: toName })),
      }));
      await history.record(notes, moved.map((task) => ({ collection: 'tasks' as const, put: task })));
      checklists.track(moved);
      res.json({ result: { moved: moved.length } });
    }),
  );
  router.all('/my-work/reassign', methodNotAllowed('POST'));
  return router;
}
