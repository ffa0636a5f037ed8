import { combineEpics } from 'redux-observable';
import { forkJoin, of } from 'rxjs';
import { catchError, exhaustMap, filter, map, switchMap } from 'rxjs/operators';
import { registrationDataLoaded, registrationDataRequested, signUpFailed, signUpRequested, signUpSucceeded } from './registration-actions.ts';
import type { RegistrationEpic } from './registration-dependencies.ts';
import { SIGN_UP_FAILED, toSignUpError } from './sign-up-error.ts';



export const LISTS_UNAVAILABLE = 'Some lists of this form could not be loaded. Please reload the page to try again.';

/**
 * Loads states, business details and underwriters together (docs/behaviour.md#registration-data).
 * Underwriters that fail become an empty list; a failed states or business-details list is reported
 * as well.
 */
export const registrationDataEpic: RegistrationEpic = (action$, _state$, { registrationApi }) =>
  action$.pipe(
    filter(registrationDataRequested.match),
    switchMap(() =>
      forkJoin({
        states: registrationApi.states().pipe(
          map((response) => (Array.isArray(response?.result?.states) ? response.result.states : null)),
          catchError(() => of(null)),
        ),
        details: registrationApi.businessDetails().pipe(
          map((response) => response?.result ?? null),
          catchError(() => of(null)),
        ),
        underWriters: registrationApi.underwriters().pipe(
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

/** Sends the sign-up; a second click while it is on its way is ignored rather than sent twice. */
export const signUpEpic: RegistrationEpic = (action$, _state$, { registrationApi }) =>
  action$.pipe(
    filter(signUpRequested.match),
    exhaustMap(({ payload }) =>
      registrationApi.signUp(payload).pipe(
        map((response) =>
          response?.result?.isSuccess === false
            ? signUpFailed({ message: response.result.message || SIGN_UP_FAILED, fieldErrors: {}, isSuccess: false })
            : signUpSucceeded(response?.result?.message ?? ''),
        ),
        catchError((error: unknown) => of(signUpFailed(toSignUpError(error)))),
      ),
    ),
  );

export const registrationEpic = combineEpics(registrationDataEpic, signUpEpic);
