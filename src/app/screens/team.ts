// The agency's people and one's own account (Team, My account, choosing or resetting a
// password): one chunk.
import { teamArea } from '../../team/team-area';
import type { AreaCode } from '../areas';

export { TeamPage } from '../../team/components/team-page';
export { AccountPage } from '../../team/components/account-page';
export { SetPasswordPage } from '../../team/components/set-password-page';
export { ForgotPasswordPage } from '../../team/components/forgot-password-page';
export const areas: readonly AreaCode[] = [teamArea];
