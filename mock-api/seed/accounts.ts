import { randomUUID } from 'node:crypto';
import { acceptedEmail } from '../../src/lib/email-rule.ts';
import { holdsWebAddress } from '../../src/lib/name-rule.ts';
import type { Tenant, User } from '../store/model.ts';
import { BusyError, emailKey, exclusively } from '../store/keyed-locks.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Store } from '../store/store.ts';
import { printable, UNPRINTABLE } from '../http/unprintable.ts';
import { registrationHolding, userHolding } from '../auth/email-holders.ts';
import { emailSkeleton } from '../auth/email-key.ts';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The password was chosen for them (title-cli users add): they choose their own at first sign-in. */
  mustChangePassword?: boolean;
}

/** A refused account (bad e-mail, short password, used e-mail): the caller's input, not a fault. */
export class AccountError extends Error {}

/** The e-mail has an account already, or another request is creating one for it right now. */
export class AccountConflictError extends AccountError {}


/**
 * A name as people write them: no control characters (a terminal would run them), a sane length,
 * no web address (src/lib/name-rule.ts: it would be a link in the e-mails naming them).
 */
const NAME_MAX = 100;

function checkName(label: string, value: string): void {
  if (!value.trim()) throw new AccountError('A user needs a first and a last name.');
  if (value.length > NAME_MAX) throw new AccountError(`A ${label} has at most ${NAME_MAX} characters.`);
  if (UNPRINTABLE.test(value)) throw new AccountError(`A ${label} cannot hold control or invisible characters (line breaks, escape codes, direction marks, zero-width characters).`);
  if (holdsWebAddress(value)) throw new AccountError(`A ${label} cannot hold a web address.`);
}

/**
 * Adds a user to a tenant, offline (title-cli) or through the operator route alike; refuses an
 * invalid e-mail (src/lib/email-rule.ts), one an account or another agency's registration waiting
 * for approval holds, or that looks like one (auth/email-holders.ts), and names that are empty,
 * overlong, hold control characters or a web address.
 */
export async function addUser(store: Store, tenant: Tenant, input: NewUser, id: string = randomUUID()): Promise<User> {
  const accepted = acceptedEmail(input.email);
  if (accepted === null) throw new AccountError(`"${printable(input.email)}" is not a valid e-mail address.`);
  const email = accepted.toLowerCase();
  checkName('first name', input.firstName);
  checkName('last name', input.lastName);
  if (input.password.length < 8) throw new AccountError('A password needs at least 8 characters.');
  const taken = () => {
    const holder = userHolding(store, email);
    if (holder) throw new AccountConflictError(holder.email === email ? `${email} already has an account.` : `${email} looks like ${printable(holder.email)}, which already has an account.`);
    const registration = registrationHolding(store, email);
    if (registration && registration.id !== tenant.id) {
      throw new AccountConflictError(`${email} (or an address that looks like it) is the registrant's e-mail of ${printable(registration.name)}, waiting for approval; approve or reject that first.`);
    }
  };
  taken();
  try {
    // One account per e-mail: no other addition or approval for this e-mail, or one that looks
    // like it, runs meanwhile.
    return await exclusively(store, [emailKey(emailSkeleton(email))], async () => {
      const passwordHash = await hashPassword(input.password);
      // Checked again after the wait, and put in the same synchronous step.
      taken();
      const user: User = {
        id,
        tenantId: tenant.id,
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        passwordHash,
        ...(input.mustChangePassword ? { mustChangePassword: true as const } : {}),
        createdAt: new Date().toISOString(),
      };
      await store.put('users', user);
      return user;
    });
  } catch (error) {
    if (error instanceof BusyError) throw new AccountConflictError(`An account for ${email} is being created right now; it was not created twice.`);
    throw error;
  }
}
