import { combineEpics } from 'redux-observable';
import { EMPTY, of } from 'rxjs';
import { buffer, catchError, debounceTime, filter, map, mergeMap, share, switchMap } from 'rxjs/operators';
import { fieldOfPath, liveChangeReceived, liveFeedReset } from '../activity/index.ts';
import { ORDER_FIELDS } from './order-schemas.ts';
import type { OrdersEpic } from './orders-epic-context.ts';
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
      return ordersApi.order(orderGuid).pipe(
        map((response) => orderChangedElsewhere({ order: response.result, fields: Object.keys(changedBy), changedBy })),
        // The next change tries again; the agent's own saves are unaffected.
        catchError(() => EMPTY),
      );
    }),
  );
};

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
