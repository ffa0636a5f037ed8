// Watching the session: idle time and the idle warning, an expired or removed token (also when
// the window wakes), a 401 to the agent's token, and the server's own word on the session.
import type { Action } from '@reduxjs/toolkit';
import { EMPTY, interval, merge, of, type Observable } from 'rxjs';
import { catchError, filter, ignoreElements, map, mergeMap, switchMap, takeUntil, tap, throttleTime } from 'rxjs/operators';
import { ACCOUNT_DEACTIVATED, SESSION_ENDED, TOKEN_EXPIRED } from '../lib/account-messages.ts';
import { needsBearerToken } from '../lib/http/auth-header.ts';
import { httpFailed } from '../lib/http/http-events.ts';
import type { SessionEpic } from './session-dependencies.ts';
import { goneReason, LAST_ACTIVITY_KEY, sessionOver, signedIn } from './session-epic-helpers.ts';
import { idleWarningCleared, idleWarningShown, roleChangedOnServer, sessionEnded, staySignedInClicked } from './session-slice.ts';

/** The idle warning comes up this long before the idle sign-out (at most half the idle time). */
export const IDLE_WARNING_MS = 60_000;
/** How often the session is checked (idle time, expiry, a token removed by another window). */
export const SESSION_CHECK_MS = 1_000;

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
