import type { Command } from 'commander';
import { describeReference, parseDuration, type TenantReference } from '../../mock-api/index.ts';
import { dataGatewayOf, DEFAULT_APP_URL, type TenantNamed, type TenantRow } from '../lib/data-gateway.ts';
import { gatewayFor } from '../lib/dry-run-gateway.ts';
import { CliError, EXIT } from '../lib/exit-codes.ts';
import { helpFooter } from '../lib/help-text.ts';
import { printJson } from '../lib/output.ts';
import { formatTable } from '../lib/table.ts';


/** The tenant the options or the argument name; an argument is read later, against the data file or the server's list. */
function tenantNamed(text: string | undefined, options: { id?: string; name?: string }): TenantNamed {
  const reference: TenantReference | null =
    options.id !== undefined ? { by: 'id', id: Number(options.id) } : options.name !== undefined ? { by: 'name', name: options.name } : null;
  return { reference, text: text ?? '' };
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

/** Tenants are an operator's business: on the data file, or through the server that holds it (see lib/data-gateway). */
export function registerTenants(program: Command): void {
  const tenants = program
    .command('tenants')
    .description('list tenants, approve pending registrations, reject unwanted ones')
    .addHelpText('after', helpFooter(['npx title-cli tenants list', 'npx title-cli tenants approve --name "Lakeside Title"', 'npx title-cli tenants reject --older-than 7d --dry-run']));

  tenants
    .command('list')
    .description('show pending and active tenants')
    .option('--json', 'print the tenants as JSON')
    .addHelpText('after', helpFooter(['npx title-cli tenants list', "npx title-cli tenants list --json | jq '.[] | select(.status == \"pending\")'"]))
    .action(async (options: { json?: boolean }, command: Command) => {
      printTenants(await dataGatewayOf(command).listTenants(), options.json);
    });

  tenants
    .command('approve [tenant]')
    .description(
      'activate a tenant, create its first user and write the credentials e-mail to the outbox; ' +
        'for an active tenant, issue a new password and e-mail (safe to repeat)',
    )
    .option('--id <id>', 'the tenant by its id (see tenants list)')
    .option('--name <name>', 'the tenant by its name')
    .option('--sign-in-url <url>', 'link in the e-mail when no server runs (a running server links to itself)', `${DEFAULT_APP_URL}/auth/login`)
    .option('--dry-run', 'say what it would do (activate, or issue a new password), change nothing')
    .option('--json', 'print the approval as JSON')
    .addHelpText('after', helpFooter(['npx title-cli tenants approve --name "Lakeside Title"', 'npx title-cli tenants approve 7 --dry-run', 'npx title-cli tenants approve --id 7 --json']))
    .action(async (text: string | undefined, options: { id?: string; name?: string; signInUrl: string; dryRun?: boolean; json?: boolean }, command: Command) => {
      const given = [text, options.id, options.name].filter((value) => value !== undefined);
      if (given.length !== 1) throw new CliError('Name the tenant once: --id <id>, --name <name>, or one argument (digits are an id).', EXIT.usage);
      if (options.id !== undefined && !/^\d{1,9}$/.test(options.id)) throw new CliError(`--id must be a whole number (got "${options.id}").`, EXIT.usage);
      const result = await gatewayFor(command, options.dryRun).approveTenant(tenantNamed(text, options), {
        signInUrl: options.signInUrl,
        onFound: (reference) => {
          if (!options.json && !options.dryRun) console.log(`Approving the tenant with the ${describeReference(reference)}.`);
        },
      });
      if (options.json) {
        printJson(options.dryRun ? { ...result, dryRun: true } : result);
        return;
      }
      if (options.dryRun) {
        console.log(
          result.reissued
            ? `Dry run: ${result.tenant} (id ${result.tenantId}) is active already; ${result.email} would get a new password in a new credentials e-mail, and the current one would stop working. Nothing was changed.`
            : `Dry run: ${result.tenant} (id ${result.tenantId}, found by ${result.by}) would become active, and ${result.email} its first user, with a generated password in a credentials e-mail. Nothing was changed.`,
        );
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
    .option('--dry-run', 'list what it would reject, remove nothing')
    .option('--json', 'print the rejected registrations as JSON')
    .addHelpText('after', helpFooter(['npx title-cli tenants reject --name "Spam Title"', 'npx title-cli tenants reject --older-than 7d --dry-run', 'npx title-cli tenants reject 12 --json']))
    .action(async (text: string | undefined, options: { id?: string; name?: string; olderThan?: string; dryRun?: boolean; json?: boolean }, command: Command) => {
      const given = [text, options.id, options.name, options.olderThan].filter((value) => value !== undefined);
      if (given.length !== 1) throw new CliError('Say what to reject once: --id <id>, --name <name>, one argument (digits are an id), or --older-than <duration>.', EXIT.usage);
      if (options.id !== undefined && !/^\d{1,9}$/.test(options.id)) throw new CliError(`--id must be a whole number (got "${options.id}").`, EXIT.usage);
      const olderThanSeconds = options.olderThan === undefined ? null : parseDuration(options.olderThan);
      if (options.olderThan !== undefined && olderThanSeconds === null) {
        throw new CliError(`--older-than must be a number with s, m, h, d or w, such as 7d (got "${options.olderThan}").`, EXIT.usage);
      }
      const gateway = gatewayFor(command, options.dryRun);
      const rejected =
        olderThanSeconds !== null ? await gateway.rejectRegistrationsOlderThan(olderThanSeconds) : await gateway.rejectRegistration(tenantNamed(text, options));
      if (options.json) {
        printJson(options.dryRun ? { rejected, dryRun: true } : { rejected });
        return;
      }
      const unchanged = options.dryRun ? ' Nothing was changed.' : '';
      if (rejected.length === 0) {
        console.log(`No registration was waiting that long.${unchanged}`);
        return;
      }
      const count = `${rejected.length} registration${rejected.length === 1 ? '' : 's'}`;
      console.log(options.dryRun ? `Dry run: would reject ${count}:` : `Rejected ${count}:`);
      console.log(formatTable(rejected.map((row) => ({ Id: row.id, Tenant: row.name, Registered: row.createdAt.slice(0, 10), Contact: row.contact ?? '' }))));
      if (unchanged) console.log(unchanged.trim());
    });
}
