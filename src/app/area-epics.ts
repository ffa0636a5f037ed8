import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { ReplaySubject, type Observable } from 'rxjs';
import type { AppDependencies } from './dependencies';
import type { RootState } from './store';

export type AppEpic = Epic<Action, Action, RootState, AppDependencies>;

/**
 * The epics of the areas loaded so far, for one store. An area's epics start when its route
 * loader has fetched its code (app/router), so the first screen does not carry the code of every
 * area; each app (and each test) makes its own, so no store sees another's.
 */
export interface AreaEpics {
  start(epic: AppEpic): void;
  readonly started$: Observable<AppEpic>;
}

export function createAreaEpics(): AreaEpics {
  const started = new ReplaySubject<AppEpic>();
  const seen = new Set<AppEpic>();
  return {
    start(epic) {
      if (seen.has(epic)) return;
      seen.add(epic);
      started.next(epic);
    },
    started$: started.asObservable(),
  };
}
