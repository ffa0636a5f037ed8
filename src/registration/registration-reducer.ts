import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import {
  registrationDataLoaded,
  registrationDataRequested,
  registrationPageOpened,
  signUpFailed,
  signUpRequested,
  signUpSucceeded,
} from './registration-actions.ts';
import type { RegistrationFields } from './registration-state.ts';

/**
 * The sign-up's transitions of the authentication state (docs/behaviour.md#authentication-state).
 * The auth slice adds them to its own (extraReducers), since the fields are the authentication
 * state's; they live here so that the sign-up is read, changed and tested in one place.
 */
export function addRegistrationCases<State extends RegistrationFields>(builder: ActionReducerMapBuilder<State>): void {
  builder
    .addCase(registrationPageOpened, (state) => {
      state.error = null;
      state.fieldErrors = {};
      state.registration = { isSuccess: false, msg: '' };
    })
    .addCase(registrationDataRequested, (state) => {
      state.isLoading = true;
    })
    .addCase(registrationDataLoaded, (state, action) => {
      state.isLoading = false;
      state.RegistrationPageAPIData = action.payload.data;
      if (action.payload.problem) state.error = action.payload.problem;
    })
    .addCase(signUpRequested, (state) => {
      state.isLoading = true;
      state.error = null;
      state.fieldErrors = {};
    })
    .addCase(signUpSucceeded, (state, action) => {
      state.isLoading = false;
      state.error = null;
      state.registration = { isSuccess: true, msg: action.payload };
    })
    .addCase(signUpFailed, (state, action) => {
      state.isLoading = false;
      state.error = action.payload.message;
      state.fieldErrors = action.payload.fieldErrors;
      state.registration = { isSuccess: action.payload.isSuccess, msg: action.payload.message };
    });
}
