import { registrationEpic } from './registration-epics.ts';

/**
 * The sign-up's epics, which its route loader adds to the app's store (app/areas). No slice: the
 * sign-up's state is the authentication state's (registration-state.ts), there from the start.
 */
export const registrationArea = { name: 'registration', slices: [], epic: registrationEpic };
