import { combineEpics } from 'redux-observable';
import { EMPTY, of } from 'rxjs';
import { buffer, catchError, concatMap, debounceTime, filter, map, mergeMap, share, switchMap } from 'rxjs/operators';
import { liveChangeReceived } from '../activity/index.ts';
import { refusalOf } from '../lib/http/refusal.ts';
import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { PayeesEpicDependencies } from './payees-dependencies.ts';
import {
  accountRevealed,
  payeeRefused,
  payeeRemoveRequested,
  payeeRevealRequested,
  payeeSaved,
  payeeSaveRequested,
  payeesLoaded,
  payeesLoadFailed,
  payeesRequested,
  payeeVerifyRequested,
  wireWarningReceived,
  type PayeesState,
} from './payees-slice.ts';

type PayeesEpic = Epic<Action, Action, { payees: PayeesState }, PayeesEpicDependencies>;

export const PAYEES_LOAD_FAILED = "The file's payees could not be loaded. Try again.";

export const payeesLoadEpic: PayeesEpic = (action$, _state$, { payeesApi }) =>
  action$.pipe(
    filter(payeesRequested.match),
    switchMap(({ payload: { orderGuid } }) =>
      payeesApi.payees(orderGuid).pipe(
        map((response) => payeesLoaded({ orderGuid, payees: response.result.payees })),
        catchError((error: unknown) => of(payeesLoadFailed(refusalOf(error, PAYEES_LOAD_FAILED)))),
      ),
    ),
  );

/** Saves, verifications and removals, one after another, each answered on its form. */
export const payeeWritesEpic: PayeesEpic = (action$, _state$, { payeesApi }) =>
  action$.pipe(
    filter((action) => payeeSaveRequested.match(action) || payeeVerifyRequested.match(action) || payeeRemoveRequested.match(action)),
    concatMap((action) => {
      if (payeeSaveRequested.match(action)) {
        const { orderGuid, payeeId, payee, version } = action.payload;
        const key = payeeId ?? 'new';
        const call = payeeId ? payeesApi.change(orderGuid, payeeId, payee, version) : payeesApi.add(orderGuid, payee);
        return call.pipe(
          map((response) => payeeSaved({ key, payee: response.result })),
          catchError((error: unknown) => of(payeeRefused({ key, message: refusalOf(error, 'The payee could not be saved. Try again.') }))),
        );
      }
      if (payeeVerifyRequested.match(action)) {
        const { orderGuid, payeeId, verification, version } = action.payload;
        return payeesApi.verify(orderGuid, payeeId, verification, version).pipe(
          map((response) => payeeSaved({ key: `verify-${payeeId}`, payee: response.result })),
          catchError((error: unknown) => of(payeeRefused({ key: `verify-${payeeId}`, message: refusalOf(error, 'The verification could not be saved. Try again.') }))),
        );
      }
      const { orderGuid, payeeId } = action.payload as { orderGuid: string; payeeId: string };
      return payeesApi.remove(orderGuid, payeeId).pipe(
        map(() => payeeSaved({ key: payeeId, payee: null, removedId: payeeId })),
        catchError((error: unknown) => of(payeeRefused({ key: payeeId, message: refusalOf(error, 'The payee could not be removed. Try again.') }))),
      );
    }),
  );

export const revealEpic: PayeesEpic = (action$, _state$, { payeesApi }) =>
  action$.pipe(
    filter(payeeRevealRequested.match),
    mergeMap(({ payload: { orderGuid, payeeId } }) =>
      payeesApi.reveal(orderGuid, payeeId).pipe(
        map((response) => accountRevealed({ payeeId, accountNumber: response.result.accountNumber })),
        catchError((error: unknown) => of(payeeRefused({ key: payeeId, message: refusalOf(error, 'The account number could not be revealed.') }))),
      ),
    ),
  );

/** Colleagues' payee changes reach the open Payees page at once (fetched again, once per burst). */
export const livePayeesEpic: PayeesEpic = (action$, state$) => {
  const changes$ = action$.pipe(
    filter((action) => liveChangeReceived.match(action) && action.payload.entry.section === 'payees' && action.payload.entry.orderGuid === state$.value.payees.orderGuid),
    share(),
  );
  return changes$.pipe(
    buffer(changes$.pipe(debounceTime(150))),
    mergeMap(() => {
      const orderGuid = state$.value.payees.orderGuid;
      return orderGuid && state$.value.payees.status === 'loaded' ? of(payeesRequested({ orderGuid, quiet: true })) : EMPTY;
    }),
  );
};

/** A colleague's change of wire instructions, on any file, becomes that file's warning. */
export const wireWarningEpic: PayeesEpic = (action$) =>
  action$.pipe(
    filter(liveChangeReceived.match),
    filter(({ payload: { entry, mine } }) => !mine && entry.section === 'payees' && entry.action === 'wire-changed'),
    map(({ payload: { entry } }) => wireWarningReceived({ id: entry.id, orderGuid: entry.orderGuid, summary: entry.summary, by: entry.actor.name, at: entry.at })),
  );

export const payeesEpics = combineEpics(payeesLoadEpic, payeeWritesEpic, revealEpic, livePayeesEpic, wireWarningEpic);
