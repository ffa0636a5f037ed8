import { combineEpics } from 'redux-observable';
import { EMPTY, from, of } from 'rxjs';
import { filter, ignoreElements, mergeMap, tap } from 'rxjs/operators';
import type { OrdersEpic } from './orders-dependencies.ts';
import {
  orderFieldConflicted,
  orderFieldSaved,
  orderFieldSaveFailed,
  orderFieldSaveRequested,
  orderFieldTheirsKept,
  orderFieldWaiting,
  orderLoaded,
  orderUnsavedFound,
  orderUnsavedSettled,
  type UnsavedEdit,
} from './orders-slice.ts';
import type { SessionStore } from '../lib/session-store.ts';

/**
 * Edits waiting for the network, in local storage (it outlives the tab), under the agent's
 * e-mail so that another person signing in on the same computer is never offered them.
 */
export const UNSAVED_EDITS_KEY = 'unsaved-edits';

type Stored = Record<string, { owner: string; edit: UnsavedEdit }>;

const keyOf = (orderGuid: string, field: string) => `${orderGuid}:${field}`;

function read(session: SessionStore): Stored {
  try {
    const parsed = JSON.parse(session.getLocalItem(UNSAVED_EDITS_KEY) ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function write(session: SessionStore, stored: Stored): void {
  try {
    if (Object.keys(stored).length === 0) session.removeLocalItem(UNSAVED_EDITS_KEY);
    else session.setLocalItem(UNSAVED_EDITS_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the edit is still on screen and still retried.
  }
}

/** Keeps each waiting edit in local storage until its save is settled (saved, refused, a conflict shown, theirs kept). */
export const unsavedEditsKeptEpic: OrdersEpic = (action$, state$, { session }) =>
  action$.pipe(
    tap((action) => {
      if (orderFieldWaiting.match(action)) {
        const owner = state$.value.auth?.userInfo?.email ?? '';
        write(session, { ...read(session), [keyOf(action.payload.orderGuid, action.payload.field)]: { owner, edit: action.payload } });
        return;
      }
      if (orderFieldSaved.match(action) || orderFieldSaveFailed.match(action) || orderFieldConflicted.match(action) || orderFieldTheirsKept.match(action)) {
        const stored = read(session);
        const key = keyOf(action.payload.orderGuid, action.payload.field);
        if (!(key in stored)) return;
        delete stored[key];
        write(session, stored);
      }
    }),
    ignoreElements(),
  );

/** When a file opens, the agent's edits of it that an earlier tab could not save are offered. */
export const unsavedEditsOfferedEpic: OrdersEpic = (action$, state$, { session }) =>
  action$.pipe(
    filter(orderLoaded.match),
    mergeMap(({ payload: order }) => {
      const owner = state$.value.auth?.userInfo?.email ?? '';
      const fields = state$.value.orders.editor.fields;
      const edits = Object.values(read(session))
        .filter((entry) => entry.owner === owner && entry.edit.orderGuid === order.id && fields[entry.edit.field] === undefined)
        .map((entry) => entry.edit);
      return edits.length > 0 ? of(orderUnsavedFound(edits)) : EMPTY;
    }),
  );

/** "Save them" sends each through the usual save (a colleague's change since is a conflict); "Discard" forgets them. */
export const unsavedEditsSettledEpic: OrdersEpic = (action$, state$, { session }) =>
  action$.pipe(
    filter(orderUnsavedSettled.match),
    mergeMap(({ payload: { orderGuid, save } }) => {
      const stored = read(session);
      const owner = state$.value.auth?.userInfo?.email ?? '';
      const edits = Object.entries(stored).filter(([, entry]) => entry.owner === owner && entry.edit.orderGuid === orderGuid);
      if (!save) {
        for (const [key] of edits) delete stored[key];
        write(session, stored);
        return EMPTY;
      }
      return from(edits.map(([, { edit }]) => orderFieldSaveRequested({ orderGuid, field: edit.field, value: edit.value, seen: edit.seen, fromEarlier: true })));
    }),
  );

export const unsavedEditsEpics = combineEpics(unsavedEditsKeptEpic, unsavedEditsOfferedEpic, unsavedEditsSettledEpic);
