import type { Action } from '@reduxjs/toolkit';
import { combineEpics } from 'redux-observable';
import { merge } from 'rxjs';
import { mergeMap } from 'rxjs/operators';
import { authEpic } from '../auth/auth-epics.ts';
import { shellEpic } from '../shell/shell-epics.ts';
import { sessionEpic } from '../session/session-epics.ts';
import { draftsEpic } from '../drafts/drafts-epics.ts';
import { applicationEpic } from './application-epics.ts';
import type { AppDependencies } from './dependencies.ts';
import type { AppEpic, Areas, RootState } from './areas.ts';

/** The epics every screen needs; the areas add theirs when they load (see areas.ts). */
const coreEpic = combineEpics<Action, Action, RootState, AppDependencies>(authEpic, applicationEpic, sessionEpic, draftsEpic, shellEpic);

export function createRootEpic(areas: Areas): AppEpic {
  return (action$, state$, dependencies) =>
    merge(
      coreEpic(action$, state$, dependencies),
      areas.loaded$.pipe(mergeMap((area) => area.epic(action$, state$, dependencies))),
    );
}
