import { combineEpics } from 'redux-observable';
import { EMPTY, of } from 'rxjs';
import { buffer, catchError, debounceTime, filter, map, mergeMap, share, switchMap } from 'rxjs/operators';
import { fieldOfPath, liveChangeReceived, liveFeedReset } from '../activity/index.ts';
import { ORDER_FIELDS } from './order-schemas.ts';
import type { OrdersEpic } from './orders-dependencies.ts';
import type { Order } from './orders-api.ts';
import { documentsRequested, orderChangedElsewhere } from './orders-slice.ts';

/** Changes arriving together (one save of several fields, a burst of typing) are fetched once. */
const GATHER_MS = 150;

/**
 * The open file follows what others save: a change to its order or parties fetches the order
 * again and puts it on screen (order-entry's LiveChanges decides, field by field, whether that
 * replaces what the agent sees or asks them to choose); a document uploaded elsewhere appears in
 * the list.
 */
export const liveOrderEpic: OrdersEpic = (action$, state$, { ordersApi }) => {
  const changes$ = action$.pipe(
    filter(liveChangeReceived.match),
    filter(({ payload: { entry } }) => entry.orderGuid === state$.value.orders.editor.orderGuid && (entry.section === 'order' || entry.section === 'parties')),
    share(),
  );
  return changes$.pipe(
    buffer(changes$.pipe(debounceTime(GATHER_MS))),
    switchMap((changes) => {
      const orderGuid = state$.value.orders.editor.orderGuid;
      if (!orderGuid) return EMPTY;
      // Each field's newest change says who made it: a colleague's is marked beside the field, the
      // agent's own (from this tab or another) clears an older mark.
      const changedBy: Record<string, { by: string; at: string } | undefined> = {};
      for (const { payload } of changes) {
        if (payload.entry.orderGuid !== orderGuid) continue;
        for (const change of payload.entry.changes) changedBy[fieldOfPath(change.path)] = payload.mine ? undefined : { by: payload.entry.actor.name, at: payload.entry.at };
      }
      // The entries carry each value as stored: the order is changed from them, without a fetch,
      // unless one adds or removes a person (the entry names them, it does not hold them).
      const open = state$.value.orders.editor.order;
      const applied = open && open.id === orderGuid ? orderWithChanges(open, changes.map(({ payload }) => payload.entry)) : null;
      if (applied) return of(orderChangedElsewhere({ order: applied, fields: Object.keys(changedBy), changedBy }));
      return ordersApi.order(orderGuid).pipe(
        map((response) => orderChangedElsewhere({ order: response.result, fields: Object.keys(changedBy), changedBy })),
        // The next change tries again; the agent's own saves are unaffected.
        catchError(() => EMPTY),
      );
    }),
  );
};

/**
 * The open order with the values the live entries say are stored now, or null when an entry
 * holds a change that cannot be applied from it (a person added or removed: the entry has their
 * name, not their record), so the order is fetched instead.
 */
export function orderWithChanges(order: Order, entries: readonly { orderGuid: string; at: string; changes: readonly { path: string; after: unknown }[] }[]): Order | null {
  const detail = structuredClone(order.baseOrderDetail) as Record<string, unknown>;
  let updatedAt = order.updatedAt;
  for (const entry of entries) {
    if (entry.orderGuid !== order.id) continue;
    for (const { path, after } of entry.changes) {
      const segments = path.split('/');
      if (segments.length === 1 && (ORDER_FIELDS as readonly string[]).includes(path)) {
        detail[path] = after;
        continue;
      }
      const [list, index, property] = segments;
      const parties = list === 'buyer' || list === 'seller' ? detail[list] : undefined;
      const party = Array.isArray(parties) ? (parties[Number(index)] as Record<string, unknown> | undefined) : undefined;
      if (segments.length !== 3 || !party || property === undefined) return null;
      party[property] = after;
    }
    if (entry.at > updatedAt) updatedAt = entry.at;
  }
  return { ...order, updatedAt, baseOrderDetail: detail as Order['baseOrderDetail'] };
}

/** The feed missed more than it can replay: every field of the open order is fetched again. */
export const liveResetEpic: OrdersEpic = (action$, state$, { ordersApi }) =>
  action$.pipe(
    filter(liveFeedReset.match),
    switchMap(() => {
      const orderGuid = state$.value.orders.editor.orderGuid;
      if (!orderGuid || !state$.value.orders.editor.order) return EMPTY;
      return ordersApi.order(orderGuid).pipe(
        map((response) => orderChangedElsewhere({ order: response.result, fields: [...ORDER_FIELDS], changedBy: {} })),
        catchError(() => EMPTY),
      );
    }),
  );

export const liveDocumentsEpic: OrdersEpic = (action$, state$) =>
  action$.pipe(
    filter(liveChangeReceived.match),
    filter(({ payload: { entry, mine } }) => !mine && entry.section === 'documents' && entry.action === 'uploaded' && entry.orderGuid === state$.value.orders.documents.orderGuid),
    mergeMap(({ payload: { entry } }) => of(documentsRequested(entry.orderGuid))),
  );

export const liveOrderEpics = combineEpics(liveOrderEpic, liveResetEpic, liveDocumentsEpic);
