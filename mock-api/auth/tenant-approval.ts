import { randomUUID } from 'node:crypto';
import { renderCredentialsEmail, writeToOutbox } from './credentials-email.ts';
import type { Tenant, User } from '../store/model.ts';
import { BusyError, emailKey, exclusively, tenantKey } from '../store/keyed-locks.ts';
import { generatePassword, hashPassword } from './passwords.ts';
import { withoutSessions } from './sessions.ts';
import type { Store } from '../store/store.ts';
import { userHolding } from './email-holders.ts';
import { emailSkeleton } from './email-key.ts';

export class ApprovalError extends Error {
  readonly status: 404 | 409 | 503;

  constructor(message: string, status: 404 | 409 | 503) {
    super(message);
    this.status = status;
  }
}

/** How an operator names the tenant to approve: always said, never guessed from the text. */
export type TenantReference = { by: 'id'; id: number } | { by: 'name'; name: string };

/**
 * Reads a reference given without saying which it is (title-cli's positional argument, the tenant
 * a user or team member is added to): digits are an id, anything else a name, and digits that are
 * also a tenant's name are refused as ambiguous. `tenantNames` are every tenant's, from the data
 * file or from a running server's list.
 */
export function referenceFromText(text: string, tenantNames: Iterable<string>): TenantReference {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { by: 'name', name: trimmed };
  for (const name of tenantNames) {
    if (name.trim() === trimmed) throw new ApprovalError(`"${trimmed}" is both a tenant id and a tenant's name; say which (by id or by name).`, 409);
  }
  return { by: 'id', id: Number(trimmed) };
}

export function tenantNamesIn(store: Store): string[] {
  return store.list('tenants').map((tenant) => tenant.name);
}

export function findTenant(store: Store, reference: TenantReference): Tenant | undefined {
  if (reference.by === 'id') return store.get('tenants', reference.id);
  const wanted = reference.name.trim().toLowerCase();
  return store.find('tenants', (tenant) => tenant.name.toLowerCase() === wanted);
}

/** A tenant named by text, as title-cli's arguments and the operator's user routes name it (see referenceFromText). */
export function findTenantByText(store: Store, text: string): Tenant | undefined {
  return findTenant(store, referenceFromText(text, tenantNamesIn(store)));
}

export function describeReference(reference: TenantReference): string {
  return reference.by === 'id' ? `id ${reference.id}` : `name "${reference.name}"`;
}

