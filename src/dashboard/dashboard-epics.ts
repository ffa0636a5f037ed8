import { combineEpics } from 'redux-observable';
import { interval, merge, of } from 'rxjs';
import { catchError, filter, map, startWith, switchMap, takeUntil, throttleTime } from 'rxjs/operators';
import { bodyOrMessageOf } from '../lib/http/http-error.ts';
import type { DashboardEpic } from './dashboard-dependencies.ts';
import { dashboardLoaded, dashboardLoadFailed, dashboardPageLeft, dashboardPageOpened, dashboardRequested } from './dashboard-slice.ts';



export const DASHBOARD_UNAVAILABLE = 'The dashboard figures could not be loaded.';

/** How often the figures are refreshed while the dashboard is on screen. */
export const REFRESH_MS = 60_000;
/** A window coming back says so several times at once (shown, then focused): one refresh for them. */
export const WAKE_SETTLE_MS = 1_000;

/** A newer request replaces one still running, so figures never arrive out of order. */
export const dashboardEpic: DashboardEpic = (action$, _state$, { dashboardApi }) =>
  action$.pipe(
    filter(dashboardRequested.match),
    switchMap(() =>
      dashboardApi.summary().pipe(
        map((response) => dashboardLoaded(response.result)),
        catchError((error: unknown) => of(dashboardLoadFailed(bodyOrMessageOf(error) ?? DASHBOARD_UNAVAILABLE))),
      ),
    ),
  );

/**
 * Figures follow the orders: requested on opening the dashboard, every minute, and whenever the
 * window comes back (shown, focused, online: a laptop woken after lunch shows today's figures),
 * until the dashboard is left. An epic rather than a timer in the page, so it is tested with
 * virtual time and the page only says when it is on screen.
 */
export const dashboardRefreshEpic: DashboardEpic = (action$, _state$, { wake$ }) =>
  action$.pipe(
    filter(dashboardPageOpened.match),
    switchMap(() =>
      merge(interval(REFRESH_MS), wake$.pipe(throttleTime(WAKE_SETTLE_MS))).pipe(
        startWith(undefined),
        map(() => dashboardRequested()),
        takeUntil(action$.pipe(filter(dashboardPageLeft.match))),
      ),
    ),
  );

export const dashboardEpics = combineEpics(dashboardEpic, dashboardRefreshEpic);
