import type { Command } from 'commander';
import { Store, type TaskRecord } from '../../mock-api/index.ts';
import { dataFileOf, requireDataFile } from '../lib/data-file.ts';
import { tenantIdNamed } from '../lib/tenant-named.ts';
import { helpFooter } from '../lib/help-text.ts';
import { printJson } from '../lib/output.ts';
import { formatTable } from '../lib/table.ts';

interface TaskOptions {
  tenant?: string;
  file?: string;
  assignee?: string;
  overdue?: boolean;
  json?: boolean;
}

/** What a tester reads of an item: its id, file, title, assignee's e-mail, due date (ISO), status and waiting-on. */
export interface TaskRow {
  id: string;
  tenant: string;
  fileNumber: string;
  title: string;
  assignee: string | null;
  due: string | null;
  status: 'open' | 'done';
  waitingOn: string;
}

/**
 * `title-cli tasks list`: the files' checklist items (docs/checklists.md), read from the data file
 * and its journal as they are on disk (no lock, so it runs beside a server), filtered by agency,
 * file, assignee and overdue, ordered by agency, file and the checklist's own order.
 */
export function registerTasks(program: Command): void {
  const tasks = program
    .command('tasks')
    .description("the files' checklist items: who does what by when")
    .addHelpText('after', helpFooter(['npx title-cli tasks list --overdue', 'npx title-cli tasks list --assignee riley@demo-title.test --json']));
  tasks
    .command('list')
    .description('list checklist items with their id, file number, title, assignee, due date, status and waiting-on')
    .option('--tenant <name-or-id>', 'only this agency, by name or id')
    .option('--file <number>', 'only this file, by its file number')
    .option('--assignee <email>', "only this person's items, by e-mail")
    .option('--overdue', 'only open items due before today (UTC)')
    .option('--json', 'print the items as JSON')
    .addHelpText(
      'after',
      helpFooter([
        'npx title-cli tasks list --file DTE-2026-00042',
        'npx title-cli tasks list --tenant "Demo Title & Escrow" --assignee dana@demo-title.test --overdue',
        "npx title-cli tasks list --overdue --json | jq 'group_by(.assignee) | map({(.[0].assignee // \"nobody\"): length}) | add'",
      ]),
    )
    .action(async (options: TaskOptions, command: Command) => {
      const file = dataFileOf(command);
      requireDataFile(file);
      const rows = listTasks(await Store.inspect(file), options, file);
      if (options.json) {
        printJson(rows);
        return;
      }
      console.log(formatTable(rows.map((row) => ({ id: row.id, tenant: row.tenant, file: row.fileNumber, title: row.title, assignee: row.assignee ?? '', due: row.due ?? '', status: row.status, 'waiting on': row.waitingOn }))));
      console.log(`${rows.length.toLocaleString('en-US')} ${rows.length === 1 ? 'item' : 'items'}.`);
    });
}

export function listTasks(store: Store, options: TaskOptions, file: string, today = new Date().toISOString().slice(0, 10)): TaskRow[] {
  const tenants = store.list('tenants');
  const tenantId = tenantIdNamed(store, options.tenant, file);
  const fileNumber = options.file?.trim().toLowerCase();
  const assignee = options.assignee?.trim().toLowerCase();
  const names = new Map(tenants.map((tenant) => [tenant.id, tenant.name]));
  const matching: TaskRecord[] = [];
  for (const task of store.values('tasks')) {
    if (tenantId !== null && task.tenantId !== tenantId) continue;
    if (fileNumber !== undefined && task.fileNumber.toLowerCase() !== fileNumber) continue;
    if (assignee !== undefined && (task.assignee ?? '').toLowerCase() !== assignee) continue;
    if (options.overdue && !(task.status === 'open' && task.due !== null && task.due < today)) continue;
    matching.push(task);
  }
  matching.sort((a, b) => a.tenantId - b.tenantId || a.fileNumber.localeCompare(b.fileNumber, 'en', { numeric: true }) || a.position - b.position);
  return matching.map((task) => ({
    id: task.id,
    tenant: names.get(task.tenantId) ?? String(task.tenantId),
    fileNumber: task.fileNumber,
    title: task.title,
    assignee: task.assignee,
    due: task.due,
    status: task.status,
    waitingOn: task.waitingOn,
  }));
}