export interface Approval {
  tenant: Tenant;
  user: User;
  emlPath: string;
  /** The tenant was active already: its first user got a new password and a new e-mail. */
  reissued: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * An operator activates a tenant: its registrant becomes (or stays) its first user with a newly
 * generated password, sent as a credentials e-mail into the outbox.
 *
 * One at a time per tenant and per e-mail: an approval that arrives while another of the same
 * tenant (or an account for the same e-mail) is under way is refused with 409, so concurrent
 * approvals cannot make two accounts or send two passwords of which one works.
 *
 * Safe to interrupt and to repeat, and the password that reaches the e-mail always works. The
 * steps run in an order where every stop leaves something a repeat completes and nobody locked
 * out: first the new password is made durable beside the old one (an existing user signs in with
 * either), then the e-mail is written, then the new password replaces the old, then the tenant is
 * activated. A full disk or a kill at any step leaves the old password working; once the e-mail
 * exists, its password works too. Approving an active tenant again re-issues the password and the
 * e-mail (the way out of a lost e-mail, too).
 */
export async function approveTenant(
  store: Store,
  reference: TenantReference,
  options: { outboxDir: string; signInUrl: string },
): Promise<Approval> {
  const tenant = findTenant(store, reference);
  if (!tenant) throw new ApprovalError(`There is no tenant with the ${describeReference(reference)}.`, 404);
  const registration = tenant.registration ?? {};
  const email = text(registration.email).toLowerCase();
  if (!email) throw new ApprovalError(`${tenant.name} has no registrant e-mail to send credentials to.`, 409);
  try {
    return await exclusively(store, [tenantKey(tenant.id), emailKey(emailSkeleton(email))], () => approveNow(store, tenant, email, options));
  } catch (error) {
    if (error instanceof BusyError) {
      throw new ApprovalError(`${tenant.name} (or an account for ${email}) is being approved right now; this approval was not run. Check the outcome with tenants list.`, 409);
    }
    throw error;
  }
}

/** The account of the registrant's e-mail, or of one that looks like it (email-holders.ts), if any, as long as it is this tenant's. */
function otherTenantsUser(store: Store, tenant: Tenant, email: string): User | undefined {
  const existing = userHolding(store, email);
  if (existing && existing.tenantId !== tenant.id) {
    const same = existing.email === email ? email : `${email} (or ${existing.email}, which looks like it)`;
    throw new ApprovalError(`${same} already has an account with another tenant; ${tenant.name} cannot reuse it.`, 409);
  }
  return existing;
}

async function approveNow(store: Store, tenant: Tenant, email: string, options: { outboxDir: string; signInUrl: string }): Promise<Approval> {
  const registration = tenant.registration ?? {};
  const reissued = tenant.status === 'active';
  otherTenantsUser(store, tenant, email);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  // Looked up again after the wait, and written in the same synchronous step.
  const existing = otherTenantsUser(store, tenant, email);
  let user: User;
  if (existing) {
    // 1. The new password, durably, beside the old one: the old keeps working until the e-mail exists.
    user = { ...existing, nextPasswordHashes: [...(existing.nextPasswordHashes ?? []), passwordHash].slice(-MAX_PENDING_PASSWORDS) };
  } else {
    user = {
      id: randomUUID(),
      tenantId: tenant.id,
      email,
      firstName: text(registration.firstName),
      lastName: text(registration.lastName),
      passwordHash,
      mustChangePassword: true,
      createdAt: new Date().toISOString(),
    };
  }
  await store.put('users', user);
  // 2. The e-mail.
  const message = await renderCredentialsEmail({
    to: { name: `${user.firstName} ${user.lastName}`.trim(), email },
    tenantName: tenant.name,
    password,
    signInUrl: options.signInUrl,
  });
  const slug = tenant.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '') || `tenant-${tenant.id}`;
  let emlPath: string;
  try {
    emlPath = await writeToOutbox(options.outboxDir, slug, message);
  } catch (error) {
    // The password nobody was sent is dropped again if the disk lets us; either way the old one works.
    const current = existing ? store.get('users', existing.id) : undefined;
    if (current) await store.put('users', withoutPending(current, passwordHash)).catch(() => undefined);
    const code = (error as NodeJS.ErrnoException | null)?.code ?? String(error);
    throw new ApprovalError(`The credentials e-mail could not be written to ${options.outboxDir} (${code}); ${tenant.name} is unchanged for its users. Fix the outbox and approve again.`, 503);
  }
  // 3. The e-mailed password replaces the old one (until then both sign in), and every session
  //    signed in with the old one ends.
  if (existing) {
    user = { ...withoutSessions(store, withoutNextPassword(store.get('users', existing.id) ?? user)), passwordHash, mustChangePassword: true };
    await store.put('users', user);
  }
  // 4. The tenant is active.
  const activated: Tenant = { ...tenant, status: 'active' };
  if (!reissued) await store.put('tenants', activated);
  return { tenant: activated, user: withoutNextPassword(user), emlPath, reissued };
}

/** Re-issued passwords kept waiting at most (a bound on the hashes a sign-in may try). */
const MAX_PENDING_PASSWORDS = 3;

/** A user without passwords waiting to replace the current one. */
export function withoutNextPassword(user: User): User {
  const { nextPasswordHashes: _next, ...rest } = user;
  return rest;
}

/** A user without one waiting password (a re-issue whose e-mail could not be written). */
function withoutPending(user: User, hash: string): User {
  const pending = (user.nextPasswordHashes ?? []).filter((candidate) => candidate !== hash);
  return pending.length > 0 ? { ...user, nextPasswordHashes: pending } : withoutNextPassword(user);
}
