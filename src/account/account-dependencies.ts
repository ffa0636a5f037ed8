import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { bodyOrMessageOf, exceptionListOf, fieldErrorsOf, HttpError } from '../lib/http/http-error.ts';
import type { AccountApi } from './account-api.ts';

/** What the account area's epics use besides the store: its API, injected. */
export interface AccountEpicDependencies {
  accountApi: AccountApi;
}

export type AccountEpic = Epic<Action, Action, unknown, AccountEpicDependencies>;

/** The same words as the Team page's (team/team-dependencies.ts): two areas, one sentence. */
export const CHANGE_FAILED = 'The change could not be saved. Please try again.';

/** The server's own message for a failure, or ours where it said none (a network failure). */
export const messageOf = (error: unknown, fallback: string) => bodyOrMessageOf(error) ?? fallback;

/** The server's messages per field, for the form that sent them. */
export const fieldErrorsIn = (error: unknown) => fieldErrorsOf(exceptionListOf(error instanceof HttpError ? error.body : null) ?? []);
