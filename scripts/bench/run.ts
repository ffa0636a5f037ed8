/**
 * `npm run bench`: every performance figure of the project in one table, each beside its budget
 * and, where one exists, the alternative measured in the same run. Each measured area is a module
 * of this folder; this runner only chooses which run and prints the table.
 *
 *   --quick           fewer samples and only the 1,000-order API figures
 *   --screens         only the screens (first screens, signed-in screens, page weight)
 *   --dist <dir>      the screens of another build (implies --screens), e.g. for a before/after
 *
 * The exit code is 1 when a figure is over its budget.
 */
import path from 'node:path';
import { distDir } from '../../esbuild.config.ts';
import { startTestServer } from '../../mock-api/testing/index.ts';
import { measureApi } from './api.ts';
import { measureBuild } from './build.ts';
import { measureChecklist } from './checklist.ts';
import { measureFileChunk } from './file-chunk.ts';
import { measureSeed } from './cli-seed.ts';
import { measureFirstScreens, measurePageWeight } from './first-screens.ts';
import { measureFileHistory } from './history.ts';
import { printTable, type BenchRow } from './report.ts';
import { measureSearchAndScroll } from './search-and-scroll.ts';
import { tokenFor } from './sign-in.ts';
import { measureSignedInScreens } from './signed-in-screens.ts';

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const givenDist = argv.includes('--dist') ? path.resolve(argv[argv.indexOf('--dist') + 1] ?? '') : null;
// --first-screens is the flag's old name, kept for the commands in older notes.
const screensOnly = givenDist !== null || argv.includes('--screens') || argv.includes('--first-screens');
/** Loads per screen figure, each paired with one of its static twin (at least five: the budgets are medians). */
const paintRuns = quick ? 5 : 15;

async function measureScreens(dist: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const server = await startTestServer({ distDir: dist });
  try {
    const token = await tokenFor(server);
    rows.push(await measurePageWeight(server, dist, '/auth/login', 'Login'));
    rows.push(await measurePageWeight(server, dist, '/orders', 'Order tracking', token));
    rows.push(...(await measureFirstScreens(server, () => tokenFor(server), paintRuns)));
  } finally {
    await server.close();
  }
  rows.push(...(await measureSignedInScreens(dist, paintRuns)));
  rows.push(...(await measureFileChunk(dist)));
  return rows;
}

async function main() {
  const rows: BenchRow[] = [];
  if (!givenDist) rows.push(...(await measureBuild()));
  rows.push(...(await measureScreens(givenDist ?? distDir)));
  if (!screensOnly) {
    for (const count of quick ? [1_000] : [1_000, 10_000, 50_000]) rows.push(...(await measureApi(count, quick)));
    rows.push(...(await measureFileHistory(quick)));
    rows.push(...(await measureSearchAndScroll()));
    rows.push(...(await measureChecklist(quick)));
    rows.push(...(await measureSeed()));
  }
  printTable(rows);
  if (rows.some((row) => row.ok === false)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
