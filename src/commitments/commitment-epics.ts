import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { EMPTY, forkJoin, from, of, type Observable } from 'rxjs';
import { catchError, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import type { AuthState } from '../auth/index.ts';
import { liveChangeReceived } from '../activity/index.ts';
import { exceptionListOf, fieldErrorsOf, HttpError, messageOf } from '../lib/http/http-error.ts';
import { untilReached } from '../lib/until-reached.ts';
import type { CommitmentApi } from './commitment-api.ts';
import type { CommitmentEpicDependencies } from './commitment-dependencies.ts';
import type { ScheduleBItem } from './commitment-schemas.ts';
import {
  commitmentLoaded,
  commitmentLoadFailed,
  commitmentOpened,
  libraryLoaded,
  libraryRequested,
  scheduleAConflicted,
  scheduleASaved,
  scheduleASaveFailed,
  scheduleASaveWaiting,
  scheduleBConflicted,
  scheduleASaveRequested,
  scheduleAChangedElsewhere,
  scheduleBSaved,
  scheduleBSaveFailed,
  scheduleBSaveWaiting,
  scheduleBChangedElsewhere,
  scheduleBSaveRequested,
  type CommitmentState,
} from './commitment-slice.ts';

type CommitmentEpic = Epic<Action, Action, { commitment: CommitmentState; auth: AuthState }, CommitmentEpicDependencies>;

const names = (response: { result: { name: string }[] }) => (Array.isArray(response?.result) ? response.result.map((entry) => entry.name) : []);

/** A 412: someone saved since the agent read; what is stored now and its version. */
export function staleSaveOf(error: unknown): { theirs: unknown; version: string | null } | null {
  if (!(error instanceof HttpError) || error.status !== 412) return null;
  const result = (error.body as { result?: { current?: unknown; version?: unknown } } | null)?.result;
  return { theirs: result?.current ?? null, version: typeof result?.version === 'string' ? result.version : null };
}

const itemsOf = (theirs: unknown): ScheduleBItem[] => {
  const items = (theirs as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as ScheduleBItem[]) : [];
};

/** Schedule A, B-I, B-II and the policy lists of an order, loaded together. */
export const commitmentLoadEpic: CommitmentEpic = (action$, state$, { commitmentApi }) =>
  action$.pipe(
    filter(commitmentOpened.match),
    filter(({ payload }) => state$.value.commitment.orderGuid === payload && state$.value.commitment.status === 'loading'),
    switchMap(({ payload: orderGuid }) => {
      const tenantId = state$.value.auth.userInfo?.TenantId ?? '';
      const list = (source: ReturnType<CommitmentApi['loanPolicyTypes']>) => source.pipe(map(names), catchError(() => of<string[]>([])));
      return forkJoin({
        scheduleA: commitmentApi.scheduleA(orderGuid),
        requirements: commitmentApi.scheduleB(orderGuid, 'requirements'),
        exceptions: commitmentApi.scheduleB(orderGuid, 'exceptions'),
        ownersPolicyTypes: list(commitmentApi.ownersPolicyTypes(tenantId)),
        loanPolicyTypes: list(commitmentApi.loanPolicyTypes()),
        ownershipInterests: list(commitmentApi.ownershipInterests()),
      }).pipe(
        map(({ scheduleA, requirements, exceptions, ...lists }) =>
          commitmentLoaded({
            orderGuid,
            scheduleA: scheduleA.body.result ?? null,
            requirements: requirements.body.result.items,
            exceptions: exceptions.body.result.items,
            lists,
            versions: { scheduleA: scheduleA.version, requirements: requirements.version, exceptions: exceptions.version },
          }),
        ),
        catchError((error: unknown) => of(commitmentLoadFailed({ orderGuid, message: messageOf(error, 'The commitment could not be loaded.') }))),
      );
    }),
  );

/**
 * Saving Schedule A, and B-I or B-II below, on the version the agent read: a colleague's save since
 * is a conflict to choose. Offline, the save waits and is sent by itself when the network returns.
 */
export const scheduleASaveEpic: CommitmentEpic = (action$, _state$, { commitmentApi, wake$ }) =>
  action$.pipe(
    filter(scheduleASaveRequested.match),
    switchMap(({ payload: { orderGuid, scheduleA, version } }) =>
      untilReached((): Observable<Action> => commitmentApi.saveScheduleA(orderGuid, scheduleA, version).pipe(map((response) => scheduleASaved({ scheduleA, version: response.version }))), scheduleASaveWaiting(), wake$).pipe(
        catchError((error: unknown) => {
          const stale = staleSaveOf(error);
          if (stale) return of(scheduleAConflicted(stale));
          const entries = error instanceof HttpError ? exceptionListOf(error.body) : null;
          return of(
            scheduleASaveFailed({
              message: entries && entries.length > 0 ? 'Please correct the highlighted fields.' : messageOf(error, 'Schedule A could not be saved.'),
              fieldErrors: entries ? fieldErrorsOf(entries) : {},
            }),
          );
        }),
      ),
    ),
  );

export const scheduleBSaveEpic: CommitmentEpic = (action$, _state$, { commitmentApi, wake$ }) =>
  action$.pipe(
    filter(scheduleBSaveRequested.match),
    mergeMap(({ payload: { orderGuid, part, items, version } }) =>
      untilReached((): Observable<Action> => commitmentApi.saveScheduleB(orderGuid, part, items, version).pipe(map((response) => scheduleBSaved({ part, items, version: response.version }))), scheduleBSaveWaiting(part), wake$).pipe(
        catchError((error: unknown) => {
          const stale = staleSaveOf(error);
          if (stale) return of(scheduleBConflicted({ part, theirs: itemsOf(stale.theirs), version: stale.version }));
          return of(scheduleBSaveFailed({ part, message: messageOf(error, 'The list could not be saved.') }));
        }),
      ),
    ),
  );

export const libraryEpic: CommitmentEpic = (action$, state$, { commitmentApi }) =>
  action$.pipe(
    filter(libraryRequested.match),
    filter(({ payload }) => state$.value.commitment.libraries[payload].length === 0),
    mergeMap(({ payload: part }) =>
      commitmentApi.library(part).pipe(
        map((entries) => libraryLoaded({ part, entries })),
        catchError(() => of(libraryLoaded({ part, entries: [] }))),
      ),
    ),
  );

/**
 * A colleague's save of the open file's Schedule A (the live feed's change) fetches it again; the
 * page then replaces its form with it, or asks the agent to choose if they have changed it.
 */
export const scheduleALiveEpic: CommitmentEpic = (action$, state$, { commitmentApi }) =>
  action$.pipe(
    filter(liveChangeReceived.match),
    filter(({ payload: { entry, mine } }) => !mine && entry.section === 'commitment' && entry.orderGuid === state$.value.commitment.orderGuid && entry.changes.some((change) => change.path.startsWith('scheduleA/'))),
    switchMap(({ payload: { entry } }) =>
      commitmentApi.scheduleA(entry.orderGuid).pipe(
        map((response) => scheduleAChangedElsewhere({ orderGuid: entry.orderGuid, theirs: response.body.result ?? null, version: response.version, by: entry.actor.name })),
        // A save will still find out (412) and ask.
        catchError(() => EMPTY),
      ),
    ),
  );

/** A colleague's save of the open file's B-I or B-II fetches that list again; the page takes it in place or asks. */
export const scheduleBLiveEpic: CommitmentEpic = (action$, state$, { commitmentApi }) =>
  action$.pipe(
    filter(liveChangeReceived.match),
    filter(({ payload: { entry, mine } }) => !mine && entry.section === 'commitment' && entry.orderGuid === state$.value.commitment.orderGuid),
    mergeMap(({ payload: { entry } }) => {
      const parts = (['requirements', 'exceptions'] as const).filter((part) => entry.changes.some((change) => change.path.startsWith(`${part}/`)));
      return from(parts).pipe(
        mergeMap((part) =>
          commitmentApi.scheduleB(entry.orderGuid, part).pipe(
            map((response) => scheduleBChangedElsewhere({ orderGuid: entry.orderGuid, part, theirs: response.body.result.items, version: response.version, by: entry.actor.name })),
            // A save will still find out (412) and ask.
            catchError(() => EMPTY),
          ),
        ),
      );
    }),
  );

export const commitmentEpics = combineEpics(commitmentLoadEpic, scheduleASaveEpic, scheduleBSaveEpic, libraryEpic, scheduleALiveEpic, scheduleBLiveEpic);
