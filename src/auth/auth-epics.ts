import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { EMPTY, forkJoin, of } from 'rxjs';
import { catchError, exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import { decodeUserInfo, isTokenExpired } from '../lib/auth-token';
import type { Clock } from '../lib/platform';
import type { SessionStore } from '../lib/session-store';
import type { AuthApi } from './auth-api';
import {
  appStarted,
  loginFailed,
  loginRequested,
  loginSucceeded,
  sessionRestored,
  tenantUnderwritersFailed,
  tenantUnderwritersLoaded,
  tenantUnderwritersRequested,
  registrationDataLoaded,
  registrationDataRequested,
  signUpFailed,
  signUpRequested,
  signUpSucceeded,
  type AuthState,
} from './auth-slice';
import { SIGN_UP_FAILED, toSignUpError } from './sign-up-error';
import { INVALID_CREDENTIALS, toLoginError } from './login-error';

export interface AuthEpicDependencies {
  authApi: AuthApi;
  session: SessionStore;
  clock: Clock;
}

type AuthEpic = Epic<Action, Action, { auth: AuthState }, AuthEpicDependencies>;

export const UNDERWRITERS_UNAVAILABLE = 'Your underwriters could not be loaded.';

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

/** On start a stored token is decoded into the authentication state; one that cannot serve is dropped. */
export const sessionRestoreEpic: AuthEpic = (action$, _state$, { session, clock }) =>
  action$.pipe(
    filter(appStarted.match),
    mergeMap(() => {
      const token = session.getToken();
      if (!token) return EMPTY;
      const userInfo = decodeUserInfo(token);
      if (!userInfo) {
        session.removeToken();
        return EMPTY;
      }
      // An expired session is not restored; the session area removes the token and tells the
      // login page why, and where the agent was (see expiredOnArrivalEpic).
      if (isTokenExpired(token, clock.now())) return EMPTY;
      return of(sessionRestored({ token, userInfo }));
    }),
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
        catchError(() => of(tenantUnderwritersFailed(UNDERWRITERS_UNAVAILABLE))),
      );
    }),
  );

export const LISTS_UNAVAILABLE = 'Some lists of this form could not be loaded. Please reload the page to try again.';

/**
 * Loads states, business details and underwriters together (spec section 3). Underwriters that
 * fail become an empty list; a failed states or business-details list is reported as well.
 */
export const registrationDataEpic: AuthEpic = (action$, _state$, { authApi }) =>
  action$.pipe(
    filter(registrationDataRequested.match),
    switchMap(() =>
      forkJoin({
        states: authApi.states().pipe(
          map((response) => (Array.isArray(response?.result?.states) ? response.result.states : null)),
          catchError(() => of(null)),
        ),
        details: authApi.businessDetails().pipe(
          map((response) => response?.result ?? null),
          catchError(() => of(null)),
        ),
        underWriters: authApi.underwriters().pipe(
          map((response) => (Array.isArray(response?.result?.underWriters) ? response.result.underWriters : [])),
          catchError(() => of([])),
        ),
      }).pipe(
        map(({ states, details, underWriters }) =>
          registrationDataLoaded({
            data: {
              states: states ?? [],
              businessTypes: details?.businessTypes ?? [],
              transactionTypes: details?.transactionTypes ?? [],
              numberOfUsers: details?.numberOfUsers ?? [],
              underWriters,
            },
            problem: states && details ? null : LISTS_UNAVAILABLE,
          }),
        ),
      ),
    ),
  );

export const signUpEpic: AuthEpic = (action$, _state$, { authApi }) =>
  action$.pipe(
    filter(signUpRequested.match),
    exhaustMap(({ payload }) =>
      authApi.signUp(payload).pipe(
        map((response) =>
          response?.result?.isSuccess === false
            ? signUpFailed({ message: response.result.message || SIGN_UP_FAILED, fieldErrors: {}, isSuccess: false })
            : signUpSucceeded(response?.result?.message ?? ''),
        ),
        catchError((error: unknown) => of(signUpFailed(toSignUpError(error)))),
      ),
    ),
  );

export const authEpic = combineEpics(
  registrationDataEpic,
  signUpEpic,
  loginEpic,
  sessionRestoreEpic,
  tenantUnderwritersEpic,
);
