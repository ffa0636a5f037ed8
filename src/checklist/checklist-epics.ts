import type { Action } from '@reduxjs/toolkit';
import { format } from 'date-fns';
import { combineEpics } from 'redux-observable';
import { EMPTY, merge, of, type Observable } from 'rxjs';
import { buffer, catchError, concatMap, debounceTime, filter, groupBy, map, mergeMap, share, switchMap, takeUntil } from 'rxjs/operators';
import { liveChangeReceived, liveFeedReset } from '../activity/index.ts';
import type { Clock } from '../lib/platform.ts';
import type { ChecklistEpic } from './checklist-dependencies.ts';
import {
  checklistLoaded,
  checklistLoadFailed,
  checklistRequested,
  itemAdded,
  itemAddFailed,
  itemAddRequested,
  itemChanged,
  itemChangeFailed,
  itemChangeRequested,
  myWorkFiltersChanged,
  myWorkLeft,
  myWorkLoaded,
  myWorkLoadFailed,
  myWorkOpened,
  myWorkPersonChosen,
  myWorkRequested,
  reassigned,
  reassignFailed,
  reassignRequested,
  templatesLoaded,
  templatesLoadFailed,
  templatesOpened,
  templateSaved,
  templateSaveFailed,
  templateSaveRequested,
  type ChecklistState,
} from './checklist-slice.ts';
import { refusalOf, STALE_ITEM } from '../lib/http/refusal.ts';


export const CHECKLIST_LOAD_FAILED = "The file's checklist could not be loaded. Try again.";
export const MY_WORK_LOAD_FAILED = 'Your work could not be loaded. Try again.';
/** Changes arriving together (a date moved nine items, a colleague ticking fast) are fetched once. */
export const LIVE_GATHER_MS = 150;
/** Typing in My work's file filter asks once the agent pauses. */
export const FILTER_PAUSE_MS = 300;

/** The agent's own calendar day: My work's groups and Overdue follow it, not the server's. */
export const todayOf = (clock: Clock) => format(new Date(clock.now()), 'yyyy-MM-dd');

/** The file's checklist, on opening its page and when asked again (live changes, a refused tick). */
export const checklistLoadEpic: ChecklistEpic = (action$, _state$, { checklistApi }) =>
  action$.pipe(
    filter(checklistRequested.match),
    switchMap(({ payload: { orderGuid } }) =>
      checklistApi.checklist(orderGuid).pipe(
        map((response) => checklistLoaded({ orderGuid, data: response.result })),
        catchError((error: unknown) => of(checklistLoadFailed({ orderGuid, error: refusalOf(error, CHECKLIST_LOAD_FAILED) }))),
      ),
    ),
  );

/**
 * A tick, an assignment, a new date: one item's changes are sent one after another (each names the
 * version the one before it answered), different items' at once. A change refused as stale shows
 * the colleague's version (the lists are fetched again) and says so beside the item.
 */
export const itemChangeEpic: ChecklistEpic = (action$, state$, { checklistApi }) =>
  action$.pipe(
    filter(itemChangeRequested.match),
    groupBy(({ payload }) => payload.item.id),
    mergeMap((changes$) =>
      changes$.pipe(
        concatMap(({ payload: { item, patch, basedOn } }) => {
          const current = state$.value.checklist;
          const known = [...(current.file.data?.items ?? []), ...Object.values(current.work.data?.groups ?? {}).flat()].find((candidate) => candidate.id === item.id);
          // A tick names the newest version seen (it changes one thing, on purpose); details edited
          // in a form name the version the form opened on, so a colleague's change since is not lost.
          const version = basedOn ?? Math.max(item.version, known?.version ?? 0);
          return checklistApi.change(item.orderGuid, item.id, patch, version).pipe(
            map((response) => itemChanged(response.result)),
            catchError((error: unknown) => {
              const message = refusalOf(error, 'The change could not be saved. Try again.');
              const refreshed: Action[] = message === STALE_ITEM ? reloadsFor(state$.value.checklist, item.orderGuid) : [];
              return of(itemChangeFailed({ id: item.id, error: message }), ...refreshed);
            }),
          );
        }),
      ),
    ),
  );

/** The lists on screen that show a file's items. */
function reloadsFor(state: ChecklistState, orderGuid: string): Action[] {
  const actions: Action[] = [];
  if (state.file.orderGuid === orderGuid) actions.push(checklistRequested({ orderGuid, quiet: true }));
  if (state.work.status !== 'idle') actions.push(myWorkRequested({ quiet: true }));
  return actions;
}

