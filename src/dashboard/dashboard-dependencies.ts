import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { Observable } from 'rxjs';
import type { DashboardApi } from './dashboard-api.ts';

/** What the dashboard area's epics use besides the store, injected (tests pass fakes). */
export interface DashboardEpicDependencies {
  dashboardApi: DashboardApi;
  /** The window shown, focused or back online again. */
  wake$: Observable<unknown>;
}

export type DashboardEpic = Epic<Action, Action, unknown, DashboardEpicDependencies>;
