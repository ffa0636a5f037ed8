import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { Clock } from '../lib/platform.ts';
import type { ChecklistApi } from './checklist-api.ts';
import type { ChecklistState } from './checklist-slice.ts';

/**
 * What the checklist epics touch outside the store (app/dependencies.ts joins every area's). Kept
 * apart from the epics so the app's dependency type does not import the epics and all they import.
 */
export interface ChecklistEpicDependencies {
  checklistApi: ChecklistApi;
  clock: Clock;
}

export type ChecklistEpic = Epic<Action, Action, { checklist: ChecklistState }, ChecklistEpicDependencies>;
