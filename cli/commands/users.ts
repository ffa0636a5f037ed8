import type { Command } from 'commander';
import { readLock } from '../../mock-api/lock';
import { generatePassword } from '../../mock-api/passwords';
import { AccountError, addUser } from '../../mock-api/seed/accounts';
import { ApprovalError, findTenantByText } from '../../mock-api/tenant-approval';
import { dataFileOf, requireDataFile, withStore } from '../lib/data-file';
import { CliError, EXIT } from '../lib/exit-codes';
import { callOperatorApi } from '../lib/operator-api';
import { printJson } from '../lib/output';
import { formatTable } from '../lib/table';

interface AddUserOptions {
  tenant: string;
  email: string;
  firstName: string;
  lastName: string;
  password?: string;
  json?: boolean;
}

interface AddedUser {
  tenant: string;
  name: string;
  email: string;
  password: string;
}

export function registerUsers(program: Command): void {
  const users = program.command('users').description('manage sign-in accounts');
  users
    .command('add')
    .description('add a user to an active tenant; prints the password (generated unless given). Works while the server runs, through its operator routes')
    .requiredOption('--tenant <name-or-id>', 'the tenant, by name or id')
    .requiredOption('--email <email>', 'the e-mail the user signs in with')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .option('--password <password>', 'a password of at least 8 characters (default: generated)')
    .option('--json', 'print the account as JSON')
    .action(async (options: AddUserOptions, command: Command) => {
      const file = dataFileOf(command);
      requireDataFile(file);
      const owner = readLock(file);
      const input = { tenant: options.tenant, email: options.email, firstName: options.firstName, lastName: options.lastName, password: options.password };
      const added: AddedUser = owner
        ? await callOperatorApi<AddedUser>(owner, 'POST', 'users', input)
        : await withStore(file, async (store) => {
            const tenant = tenantNamedBy(store, options.tenant);
            if (!tenant) throw new CliError(`There is no tenant "${options.tenant}". Known tenants: ${store.list('tenants').map((t) => t.name).join(', ')}`, EXIT.notFound);
            if (tenant.status !== 'active') throw new CliError(`${tenant.name} is not active yet; approve it first.`, EXIT.usage);
            const password = options.password ?? generatePassword();
            try {
              const user = await addUser(store, tenant, { ...input, password, mustChangePassword: true });
              return { tenant: tenant.name, name: `${user.firstName} ${user.lastName}`, email: user.email, password };
            } catch (error) {
              if (error instanceof AccountError) throw new CliError(error.message, EXIT.usage);
              throw error;
            }
          });
      if (options.json) printJson(added);
      else console.log(formatTable([{ Tenant: added.tenant, User: added.name, Email: added.email, Password: added.password }]));
    });
}

/** The tenant the --tenant option names; a reference that is both an id and a name is refused. */
function tenantNamedBy(store: Parameters<typeof findTenantByText>[0], reference: string) {
  try {
    return findTenantByText(store, reference);
  } catch (error) {
    if (error instanceof ApprovalError) throw new CliError(error.message, EXIT.usage);
    throw error;
  }
}
