import { checklistsOf } from '../checklist/checklists.ts';
import { curativeSummary } from '../checklist/curative-summary.ts';
import { Router } from 'express';
import { scheduleASchema, scheduleBSchema } from '../../src/commitments/commitment-schemas.ts';
import { handle, notFound, validateBody } from '../http/api-errors.ts';
import { callerOf, type ApiContext } from '../auth/context.ts';
import type { CommitmentPart, CommitmentRecord } from '../store/model.ts';
import { checkVersion, versionTag } from '../http/versions.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { exceptionsLibrary, mortgageClauses, requirementsLibrary } from '../seed/commitment-library.ts';
import { ownersPolicyTypes } from '../seed/reference-data.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import { actorOf, channelOf, historyOf } from '../history/actor.ts';
import { changedSummary, scheduleAChanges, scheduleBChanges } from '../history/changes.ts';
import type { ChangeNote } from '../history/file-history.ts';
import type { Request, Response } from 'express';
import type { FieldChange } from '../store/model.ts';

/** Commitments (Schedule A, B-I requirements, B-II exceptions), their libraries and lists. */
export function commitmentRoutes(context: ApiContext): Router {
  const { store } = context;
  const history = historyOf(store);
  const checklists = checklistsOf(store);
  const router = Router();
  /** The commitment's history entry for `changes`, or none when nothing changed. */
  const notesOf = (req: Request, res: Response, record: CommitmentRecord, changes: FieldChange[], what: string): ChangeNote[] => {
    if (changes.length === 0) return [];
    const added = changes.every((change) => change.before === null);
    const removed = changes.every((change) => change.after === null);
    const summary = added ? `added ${changes.length === 1 ? what : `${changes.length} ${what}s`}` : removed ? `removed ${changes.length === 1 ? what : `${changes.length} ${what}s`}` : changedSummary(changes);
    const action = added ? 'added' : removed ? 'removed' : 'changed';
    return [{ tenantId: record.tenantId, orderGuid: record.id, actor: actorOf(store, callerOf(res)), ...channelOf(req), section: 'commitment', action, summary, changes }];
  };
  const authenticated = requireAuth(context);

  function ownOrderId(tenantId: number, orderGuid: string): string {
    const order = store.get('orders', orderGuid);
    if (!order || order.tenantId !== tenantId) throw notFound('There is no such order.');
    return order.id;
  }

  function commitmentOf(tenantId: number, orderGuid: string): CommitmentRecord {
    const id = ownOrderId(tenantId, orderGuid);
    return store.get('commitments', id) ?? { id, tenantId, scheduleA: null, requirements: [], exceptions: [], updatedAt: '' };
  }

  router.get('/tenant/:tenantId/ownerspolicytype', authenticated, (req, res) => {
    if (String(callerOf(res).tenantId) !== req.params.tenantId) throw notFound('There is no such tenant.');
    res.json({ result: ownersPolicyTypes.map(({ name }) => ({ name })) });
  });

  router.get('/commitments/requirements-library', authenticated, (_req, res) => {
    res.json({ result: requirementsLibrary });
  });
  router.get('/commitments/exceptions-library', authenticated, (_req, res) => {
    res.json({ result: exceptionsLibrary });
  });
  router.get('/orders/mortgage-clauses', authenticated, (_req, res) => {
    res.json({ result: mortgageClauses });
  });
  router.all(['/commitments/requirements-library', '/commitments/exceptions-library', '/orders/mortgage-clauses'], methodNotAllowed('GET'));

  const versionOf = (record: CommitmentRecord, part: CommitmentPart) => record.versions?.[part] ?? 0;
  /** The record with one part replaced and that part's version moved on. */
  const saved = (record: CommitmentRecord, part: CommitmentPart, change: Partial<CommitmentRecord>): CommitmentRecord => ({
    ...record,
    ...change,
    versions: { ...record.versions, [part]: versionOf(record, part) + 1 },
    updatedAt: new Date().toISOString(),
  });

  router.get('/commitments/:orderGuid', authenticated, (req, res) => {
    const record = commitmentOf(callerOf(res).tenantId, String(req.params.orderGuid));
    res.set('ETag', versionTag(versionOf(record, 'scheduleA'))).json({ result: record.scheduleA });
  });
  router.put(
    '/commitments/:orderGuid',
    authenticated,
    handle(async (req, res) => {
      const { tenantId } = callerOf(res);
      const current = commitmentOf(tenantId, String(req.params.orderGuid));
      const scheduleA = validateBody(scheduleASchema, req.body);
      // Checked after the body is valid and before anything is written, with no await between
      // the check and the write, so two saves built on one read cannot both pass.
      checkVersion(req.get('if-match'), versionOf(current, 'scheduleA'), current.scheduleA);
      const known = Object.keys(scheduleASchema.fields);
      const kept = Object.fromEntries(Object.entries(scheduleA).filter(([key]) => known.includes(key)));
      const next = saved(current, 'scheduleA', { scheduleA: { ...kept, orderGuid: current.id } });
      await history.record(notesOf(req, res, current, scheduleAChanges(current.scheduleA, next.scheduleA ?? {}), 'Schedule A field'), [{ collection: 'commitments', put: next }]);
      res.status(202).set('ETag', versionTag(versionOf(next, 'scheduleA'))).end();
    }),
  );
  router.all('/commitments/:orderGuid', methodNotAllowed('GET', 'PUT'));

  for (const part of ['requirements', 'exceptions'] as const) {
    router.get(`/commitments/:orderGuid/${part}`, authenticated, (req, res) => {
      const record = commitmentOf(callerOf(res).tenantId, String(req.params.orderGuid));
      // A requirement is satisfied when its checklist item is done (curative, docs/checklists.md);
      // the item's id lets the Requirements page tick it.
      const items =
        part === 'requirements'
          ? (() => {
              const { matchOf } = checklists.match(record.id, record.requirements);
              return record.requirements.map((item, index) => ({ ...item, satisfied: matchOf[index]?.status === 'done', taskId: matchOf[index]?.id ?? null }));
            })()
          : record[part];
      res.set('ETag', versionTag(versionOf(record, part))).json({ result: { items } });
    });
    router.put(
      `/commitments/:orderGuid/${part}`,
      authenticated,
      handle(async (req, res) => {
        const { tenantId } = callerOf(res);
        const current = commitmentOf(tenantId, String(req.params.orderGuid));
        const { items } = validateBody(scheduleBSchema, req.body);
        // Satisfied on the commitment is done on the checklist, and the reverse (docs/checklists.md).
        const satisfiedOf = items.map((item) => item.satisfied);
        checkVersion(req.get('if-match'), versionOf(current, part), { items: current[part] });
        const next = saved(current, part, { [part]: items.map(({ code, text }) => ({ code: code ?? '', text })) });
        const what = part === 'requirements' ? 'requirement' : 'exception';
        const notes = notesOf(req, res, current, scheduleBChanges(part, current[part], next[part]), what);
        // Curative: each requirement is also a checklist item, written with it.
        const order = store.get('orders', current.id);
        const curative = part === 'requirements' && order ? checklists.curative(order, next.requirements, undefined, current.requirements) : { put: [], removed: [] };
        const curativeNote = curativeSummary(curative);
        if (curativeNote) notes.push({ tenantId, orderGuid: current.id, actor: actorOf(store, callerOf(res)), ...channelOf(req), section: 'checklist', ...curativeNote });
        if (part === 'requirements' && order) {
          const { matchOf } = checklists.match(order.id, next.requirements, current.requirements);
          const actor = actorOf(store, callerOf(res));
          const now = new Date().toISOString();
          satisfiedOf.forEach((satisfied, index) => {
            const found = curative.put.find((task) => task.id === matchOf[index]?.id) ?? matchOf[index];
            if (satisfied === undefined || !found || (found.status === 'done') === satisfied) return;
            const ticked = satisfied
              ? { ...found, status: 'done' as const, doneBy: actor.name, doneById: actor.userId, doneAt: now, updatedAt: now, version: found.version + 1 }
              : { ...found, status: 'open' as const, doneBy: null, doneById: null, doneAt: null, updatedAt: now, version: found.version + 1 };
            curative.put = [...curative.put.filter((task) => task.id !== ticked.id), ticked];
            notes.push({ tenantId, orderGuid: current.id, actor, ...channelOf(req), section: 'checklist', action: satisfied ? 'completed' : 'reopened', summary: `${satisfied ? 'completed' : 'reopened'} "${found.title}" (satisfied on the commitment)`, changes: [{ path: `checklist/${found.id}/status`, label: `${found.title}: status`, before: found.status, after: ticked.status }] });
          });
        }
        await history.record(notes, [
          { collection: 'commitments', put: next },
          ...curative.put.map((task) => ({ collection: 'tasks' as const, put: task })),
          ...curative.removed.map((task) => ({ collection: 'tasks' as const, delete: task.id })),
        ]);
        checklists.track([...curative.put, ...curative.removed]);
        res.status(202).set('ETag', versionTag(versionOf(next, part))).end();
      }),
    );
    router.all(`/commitments/:orderGuid/${part}`, methodNotAllowed('GET', 'PUT'));
  }
  return router;
}
