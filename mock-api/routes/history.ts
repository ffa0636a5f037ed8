import { Router, type Request } from 'express';
import { ORDER_FIELDS } from '../../src/orders/order-schemas.ts';
import { scheduleASchema } from '../../src/commitments/commitment-schemas.ts';
import { orderFieldLabel } from '../../src/orders/order-field-labels.ts';
import { scheduleALabel } from '../../src/commitments/schedule-a-labels.ts';
import { callerOf, type ApiContext } from '../auth/context.ts';
import { callerBehind, requireAuth } from '../auth/require-auth.ts';
import { ApiError, handle, notFound, validateBody, validationFailure, type ExceptionEntry } from '../http/api-errors.ts';
import { queryText } from '../http/query-text.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import type { FileHistory } from '../history/file-history.ts';
import { historyCsv } from '../history/history-csv.ts';
import type { LiveFeed } from '../history/live-feed.ts';
import { createPresenceLimits, type PresenceLimits } from '../history/presence-limits.ts';
import type { FileSection, HistoryRecord, Order } from '../store/model.ts';
import { object, string } from 'yup';

const SECTIONS: readonly FileSection[] = ['order', 'parties', 'commitment', 'letters', 'documents', 'checklist', 'payees'];
export const MAX_HISTORY_PAGE = 500;
const MAX_ACTIVITY = 50;

/** An entry as the API answers it: without the agency (the caller's) and its place in the chain. */
function answerOf(entry: HistoryRecord) {
  // The record prints are the audit's, read from the data file; they mean nothing to a reader.
  const { tenantId: _tenant, prev: _prev, records: _records, ...answer } = entry;
  return answer;
}

const PRESENCE_FIELDS = new Set<string>([...ORDER_FIELDS, ...Object.keys(scheduleASchema.fields)]);
const presenceSchema = object({
  tab: string().required().matches(/^[A-Za-z0-9_-]{8,64}$/, 'tab is 8 to 64 letters, digits, - or _'),
  state: string().required().oneOf(['viewing', 'editing']),
  field: string().nullable().max(64),
});

/**
 * A file's history (list, CSV), the agency's recent activity, who has a file open (presence) and
 * the live feed (Server-Sent Events). Presence and the feed do not count as the person's activity:
 * an open tab must not keep an idle session alive.
 */
