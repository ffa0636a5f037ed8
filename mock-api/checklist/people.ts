import type { Store } from '../store/store.ts';
import { statusOf } from '../team/roles.ts';

/** Whom checklist work can go to: the agency's active people (not invited, not deactivated), by name. */
export function assignablePeople(store: Store, tenantId: number): { id: string; name: string; email: string }[] {
  const people: { id: string; name: string; email: string }[] = [];
  for (const user of store.values('users')) {
    if (user.tenantId === tenantId && statusOf(user) === 'active') people.push({ id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email, email: user.email });
  }
  return people.sort((a, b) => a.name.localeCompare(b.name));
}
