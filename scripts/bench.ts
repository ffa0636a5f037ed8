import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp, distDir } from '../esbuild.config';
import { DEMO_PASSWORD } from '../mock-api/seed/demo';
import { startTestServer, type TestServer } from '../mock-api/testing/test-server';
import { launchChromium } from './browser';

/**
 * `npm run bench`: the figures users and testers feel, each beside its budget.
 * Figures are measured here, in this run; nothing is copied from elsewhere.
 */

interface Row {
  figure: string;
  value: string;
  budget: string;
  ok: boolean | null;
}

const rows: Row[] = [];
const KiB = 1024;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function measureBuild(): Promise<void> {
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    await buildApp();
    times.push(performance.now() - started);
  }
  const value = median(times);
  rows.push({ figure: 'Production build time (median of 5)', value: `${value.toFixed(0)} ms`, budget: '< 1000 ms', ok: value < 1000 });
}

/**
 * Gzipped size (level 6, as the server sends it) of the JS and CSS a page requested before it was
 * usable: the moment its heading appeared, taken inside the page, so the areas preloaded while
 * idle afterwards do not count.
 */
async function measurePageWeight(server: TestServer, name: string, pathname: string, ready: string, token?: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    await context.addInitScript((heading) => {
      const marker = window as unknown as { usableAt?: number };
      new MutationObserver(() => {
        if (marker.usableAt === undefined && [...document.querySelectorAll('h1')].some((h1) => h1.textContent === heading)) {
          marker.usableAt = performance.now();
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, ready);
    const page = await context.newPage();
    await page.goto(`${server.url}${pathname}`);
    await page.getByRole('heading', { name: ready, exact: true }).waitFor();
    const files = await page.evaluate(() => {
      const usableAt = (window as unknown as { usableAt: number }).usableAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= usableAt)
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => /\.(js|css)$/.test(file));
    });
    let total = 0;
    for (const file of new Set(files)) total += gzipSync(await readFile(path.join(distDir, file))).length;
    const value = total / KiB;
    rows.push({
      figure: `Gzipped JS + CSS loaded before ${name} is usable (${new Set(files).size} files)`,
      value: `${value.toFixed(1)} KiB`,
      budget: '< 160 KiB',
      ok: value < 160,
    });
    await context.close();
  } finally {
    await browser.close();
  }
}

async function signIn(server: TestServer): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'dana@demo-title.test', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { result: { token: string } };
  return body.result.token;
}

function printTable(): void {
  const header = ['Figure', 'Measured', 'Budget', ''];
  const lines = rows.map((row) => [row.figure, row.value, row.budget, row.ok === null ? '' : row.ok ? 'ok' : 'OVER']);
  const widths = header.map((cell, index) => Math.max(cell.length, ...lines.map((line) => line[index]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('-|-')}`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  await measureBuild();
  const server = await startTestServer({ distDir });
  try {
    await measurePageWeight(server, '/auth/login', '/auth/login', 'Login');
    await measurePageWeight(server, '/orders', '/orders', 'Order tracking', await signIn(server));
  } finally {
    await server.close();
  }
  printTable();
  if (rows.some((row) => row.ok === false)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
