import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { AccountApi } from './account-api.ts';

/** What the account area's epics use besides the store: its API, injected. */
export interface AccountEpicDependencies {
  accountApi: AccountApi;
}

export type AccountEpic = Epic<Action, Action, unknown, AccountEpicDependencies>;

export { CHANGE_FAILED, fieldErrorsIn, messageOf } from '../lib/http/change-failed.ts';
