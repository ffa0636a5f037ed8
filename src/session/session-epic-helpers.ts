import type { Action } from '@reduxjs/toolkit';
import type { Observable } from 'rxjs';
import { filter } from 'rxjs/operators';
import { loginSucceeded, sessionRestored } from '../auth/index.ts';
import type { Clock } from '../lib/platform.ts';
import type { SessionStore } from '../lib/session-store.ts';
import { recentEndReason } from './session-handoff.ts';
import { logoutRequested, sessionEnded } from './session-slice.ts';

/** Shared by every window of the app, so activity in one keeps the others signed in too. */
export const LAST_ACTIVITY_KEY = 'lastActivity';

/** The token is gone: another window ended the session, for its reason if it just said one. */
export function goneReason(session: SessionStore, clock: Clock) {
  return recentEndReason(session, clock.now()) ?? 'elsewhere';
}

/** A session begins: the agent signed in, or a stored token was taken up at start. */
export const signedIn = (action: Action) => loginSucceeded.match(action) || sessionRestored.match(action);
/** The session is over, forced or signed out: what stops every watch and timer of it. */
export const sessionOver = (action$: Observable<Action>) => action$.pipe(filter((action) => sessionEnded.match(action) || logoutRequested.match(action)));
