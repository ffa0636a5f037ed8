import type { Action } from '@reduxjs/toolkit';
import { combineEpics } from 'redux-observable';
import { concat, defer, of } from 'rxjs';
import { catchError, concatMap, filter, groupBy, ignoreElements, map, mergeMap, switchMap, tap } from 'rxjs/operators';
import { paths } from '../config/paths.ts';
import { exceptionListOf, fieldErrorsOf, HttpError, messageOf, resultMessageOf } from '../lib/http/http-error.ts';
import { tabOpened } from '../shell/index.ts';
import { untilReached } from '../lib/until-reached.ts';
import { buildFieldPatch } from './order-patch.ts';
import { detailOf } from './order-detail.ts';
import { orderMessages, type OrderDetail } from './order-schemas.ts';
import type { OrdersEpic } from './orders-dependencies.ts';
import {
  mapRequested,
  orderCreated,
  orderCreateFailed,
  orderCreateRequested,
  orderFieldSaved,
  orderFieldConflicted,
  orderFieldSaveFailed,
  orderFieldSaveRequested,
  orderFieldSaving,
  orderFieldWaiting,
  orderLoaded,
  orderLoadFailed,
  orderOpened,
  type OrdersState,
} from './orders-slice.ts';

export const ORDER_NOT_FOUND = 'This order does not exist, or it belongs to another agency.';
/** Shown after "Not saved: " (field-save-state.tsx) when a failed save says nothing itself. */
export const SAVE_FAILED = 'Check your connection and try again.';
export const ORDER_LOAD_FAILED = 'The order could not be loaded. Try again.';

/** The value of a field as the editor last read it from the server (with the form's defaults). */
function storedValue<F extends keyof OrderDetail>(orders: OrdersState, orderGuid: string, field: F, fallback: unknown): OrderDetail[F] {
  const { order } = orders.editor;
  if (!order || order.id !== orderGuid) return fallback as OrderDetail[F];
  return detailOf(order)[field];
}

/** The fields a 409 says were changed by someone else since they were read. */
export function conflictsOf(body: unknown): { path: string; current: unknown }[] {
  const conflicts = (body as { result?: { conflicts?: unknown } } | null)?.result?.conflicts;
  return Array.isArray(conflicts) ? conflicts.filter((entry): entry is { path: string; current: unknown } => typeof entry?.path === 'string') : [];
}

/**
 * What is stored now, as a whole field: a per-person conflict (`/buyer/1`) names one person, so
 * the list is the one the save was built on with that person as stored now (gone if removed).
 */
function theirsOf(changed: { path: string; current: unknown }, base: unknown): unknown {
  const index = /^\/[^/]+\/(\d+)$/.exec(changed.path)?.[1];
  if (index === undefined || !Array.isArray(base)) return changed.current;
  const list: unknown[] = [...(base as unknown[])];
  if (changed.current === null) list.splice(Number(index), 1);
  else list[Number(index)] = changed.current;
  return list;
}

export const orderLoadEpic: OrdersEpic = (action$, state$, { ordersApi }) =>
  action$.pipe(
    filter(orderOpened.match),
    filter(({ payload }) => state$.value.orders.editor.status === 'loading' && state$.value.orders.editor.orderGuid === payload),
    switchMap(({ payload: orderGuid }) =>
      ordersApi.order(orderGuid).pipe(
        mergeMap((response) => {
          const order = response.result;
          return of(
            orderLoaded(order),
            tabOpened({ id: order.id, label: order.baseOrderDetail.fileNumber, path: paths.orderEntry(order.id) }),
          );
        }),
        catchError((error: unknown) =>
          of(orderLoadFailed({ orderGuid, message: error instanceof HttpError && error.status === 404 ? ORDER_NOT_FOUND : messageOf(error, ORDER_LOAD_FAILED) })),
        ),
      ),
    ),
  );

/**
 * Each edited field is saved on its own with a one-operation JSON Patch. Saves of one field run in
 * order (the last typed value wins); different fields save side by side. A save that cannot reach
 * the server waits (offline) and is sent again by itself when the network is back, still on the
 * value the agent saw, so a colleague's change meanwhile comes back as a conflict to choose.
 */
