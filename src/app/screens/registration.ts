// An agency's sign-up: the two steps and the epics that load their lists and send the sign-up.
// One chunk, for visitors only: nothing signed-in comes with it, and none of it comes with the
// signed-in screens.
import { registrationArea } from '../../registration/registration-area.ts';
import type { AreaCode } from '../areas.ts';

export { RegistrationPage } from '../../registration/components/registration-page.tsx';
export const areas: readonly AreaCode[] = [registrationArea];
