import type { Command } from 'commander';
import { maskedAccount } from '../../src/payees/routing-directory.ts';
import { Store } from '../../mock-api/index.ts';
import { dataFileOf, requireDataFile } from '../lib/data-file.ts';
import { tenantIdNamed } from '../lib/tenant-named.ts';
import { helpFooter } from '../lib/help-text.ts';
import { printJson } from '../lib/output.ts';
import { formatTable } from '../lib/table.ts';

interface PayeeOptions {
  tenant?: string;
  file?: string;
  unverified?: boolean;
  json?: boolean;
}

/** What a tester reads of a payee: never the account number but its last four digits. */
export interface PayeeRow {
  id: string;
  tenant: string;
  fileNumber: string;
  name: string;
  role: string;
  amount: number;
  method: 'wire' | 'check';
  account: string | null;
  routingNumber: string | null;
  status: 'verified' | 'not-verified' | 'check';
  verifiedBy: string | null;
}

/**
 * `title-cli payees list`: the files' payees (docs/payees.md), read from the data file and its
 * journal as they are on disk, account numbers masked ("•••• 9012") like every other way out.
 */
export function registerPayees(program: Command): void {
  const payees = program.command('payees').description("the files' payees and whether their wires are verified").addHelpText('after', helpFooter(['npx title-cli payees list --unverified']));
  payees
    .command('list')
    .description('list payees with file number, amount, method, masked account, routing number and verification')
    .option('--tenant <name-or-id>', 'only this agency, by name or id')
    .option('--file <number>', 'only this file, by its file number')
    .option('--unverified', 'only wires nobody has verified yet')
    .option('--json', 'print the payees as JSON')
    .addHelpText('after', helpFooter(['npx title-cli payees list --unverified', 'npx title-cli payees list --tenant "Demo Title & Escrow" --file DTE-2026-00042 --json']))
    .action(async (options: PayeeOptions, command: Command) => {
      const file = dataFileOf(command);
      requireDataFile(file);
      const rows = listPayees(await Store.inspect(file), options, file);
      if (options.json) {
        printJson(rows);
        return;
      }
      console.log(formatTable(rows.map((row) => ({ id: row.id, tenant: row.tenant, file: row.fileNumber, payee: row.name, for: row.role, amount: row.amount.toFixed(2), method: row.method, account: row.account ?? '', status: row.status, 'verified by': row.verifiedBy ?? '' }))));
      console.log(`${rows.length.toLocaleString('en-US')} ${rows.length === 1 ? 'payee' : 'payees'}.`);
    });
}

export function listPayees(store: Store, options: PayeeOptions, file: string): PayeeRow[] {
  const tenants = store.list('tenants');
  const tenantId = tenantIdNamed(store, options.tenant, file);
  const names = new Map(tenants.map((tenant) => [tenant.id, tenant.name]));
  const fileNumber = options.file?.trim().toLowerCase();
  const rows: PayeeRow[] = [];
  for (const payee of store.values('payees')) {
    if (tenantId !== null && payee.tenantId !== tenantId) continue;
    const number = String(store.get('orders', payee.orderGuid)?.baseOrderDetail.fileNumber ?? '');
    if (fileNumber !== undefined && number.toLowerCase() !== fileNumber) continue;
    const status = payee.method === 'check' ? 'check' : payee.verification ? 'verified' : 'not-verified';
    if (options.unverified && status !== 'not-verified') continue;
    rows.push({
      id: payee.id,
      tenant: names.get(payee.tenantId) ?? String(payee.tenantId),
      fileNumber: number,
      name: payee.name,
      role: payee.role,
      amount: payee.amount,
      method: payee.method,
      account: payee.wire ? maskedAccount(payee.wire.accountLast4) : null,
      routingNumber: payee.wire?.routingNumber ?? null,
      status,
      verifiedBy: payee.verification?.by.name ?? null,
    });
  }
  return rows.sort((a, b) => a.tenant.localeCompare(b.tenant) || a.fileNumber.localeCompare(b.fileNumber, 'en', { numeric: true }) || a.name.localeCompare(b.name));
}
