import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { ReplaySubject } from 'rxjs';
import type { AppDependencies } from './dependencies';
import type { RootState } from './store';

export type AppEpic = Epic<Action, Action, RootState, AppDependencies>;

const registered = new ReplaySubject<AppEpic>();
const seen = new Set<unknown>();

/**
 * An area's epics start when the area's code is first loaded, so the first screen does not carry
 * the code of every area. Every store, including those made later (tests), runs all of them.
 */
export function registerAreaEpic(epic: Epic<Action, Action, never, never>): void {
  if (seen.has(epic)) return;
  seen.add(epic);
  registered.next(epic as unknown as AppEpic);
}

export const areaEpics$ = registered.asObservable();
