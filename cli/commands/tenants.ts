import type { Command } from 'commander';
import path from 'node:path';
import { readLock } from '../../mock-api/lock';
import { approveTenant } from '../../mock-api/tenant-approval';
import { callOperatorApi } from '../lib/operator-api';
import { dataFileOf, withStore } from '../lib/data-file';
import { formatTable } from '../lib/table';

interface TenantRow {
  id: number;
  name: string;
  status: string;
  createdAt: string;
  contact: string | null;
}

function printTenants(tenants: TenantRow[]) {
  console.log(
    formatTable(
      tenants.map((tenant) => ({
        Id: tenant.id,
        Tenant: tenant.name,
        Status: tenant.status,
        Registered: tenant.createdAt.slice(0, 10),
        Contact: tenant.contact ?? '',
      })),
    ),
  );
}

/**
 * Tenants are an operator's business. With the server running, the CLI goes through its
 * operator routes (the key is in the server's lock file); otherwise it opens the data file itself.
 */
export function registerTenants(program: Command): void {
  const tenants = program.command('tenants').description('list tenants and approve pending registrations');

  tenants
    .command('list')
    .description('show pending and active tenants')
    .action(async (_options: unknown, command: Command) => {
      const file = dataFileOf(command);
      const owner = readLock(file);
      if (owner) {
        printTenants((await callOperatorApi<{ tenants: TenantRow[] }>(owner, 'GET', 'tenants')).tenants);
        return;
      }
      await withStore(file, async (store) => {
        printTenants(
          store.list('tenants').map((tenant) => ({
            ...tenant,
            contact: typeof tenant.registration?.email === 'string' ? tenant.registration.email : null,
          })),
        );
      });
    });

  tenants
    .command('approve <name-or-id>')
    .description('activate a pending tenant, create its first user and write the credentials e-mail to the outbox')
    .option('--sign-in-url <url>', 'link in the e-mail', 'http://localhost:4200/auth/login')
    .action(async (nameOrId: string, options: { signInUrl: string }, command: Command) => {
      const file = dataFileOf(command);
      const owner = readLock(file);
      let result: { tenant: string; email: string; emlPath: string };
      if (owner) {
        result = await callOperatorApi(owner, 'POST', `tenants/${encodeURIComponent(nameOrId)}/approve`);
      } else {
        result = await withStore(file, async (store) => {
          const approval = await approveTenant(store, nameOrId, {
            outboxDir: path.join(path.dirname(file), 'outbox'),
            signInUrl: options.signInUrl,
          });
          return { tenant: approval.tenant.name, email: approval.user.email, emlPath: approval.emlPath };
        });
      }
      console.log(`${result.tenant} is active. ${result.email} can sign in with the password in the credentials e-mail:`);
      console.log(result.emlPath);
    });
}
