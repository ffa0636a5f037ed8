import { combineEpics } from 'redux-observable';
import { concat, EMPTY, from, of } from 'rxjs';
import { catchError, concatMap, exhaustMap, filter, map, switchMap, tap } from 'rxjs/operators';
import { printRequested } from '../shell/index.ts';
import { messageOf } from '../lib/http/http-error.ts';
import type { ActivityEpic } from './activity-dependencies.ts';
import {
  HISTORY_PAGE_SIZE,
  historyExported,
  historyExportFailed,
  historyExportRequested,
  historyFiltersChanged,
  historyMoreRequested,
  historyOpened,
  historyPageFailed,
  historyPageLoaded,
  historyPrintReady,
  historyPrintRequested,
} from './history-slice.ts';
import { liveFeedReset, RECENT_ACTIVITY_SIZE, recentActivityFailed, recentActivityLoaded, recentActivityRequested } from './live-slice.ts';

export const HISTORY_LOAD_FAILED = "The file's history could not be loaded. Try again.";
export const HISTORY_EXPORT_FAILED = 'The history could not be exported. Try again.';

/** The newest page, on opening, on a change of filters, and when the live feed missed too much to replay. */
export const historyLoadEpic: ActivityEpic = (action$, state$, { activityApi }) =>
  action$.pipe(
    filter((action) => historyOpened.match(action) || historyFiltersChanged.match(action) || (liveFeedReset.match(action) && state$.value.fileHistory.orderGuid !== null)),
    filter(() => state$.value.fileHistory.orderGuid !== null),
    switchMap(() => {
      const { orderGuid, filters } = state$.value.fileHistory;
      if (orderGuid === null) return EMPTY;
      return activityApi.history(orderGuid, filters, 0, HISTORY_PAGE_SIZE).pipe(
        map((response) => historyPageLoaded({ orderGuid, filters, start: 0, page: response.result })),
        catchError((error: unknown) => of(historyPageFailed({ orderGuid, message: messageOf(error, HISTORY_LOAD_FAILED) }))),
      );
    }),
  );

/** Older entries, a page at a time (a second request while one runs is not sent). */
export const historyMoreEpic: ActivityEpic = (action$, state$, { activityApi }) =>
  action$.pipe(
    filter(historyMoreRequested.match),
    exhaustMap(() => {
      const { orderGuid, filters, entries, total } = state$.value.fileHistory;
      if (orderGuid === null || entries.length >= total) return EMPTY;
      const start = entries.length;
      return activityApi.history(orderGuid, filters, start, start + HISTORY_PAGE_SIZE).pipe(
        map((response) => historyPageLoaded({ orderGuid, filters, start, page: response.result })),
        catchError((error: unknown) => of(historyPageFailed({ orderGuid, message: messageOf(error, HISTORY_LOAD_FAILED) }))),
      );
    }),
  );

/** Entries fetched at a time to complete a printout. */
const PRINT_PAGE_SIZE = 500;

/**
 * Print: the older entries are fetched first, a page of 500 after another, so the printout has
 * the whole history (as filtered), not just what was on screen; then the browser prints.
 */
export const historyPrintEpic: ActivityEpic = (action$, state$, { activityApi }) =>
  action$.pipe(
    filter(historyPrintRequested.match),
    exhaustMap(() => {
      const { orderGuid, filters, entries, total } = state$.value.fileHistory;
      if (orderGuid === null) return of(historyPrintReady());
      // Offsets known now: a change arriving meanwhile shifts the pages by one, which repeats an
      // entry (dropped by id) but never skips one.
      const starts: number[] = [];
      for (let start = entries.length; start < total; start += PRINT_PAGE_SIZE) starts.push(start);
      return concat(
        from(starts).pipe(
          concatMap((start) =>
            activityApi.history(orderGuid, filters, start, start + PRINT_PAGE_SIZE).pipe(map((response) => historyPageLoaded({ orderGuid, filters, start, page: response.result }))),
          ),
        ),
        of(historyPrintReady(), printRequested()),
      ).pipe(catchError((error: unknown) => of(historyPageFailed({ orderGuid, message: messageOf(error, HISTORY_LOAD_FAILED) }))));
    }),
  );

/** The whole history (as filtered) as a CSV file the browser downloads. */
export const historyExportEpic: ActivityEpic = (action$, state$, { activityApi, browser }) =>
  action$.pipe(
    filter(historyExportRequested.match),
    exhaustMap(({ payload: fileNumber }) => {
      const { orderGuid, filters } = state$.value.fileHistory;
      if (orderGuid === null) return EMPTY;
      return activityApi.historyCsv(orderGuid, filters).pipe(
        tap((csv) => browser.saveFile(csv, `history-${fileNumber.replace(/[^A-Za-z0-9._-]/g, '_') || orderGuid}.csv`)),
        map(() => historyExported()),
        catchError((error: unknown) => of(historyExportFailed(messageOf(error, HISTORY_EXPORT_FAILED)))),
      );
    }),
  );

/** The dashboard's "Recent activity", loaded when it opens (the live feed keeps it current after). */
export const recentActivityEpic: ActivityEpic = (action$, _state$, { activityApi }) =>
  action$.pipe(
    filter((action) => recentActivityRequested.match(action) || liveFeedReset.match(action)),
    switchMap(() =>
      activityApi.recent(RECENT_ACTIVITY_SIZE).pipe(
        map((response) => recentActivityLoaded(response.result.entries)),
        catchError(() => of(recentActivityFailed())),
      ),
    ),
  );

export const historyEpics = combineEpics(historyLoadEpic, historyMoreEpic, historyPrintEpic, historyExportEpic, recentActivityEpic);