export function historyRoutes(context: ApiContext, history: FileHistory, feed: LiveFeed, presenceLimits?: PresenceLimits): Router {
  const { store } = context;
  const countPresence = createPresenceLimits(presenceLimits);
  const router = Router();
  const authenticated = requireAuth(context);
  const quiet = requireAuth(context, { activity: false });

  function ownOrder(tenantId: number, orderGuid: string): Order {
    const order = store.get('orders', orderGuid);
    if (!order || order.tenantId !== tenantId) throw notFound('There is no such order.');
    return order;
  }

  /** The file's entries that match `person` and `section`, newest first. */
  function matching(req: Request, tenantId: number, orderGuid: string, problems: ExceptionEntry[]) {
    const person = queryText(req, 'person', problems);
    const section = queryText(req, 'section', problems);
    if (section !== undefined && !(SECTIONS as readonly string[]).includes(section)) problems.push({ Type: 'Section', Message: `section must be one of ${SECTIONS.join(', ')}.` });
    // Only the caller's agency's entries: a file moved to another agency by hand keeps its past to itself.
    const all = history.forOrder(orderGuid).filter((entry) => entry.tenantId === tenantId);
    const people = new Map<string, string>();
    for (const entry of all) people.set(entry.actor.userId ?? '', entry.actor.name);
    const entries = all.filter((entry) => (person === undefined || (entry.actor.userId ?? '') === person) && (section === undefined || entry.section === section)).reverse();
    return { entries, people: [...people].map(([userId, name]) => ({ userId, name })).sort((a, b) => a.name.localeCompare(b.name)) };
  }

  router.get('/orders/:orderGuid/history', authenticated, (req, res) => {
    const order = ownOrder(callerOf(res).tenantId, String(req.params.orderGuid));
    const problems: ExceptionEntry[] = [];
    const start = Number(queryText(req, '_start', problems) ?? 0);
    const end = Number(queryText(req, '_end', problems) ?? start + 100);
    if (!Number.isInteger(start) || start < 0) problems.push({ Type: '_start', Message: '_start must be a whole number of 0 or more.' });
    if (!Number.isInteger(end) || end < start || end - start > MAX_HISTORY_PAGE) problems.push({ Type: '_end', Message: `_end must be a whole number from _start to _start + ${MAX_HISTORY_PAGE}.` });
    const { entries, people } = matching(req, order.tenantId, order.id, problems);
    if (problems.length > 0) throw validationFailure(problems);
    res.json({ result: { entries: entries.slice(start, end).map(answerOf), total: entries.length, people } });
  });
  router.all('/orders/:orderGuid/history', methodNotAllowed('GET'));

  router.get('/orders/:orderGuid/history.csv', authenticated, (req, res) => {
    const order = ownOrder(callerOf(res).tenantId, String(req.params.orderGuid));
    const problems: ExceptionEntry[] = [];
    const { entries } = matching(req, order.tenantId, order.id, problems);
    if (problems.length > 0) throw validationFailure(problems);
    const fileNumber = String(order.baseOrderDetail.fileNumber ?? order.id).replace(/[^A-Za-z0-9._-]/g, '_');
    res
      .set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="history-${fileNumber}.csv"`, 'X-Content-Type-Options': 'nosniff' })
      .send(historyCsv(entries));
  });
  router.all('/orders/:orderGuid/history.csv', methodNotAllowed('GET'));

  router.get('/activity', authenticated, (req, res) => {
    const { tenantId } = callerOf(res);
    const problems: ExceptionEntry[] = [];
    const limit = Number(queryText(req, '_limit', problems) ?? 20);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ACTIVITY) problems.push({ Type: '_limit', Message: `_limit must be a whole number from 1 to ${MAX_ACTIVITY}.` });
    if (problems.length > 0) throw validationFailure(problems);
    const entries = history.recent(tenantId, limit).map((entry) => ({ ...answerOf(entry), fileNumber: String(store.get('orders', entry.orderGuid)?.baseOrderDetail.fileNumber ?? '') }));
    res.json({ result: { entries } });
  });
  router.all('/activity', methodNotAllowed('GET'));

  router.get('/orders/:orderGuid/presence', quiet, (req, res) => {
    const { tenantId } = callerOf(res);
    const order = ownOrder(tenantId, String(req.params.orderGuid));
    res.json({ result: { people: feed.people(tenantId, order.id) } });
  });
  router.put('/orders/:orderGuid/presence', quiet, handle(async (req, res) => {
    const caller = callerOf(res);
    const order = ownOrder(caller.tenantId, String(req.params.orderGuid));
    const body = validateBody(presenceSchema, req.body);
    await countPresence(caller.tenantId, caller.userId, body.tab);
    const field = body.state === 'editing' && body.field ? body.field : null;
    if (field !== null && !PRESENCE_FIELDS.has(field)) throw validationFailure([{ Type: 'Field', Message: 'field must name a field of the order or of Schedule A.' }]);
    const user = store.get('users', caller.userId);
    const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : 'Unknown user';
    const label = field === null ? null : (ORDER_FIELDS as readonly string[]).includes(field) ? orderFieldLabel(field) : scheduleALabel(field);
    feed.setPresence(caller.tenantId, order.id, { userId: caller.userId, name, tab: body.tab, state: body.state as 'viewing' | 'editing', field, label });
    res.status(204).end();
  }));
  router.delete('/orders/:orderGuid/presence', quiet, handle(async (req, res) => {
    const caller = callerOf(res);
    const order = ownOrder(caller.tenantId, String(req.params.orderGuid));
    const tab = typeof req.query.tab === 'string' ? req.query.tab : '';
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(tab)) throw validationFailure([{ Type: 'Tab', Message: 'Give the tab as ?tab=… (8 to 64 letters, digits, - or _).' }]);
    await countPresence(caller.tenantId, caller.userId, tab);
    feed.clearPresence(caller.tenantId, order.id, caller.userId, tab);
    res.status(204).end();
  }));
  router.all('/orders/:orderGuid/presence', methodNotAllowed('GET', 'PUT', 'DELETE'));

  router.get('/events', quiet, (req, res) => {
    const caller = callerOf(res);
    const raw = req.get('last-event-id') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined);
    let lastEventId: number | null = null;
    if (raw !== undefined && raw !== '') {
      lastEventId = Number(raw);
      if (!Number.isSafeInteger(lastEventId) || lastEventId < 0) throw validationFailure([{ Type: 'LastEventId', Message: 'Last-Event-ID must be a whole number of 0 or more.' }]);
    }
    const expiresAt = (caller.claims.exp ?? 0) * 1000;
    const allowed = () => {
      try {
        callerBehind(store, caller.claims, context.sessionLimits);
        return true;
      } catch {
        return false;
      }
    };
    const opened = feed.open(res, { ...caller, allowed }, lastEventId, expiresAt);
    if (opened === 'too-many-for-user') throw new ApiError(429, { message: 'You have too many live connections open. Close some tabs of TitleTrack and try again.' }, 30);
    if (opened === 'too-many-for-agency') throw new ApiError(429, { message: 'Your agency has too many live connections open. Try again in a moment.' }, 30);
  });
  router.all('/events', methodNotAllowed('GET'));
  return router;
}
