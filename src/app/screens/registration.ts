// An agency's sign-up: the two steps and the epics that load their lists and send the sign-up.
// One chunk, for visitors only: nothing signed-in comes with it, and none of it comes with the
// signed-in screens.
import { registrationArea } from '../../registration/registration-area';
import type { AreaCode } from '../areas';

export { RegistrationPage } from '../../registration/components/registration-page';
export const areas: readonly AreaCode[] = [registrationArea];
