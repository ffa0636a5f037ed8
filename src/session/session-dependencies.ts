import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { Observable } from 'rxjs';
import type { AuthState } from '../auth/index.ts';
import type { Environment } from '../config/environment.ts';
import type { BrowserControls, Clock, Navigation } from '../lib/platform.ts';
import type { SessionStore } from '../lib/session-store.ts';
import type { SessionApi } from './session-api.ts';
import type { SessionState } from './session-slice.ts';
import type { SessionToken } from './session-token.ts';

/** What the session area's epics use besides the store, injected (tests pass fakes). */
export interface SessionEpicDependencies {
  sessionApi: SessionApi;
  /** The agent's token and the clock its expiry is judged by (session-token.ts). */
  sessionToken: SessionToken;
  /** The window's storage: what a forced end leaves for the login page, activity shared by windows. */
  session: SessionStore;
  navigation: Navigation;
  browser: BrowserControls;
  clock: Clock;
  /** The agent's input anywhere in the window (keys, pointer, wheel, touch). */
  activity$: Observable<unknown>;
  /** Keys pressed anywhere in the window. */
  typing$: Observable<unknown>;
  /** The window shown, focused or back online again (a laptop waking from sleep). */
  wake$: Observable<unknown>;
  /** Whether the browser has a network: an expired session is not ended into an offline error page. */
  isOnline(): boolean;
  env: Pick<Environment, 'idleTimeoutMinutes' | 'authExcludedSegments'>;
}

export type SessionEpic = Epic<Action, Action, { auth: AuthState; session: SessionState }, SessionEpicDependencies>;
