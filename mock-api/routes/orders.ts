import { Router } from 'express';
import { randomUUID } from 'node:crypto';
import { ORDER_FIELDS, orderDetailSchema, type OrderDetail } from '../../src/orders/order-schemas.ts';
import { ApiError, handle, notFound, validateBody, validationFailure, type ExceptionEntry } from '../http/api-errors.ts';
import { queryText } from '../http/query-text.ts';
import { callerOf, type ApiContext } from '../auth/context.ts';
import { fileListIndexOf, SORTABLE, type Row, type SortField } from '../domain/file-list-index.ts';
import type { Order } from '../store/model.ts';
import { applyOrderPatch } from '../domain/order-patch.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import { checkVersion, versionTag } from '../http/versions.ts';
import { actorOf, channelOf, historyOf } from '../history/actor.ts';
import { openingChanges, orderChangeSummary, orderDetailChanges } from '../history/changes.ts';
import { checklistsOf } from '../checklist/checklists.ts';
import { movedNote } from '../checklist/moved-note.ts';
import { groupOf, today } from '../checklist/due-dates.ts';
import { isRealDay } from '../../src/checklist/checklist-schemas.ts';

export const ORDER_CREATED = 'Succesfully created';
export const MAX_PAGE = 1000;
/** The file list's "Next step" filter: files whose next open item is overdue, or due by Sunday. */
const NEXT_FILTERS = ['overdue', 'week'] as const;

/** Only the fields of baseOrderDetail are kept; anything else in a body is dropped. */
/**
 * The documents listed on an order, at most: every list a client can grow is bounded (20,000
 * entries made each one-field save take 263 ms and slowed every tenant). Parties are bounded by
 * the form's own schema (20 each).
 */
export const MAX_UPLOAD_IMAGE_ENTRIES = 200;

/** The order detail as the form's schema checks it, and within the bounds above. */
function validOrderDetail(body: unknown): Record<string, unknown> {
  const detail = validateBody(orderDetailSchema, body) as unknown as Record<string, unknown>;
  const entries = detail.uploadImage;
  if (Array.isArray(entries) && entries.length > MAX_UPLOAD_IMAGE_ENTRIES) {
    throw validationFailure([{ Type: 'UploadImage', Message: `UploadImage has at most ${MAX_UPLOAD_IMAGE_ENTRIES} entries (got ${entries.length}).` }]);
  }
  return detail;
}

function pickDetail(detail: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(ORDER_FIELDS.filter((field) => detail[field] !== undefined).map((field) => [field, detail[field]]));
}

