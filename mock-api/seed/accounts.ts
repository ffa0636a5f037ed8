import { randomUUID } from 'node:crypto';
import { emailField } from '../../src/lib/validation';
import type { Tenant, User } from '../model';
import { hashPassword } from '../passwords';
import type { Store } from '../store';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function findTenant(store: Store, nameOrId: string): Tenant | undefined {
  const wanted = nameOrId.trim().toLowerCase();
  return store.find('tenants', (tenant) => String(tenant.id) === wanted || tenant.name.toLowerCase() === wanted);
}

/** Adds a user to a tenant; refuses an invalid or already used e-mail. */
/** A refused account (bad e-mail, short password, used e-mail): the caller's input, not a fault. */
export class AccountError extends Error {}

export async function addUser(store: Store, tenant: Tenant, input: NewUser, id: string = randomUUID()): Promise<User> {
  const email = input.email.trim().toLowerCase();
  if (!emailField().isValidSync(email)) throw new AccountError(`"${input.email}" is not a valid e-mail address.`);
  if (!input.firstName.trim() || !input.lastName.trim()) throw new AccountError('A user needs a first and a last name.');
  if (input.password.length < 8) throw new AccountError('A password needs at least 8 characters.');
  if (store.find('users', (user) => user.email === email)) throw new AccountError(`${email} already has an account.`);
  const user: User = {
    id,
    tenantId: tenant.id,
    email,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    passwordHash: await hashPassword(input.password),
    createdAt: new Date().toISOString(),
  };
  await store.put('users', user);
  return user;
}
