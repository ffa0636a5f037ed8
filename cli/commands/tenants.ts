import type { Command } from 'commander';
import path from 'node:path';
import { readLock, type LockInfo } from '../../mock-api';
import { ApprovalError, approveTenant, describeReference, referenceFromText, tenantNamesIn, type TenantReference } from '../../mock-api';
import { describeRegistration, parseDuration, rejectRegistration, removeRegistrationsOlderThan, type RegistrationRow } from '../../mock-api';
import { callOperatorApi } from '../lib/operator-api';
import { dataFileOf, requireDataFile, withStore } from '../lib/data-file';
import { CliError, EXIT } from '../lib/exit-codes';
import { printJson } from '../lib/output';
import { formatTable } from '../lib/table';

interface TenantRow {
  id: number;
  name: string;
  status: string;
  createdAt: string;
  contact: string | null;
}

/** The tenant the options name; a positional argument is read later, against the data file or the server's list. */
function givenReference(options: { id?: string; name?: string }): TenantReference | null {
  if (options.id !== undefined) return { by: 'id', id: Number(options.id) };
  if (options.name !== undefined) return { by: 'name', name: options.name };
  return null;
}

/**
 * The running server's route for a tenant: its operator routes name the tenant explicitly, so an
 * argument that could be an id or a name is read here, against its list, as against the data file.
 */
async function operatorRouteFor(owner: LockInfo, given: TenantReference | null, text: string, action: 'approve' | 'reject'): Promise<string> {
  let reference = given;
  if (!reference) {
    const { tenants } = await callOperatorApi<{ tenants: TenantRow[] }>(owner, 'GET', 'tenants');
    reference = referenceFromText(text, tenants.map((tenant) => tenant.name));
  }
  return reference.by === 'id' ? `tenants/by-id/${reference.id}/${action}` : `tenants/by-name/${encodeURIComponent(reference.name)}/${action}`;
}

