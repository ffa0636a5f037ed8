import { SEED_LIMITS } from '../../mock-api/index.ts';
import type { Command } from 'commander';
import type { Credential } from '../../mock-api/index.ts';
import { dataGatewayOf } from '../lib/data-gateway.ts';
import { helpFooter } from '../lib/help-text.ts';
import { wholeNumber } from '../lib/input-checks.ts';
import { printJson } from '../lib/output.ts';
import { formatTable } from '../lib/table.ts';
import { progressBar } from '../lib/progress-bar.ts';

export { seedTenants, type Credential, type SeedOptions } from '../../mock-api/index.ts';

interface SeedCommandOptions {
  tenants: number;
  seed: number;
  orders: number;
  create?: boolean;
  json?: boolean;
}

interface SeedReport {
  file: string;
  createdFile: boolean;
  throughServer: boolean;
  accounts: Credential[];
  skipped: string[];
  ordersPerTenant: number;
  ordersAdded: { tenant: string; added: number }[];
}

function printReport(report: SeedReport, seconds: string | null): void {
  if (report.ordersPerTenant > 0) {
    console.log(`Added ${report.ordersPerTenant.toLocaleString('en-US')} orders to each of ${report.ordersAdded.length} tenants${seconds ? ` in ${seconds} s` : ''}.`);
  }
  console.log(report.createdFile ? `Created ${report.file} with the demo tenants.` : report.throughServer ? `Seeded ${report.file} through the running mock API.` : `Using ${report.file}.`);
  if (report.accounts.length > 0) {
    console.log('\nAccounts created (passwords are shown once; only hashes are stored):\n');
    console.log(formatTable(report.accounts.map((row) => ({ Tenant: row.tenant, User: row.name, Email: row.email, Password: row.password }))));
  } else {
    console.log('No new accounts.');
  }
  if (report.skipped.length > 0) console.log(`\nAlready there, skipped: ${report.skipped.join(', ')}`);
}

export function registerSeed(program: Command): void {
  program
    .command('seed')
    .description(
      'add generated tenants (one user each) and orders; --create makes a new data file with the demo tenants. ' +
        'Works while the server runs, through its operator routes',
    )
    .option('--create', 'create the data file (with the demo tenants) if it does not exist')
    .option('--tenants <n>', 'how many tenants to add', wholeNumber('--tenants', 0, SEED_LIMITS.tenants), 0)
    .option('--seed <n>', 'random seed: the same seed gives the same tenants, passwords, orders and order ids', wholeNumber('--seed', 0, SEED_LIMITS.seed), 1)
    .option('--orders <n>', 'realistic orders to add to every active tenant', wholeNumber('--orders', 0, SEED_LIMITS.orders), 0)
    .option('--json', 'print what was created as JSON')
    .addHelpText(
      'after',
      helpFooter(['npx title-cli seed --create', 'npx title-cli seed --create --tenants 5 --seed 42', 'npx title-cli seed --orders 50000 --seed 7', 'npx title-cli --db /tmp/load.json seed --create --orders 1000 --json']),
    )
    .action(async (options: SeedCommandOptions, command: Command) => {
      const gateway = dataGatewayOf(command, { create: options.create === true });
      const started = performance.now();
      const { tenants, seed, orders } = options;
      const result = await gateway.seed({ tenants, seed, orders }, progressBar('Seeding orders', Boolean(orders) && !options.json && process.stdout.isTTY));
      // Key by key, so the JSON reads as it always has.
      const report: SeedReport = {
        file: gateway.file,
        createdFile: result.createdFile,
        throughServer: gateway.throughServer,
        accounts: result.accounts,
        skipped: result.skipped,
        ordersPerTenant: orders,
        ordersAdded: result.ordersAdded,
      };
      if (options.json) printJson(report);
      else printReport(report, ((performance.now() - started) / 1000).toFixed(1));
    });
}
