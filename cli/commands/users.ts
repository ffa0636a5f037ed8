import type { Command } from 'commander';
import { generatePassword } from '../../mock-api/passwords';
import { addUser, findTenant } from '../lib/accounts';
import { dataFileOf, withStore } from '../lib/data-file';
import { formatTable } from '../lib/table';

interface AddUserOptions {
  tenant: string;
  email: string;
  firstName: string;
  lastName: string;
  password?: string;
}

export function registerUsers(program: Command): void {
  const users = program.command('users').description('manage sign-in accounts');
  users
    .command('add')
    .description('add a user to an active tenant; prints the password (generated unless given)')
    .requiredOption('--tenant <name-or-id>', 'the tenant, by name or id')
    .requiredOption('--email <email>', 'the e-mail the user signs in with')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .option('--password <password>', 'a password of at least 8 characters (default: generated)')
    .action(async (options: AddUserOptions, command: Command) => {
      await withStore(dataFileOf(command), async (store) => {
        const tenant = findTenant(store, options.tenant);
        if (!tenant) throw new Error(`There is no tenant "${options.tenant}". Known tenants: ${store.list('tenants').map((t) => t.name).join(', ')}`);
        if (tenant.status !== 'active') throw new Error(`${tenant.name} is not active yet; approve it first.`);
        const password = options.password ?? generatePassword();
        const user = await addUser(store, tenant, { ...options, password });
        console.log(formatTable([{ Tenant: tenant.name, User: `${user.firstName} ${user.lastName}`, Email: user.email, Password: password }]));
      });
    });
}
