import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordLink, User } from '../store/model.ts';
import type { Store } from '../store/store.ts';

/** How long a link works: an invitation waits for a colleague's first day, a reset is quick. */
export interface PasswordLinkLifetimes {
  invitationHours: number;
  resetMinutes: number;
}

export const DEFAULT_LINK_LIFETIMES: PasswordLinkLifetimes = { invitationHours: 72, resetMinutes: 60 };

/** One answer for an unknown, used, expired or tampered link: none tells an attacker more. */
export const LINK_NOT_VALID = 'This link has expired or has already been used. Ask your agency administrator for a new one, or use “Forgot password?” on the sign-in page.';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A secret for the link (256 bits, URL-safe) and the record the user keeps of it (its hash). */
export function newPasswordLink(purpose: PasswordLink['purpose'], lifetimes: PasswordLinkLifetimes, now = Date.now()): { secret: string; link: PasswordLink } {
  const secret = randomBytes(32).toString('base64url');
  const lifetime = purpose === 'invitation' ? lifetimes.invitationHours * 3600_000 : lifetimes.resetMinutes * 60_000;
  return { secret, link: { hash: hashOf(secret), purpose, expiresAt: new Date(now + lifetime).toISOString() } };
}

/** The user a live link belongs to; undefined for anything else (compared in constant time). */
export function userOfLink(store: Store, secret: unknown, now = Date.now()): User | undefined {
  if (typeof secret !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return undefined;
  const wanted = Buffer.from(hashOf(secret), 'hex');
  for (const user of store.values('users')) {
    if (user.deactivatedAt) continue;
    for (const link of linksOf(user)) {
      if (timingSafeEqual(Buffer.from(link.hash, 'hex'), wanted)) return Date.parse(link.expiresAt) > now ? user : undefined;
    }
  }
  return undefined;
}

/** Every link of the user that may still work: the newest, and earlier reset links. */
export function linksOf(user: User): PasswordLink[] {
  return [...(user.passwordLink ? [user.passwordLink] : []), ...(user.earlierResetLinks ?? [])];
}

/**
 * How many earlier reset links stay usable beside the newest: as many as one e-mail can be sent in
 * a reset link's lifetime (password-link-routes.ts RESET_REQUESTS, team-routes.ts TEAM_MAIL_LIMITS),
 * so no number of requests makes a link the person holds stop.
 */
export const EARLIER_RESET_LINKS = 15;
