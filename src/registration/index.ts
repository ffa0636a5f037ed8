/**
 * The registration area's public entry: the sign-up's part of the authentication state, which
 * the auth slice holds and composes, and the lists the sign-up screen loaded, whose states the
 * application state keeps. Its screen and epics are reached through its route (app/screens).
 */
export { addRegistrationCases } from './registration-reducer.ts';
export { registrationDataLoaded } from './registration-actions.ts';
export type { RegistrationOutcome } from './registration-state.ts';
export type { RegistrationPageData, StateOption } from './registration-api.ts';
