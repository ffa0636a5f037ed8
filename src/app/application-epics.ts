import { combineEpics } from 'redux-observable';
import { filter, map } from 'rxjs/operators';
import { httpEventAction } from '../lib/http/http-events.ts';
import { registrationDataLoaded } from '../registration/index.ts';
import { filesPageLoaded } from '../orders/files-page-loaded.ts';
import { appDataLoaded, statesLoaded, statesLoadFailed } from './application-slice.ts';
import type { ApplicationEpic } from './application-dependencies.ts';



/** Dispatches each HTTP outcome, for the handlers that record or clear httpError and end a refused session. */
export const httpEventsEpic: ApplicationEpic = (_action$, _state$, { httpEvents }) => httpEvents.pipe(map(httpEventAction));

/**
 * docs/behaviour.md#application-state: the orders list (app data) is stored as `list`, with the
 * loaded flag: the first page of the file list as the server last answered it.
 */
export const appDataEpic: ApplicationEpic = (action$, state$) =>
  action$.pipe(
    filter(filesPageLoaded.match),
    // A late first page of an older search or sort is not the list the agent sees: drop it too.
    filter(({ payload }) => payload.page === 0 && payload.generation === state$.value.orders?.files.generation),
    map(({ payload }) => appDataLoaded(payload.files)),
  );

/** The application state keeps the states the registration data brought (docs/behaviour.md#application-state). */
export const statesEpic: ApplicationEpic = (action$) =>
  action$.pipe(
    filter(registrationDataLoaded.match),
    map(({ payload }) =>
      payload.data.states.length > 0 ? statesLoaded(payload.data.states) : statesLoadFailed(payload.problem ?? 'The list of states could not be loaded.'),
    ),
  );

export const applicationEpic = combineEpics(httpEventsEpic, statesEpic, appDataEpic);
