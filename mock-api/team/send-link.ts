import type { User } from '../model';
import type { Store } from '../store';
import type { Mailer } from './mailer';
import { newPasswordLink, type PasswordLinkLifetimes } from './password-links';
import { renderInvitationEmail, renderResetEmail } from './team-emails';

export interface LinkMail {
  mailer: Mailer;
  /** The app's address, for the links in e-mails (http://host:port). */
  appUrl: string;
  lifetimes: PasswordLinkLifetimes;
}

const fullName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

/**
 * Gives the user a fresh one-time link (any earlier one stops) and e-mails it. The link is written
 * first and works once that write is durable; the e-mail follows, so a link in an e-mail always
 * exists. `from` is the admin who sent it, or null when the person asked for it.
 */
export async function sendPasswordLink(store: Store, mail: LinkMail, user: User, purpose: 'invitation' | 'reset', from: User | null): Promise<User> {
  const { secret, link } = newPasswordLink(purpose, mail.lifetimes);
  const updated: User = { ...user, passwordLink: link };
  await store.put('users', updated);
  const render = purpose === 'invitation' ? renderInvitationEmail : renderResetEmail;
  const message = await render({
    to: { name: fullName(user), email: user.email },
    tenantName: store.get('tenants', user.tenantId)?.name ?? 'your agency',
    from: from ? fullName(from) : null,
    link: `${mail.appUrl}/auth/set-password#${secret}`,
    expiresAt: link.expiresAt,
  });
  await mail.mailer.send(`${purpose}-${user.email.replace(/[^a-z0-9]+/gi, '-')}`, message);
  return updated;
}
