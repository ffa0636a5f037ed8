import { Faker, en } from '@faker-js/faker';
import type { Command } from 'commander';
import type { Tenant } from '../../mock-api/model';
import { generatePassword } from '../../mock-api/passwords';
import { demoAccounts, DEMO_PASSWORD } from '../../mock-api/seed/demo';
import type { Store } from '../../mock-api/store';
import { addUser } from '../lib/accounts';
import { seedOrders } from './seed-orders';
import { dataFileOf, withStore } from '../lib/data-file';
import { formatTable } from '../lib/table';

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
  const faker = new Faker({ locale: [en] });
  faker.seed(options.seed);
  const random = () => faker.number.float({ min: 0, max: 1, fractionDigits: 8 }) % 1;
  const created: Credential[] = [];
  const skipped: string[] = [];
  const underwriterPool = [
    'First American Title Insurance Company',
    'Fidelity National Title Insurance Company',
    'Chicago Title Insurance Company',
    'Stewart Title Guaranty Company',
    'Old Republic National Title Insurance Company',
    'Westcor Land Title Insurance Company',
  ];

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
    if (exists || store.find('users', (user) => user.email === email)) {
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

function wholeNumber(name: string, min: number) {
  return (value: string) => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${name} must be a whole number of at least ${min} (got "${value}")`);
    return parsed;
  };
}

export function registerSeed(program: Command): void {
  program
    .command('seed')
    .description('create the data file with the demo tenants if needed, and add generated tenants with one user each')
    .option('--tenants <n>', 'how many tenants to add', wholeNumber('--tenants', 0), 0)
    .option('--seed <n>', 'random seed: the same seed gives the same tenants, passwords and orders', wholeNumber('--seed', 0), 1)
    .option('--orders <n>', 'realistic orders to add to every active tenant', wholeNumber('--orders', 0), 0)
    .action(async (options: SeedOptions, command: Command) => {
      const file = dataFileOf(command);
      await withStore(file, async (store, createdFile) => {
        const { created, skipped } = await seedTenants(store, options);
        if (options.orders) {
          const started = performance.now();
          const report = await seedOrders(store, { count: options.orders, seed: options.seed, progress: process.stdout.isTTY });
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          console.log(`Added ${options.orders.toLocaleString('en-US')} orders to each of ${report.length} tenants in ${seconds} s.`);
        }
        const credentials: Credential[] = [
          ...(createdFile
            ? demoAccounts.map(({ tenant, user }) => ({
                tenant: tenant.name,
                name: `${user.firstName} ${user.lastName}`,
                email: user.email,
                password: DEMO_PASSWORD,
              }))
            : []),
          ...created,
        ];
        console.log(createdFile ? `Created ${file} with the demo tenants.` : `Using ${file}.`);
        if (credentials.length > 0) {
          console.log('\nAccounts created (passwords are shown once; only hashes are stored):\n');
          console.log(formatTable(credentials.map((row) => ({ Tenant: row.tenant, User: row.name, Email: row.email, Password: row.password }))));
        } else {
          console.log('No new accounts.');
        }
        if (skipped.length > 0) console.log(`\nAlready there, skipped: ${skipped.join(', ')}`);
      });
    });
}
