import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { AuthApi } from './auth-api.ts';
import type { AuthState } from './auth-slice.ts';

/** Signing in hands the token over in loginSucceeded; the session area keeps it (session/session-token.ts). */
export interface AuthEpicDependencies {
  authApi: AuthApi;
}

export type AuthEpic = Epic<Action, Action, { auth: AuthState }, AuthEpicDependencies>;
