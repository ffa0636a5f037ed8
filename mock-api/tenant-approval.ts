import { randomUUID } from 'node:crypto';
import { renderCredentialsEmail, writeToOutbox } from './credentials-email';
import type { Tenant, User } from './model';
import { generatePassword, hashPassword } from './passwords';
import type { Store } from './store';

export class ApprovalError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
  ) {
    super(message);
  }
}

export function findTenantByNameOrId(store: Store, nameOrId: string): Tenant | undefined {
  const wanted = nameOrId.trim().toLowerCase();
  return store.find('tenants', (tenant) => String(tenant.id) === wanted || tenant.name.toLowerCase() === wanted);
}

export interface Approval {
  tenant: Tenant;
  user: User;
  emlPath: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * An operator activates a pending tenant: its registrant becomes the first user with a generated
 * password, sent as a credentials e-mail into the outbox.
 */
export async function approveTenant(
  store: Store,
  nameOrId: string,
  options: { outboxDir: string; signInUrl: string },
): Promise<Approval> {
  const tenant = findTenantByNameOrId(store, nameOrId);
  if (!tenant) throw new ApprovalError(`There is no tenant "${nameOrId}".`, 404);
  if (tenant.status === 'active') throw new ApprovalError(`${tenant.name} is already active.`, 409);
  const registration = tenant.registration ?? {};
  const email = text(registration.email).toLowerCase();
  if (!email) throw new ApprovalError(`${tenant.name} has no registrant e-mail to send credentials to.`, 409);
  if (store.find('users', (user) => user.email === email)) {
    throw new ApprovalError(`${email} already has an account; the tenant cannot reuse it.`, 409);
  }
  const password = generatePassword();
  const user: User = {
    id: randomUUID(),
    tenantId: tenant.id,
    email,
    firstName: text(registration.firstName),
    lastName: text(registration.lastName),
    passwordHash: await hashPassword(password),
    createdAt: new Date().toISOString(),
  };
  const activated: Tenant = { ...tenant, status: 'active' };
  await Promise.all([store.put('users', user), store.put('tenants', activated)]);
  const message = await renderCredentialsEmail({
    to: { name: `${user.firstName} ${user.lastName}`.trim(), email },
    tenantName: tenant.name,
    password,
    signInUrl: options.signInUrl,
  });
  const slug = tenant.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '') || `tenant-${tenant.id}`;
  const emlPath = await writeToOutbox(options.outboxDir, slug, message);
  return { tenant: activated, user, emlPath };
}
