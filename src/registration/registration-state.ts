import type { RegistrationPageData } from './registration-api.ts';

/** How the last sign-up ended: `registration {isSuccess, msg}` of the authentication state. */
export interface RegistrationOutcome {
  isSuccess: boolean;
  msg: string;
}

/**
 * The fields of the authentication state the sign-up changes. They belong to the authentication
 * state (docs/behaviour.md#authentication-state; state.auth; isLoading, error and fieldErrors are
 * shared with the login screen), so the auth slice holds them and adds the sign-up's transitions to
 * its own (registration-reducer.ts).
 */
export interface RegistrationFields {
  isLoading: boolean;
  error: string | null;
  /** Server field errors, keyed by form field. */
  fieldErrors: Record<string, string>;
  registration: RegistrationOutcome;
  RegistrationPageAPIData: RegistrationPageData | null;
}
