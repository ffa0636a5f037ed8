import { newEnglishFaker } from './faker.ts';
import type { Tenant } from '../store/model.ts';
import { generatePassword } from '../auth/passwords.ts';
import type { Store } from '../store/store.ts';
import { addUser } from './accounts.ts';
import { registrationHolding, userHolding } from '../auth/email-holders.ts';
import { underwriters as offeredUnderwriters } from './reference-data.ts';

export interface SeedOptions {
  tenants: number;
  seed: number;
  orders?: number;
}

export interface Credential {
  tenant: string;
  name: string;
  email: string;
  password: string;
}

const AGENCY_SUFFIXES = ['Title & Escrow', 'Title Agency', 'Settlement Services', 'Land Title', 'Closing Company', 'Abstract & Title'];

/** Adds generated tenants, one user each; the same --seed gives the same tenants and passwords. */
export async function seedTenants(store: Store, options: SeedOptions): Promise<{ created: Credential[]; skipped: string[] }> {
  const faker = newEnglishFaker();
  faker.seed(options.seed);
  const random = () => faker.number.float({ min: 0, max: 1, fractionDigits: 8 }) % 1;
  const created: Credential[] = [];
  const skipped: string[] = [];
  // The underwriters the registration offers (reference-data.ts): an agency writes for those only.
  const underwriterPool = offeredUnderwriters.map((underwriter) => underwriter.name);

  for (let index = 0; index < options.tenants; index += 1) {
    const name = `${faker.location.city()} ${faker.helpers.arrayElement(AGENCY_SUFFIXES)}`;
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}.test`;
    const email = `${firstName}.${lastName}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');
    const password = generatePassword(random);
    const guid = faker.string.uuid();
    const underwriters = faker.helpers.arrayElements(underwriterPool, { min: 1, max: 3 });

    const exists = store.find('tenants', (tenant) => tenant.name.toLowerCase() === name.toLowerCase());
    // An e-mail held (or looked like) by an account or a waiting registration: addUser would refuse it.
    if (exists || userHolding(store, email) || registrationHolding(store, email)) {
      skipped.push(name);
      continue;
    }
    const tenant: Tenant = {
      id: store.metadata.nextTenantId,
      guid,
      name,
      status: 'active',
      createdAt: new Date().toISOString(),
      underwriters,
    };
    await store.updateMeta({ nextTenantId: tenant.id + 1 });
    await store.put('tenants', tenant);
    await addUser(store, tenant, { firstName, lastName, email, password });
    created.push({ tenant: name, name: `${firstName} ${lastName}`, email, password });
  }
  return { created, skipped };
}