export function orderRoutes(context: ApiContext): Router {
  const { store } = context;
  const history = historyOf(store);
  const checklists = checklistsOf(store);
  const router = Router();
  const authenticated = requireAuth(context);
  const fileNumberKey = (tenantId: number, fileNumber: unknown) => `${tenantId}:${String(fileNumber).toLowerCase()}`;
  const orderWithFileNumber = store.uniqueIndex('orders', (order) => fileNumberKey(order.tenantId, order.baseOrderDetail.fileNumber));

  // Sorted rows per agency and column, moved by each change (domain/file-list-index.ts).
  const fileList = fileListIndexOf(store);

  function ownOrder(tenantId: number, orderGuid: string): Order {
    const order = store.get('orders', orderGuid);
    // Another tenant's order is answered exactly like one that does not exist.
    if (!order || order.tenantId !== tenantId) throw notFound('There is no such order.');
    return order;
  }

  router.get('/files', authenticated, (req, res) => {
    const { tenantId } = callerOf(res);
    const problems: ExceptionEntry[] = [];
    const single = (name: string) => queryText(req, name, problems);
    const q = (single('q') ?? '').trim().toLowerCase();
    if (q.length > 200) problems.push({ Type: 'q', Message: 'The search text is too long (200 characters at most).' });
    const start = Number(single('_start') ?? 0);
    const end = Number(single('_end') ?? start + 100);
    if (!Number.isInteger(start) || start < 0) problems.push({ Type: '_start', Message: '_start must be a whole number of 0 or more.' });
    if (!Number.isInteger(end) || end < start || end - start > MAX_PAGE) {
      problems.push({ Type: '_end', Message: `_end must be a whole number from _start to _start + ${MAX_PAGE}.` });
    }
    const sort = single('_sort') ?? 'createdAt';
    if (!(SORTABLE as readonly string[]).includes(sort)) problems.push({ Type: '_sort', Message: `_sort must be one of ${SORTABLE.join(', ')}.` });
    const order = single('_order') ?? (sort === 'createdAt' ? 'desc' : 'asc');
    if (order !== 'asc' && order !== 'desc') problems.push({ Type: '_order', Message: '_order must be asc or desc.' });
    const next = single('next');
    if (next !== undefined && !(NEXT_FILTERS as readonly string[]).includes(next)) problems.push({ Type: 'next', Message: `next must be one of ${NEXT_FILTERS.join(', ')}.` });
    const day = single('today') ?? today();
    if (!isRealDay(day) || Math.abs(Date.parse(day) - Date.parse(today())) > 86_400_000) problems.push({ Type: 'today', Message: `today is the agent's calendar day, YYYY-MM-DD, within a day of ${today()}.` });
    if (problems.length > 0) throw validationFailure(problems);

    // Next step changes with every tick: read per request from the checklists' own cache, not
    // kept in the sorted rows (a tick would otherwise re-sort the agency's whole list).
    const rows = fileList.rows(tenantId, sort === 'nextDue' ? 'fileNumber' : (sort as SortField), sort === 'nextDue' ? false : order === 'desc');
    let matching = q === '' ? rows : rows.filter((row) => row.haystack.includes(q));
    if (next !== undefined) {
      const group = next === 'overdue' ? ['overdue'] : ['overdue', 'today', 'thisWeek'];
      matching = matching.filter((row) => {
        const step = checklists.nextStep(row.item.orderGuid);
        return step?.due != null && group.includes(groupOf(step.due, day));
      });
    }
    if (sort === 'nextDue') {
      const direction = order === 'desc' ? -1 : 1;
      const dueOf = (row: Row) => checklists.nextStep(row.item.orderGuid)?.due ?? null;
      // Files without a next date come last either way.
      matching = [...matching].sort((a, b) => {
        const [x, y] = [dueOf(a), dueOf(b)];
        return x === y ? 0 : x === null ? 1 : y === null ? -1 : direction * (x < y ? -1 : 1);
      });
    }
    const files = matching.slice(start, end).map((row) => {
      const last = history.lastChangeOf(row.item.orderGuid);
      return { ...row.item, lastChangedBy: last?.actor.name ?? null, lastChangedAt: last?.at ?? null, nextStep: checklists.nextStep(row.item.orderGuid) };
    });
    res.json({ result: { files, total: matching.length } });
  });

  router.post(
    '/files',
    authenticated,
    handle(async (req, res) => {
      const { tenantId } = callerOf(res);
      const detail = pickDetail(validOrderDetail(req.body)) as OrderDetail;
      // Checked and inserted synchronously, so two requests for one number cannot both pass.
      if (orderWithFileNumber(fileNumberKey(tenantId, detail.fileNumber))) {
        throw new ApiError(409, { result: { isSuccess: false, message: `File number ${detail.fileNumber} is already used in your agency.` } });
      }
      const id = randomUUID();
      const now = new Date().toISOString();
      const order: Order = { id, tenantId, createdAt: now, updatedAt: now, baseOrderDetail: { ...detail, orderGuid: id } };
      const actor = actorOf(store, callerOf(res));
      // With every value it was opened with: the audit compares today's values with them.
      const note = { tenantId, orderGuid: id, actor, ...channelOf(req), section: 'order' as const, action: 'created', summary: `opened file ${detail.fileNumber}`, changes: openingChanges(order.baseOrderDetail) };
      // The file's checklist, from the agency's template, is opened with it: one durable write.
      const tasks = checklists.newChecklist(order, actor, now);
      const listed = { ...note, changes: [], section: 'checklist' as const, action: 'added', summary: `added the ${detail.transactionType} checklist (${tasks.length} items)` };
      await history.record([note, listed], [{ collection: 'orders', put: order }, ...tasks.map((task) => ({ collection: 'tasks' as const, put: task }))]);
      checklists.track(tasks);
      res.status(202).json({ result: { isSuccess: true, message: ORDER_CREATED, orderId: id } });
    }),
  );
  router.all('/files', methodNotAllowed('GET', 'POST'));

  router.get('/orders/:orderGuid', authenticated, (req, res) => {
    const order = ownOrder(callerOf(res).tenantId, String(req.params.orderGuid));
    res.set('ETag', versionTag(order.version ?? 0)).json({ result: { id: order.id, createdAt: order.createdAt, updatedAt: order.updatedAt, baseOrderDetail: order.baseOrderDetail } });
  });

  router.patch(
    '/orders/:orderGuid',
    authenticated,
    handle(async (req, res) => {
      const { tenantId } = callerOf(res);
      const order = ownOrder(tenantId, String(req.params.orderGuid));
      // Honoured when sent (the app's field-by-field saves do not send it): a save built on an
      // older read is refused with 412 and what is stored now.
      checkVersion(req.get('if-match'), order.version ?? 0, order.baseOrderDetail, { required: false });
      const patched = applyOrderPatch(order.baseOrderDetail, req.body);
      const detail = validOrderDetail(patched);
      const holder = orderWithFileNumber(fileNumberKey(tenantId, detail.fileNumber));
      if (holder && holder !== order.id) {
        throw new ApiError(409, { result: { isSuccess: false, message: `File number ${String(detail.fileNumber)} is already used in your agency.` } });
      }
      const version = (order.version ?? 0) + 1;
      const baseOrderDetail = { ...pickDetail(detail), orderGuid: order.id };
      const actor = actorOf(store, callerOf(res));
      const notes = orderDetailChanges(order.baseOrderDetail, baseOrderDetail).map(({ section, changes }) => ({
        tenantId,
        orderGuid: order.id,
        actor,
        ...channelOf(req),
        section,
        ...orderChangeSummary(changes),
        changes,
      }));
      const updated: Order = { ...order, version, updatedAt: new Date().toISOString(), baseOrderDetail };
      // Open checklist items counted from a date that moved move with it, in the same write.
      const moved = checklists.moved(order, updated, updated.updatedAt);
      // A file renumbered takes its items' file number with it (My work and /api/tasks list by it).
      const renumbered = String(detail.fileNumber) !== String(order.baseOrderDetail.fileNumber);
      const relabelled = renumbered
        ? checklists.forOrder(order.id).map((task) => moved.tasks.find((candidate) => candidate.id === task.id) ?? task).map((task) => ({ ...task, fileNumber: String(detail.fileNumber) }))
        : [];
      const moves = { from: moved.from, tasks: renumbered ? relabelled : moved.tasks };
      const moveNote = movedNote(moved.from, moved.tasks);
      if (moveNote) notes.push({ tenantId, orderGuid: order.id, actor, ...channelOf(req), section: 'checklist', ...moveNote });
      // The change and its history entries are one write: on disk together or not at all.
      await history.record(notes, [{ collection: 'orders', put: updated }, ...moves.tasks.map((task) => ({ collection: 'tasks' as const, put: task }))]);
      checklists.track(moves.tasks);
      res.status(202).set('ETag', versionTag(version)).end();
    }),
  );
  router.all('/orders/:orderGuid', methodNotAllowed('GET', 'PATCH'));
  return router;
}
