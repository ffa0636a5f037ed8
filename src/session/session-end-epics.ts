// Ending the session: the one way it ends (signed out or forced), what the login page then says,
// and where signing in again leads.
import { concat, EMPTY, of, timer } from 'rxjs';
import { catchError, concatMap, filter, ignoreElements, mergeMap, take, takeUntil, tap } from 'rxjs/operators';
import { loginPageOpened, loginSucceeded, sessionEndNoticeShown } from '../auth/index.ts';
import { paths } from '../config/paths.ts';
import type { SessionEpic } from './session-dependencies.ts';
import { LAST_ACTIVITY_KEY } from './session-epic-helpers.ts';
import { clearHandoff, isSafeReturnPath, readHandoff, saveHandoff, sessionEndMessage } from './session-handoff.ts';
import { logoutRequested, sessionEnded } from './session-slice.ts';

const LOGOUT_WAIT_MS = 2_000;

/**
 * The one way a session ends. Logout (docs/behaviour.md#logout-and-expired-tokens) removes the
 * token, clears session storage and reloads. A forced end removes the token and leaves the window's
 * session storage as it is (its open tabs and drafts) with the reason and the page beside them, for
 * the login page and the next sign-in; it reloads past any unsaved-changes prompt (nobody may be at
 * the desk).
 */
export const sessionEndEpic: SessionEpic = (action$, state$, { sessionToken, session, navigation, browser, clock, sessionApi }) =>
  action$.pipe(
    filter((action) => sessionEnded.match(action) || logoutRequested.match(action)),
    // The first end is the reason: the checks that follow it (a 401 in flight, the next tick
    // seeing the token gone) must not overwrite "idle" or "expired" with "another window".
    take(1),
    // Signing out also ends the session on the server, so a copy of the token stops working. A
    // server that does not answer within LOGOUT_WAIT_MS does not keep the agent waiting: the token
    // then ends with its own time.
    concatMap((action) =>
      logoutRequested.match(action) && sessionToken.current()
        ? concat(sessionApi.logout().pipe(takeUntil(timer(LOGOUT_WAIT_MS)), ignoreElements(), catchError(() => EMPTY)), of(action))
        : of(action),
    ),
    tap((action) => {
      if (sessionEnded.match(action)) {
        saveHandoff(session, {
          reason: action.payload.reason,
          returnTo: navigation.currentPath(),
          email: state$.value.auth.userInfo?.email ?? '',
          at: clock.now(),
        });
      } else {
        clearHandoff(session);
        session.clearSession();
      }
      sessionToken.end();
      session.removeLocalItem(LAST_ACTIVITY_KEY);
      // Forced or not, nobody is asked again: a forced end may find nobody at the desk, and an
      // agent who signs out with unsaved work was asked in the app before anything was cleared.
      browser.reload({ force: true });
    }),
    ignoreElements(),
  );

/** The login page says why the last session ended, when the agent did not sign out. */
export const sessionEndNoticeEpic: SessionEpic = (action$, _state$, { session, env }) =>
  action$.pipe(
    filter(loginPageOpened.match),
    mergeMap(() => {
      const handoff = readHandoff(session);
      return handoff ? of(sessionEndNoticeShown(sessionEndMessage(handoff.reason, env.idleTimeoutMinutes))) : EMPTY;
    }),
  );

/**
 * After signing in the token is stored and the agent goes to '/'
 * (docs/behaviour.md#authentication-state), or, when the same agent's session was ended for them,
 * back to the page they were on with their open tabs.
 */
export const signInRedirectEpic: SessionEpic = (action$, _state$, { session, navigation, browser }) =>
  action$.pipe(
    filter(loginSucceeded.match),
    tap(({ payload }) => {
      // The token itself is stored by tokenKeepingEpic, before this runs.
      const handoff = readHandoff(session);
      clearHandoff(session);
      if (!handoff) return navigation.navigate(paths.root);
      const sameAgent = handoff.email !== '' && handoff.email.toLowerCase() === (payload.userInfo.email ?? '').toLowerCase();
      if (sameAgent && isSafeReturnPath(handoff.returnTo)) {
        // A full load, so every area starts from this window's tabs and drafts as after a reload.
        return browser.goTo(handoff.returnTo);
      }
      // Another agent at this window: the previous agent's tabs and drafts go, before anything
      // reads them, and the app starts afresh.
      session.clearSession();
      browser.goTo(paths.root);
    }),
    ignoreElements(),
  );
