import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { Observable } from 'rxjs';
import type { HttpEvent } from '../lib/http/http-events.ts';

/** What the application's epics use besides the store, injected (tests pass fakes). */
export interface ApplicationEpicDependencies {
  /** Every response the HTTP client sees, as it sees it. */
  httpEvents: Observable<HttpEvent>;
}

/** The file list's generation, when its area is loaded: the app's list follows only the current one. */
type ApplicationView = { orders?: { files: { generation: number } } };
export type ApplicationEpic = Epic<Action, Action, ApplicationView, ApplicationEpicDependencies>;
