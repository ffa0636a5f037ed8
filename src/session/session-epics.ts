import { ACCOUNT_DEACTIVATED, SESSION_ENDED, TOKEN_EXPIRED } from '../lib/account-messages.ts';
import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { concat, defer, EMPTY, interval, merge, of, timer, type Observable } from 'rxjs';
import { catchError, concatMap, filter, ignoreElements, map, mergeMap, switchMap, take, takeUntil, tap, throttleTime } from 'rxjs/operators';
import { httpFailed } from '../lib/http/http-events.ts';
import { appStarted, loginPageOpened, loginSucceeded, logoutRequested, sessionEndNoticeShown, sessionRestored, tokenRenewed, type AuthState } from '../auth/index.ts';
import type { Environment } from '../config/environment.ts';
import { paths } from '../config/paths.ts';
import { decodeUserInfo } from '../lib/auth-token.ts';
import { needsBearerToken } from '../lib/http/auth-header.ts';
import { HttpError } from '../lib/http/http-error.ts';
import type { BrowserControls, Clock, Navigation } from '../lib/platform.ts';
import type { SessionStore } from '../lib/session-store.ts';
import type { SessionApi } from './session-api.ts';
import type { SessionToken } from './session-token.ts';
import { clearHandoff, isSafeReturnPath, readHandoff, recentEndReason, saveHandoff, sessionEndMessage } from './session-handoff.ts';
import { idleWarningCleared, idleWarningShown, roleChangedOnServer, sessionEnded, staySignedInClicked, type SessionState } from './session-slice.ts';

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

type SessionEpic = Epic<Action, Action, { auth: AuthState; session: SessionState }, SessionEpicDependencies>;

/** A renewal that could not reach the server is tried again after this long, while the token lasts. */
export const RENEW_RETRY_MS = 15_000;
/** The idle warning comes up this long before the idle sign-out (at most half the idle time). */
export const IDLE_WARNING_MS = 60_000;
/** How often the session is checked (idle time, expiry, a token removed by another window). */
export const SESSION_CHECK_MS = 1_000;
/** Shared by every window of the app, so activity in one keeps the others signed in too. */
export const LAST_ACTIVITY_KEY = 'lastActivity';

/**
 * Every token the server hands over is kept, whoever received it (sign-in, a renewal, a new
 * password), and teaches the session the server's clock. It comes first among the session's
 * epics, so the renewal that follows is timed by that clock.
 */
export const tokenKeepingEpic: SessionEpic = (action$, _state$, { sessionToken }) =>
  action$.pipe(
    filter((action) => loginSucceeded.match(action) || tokenRenewed.match(action)),
    tap((action) => sessionToken.store((action as ReturnType<typeof tokenRenewed>).payload.token)),
    ignoreElements(),
  );

/**
 * On start a stored token that can serve signs the agent in again. One that expired while the
 * app was closed (a browser restored the next morning) is removed, and the login page says so:
 * the same agent signing in comes back to this page and its tabs, as after any other forced end.
 */
export const sessionRestoreEpic: SessionEpic = (action$, _state$, { sessionToken, session, navigation, clock }) =>
  action$.pipe(
    filter(appStarted.match),
    mergeMap(() => {
      const restored = sessionToken.restore();
      if (!restored) return EMPTY;
      const { token, userInfo, expired } = restored;
      if (!expired) return of(sessionRestored({ token, userInfo }));
      saveHandoff(session, { reason: 'expired', returnTo: navigation.currentPath(), email: userInfo.email ?? '', at: clock.now() });
      sessionToken.end();
      return EMPTY;
    }),
  );

/** The token is gone: another window ended the session, for its reason if it just said one. */
function goneReason(session: SessionStore, clock: Clock) {
  return recentEndReason(session, clock.now()) ?? 'elsewhere';
}

const signedIn = (action: Action) => loginSucceeded.match(action) || sessionRestored.match(action);
const sessionOver = (action$: Observable<Action>) => action$.pipe(filter((action) => sessionEnded.match(action) || logoutRequested.match(action)));

