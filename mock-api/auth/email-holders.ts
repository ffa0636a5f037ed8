import type { Tenant, User } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import { emailSkeleton } from './email-key.ts';

/**
 * Who holds an e-mail address, compared by its skeleton (email-key.ts), so that an address and its
 * look-alikes are held together: an account (an invited colleague's too), or an agency's
 * registration waiting for approval, whose registrant becomes an account at approval. Every path
 * that creates an account or a registration asks both: POST /api/tenants, invitations (the Team
 * page and title-cli users invite), title-cli users add and approval.
 */
export function userHolding(store: Store, email: string): User | undefined {
  const key = emailSkeleton(email);
  return store.find('users', (user) => emailSkeleton(user.email) === key);
}

/** A pending agency's registration whose registrant's e-mail is `email` (or looks like it). */
export function registrationHolding(store: Store, email: string): Tenant | undefined {
  const key = emailSkeleton(email);
  return store.find('tenants', (tenant) => tenant.status === 'pending' && typeof tenant.registration?.email === 'string' && emailSkeleton(tenant.registration.email) === key);
}