function printTenants(tenants: TenantRow[], json: boolean | undefined) {
  if (json) {
    printJson(tenants.map(({ id, name, status, createdAt, contact }) => ({ id, name, status, createdAt, contact })));
    return;
  }
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
    .option('--json', 'print the tenants as JSON')
    .action(async (options: { json?: boolean }, command: Command) => {
      const file = dataFileOf(command);
      requireDataFile(file);
      const owner = readLock(file);
      if (owner) {
        printTenants((await callOperatorApi<{ tenants: TenantRow[] }>(owner, 'GET', 'tenants')).tenants, options.json);
        return;
      }
      await withStore(file, async (store) => {
        printTenants(
          store.list('tenants').map((tenant) => ({
            ...tenant,
            contact: typeof tenant.registration?.email === 'string' ? tenant.registration.email : null,
          })),
          options.json,
        );
      });
    });

  tenants
    .command('approve [tenant]')
    .description(
      'activate a tenant, create its first user and write the credentials e-mail to the outbox; ' +
        'for an active tenant, issue a new password and e-mail (safe to repeat)',
    )
    .option('--id <id>', 'the tenant by its id (see tenants list)')
    .option('--name <name>', 'the tenant by its name')
    .option('--sign-in-url <url>', 'link in the e-mail', 'http://localhost:4200/auth/login')
    .option('--json', 'print the approval as JSON')
    .action(async (text: string | undefined, options: { id?: string; name?: string; signInUrl: string; json?: boolean }, command: Command) => {
      const given = [text, options.id, options.name].filter((value) => value !== undefined);
      if (given.length !== 1) throw new CliError('Name the tenant once: --id <id>, --name <name>, or one argument (digits are an id).', EXIT.usage);
      if (options.id !== undefined && !/^\d{1,9}$/.test(options.id)) throw new CliError(`--id must be a whole number (got "${options.id}").`, EXIT.usage);
      const file = dataFileOf(command);
      requireDataFile(file);
      const owner = readLock(file);
      let result: { by: string; tenant: string; tenantId: number; email: string; emlPath: string; reissued: boolean };
      if (owner) {
        result = await callOperatorApi(owner, 'POST', await operatorRouteFor(owner, givenReference(options), text ?? '', 'approve'));
      } else {
        result = await withStore(file, async (store) => {
          const reference = givenReference(options) ?? referenceFromText(text ?? '', tenantNamesIn(store));
          if (!options.json) console.log(`Approving the tenant with the ${describeReference(reference)}.`);
          const approval = await approveTenant(store, reference, {
            outboxDir: path.join(path.dirname(file), 'outbox'),
            signInUrl: options.signInUrl,
          }).catch((error: unknown) => {
            // The approval's own refusals carry an HTTP-like status: 404 is a tenant not found.
            if (error instanceof ApprovalError) throw new CliError(error.message, error.status === 404 ? EXIT.notFound : EXIT.usage);
            throw error;
          });
          return {
            by: reference.by,
            tenant: approval.tenant.name,
            tenantId: approval.tenant.id,
            email: approval.user.email,
            emlPath: approval.emlPath,
            reissued: approval.reissued,
          };
        });
      }
      if (options.json) {
        printJson(result);
        return;
      }
      console.log(
        `${result.tenant} (id ${result.tenantId}, found by ${result.by}) is active. ` +
          `${result.email} can sign in with the ${result.reissued ? 'new ' : ''}password in the credentials e-mail:`,
      );
      console.log(result.emlPath);
    });

  tenants
    .command('reject [tenant]')
    .description('remove a registration waiting for approval (its name and e-mail are free again), or all older than --older-than')
    .option('--id <id>', 'the tenant by its id (see tenants list)')
    .option('--name <name>', 'the tenant by its name')
    .option('--older-than <duration>', 'every waiting registration older than this: 90s, 30m, 12h, 7d, 2w (0 for all)')
    .option('--json', 'print the rejected registrations as JSON')
    .action(async (text: string | undefined, options: { id?: string; name?: string; olderThan?: string; json?: boolean }, command: Command) => {
      const given = [text, options.id, options.name, options.olderThan].filter((value) => value !== undefined);
      if (given.length !== 1) throw new CliError('Say what to reject once: --id <id>, --name <name>, one argument (digits are an id), or --older-than <duration>.', EXIT.usage);
      if (options.id !== undefined && !/^\d{1,9}$/.test(options.id)) throw new CliError(`--id must be a whole number (got "${options.id}").`, EXIT.usage);
      const olderThanSeconds = options.olderThan === undefined ? null : parseDuration(options.olderThan);
      if (options.olderThan !== undefined && olderThanSeconds === null) {
        throw new CliError(`--older-than must be a number with s, m, h, d or w, such as 7d (got "${options.olderThan}").`, EXIT.usage);
      }
      const file = dataFileOf(command);
      requireDataFile(file);
      const owner = readLock(file);
      let rejected: RegistrationRow[];
      if (owner) {
        const route = olderThanSeconds !== null ? 'registrations/reject' : await operatorRouteFor(owner, givenReference(options), text ?? '', 'reject');
        ({ rejected } = await callOperatorApi<{ rejected: RegistrationRow[] }>(owner, 'POST', route, olderThanSeconds === null ? undefined : { olderThanSeconds }));
      } else {
        rejected = await withStore(file, async (store) => {
          if (olderThanSeconds !== null) return (await removeRegistrationsOlderThan(store, olderThanSeconds)).map(describeRegistration);
          const reference = givenReference(options) ?? referenceFromText(text ?? '', tenantNamesIn(store));
          return [describeRegistration(await rejectRegistration(store, reference))];
        });
      }
      if (options.json) {
        printJson({ rejected });
        return;
      }
      if (rejected.length === 0) {
        console.log('No registration was waiting that long.');
        return;
      }
      console.log(`Rejected ${rejected.length} registration${rejected.length === 1 ? '' : 's'}:`);
      console.log(formatTable(rejected.map((row) => ({ Id: row.id, Tenant: row.name, Registered: row.createdAt.slice(0, 10), Contact: row.contact ?? '' }))));
    });
}