/**
 * Keeps a working agent signed in: each token is traded for a fresh one shortly before it
 * expires. A token another window renewed meanwhile is adopted; a renewal the server refuses
 * (401) ends the session through the 401 handler; one that cannot reach the server is retried.
 */
export const tokenRenewalEpic: SessionEpic = (action$, _state$, { sessionApi, sessionToken, session, clock, isOnline }) => {
  function renew(current: string): Observable<Action> {
    return defer(() => {
      const stored = sessionToken.current();
      if (!stored) return of(sessionEnded({ reason: goneReason(session, clock) }));
      const storedExpiry = sessionToken.expiresAt(stored);
      // Offline, the session watch ends it once the network is back (not into an error page).
      if (storedExpiry === null || sessionToken.isExpired(stored)) return isOnline() ? of(sessionEnded({ reason: 'expired' })) : EMPTY;
      const adopted = stored !== current && storedExpiry > (sessionToken.expiresAt(current) ?? 0) ? decodeUserInfo(stored) : null;
      if (adopted) return of(tokenRenewed({ token: stored, userInfo: adopted }));
      return sessionApi.renew().pipe(
        map((response) => {
          const fresh = response?.result?.token;
          const userInfo = fresh ? decodeUserInfo(fresh) : null;
          if (!fresh || !userInfo) return sessionEnded({ reason: 'rejected' });
          // Stored by tokenKeepingEpic, as every token the server hands over.
          return tokenRenewed({ token: fresh, userInfo });
        }),
        catchError((error: unknown) =>
          error instanceof HttpError && error.status === 401 ? EMPTY : timer(RENEW_RETRY_MS).pipe(mergeMap(() => renew(current))),
        ),
      );
    });
  }

  return action$.pipe(
    filter((action) => signedIn(action) || tokenRenewed.match(action) || roleChangedOnServer.match(action)),
    switchMap((action) => {
      // A role changed by an admin: renew now, so that the menu and the pages agree with the server.
      if (roleChangedOnServer.match(action)) {
        const current = sessionToken.current();
        return current ? renew(current).pipe(takeUntil(sessionOver(action$))) : EMPTY;
      }
      const { token } = (action as ReturnType<typeof tokenRenewed>).payload;
      const wait = sessionToken.msUntilRenewal(token);
      if (wait === null) return EMPTY;
      return timer(wait).pipe(
        mergeMap(() => renew(token)),
        takeUntil(sessionOver(action$)),
      );
    }),
  );
};

/**
 * Watches a signed-in session every second and whenever the window wakes: a token removed by
 * another window, a token that expired (a laptop back from sleep, before the agent types), and
 * idle time. A minute before the idle limit a warning with a countdown comes up; while it is up
 * only "Stay signed in" keeps the session (moving the mouse to it is not enough); input in
 * another window of the app counts too.
 */
export const sessionWatchEpic: SessionEpic = (action$, state$, { sessionToken, session, clock, activity$, typing$, wake$, env, isOnline }) => {
  const timeoutMs = env.idleTimeoutMinutes * 60_000;
  const warningMs = Math.min(IDLE_WARNING_MS, timeoutMs / 2);
  const throttleMs = Math.min(5_000, timeoutMs / 10);
  const touch = () => session.setLocalItem(LAST_ACTIVITY_KEY, String(clock.now()));
  const lastActivity = () => Number(session.getLocalItem(LAST_ACTIVITY_KEY)) || clock.now();

  function check(): Observable<Action> {
    const stored = sessionToken.current();
    if (!stored) return of(sessionEnded({ reason: goneReason(session, clock) }));
    // Text that is no token at all (damaged, or put there by hand) is refused, not "expired".
    if (sessionToken.expiresAt(stored) === null) return of(sessionEnded({ reason: 'rejected' }));
    if (sessionToken.isExpired(stored)) return isOnline() ? of(sessionEnded({ reason: 'expired' })) : EMPTY;
    const last = lastActivity();
    const idleFor = clock.now() - last;
    if (idleFor >= timeoutMs) return of(sessionEnded({ reason: 'idle' }));
    const warning = state$.value.session.idleWarningEndsAt;
    if (idleFor >= timeoutMs - warningMs) return warning === null ? of(idleWarningShown(last + timeoutMs)) : EMPTY;
    return warning === null ? EMPTY : of(idleWarningCleared());
  }

  return action$.pipe(
    filter(signedIn),
    switchMap(() => {
      touch();
      const record$ = activity$.pipe(
        filter(() => state$.value.session.idleWarningEndsAt === null),
        throttleTime(throttleMs),
        tap(touch),
        ignoreElements(),
      );
      // Typing is being back: it keeps the session like "Stay signed in" (moving the mouse is not).
      const typed$ = typing$.pipe(
        filter(() => state$.value.session.idleWarningEndsAt !== null),
        tap(touch),
        map(() => idleWarningCleared()),
      );
      const stay$ = action$.pipe(filter(staySignedInClicked.match), tap(touch), ignoreElements());
      const check$ = merge(interval(SESSION_CHECK_MS), wake$).pipe(mergeMap(check));
      return merge(record$, typed$, stay$, check$).pipe(takeUntil(sessionOver(action$)));
    }),
  );
};

