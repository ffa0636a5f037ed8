import { randomUUID } from 'node:crypto';
import { renderCredentialsEmail, writeToOutbox } from './credentials-email';
import type { Tenant, User } from './model';
import { generatePassword, hashPassword } from './passwords';
import type { Store } from './store';

export class ApprovalError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409 | 503,
  ) {
    super(message);
  }
}

/** How an operator names the tenant to approve: always said, never guessed from the text. */
export type TenantReference = { by: 'id'; id: number } | { by: 'name'; name: string };

/**
 * Reads a reference given without saying which it is (the older operator route and the CLI's
 * positional argument): digits are an id, anything else a name, and digits that are also a
 * tenant's name are refused as ambiguous.
 */
export function referenceFromText(store: Store, text: string): TenantReference {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { by: 'name', name: trimmed };
  if (store.find('tenants', (tenant) => tenant.name.trim() === trimmed)) {
    throw new ApprovalError(`"${trimmed}" is both a tenant id and a tenant's name; say which (by id or by name).`, 409);
  }
  return { by: 'id', id: Number(trimmed) };
}

export function findTenant(store: Store, reference: TenantReference): Tenant | undefined {
  if (reference.by === 'id') return store.get('tenants', reference.id);
  const wanted = reference.name.trim().toLowerCase();
  return store.find('tenants', (tenant) => tenant.name.toLowerCase() === wanted);
}

/** A tenant named the way the older routes and the CLI's arguments name it (see referenceFromText). */
export function findTenantByText(store: Store, text: string): Tenant | undefined {
  return findTenant(store, referenceFromText(store, text));
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
 * Safe to interrupt and to repeat. The steps run in an order where every stop leaves something a
 * repeat completes: the user with the new password hash, then the e-mail, then the activation.
 * So an active tenant always has a user whose credentials e-mail exists, and approving an active
 * tenant again re-issues the password and the e-mail (the way out of a lost e-mail, too).
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
  const existing = store.find('users', (user) => user.email === email);
  if (existing && existing.tenantId !== tenant.id) {
    throw new ApprovalError(`${email} already has an account with another tenant; ${tenant.name} cannot reuse it.`, 409);
  }
  const reissued = tenant.status === 'active';
  const password = generatePassword();
  const user: User = {
    id: existing?.id ?? randomUUID(),
    tenantId: tenant.id,
    email,
    firstName: existing?.firstName ?? text(registration.firstName),
    lastName: existing?.lastName ?? text(registration.lastName),
    passwordHash: await hashPassword(password),
    createdAt: existing?.createdAt ?? new Date().toISOString(),
  };
  await store.put('users', user);
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
    const code = (error as NodeJS.ErrnoException | null)?.code ?? String(error);
    throw new ApprovalError(`The credentials e-mail could not be written to ${options.outboxDir} (${code}); ${tenant.name} is unchanged for its users. Fix the outbox and approve again.`, 503);
  }
  const activated: Tenant = { ...tenant, status: 'active' };
  if (!reissued) await store.put('tenants', activated);
  return { tenant: activated, user, emlPath, reissued };
}
