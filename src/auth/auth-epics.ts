import { combineEpics } from 'redux-observable';
import { of } from 'rxjs';
import { catchError, exhaustMap, filter, map, switchMap } from 'rxjs/operators';
import { decodeUserInfo } from '../lib/auth-token.ts';
import type { AuthEpic } from './auth-dependencies.ts';
import {
  loginFailed,
  loginRequested,
  loginSucceeded,
  tenantUnderwritersFailed,
  tenantUnderwritersLoaded,
  tenantUnderwritersRequested,
} from './auth-slice.ts';
import { INVALID_CREDENTIALS, toLoginError } from './login-error.ts';



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

/** The signed-in tenant's underwriters; a failed load leaves an empty list (docs/behaviour.md#registration-data). */
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

export const authEpic = combineEpics(loginEpic, tenantUnderwritersEpic);
