// The agency's people and one's own account (Team, My account, choosing or resetting a
// password): one chunk.
import { teamArea } from '../../team/team-area.ts';
import type { AreaCode } from '../areas.ts';

export { TeamPage } from '../../team/components/team-page.tsx';
export { AccountPage } from '../../team/components/account-page.tsx';
export { SetPasswordPage } from '../../team/components/set-password-page.tsx';
export { ForgotPasswordPage } from '../../team/components/forgot-password-page.tsx';
export const areas: readonly AreaCode[] = [teamArea];
