import type { Tenant } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import { ApprovalError, describeReference, findTenant, type TenantReference } from './tenant-approval.ts';

/**
 * Registrations waiting for an operator: pending tenants nobody has started to approve (no user
 * yet). A tenant that has users is an approval under way or an agency suspended back to pending,
 * never something a sweep or a bulk rejection may remove.
 */
export function pendingRegistrations(store: Store): Tenant[] {
  const withUsers = new Set<number>();
  for (const user of store.values('users')) withUsers.add(user.tenantId);
  const pending: Tenant[] = [];
  for (const tenant of store.values('tenants')) if (tenant.status === 'pending' && !withUsers.has(tenant.id)) pending.push(tenant);
  return pending;
}

export function isPendingRegistration(store: Store, tenant: Tenant): boolean {
  return tenant.status === 'pending' && store.find('users', (user) => user.tenantId === tenant.id) === undefined;
}

/** How long ago a tenant registered, in seconds (an unreadable date counts as very old). */
export function ageSeconds(tenant: Tenant, now = Date.now()): number {
  const created = Date.parse(tenant.createdAt);
  return Number.isNaN(created) ? Number.POSITIVE_INFINITY : (now - created) / 1000;
}

/** Removes registrations older than `maxAgeSeconds`; returns what it removed. */
export async function removeRegistrationsOlderThan(store: Store, maxAgeSeconds: number, now = Date.now()): Promise<Tenant[]> {
  const old = pendingRegistrations(store).filter((tenant) => ageSeconds(tenant, now) >= maxAgeSeconds);
  await Promise.all(old.map((tenant) => store.delete('tenants', tenant.id)));
  return old;
}

/** What an operator sees of a registration (the list and the answer of a rejection). */
export function describeRegistration(tenant: Tenant) {
  return {
    id: tenant.id,
    name: tenant.name,
    createdAt: tenant.createdAt,
    contact: typeof tenant.registration?.email === 'string' ? tenant.registration.email : null,
    source: tenant.registeredFrom ?? null,
  };
}

export type RegistrationRow = ReturnType<typeof describeRegistration>;

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };

/** `90s`, `30m`, `12h`, `7d`, `2w` (or plain seconds) → seconds; null for anything else. */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,9})\s*([smhdw]?)$/.exec(text.trim());
  if (!match?.[1]) return null;
  return Number(match[1]) * (DURATION_UNITS[match[2] || 's'] ?? 1);
}

/**
 * Rejects one registration: it is removed, and its name and e-mail are free again. An active
 * tenant, or a pending one that already has users, is not a registration to reject (409).
 */
export async function rejectRegistration(store: Store, reference: TenantReference): Promise<Tenant> {
  const tenant = findTenant(store, reference);
  if (!tenant) throw new ApprovalError(`There is no tenant with the ${describeReference(reference)}.`, 404);
  if (!isPendingRegistration(store, tenant)) {
    throw new ApprovalError(`${tenant.name} is not a registration waiting for approval (it is ${tenant.status === 'active' ? 'active' : 'being approved or has users'}); it cannot be rejected.`, 409);
  }
  await store.delete('tenants', tenant.id);
  return tenant;
}
