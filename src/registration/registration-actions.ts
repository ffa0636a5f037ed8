import { createAction } from '@reduxjs/toolkit';
import type { RegistrationPageData } from './registration-api.ts';
import type { TenantPayload } from './registration-schemas.ts';
import type { SignUpError } from './sign-up-error.ts';

// Plain actions rather than a slice's: the state they change is the authentication state's (see
// registration-state.ts), and the auth slice adds their cases (registration-reducer.ts).

/** The sign-up screen opened: no earlier outcome or error is shown on it. */
export const registrationPageOpened = createAction('registration/registrationPageOpened');
/** The lists the forms offer are wanted: states, business details, underwriters. */
export const registrationDataRequested = createAction('registration/registrationDataRequested');
/** The lists as far as they could be loaded; `problem` says when some could not. */
export const registrationDataLoaded = createAction<{ data: RegistrationPageData; problem: string | null }>('registration/registrationDataLoaded');
export const signUpRequested = createAction<TenantPayload>('registration/signUpRequested');
/** The server's message, shown on the confirmation step. */
export const signUpSucceeded = createAction<string>('registration/signUpSucceeded');
export const signUpFailed = createAction<SignUpError>('registration/signUpFailed');
