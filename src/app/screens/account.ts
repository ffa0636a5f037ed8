// One's own account (My account) and choosing or resetting a password: one chunk.
import { accountArea } from '../../account/account-area.ts';
import type { AreaCode } from '../areas.ts';

export { AccountPage } from '../../account/components/account-page.tsx';
export { SetPasswordPage } from '../../account/components/set-password-page.tsx';
export { ForgotPasswordPage } from '../../account/components/forgot-password-page.tsx';
export const areas: readonly AreaCode[] = [accountArea];
