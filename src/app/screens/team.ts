// The agency's people (Team) and one's own account (My account, choosing or resetting a
// password): one chunk. Two areas, one screen: each dynamic import is an entry point of the
// build, and each entry point multiplies the shared chunks a signed-in screen fetches.
import { accountArea } from '../../account/account-area.ts';
import { teamArea } from '../../team/team-area.ts';
import { checklistArea } from '../../checklist/checklist-area.ts';
import type { AreaCode } from '../areas.ts';

export { TeamPage } from '../../team/components/team-page.tsx';
export { AccountPage } from '../../account/components/account-page.tsx';
export { SetPasswordPage } from '../../account/components/set-password-page.tsx';
export { ForgotPasswordPage } from '../../account/components/forgot-password-page.tsx';
export { TemplatesPage } from '../../checklist/components/templates-page.tsx';
export const areas: readonly AreaCode[] = [teamArea, accountArea, checklistArea];