/**
 * A 401 to a call that carried the agent's token ends the session, whether the token expired
 * (docs/behaviour.md#logout-and-expired-tokens) or the server refuses one that has not (restarted
 * with a new key, account removed): every later call would fail the same way, so the agent is not
 * left stuck.
 */
export const rejectedTokenEpic: SessionEpic = (action$, state$, { sessionToken, session, clock, env }) =>
  action$.pipe(
    filter(httpFailed.match),
    filter(({ payload }) => payload.status === 401 && state$.value.auth.token !== null && needsBearerToken(payload.url, env.authExcludedSegments)),
    map(({ payload }) => {
      // The server says why when an admin deactivated the account: the login page tells the agent.
      if (payload.serverMessage === ACCOUNT_DEACTIVATED) return sessionEnded({ reason: 'deactivated' });
      if (payload.serverMessage === SESSION_ENDED) return sessionEnded({ reason: 'ended' });
      if (payload.serverMessage === TOKEN_EXPIRED) return sessionEnded({ reason: 'expired' });
      const stored = sessionToken.current();
      if (!stored) return sessionEnded({ reason: goneReason(session, clock) });
      return sessionEnded({ reason: sessionToken.isExpired(stored) ? 'expired' : 'rejected' });
    }),
  );

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

/** How often an open window asks the server whether its session still stands (and at once when it wakes). */
export const SERVER_CHECK_MS = 20_000;

/**
 * A session the server ended (an admin deactivated the account, a password was reset, "sign out"
 * elsewhere) ends in every open window within SERVER_CHECK_MS, not at its next call minutes
 * later: the check's 401 goes through the 401 handler like any other, with the server's reason.
 * A role the admin changed comes with the answer, and a fresh token brings it in. Offline it
 * waits; other failures are left to the next check.
 */
export const sessionCheckEpic: SessionEpic = (action$, state$, { sessionApi, wake$, isOnline }) =>
  action$.pipe(
    filter(signedIn),
    switchMap(() =>
      merge(interval(SERVER_CHECK_MS), wake$).pipe(
        filter(() => isOnline()),
        throttleTime(1_000),
        switchMap(() =>
          sessionApi.check().pipe(
            mergeMap((answer) => {
              const role = answer?.result?.role;
              const current = state$.value.auth.userInfo?.role;
              return role !== undefined && current !== undefined && role !== current ? of(roleChangedOnServer()) : EMPTY;
            }),
            catchError(() => EMPTY),
          ),
        ),
        takeUntil(sessionOver(action$)),
      ),
    ),
  );

export const sessionEpic = combineEpics(
  tokenKeepingEpic,
  sessionRestoreEpic,
  sessionCheckEpic,
  tokenRenewalEpic,
  sessionWatchEpic,
  rejectedTokenEpic,
  sessionEndEpic,
  sessionEndNoticeEpic,
  signInRedirectEpic,
);
