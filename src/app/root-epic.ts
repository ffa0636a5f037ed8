import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { merge } from 'rxjs';
import { mergeMap } from 'rxjs/operators';
import { authEpic } from '../auth/auth-epics';
import { shellEpic } from '../shell/shell-epics';
import { sessionEpic } from '../session/session-epics';
import { draftsEpic } from '../drafts/drafts-epics';
import { applicationEpic } from './application-epics';
import type { AppDependencies } from './dependencies';
import { areaEpics$, type AppEpic } from './epic-registry';
import type { RootState } from './store';

/** The epics every screen needs; the areas add theirs when they load (see epic-registry). */
const coreEpic = combineEpics<Action, Action, RootState, AppDependencies>(
  authEpic as Epic<Action, Action, RootState, AppDependencies>,
  applicationEpic as Epic<Action, Action, RootState, AppDependencies>,
  sessionEpic as Epic<Action, Action, RootState, AppDependencies>,
  draftsEpic as Epic<Action, Action, RootState, AppDependencies>,
  shellEpic as Epic<Action, Action, RootState, AppDependencies>,
);

export const rootEpic: AppEpic = (action$, state$, dependencies) =>
  merge(
    coreEpic(action$, state$, dependencies),
    areaEpics$.pipe(mergeMap((epic) => epic(action$, state$, dependencies))),
  );
