import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { Observable } from 'rxjs';
import type { BrowserControls } from '../lib/platform.ts';
import type { ActivityApi } from './activity-api.ts';
import type { FileHistoryState } from './history-slice.ts';
import type { LiveState } from './live-slice.ts';

/** What the activity area's epics use besides the store, injected (tests pass fakes). */
export interface ActivityEpicDependencies {
  activityApi: ActivityApi;
  /** The agent's token, read to follow who is signed in (kept by the session area, session/session-token.ts). */
  sessionToken: { current(): string | null };
  browser: Pick<BrowserControls, 'saveFile' | 'print'>;
  /** The page is being hidden or closed: presence says goodbye. */
  pageHide$: Observable<unknown>;
  /** This tab's id for presence (a person may have a file open in two tabs). */
  tabId: string;
}

export type ActivityEpic = Epic<Action, Action, { live: LiveState; fileHistory: FileHistoryState }, ActivityEpicDependencies>;
