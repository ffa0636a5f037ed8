import { of } from 'rxjs';
import { catchError, concatMap, exhaustMap, filter, map, switchMap } from 'rxjs/operators';
import { logoutRequested } from '../session/index.ts';
import { CHANGE_FAILED, messageOf, type TeamEpic } from './team-dependencies.ts';
import { sessionEndDone, sessionEndFailed, sessionEndRequested, sessionsLoaded, sessionsLoadFailed, sessionsRequested, signOutEverywhereRequested } from './team-slice.ts';

export const SESSIONS_UNAVAILABLE = 'Your sessions could not be loaded.';

export const sessionsListEpic: TeamEpic = (action$, _state$, { teamApi }) =>
  action$.pipe(
    filter(sessionsRequested.match),
    switchMap(() =>
      teamApi.sessions().pipe(
        map((response) => sessionsLoaded(response.result.sessions)),
        catchError((error: unknown) => of(sessionsLoadFailed(messageOf(error, SESSIONS_UNAVAILABLE)))),
      ),
    ),
  );

export const sessionEndEpic: TeamEpic = (action$, _state$, { teamApi }) =>
  action$.pipe(
    filter(sessionEndRequested.match),
    concatMap(({ payload }) =>
      teamApi.endSession(payload).pipe(
        map(() => sessionEndDone({ id: payload, message: 'That session is signed out.' })),
        catchError((error: unknown) => of(sessionEndFailed(messageOf(error, CHANGE_FAILED)))),
      ),
    ),
  );

/** Every session ends on the server, this window's too: it then signs out as Logout does. */
export const signOutEverywhereEpic: TeamEpic = (action$, _state$, { teamApi }) =>
  action$.pipe(
    filter(signOutEverywhereRequested.match),
    exhaustMap(() =>
      teamApi.endAllSessions().pipe(
        map(() => logoutRequested()),
        catchError((error: unknown) => of(sessionEndFailed(messageOf(error, CHANGE_FAILED)))),
      ),
    ),
  );
