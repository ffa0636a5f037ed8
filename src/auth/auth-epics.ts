import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { EMPTY, of } from 'rxjs';
import { catchError, exhaustMap, filter, ignoreElements, map, mergeMap, switchMap, tap } from 'rxjs/operators';
import { paths } from '../config/paths';
import { decodeUserInfo, isTokenExpired } from '../lib/auth-token';
import type { Clock, BrowserControls, Navigation } from '../lib/platform';
import type { SessionStore } from '../lib/session-store';
import type { AuthApi } from './auth-api';
import {
  appStarted,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  sessionRestored,
  tenantUnderwritersLoaded,
  tenantUnderwritersRequested,
  type AuthState,
} from './auth-slice';
import { INVALID_CREDENTIALS, toLoginError } from './login-error';

export interface AuthEpicDependencies {
  authApi: AuthApi;
  session: SessionStore;
  navigation: Navigation;
  browser: BrowserControls;
  clock: Clock;
}

type AuthEpic = Epic<Action, Action, { auth: AuthState }, AuthEpicDependencies>;

export const UNREADABLE_TOKEN = 'The server sent a sign-in token the app cannot read. Please contact support.';

export const loginEpic: AuthEpic = (action$, _state$, { authApi }) =>
  action$.pipe(
    filter(loginRequested.match),
    // A second click while signing in is ignored rather than racing the first request.
    exhaustMap(({ payload }) =>
      authApi.login(payload).pipe(
        map((response) => {
          const result = response?.result;
          if (!result?.isSuccess || !result.token) {
            return loginFailed({ message: result?.message || INVALID_CREDENTIALS, fieldErrors: {} });
          }
          const userInfo = decodeUserInfo(result.token);
          if (!userInfo) return loginFailed({ message: UNREADABLE_TOKEN, fieldErrors: {} });
          return loginSucceeded({ token: result.token, userInfo });
        }),
        catchError((error: unknown) => of(loginFailed(toLoginError(error)))),
      ),
    ),
  );

export const loginRedirectEpic: AuthEpic = (action$, _state$, { session, navigation }) =>
  action$.pipe(
    filter(loginSucceeded.match),
    tap(({ payload }) => {
      session.setToken(payload.token);
      navigation.navigate(paths.root);
    }),
    ignoreElements(),
  );

/** On start a stored token is decoded into the authentication state; one that cannot serve is dropped. */
export const sessionRestoreEpic: AuthEpic = (action$, _state$, { session, clock }) =>
  action$.pipe(
    filter(appStarted.match),
    mergeMap(() => {
      const token = session.getToken();
      if (!token) return EMPTY;
      const userInfo = decodeUserInfo(token);
      if (!userInfo || isTokenExpired(token, clock.now())) {
        session.removeToken();
        return EMPTY;
      }
      return of(sessionRestored({ token, userInfo }));
    }),
  );

/** Logout removes the stored token, clears session storage and reloads (spec section 4). */
export const logoutEpic: AuthEpic = (action$, _state$, { session, browser }) =>
  action$.pipe(
    filter(logoutRequested.match),
    tap(() => {
      session.removeToken();
      session.clearSession();
      browser.reload();
    }),
    ignoreElements(),
  );

/** The signed-in tenant's underwriters; a failed load leaves an empty list (spec section 4). */
export const tenantUnderwritersEpic: AuthEpic = (action$, state$, { authApi }) =>
  action$.pipe(
    filter(tenantUnderwritersRequested.match),
    switchMap(() => {
      const tenantId = state$.value.auth.userInfo?.TenantId;
      if (tenantId === undefined) return of(tenantUnderwritersLoaded([]));
      return authApi.tenantUnderwriters(tenantId).pipe(
        map((response) => tenantUnderwritersLoaded(Array.isArray(response?.result?.underWriters) ? response.result.underWriters : [])),
        catchError(() => of(tenantUnderwritersLoaded([]))),
      );
    }),
  );

export const authEpic = combineEpics(loginEpic, loginRedirectEpic, sessionRestoreEpic, logoutEpic, tenantUnderwritersEpic);
