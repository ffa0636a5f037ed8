import type { Command } from 'commander';
import { auditStore, CorruptStoreError, NOTHING_CHANGED, Store, type AuditReport } from '../../mock-api/index.ts';
import { dataFileOf, requireDataFile } from '../lib/data-file.ts';
import { CliError, EXIT } from '../lib/exit-codes.ts';
import { helpFooter } from '../lib/help-text.ts';
import { printJson } from '../lib/output.ts';

function describe(report: AuditReport): string {
  if (report.problem) return `${report.tenantName}: NOT INTACT at entry ${report.problem.id} (number ${report.problem.n} of ${report.entries}): ${report.problem.problem}.`;
  if (report.drift) {
    return `${report.tenantName}: chain of ${report.entries} entries intact, but in file ${report.drift.orderGuid} ${report.drift.finding}: the data file was changed outside the API.`;
  }
  return `${report.tenantName}: ${report.entries} ${report.entries === 1 ? 'entry' : 'entries'}, intact (last hash ${report.head.slice(0, 16)}…).`;
}

/** Opens the data file and journal as they are; a journal whose lines were swapped, repeated or removed is tampering (exit 7), not a failure. */
async function inspect(file: string, json: boolean | undefined): Promise<Store | null> {
  try {
    return await Store.inspect(file);
  } catch (error) {
    if (!(error instanceof CorruptStoreError)) throw error;
    // The store's message names the file and the line; what it tells a server's operator to do does not apply here.
    const finding = error.message.replace(` ${NOTHING_CHANGED}`, '');
    if (json) printJson({ intact: false, journal: { problem: finding }, agencies: [] });
    else console.log(`NOT INTACT: ${finding}\nHistory NOT intact: the data file or its journal was changed outside the API.`);
    process.exitCode = EXIT.auditFailed;
    return null;
  }
}

/**
 * `title-cli audit verify`: recomputes every agency's history chain from the data file and its
 * journal, read as they are on disk (no lock is taken, so it runs beside a server), and names the
 * first entry that does not match. Exit 0 when all is intact, 7 when anything is not.
 */
export function registerAudit(program: Command): void {
  const audit = program
    .command('audit')
    .description("check the files' history: nothing changed, removed or reordered")
    .addHelpText('after', helpFooter(['npx title-cli audit verify']));
  audit
    .command('verify')
    .description("recompute each agency's history hash chain and name the first entry that does not match (exit 7)")
    .option('--tenant <name>', 'only this agency (its name or id)')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', helpFooter(['npx title-cli audit verify', 'npx title-cli audit verify --tenant "Demo Title & Escrow" --json']))
    .action(async (options: { tenant?: string; json?: boolean }, command: Command) => {
      const file = dataFileOf(command);
      requireDataFile(file);
      const store = await inspect(file, options.json);
      if (!store) return;
      let tenantIds: number[] | undefined;
      if (options.tenant !== undefined) {
        const wanted = options.tenant.trim().toLowerCase();
        const tenant = store.list('tenants').find((candidate) => candidate.name.toLowerCase() === wanted || String(candidate.id) === wanted);
        if (!tenant) throw new CliError(`There is no agency named "${options.tenant}" in ${file}.`, EXIT.notFound);
        tenantIds = [tenant.id];
      }
      let reports: AuditReport[];
      try {
        reports = auditStore(store, tenantIds);
      } catch (error) {
        // A shape the API never writes (an order without its detail, a record nested past reading) is itself an edit by hand.
        const finding = `the data file holds records the API never writes, so it was changed outside the API (${error instanceof Error ? error.message : String(error)})`;
        if (options.json) printJson({ intact: false, unreadable: { problem: finding }, agencies: [] });
        else console.log(`NOT INTACT: ${finding}.\nHistory NOT intact: see above.`);
        process.exitCode = EXIT.auditFailed;
        return;
      }
      const intact = reports.every((report) => !report.problem && !report.drift);
      if (options.json) {
        printJson({ intact, agencies: reports.map(({ tenantId, tenantName, entries, head, problem, drift }) => ({ tenantId, tenant: tenantName, entries, head, problem, drift })) });
      } else {
        for (const report of reports) console.log(describe(report));
        console.log(intact ? 'History intact.' : 'History NOT intact: see above.');
      }
      if (!intact) process.exitCode = EXIT.auditFailed;
    });
}
