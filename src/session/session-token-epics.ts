// Keeping the token: every token the server hands over is stored, a stored one is taken up at
// start, and each is renewed before it expires.
import type { Action } from '@reduxjs/toolkit';
import { defer, EMPTY, of, timer, type Observable } from 'rxjs';
import { catchError, filter, ignoreElements, map, mergeMap, switchMap, takeUntil, tap } from 'rxjs/operators';
import { appStarted, loginSucceeded, sessionRestored, tokenRenewed } from '../auth/index.ts';
import { decodeUserInfo } from '../lib/auth-token.ts';
import { HttpError } from '../lib/http/http-error.ts';
import type { SessionEpic } from './session-dependencies.ts';
import { goneReason, sessionOver, signedIn } from './session-epic-helpers.ts';
import { saveHandoff } from './session-handoff.ts';
import { roleChangedOnServer, sessionEnded } from './session-slice.ts';

/** A renewal that could not reach the server is tried again after this long, while the token lasts. */
export const RENEW_RETRY_MS = 15_000;

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
