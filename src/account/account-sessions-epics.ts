import { of } from 'rxjs';
import { catchError, concatMap, exhaustMap, filter, map, switchMap } from 'rxjs/operators';
import { logoutRequested } from '../session/index.ts';
import { CHANGE_FAILED, messageOf, type AccountEpic } from './account-dependencies.ts';
import { sessionEndDone, sessionEndFailed, sessionEndRequested, sessionsLoaded, sessionsLoadFailed, sessionsRequested, signOutEverywhereRequested } from './account-slice.ts';

export const SESSIONS_UNAVAILABLE = 'Your sessions could not be loaded.';

export const sessionsListEpic: AccountEpic = (action$, _state$, { accountApi }) =>
  action$.pipe(
    filter(sessionsRequested.match),
    switchMap(() =>
      accountApi.sessions().pipe(
        map((response) => sessionsLoaded(response.result.sessions)),
        catchError((error: unknown) => of(sessionsLoadFailed(messageOf(error, SESSIONS_UNAVAILABLE)))),
      ),
    ),
  );

export const sessionEndEpic: AccountEpic = (action$, _state$, { accountApi }) =>
  action$.pipe(
    filter(sessionEndRequested.match),
    concatMap(({ payload }) =>
      accountApi.endSession(payload).pipe(
        map(() => sessionEndDone({ id: payload, message: 'That session is signed out.' })),
        catchError((error: unknown) => of(sessionEndFailed(messageOf(error, CHANGE_FAILED)))),
      ),
    ),
  );

/** Every session ends on the server, this window's too: it then signs out as Logout does. */
export const signOutEverywhereEpic: AccountEpic = (action$, _state$, { accountApi }) =>
  action$.pipe(
    filter(signOutEverywhereRequested.match),
    exhaustMap(() =>
      accountApi.endAllSessions().pipe(
        map(() => logoutRequested()),
        catchError((error: unknown) => of(sessionEndFailed(messageOf(error, CHANGE_FAILED)))),
      ),
    ),
  );
