import { randomUUID } from 'node:crypto';
import { emailField } from '../../src/lib/validation';
import type { Tenant, User } from '../../mock-api/model';
import { hashPassword } from '../../mock-api/passwords';
import type { Store } from '../../mock-api/store';

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
export async function addUser(store: Store, tenant: Tenant, input: NewUser, id: string = randomUUID()): Promise<User> {
  const email = input.email.trim().toLowerCase();
  if (!emailField().isValidSync(email)) throw new Error(`"${input.email}" is not a valid e-mail address.`);
  if (!input.firstName.trim() || !input.lastName.trim()) throw new Error('A user needs a first and a last name.');
  if (input.password.length < 8) throw new Error('A password needs at least 8 characters.');
  if (store.find('users', (user) => user.email === email)) throw new Error(`${email} already has an account.`);
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
