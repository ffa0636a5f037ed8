// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import { UNPRINTABLE } from './unprintable.ts';

/**
 * When text is an e-mail address, the one rule for every place that takes one: sign-in, the
 * registration form and POST /api/tenants, invitations (the Team page, its route and title-cli
 * users invite), title-cli users add and the password-link request.
 *
 * - Plain spaces around the address are dropped; nothing else is: a NUL, a tab, a line break, a
 *   direction mark or a zero-width character anywhere refuses it. Such a character makes an
 *   address that is stored apart from the real one, yet reaches the same mailbox once a mail
 *   client drops it ("sam@harbor-closing.test" and a NUL: a second account, mailed to Sam).
 * - One "@" between a local part and a domain. The local part is letters (of any alphabet),
 *   digits and the characters RFC 5322 allows unquoted (!#$%&'*+/=?^_`{|}~-), in dot-separated
 *   runs; no quotes, commas, angle brackets or semicolons, with which one address reads as two.
 * - The domain is dot-separated labels of letters, digits and inner hyphens, at least two; its
 *   last label (the top-level domain) has two characters or more and starts with a letter. The
 *   dots are full stops: a full-width "．" or an ideographic "。" is not one.
 * - At most 254 characters, 64 before the "@" (RFC 5321).
 *
 * Whether two accepted addresses are the same (case, compatibility forms, look-alike letters) is
 * the server's comparison, mock-api/auth/email-key.ts, which the app never needs.
 */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`, 'u');
const LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
const TOP_LEVEL = '\\p{L}[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}]';
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+${TOP_LEVEL}$`, 'u');

/** The address as it is kept (the plain spaces around it dropped), or null when it is not one. */
export function acceptedEmail(text: string): string | null {
  if (UNPRINTABLE.test(text)) return null;
  const address = text.replace(/^ +| +$/g, '');
  if (address.length > EMAIL_MAX_LENGTH) return null;
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (at < 1 || local.length > LOCAL_MAX_LENGTH) return null;
  return LOCAL_PART.test(local) && DOMAIN.test(domain) ? address : null;
}

export const isAcceptedEmail = (text: string): boolean => acceptedEmail(text) !== null;