export const itemAddEpic: ChecklistEpic = (action$, _state$, { checklistApi }) =>
  action$.pipe(
    filter(itemAddRequested.match),
    concatMap(({ payload: { orderGuid, task } }) =>
      checklistApi.add(orderGuid, task).pipe(
        map((response) => itemAdded(response.result)),
        catchError((error: unknown) => of(itemAddFailed(refusalOf(error, 'The item could not be added. Try again.')))),
      ),
    ),
  );

/** My work, on opening, for another person, on new filters (typing settles first), and when asked again. */
export const myWorkLoadEpic: ChecklistEpic = (action$, state$, { checklistApi, clock }) =>
  action$.pipe(
    filter((action) => myWorkOpened.match(action) || myWorkPersonChosen.match(action) || myWorkFiltersChanged.match(action) || myWorkRequested.match(action)),
    switchMap((action) => (myWorkFiltersChanged.match(action) ? of(action).pipe(debounceTime(FILTER_PAUSE_MS)) : of(action))),
    switchMap(() => {
      const { person, filters } = state$.value.checklist.work;
      return checklistApi.myWork(person, filters, todayOf(clock)).pipe(
        map((response) => myWorkLoaded(response.result)),
        catchError((error: unknown) => of(myWorkLoadFailed(refusalOf(error, MY_WORK_LOAD_FAILED)))),
        takeUntil(action$.pipe(filter(myWorkLeft.match))),
      );
    }),
  );

/**
 * Colleagues' ticks, assignments and moves (the live feed's checklist entries) reach the open
 * file's checklist and My work within a moment: the lists on screen are fetched again, once for a
 * burst. So do the agent's own from another tab. A feed that missed too much fetches them too.
 */
export const liveChecklistEpic: ChecklistEpic = (action$, state$) => {
  const changes$ = action$.pipe(
    filter((action) => (liveChangeReceived.match(action) && action.payload.entry.section === 'checklist') || liveFeedReset.match(action)),
    share(),
  );
  return changes$.pipe(
    buffer(changes$.pipe(debounceTime(LIVE_GATHER_MS))),
    mergeMap((batch): Observable<Action> => {
      const state = state$.value.checklist;
      const actions: Action[] = [];
      const orderGuid = state.file.orderGuid;
      const aboutFile = batch.some((action) => liveFeedReset.match(action) || (liveChangeReceived.match(action) && action.payload.entry.orderGuid === orderGuid));
      if (orderGuid && state.file.data && aboutFile) actions.push(checklistRequested({ orderGuid, quiet: true }));
      if (state.work.status === 'loaded') actions.push(myWorkRequested({ quiet: true }));
      return actions.length > 0 ? of(...actions) : EMPTY;
    }),
  );
};

export const reassignEpic: ChecklistEpic = (action$, _state$, { checklistApi }) =>
  action$.pipe(
    filter(reassignRequested.match),
    concatMap(({ payload: { from, to, toName, taskIds } }) =>
      checklistApi.reassign(from, to, taskIds).pipe(
        mergeMap((response) => of(reassigned({ moved: response.result.moved, toName }), myWorkRequested({ quiet: true }))),
        catchError((error: unknown) => of(reassignFailed(refusalOf(error, 'The work could not be reassigned. Try again.')))),
      ),
    ),
  );

export const templatesEpic: ChecklistEpic = (action$, _state$, { checklistApi }) =>
  merge(
    action$.pipe(
      filter(templatesOpened.match),
      switchMap(() =>
        checklistApi.templates().pipe(
          map((response) => templatesLoaded(response.result)),
          catchError((error: unknown) => of(templatesLoadFailed(refusalOf(error, 'The checklist templates could not be loaded. Try again.')))),
        ),
      ),
    ),
    action$.pipe(
      filter(templateSaveRequested.match),
      concatMap(({ payload: { transactionType, items } }) =>
        checklistApi.saveTemplate(transactionType, items).pipe(
          map((response) => templateSaved(response.result)),
          catchError((error: unknown) => of(templateSaveFailed(refusalOf(error, 'The template could not be saved. Try again.')))),
        ),
      ),
    ),
  );

export const checklistEpics = combineEpics(checklistLoadEpic, itemChangeEpic, itemAddEpic, myWorkLoadEpic, liveChecklistEpic, reassignEpic, templatesEpic);