export const fieldSaveEpic: OrdersEpic = (action$, state$, { ordersApi, wake$ }) =>
  action$.pipe(
    filter(orderFieldSaveRequested.match),
    groupBy(({ payload }) => `${payload.orderGuid}:${String(payload.field)}`),
    mergeMap((saves$) =>
      saves$.pipe(
        concatMap(({ payload: { orderGuid, field, value, seen, fromEarlier } }) => {
          // What the agent has seen stored is read when the save starts, not when it was asked
          // for: a save queued behind another of the same field builds on that one's result. A
          // retry after a drop keeps it: what arrived meanwhile is a colleague's, not a base.
          let base = fromEarlier ? (seen as OrderDetail[typeof field]) : undefined;
          const attempt = () =>
            defer(() => {
              base ??= storedValue(state$.value.orders, orderGuid, field, seen);
              return ordersApi.patchOrder(orderGuid, buildFieldPatch(field, value as OrderDetail[typeof field], base));
            }).pipe(map((): Action => orderFieldSaved({ orderGuid, field, value })));
          return concat(
            of(orderFieldSaving({ orderGuid, field })),
            untilReached(attempt, orderFieldWaiting({ orderGuid, field, value, seen: base ?? storedValue(state$.value.orders, orderGuid, field, seen) }), wake$).pipe(
              catchError((error: unknown) => {
                const changed = error instanceof HttpError && error.status === 409 ? conflictsOf(error.body)[0] : undefined;
                if (changed) return of(orderFieldConflicted({ orderGuid, field, mine: value, theirs: theirsOf(changed, base) }));
                const entries = error instanceof HttpError ? exceptionListOf(error.body) : null;
                const fieldMessage = entries && entries.length > 0 ? Object.values(fieldErrorsOf(entries))[0] : null;
                // Section 8: the file conflict carries both the app's message and the server's.
                const serverMessage = error instanceof HttpError ? resultMessageOf(error.body) : null;
                const conflict =
                  error instanceof HttpError && error.status === 409
                    ? serverMessage
                      ? `${orderMessages.fileNumberTaken} (${serverMessage})`
                      : orderMessages.fileNumberTaken
                    : null;
                return of(orderFieldSaveFailed({ orderGuid, field, message: conflict ?? fieldMessage ?? messageOf(error, SAVE_FAILED) }));
              }),
            ),
          );
        }),
      ),
    ),
  );

/** Creating an order: 202 opens it in a tab; a used file number is put on that field. */
export const orderCreateEpic: OrdersEpic = (action$, _state$, { ordersApi, navigation }) =>
  action$.pipe(
    filter(orderCreateRequested.match),
    switchMap(({ payload }) =>
      ordersApi.createOrder(payload).pipe(
        mergeMap((response) => {
          const orderId = response.result.orderId;
          const path = paths.orderEntry(orderId);
          navigation.navigate(path);
          return of(orderCreated(), tabOpened({ id: orderId, label: payload.fileNumber, path }));
        }),
        catchError((error: unknown) => {
          if (error instanceof HttpError && error.status === 409) {
            return of(orderCreateFailed({ message: messageOf(error, orderMessages.fileNumberTaken), fieldErrors: { fileNumber: orderMessages.fileNumberTaken } }));
          }
          const entries = error instanceof HttpError ? exceptionListOf(error.body) : null;
          if (entries && entries.length > 0) {
            return of(orderCreateFailed({ message: 'Please correct the highlighted fields.', fieldErrors: fieldErrorsOf(entries) }));
          }
          return of(orderCreateFailed({ message: messageOf(error, 'The order could not be created.'), fieldErrors: {} }));
        }),
      ),
    ),
  );

/** The Map window goes on to the property on OpenStreetMap. */
export const mapEpic: OrdersEpic = (action$, _state$, { browser }) =>
  action$.pipe(
    filter(mapRequested.match),
    tap(({ payload }) => browser.goTo(`https://www.openstreetmap.org/search?query=${encodeURIComponent(payload)}`)),
    ignoreElements(),
  );

/** Opening, creating and editing an order (per-field saves), and its Map window. */
export const orderEntryEpics = combineEpics(orderLoadEpic, fieldSaveEpic, orderCreateEpic, mapEpic);
