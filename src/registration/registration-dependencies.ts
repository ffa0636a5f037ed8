import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { RegistrationApi } from './registration-api.ts';

/** What the registration area's epics use besides the store, injected (tests pass fakes). */
export interface RegistrationEpicDependencies {
  registrationApi: RegistrationApi;
}

export type RegistrationEpic = Epic<Action, Action, unknown, RegistrationEpicDependencies>;
