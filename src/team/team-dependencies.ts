import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { TeamApi } from './team-api.ts';

/** What the team area's epics use besides the store: its API, injected. */
export interface TeamEpicDependencies {
  teamApi: TeamApi;
}

export type TeamEpic = Epic<Action, Action, unknown, TeamEpicDependencies>;

export { CHANGE_FAILED, fieldErrorsIn, messageOf } from '../lib/http/change-failed.ts';
