import { format } from 'date-fns';
import { EMPTY, of } from 'rxjs';
import { combineEpics } from 'redux-observable';
import { catchError, filter, map, mergeMap, tap } from 'rxjs/operators';
import { messageOf } from '../lib/http/http-error.ts';
import type { OrdersEpic } from './orders-dependencies.ts';
import {
  filesPageFailed,
  filesPageLoaded,
  filesPageRequested,
  filesQueryChanged,
  PAGE_SIZE,
} from './orders-slice.ts';

export const FILES_UNAVAILABLE = 'The file list could not be loaded.';

/** Fetches the pages the list asks for; pages of an older query or sort are dropped when they arrive. */
export const filesPageEpic: OrdersEpic = (action$, state$, { ordersApi, clock }) => {
  const inFlight = new Set<string>();
  return action$.pipe(
    filter(filesPageRequested.match),
    mergeMap(({ payload: page }) => {
      const { query, next, sort, direction, generation } = state$.value.orders.files;
      const key = `${generation}:${page}`;
      if (inFlight.has(key) || state$.value.orders.files.pages[page]) return EMPTY;
      inFlight.add(key);
      const today = format(new Date(clock.now()), 'yyyy-MM-dd');
      // The agent's day goes only with what counts from it: the Next step filter and sort.
      const nextStep = { ...(next ? { next } : {}), ...(next || sort === 'nextDue' ? { today } : {}) };
      return ordersApi.files({ q: query, ...nextStep, sort, direction, start: page * PAGE_SIZE, end: (page + 1) * PAGE_SIZE }).pipe(
        map((response) => filesPageLoaded({ generation, page, files: response.result.files, total: response.result.total })),
        catchError((error: unknown) => of(filesPageFailed({ generation, page, message: messageOf(error, FILES_UNAVAILABLE) }))),
        tap({ finalize: () => inFlight.delete(key) }),
      );
    }),
  );
};

/** A changed query or sort starts again from the first page. */
export const filesQueryEpic: OrdersEpic = (action$) =>
  action$.pipe(
    filter(filesQueryChanged.match),
    map(() => filesPageRequested(0)),
  );

/** The file list: its pages, fetched as the list asks and dropped when stale. */
export const fileListEpics = combineEpics(filesQueryEpic, filesPageEpic);
