import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { of } from 'rxjs';
import { catchError, filter, map, switchMap } from 'rxjs/operators';
import { bodyOrMessageOf } from '../lib/http/http-error';
import type { DashboardApi } from './dashboard-api';
import { dashboardLoaded, dashboardLoadFailed, dashboardRequested } from './dashboard-slice';

export interface DashboardEpicDependencies {
  dashboardApi: DashboardApi;
}

export const DASHBOARD_UNAVAILABLE = 'The dashboard figures could not be loaded.';

/** A newer request replaces one still running, so figures never arrive out of order. */
export const dashboardEpic: Epic<Action, Action, unknown, DashboardEpicDependencies> = (action$, _state$, { dashboardApi }) =>
  action$.pipe(
    filter(dashboardRequested.match),
    switchMap(() =>
      dashboardApi.summary().pipe(
        map((response) => dashboardLoaded(response.result)),
        catchError((error: unknown) => of(dashboardLoadFailed(bodyOrMessageOf(error) ?? DASHBOARD_UNAVAILABLE))),
      ),
    ),
  );

export const dashboardEpics = combineEpics(dashboardEpic);
