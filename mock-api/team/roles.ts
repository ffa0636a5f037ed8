import type { Role, User } from '../store/model.ts';
import type { Store } from '../store/store.ts';

export const ROLES: readonly Role[] = ['admin', 'agent'];

export type MemberStatus = 'invited' | 'active' | 'deactivated';

/**
 * A user's role. Accounts from before roles have none: the agency's first account (the person
 * who registered it, or the demo admin) is its admin, the others are agents, so every agency has
 * an admin without a migration.
 */
export function roleOf(store: Store, user: User): Role {
  if (user.role) return user.role;
  let first: User | undefined;
  for (const candidate of store.values('users')) {
    if (candidate.tenantId !== user.tenantId) continue;
    if (!first || candidate.createdAt < first.createdAt || (candidate.createdAt === first.createdAt && candidate.id < first.id)) first = candidate;
  }
  return first?.id === user.id ? 'admin' : 'agent';
}

export function statusOf(user: User): MemberStatus {
  if (user.deactivatedAt) return 'deactivated';
  if (user.invitedAt && !user.passwordHash) return 'invited';
  return 'active';
}

/** The agency's active admins: the last of them cannot be demoted or deactivated. */
export function activeAdmins(store: Store, tenantId: number): User[] {
  const admins: User[] = [];
  for (const user of store.values('users')) {
    if (user.tenantId === tenantId && statusOf(user) === 'active' && roleOf(store, user) === 'admin') admins.push(user);
  }
  return admins;
}
