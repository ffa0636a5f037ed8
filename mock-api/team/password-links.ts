import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordLink, User } from '../model';
import type { Store } from '../store';

/** How long a link works: an invitation waits for a colleague's first day, a reset is quick. */
export interface PasswordLinkLifetimes {
  invitationHours: number;
  resetMinutes: number;
}

export const DEFAULT_LINK_LIFETIMES: PasswordLinkLifetimes = { invitationHours: 72, resetMinutes: 60 };

/** One answer for an unknown, used, expired or tampered link: none tells an attacker more. */
export const LINK_NOT_VALID = 'This link has expired or has already been used. Ask your agency administrator for a new one.';

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
    const link = user.passwordLink;
    if (!link || user.deactivatedAt) continue;
    if (timingSafeEqual(Buffer.from(link.hash, 'hex'), wanted)) return Date.parse(link.expiresAt) > now ? user : undefined;
  }
  return undefined;
}
