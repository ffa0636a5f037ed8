import type { User } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import type { Mailer } from './mailer.ts';
import { EARLIER_RESET_LINKS, linksOf, newPasswordLink, type PasswordLinkLifetimes } from './password-links.ts';
import { renderInvitationEmail, renderResetEmail } from './team-emails.ts';

export interface LinkMail {
  mailer: Mailer;
  /** The app's address, for the links in e-mails (http://host:port). */
  appUrl: string;
  lifetimes: PasswordLinkLifetimes;
}

/**
 * Gives the user a fresh one-time link (any earlier one stops) and e-mails it. The link is written
 * first and works once that write is durable; the e-mail follows, so a link in an e-mail always
 * exists. `from` names who sent it (an admin, the operator), or is null when the person asked for
 * it. Answers the updated user and where the e-mail went (an outbox file; null in memory).
 */
export async function sendPasswordLink(
  store: Store,
  mail: LinkMail,
  user: User,
  purpose: 'invitation' | 'reset',
  from: string | null,
): Promise<{ user: User; emlPath: string | null }> {
  const { secret, link } = newPasswordLink(purpose, mail.lifetimes);
  // A new reset link leaves the person's earlier live reset links working (a stranger's "Forgot
  // password?" must not kill the one their admin sent); a new invitation replaces the old one.
  const now = Date.now();
  const earlier = purpose === 'reset' ? linksOf(user).filter((old) => old.purpose === 'reset' && Date.parse(old.expiresAt) > now).slice(0, EARLIER_RESET_LINKS) : [];
  const { earlierResetLinks: _replaced, ...rest } = user;
  const updated: User = { ...rest, passwordLink: link, ...(earlier.length > 0 ? { earlierResetLinks: earlier } : {}) };
  await store.put('users', updated);
  const render = purpose === 'invitation' ? renderInvitationEmail : renderResetEmail;
  const message = await render({
    to: { name: `${user.firstName} ${user.lastName}`, email: user.email },
    tenantName: store.get('tenants', user.tenantId)?.name ?? 'your agency',
    from,
    link: `${mail.appUrl}/auth/set-password#${secret}`,
    expiresAt: link.expiresAt,
  });
  const emlPath = await mail.mailer.send(`${purpose}-${user.email.replace(/[^a-z0-9]+/gi, '-')}`, message);
  return { user: updated, emlPath };
}
