/**
 * `npm run bench`: every performance figure of the project in one table, each beside its budget
 * and, where one exists, the alternative measured in the same run (build, first screens against
 * their static twins, page weight, API latency under load, search and scroll, seeding).
 *
 * Longer than the house's ~300 lines because it is one report: the measurements share one app
 * server, one browser and one table, and each is a short function below; the paint probe they
 * use lives in first-screen-paint.ts.
 */
import { spawn } from 'node:child_process';
import express from 'express';
import jsonServer from 'json-server';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { buildApp, distDir } from '../esbuild.config';
import type { DbData, Order } from '../mock-api';
import { DEMO_PASSWORD } from '../mock-api';
import { generateOrders } from '../mock-api';
import { createMockApi } from '../mock-api';
import { Store } from '../mock-api';
import { demoSeed } from '../mock-api';
import { sampleOrderDetail } from '../fixtures/sample-order';
import { startTestServer, type TestServer } from '../mock-api';
import { launchChromium } from './browser';
import { measurePaint, pairRatios, twinOf, type FirstScreen } from './first-screen-paint';
import { measureHistoryPaint, measureLiveFeedLoad, measureSaveWithHistory } from './bench-history';

/**
 * `npm run bench`: the figures users and testers feel, each beside its budget and, where there
 * is one, the alternative measured in the same run. `--quick` skips the slow comparisons;
 * `--first-screens` measures only the first screens; `--dist <dir>` measures those of another build.
 */

interface Row {
  figure: string;
  value: string;
  budget: string;
  ok: boolean | null;
  alternative?: string;
}

const rows: Row[] = [];
const quick = process.argv.includes('--quick');
/** Only the first-screen rows (page weight and paint), e.g. for a before/after comparison. */
const firstScreensOnly = process.argv.includes('--first-screens');
/** Measure this existing build instead of building dist/ (first-screen rows only). */
const givenDist = process.argv.includes('--dist') ? path.resolve(process.argv[process.argv.indexOf('--dist') + 1] ?? '') : null;
/** Loads per first-screen figure, each paired with one of its static twin (at least five: the budgets are medians). */
const paintRuns = quick ? 5 : 15;
const KiB = 1024;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;

async function measureBuild(): Promise<void> {
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    // Measured as shipped: in production mode (spec section 9), unless told otherwise.
    await buildApp({ variables: { APP_PRODUCTION: 'true', ...process.env } });
    times.push(performance.now() - started);
  }
  const value = median(times);
  rows.push({ figure: 'Production build time (median of 5)', value: ms(value), budget: '< 1000 ms', ok: value < 1000 });
}

async function tokenFor(server: { url: string }, email = 'dana@demo-title.test'): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { result: { token: string } }).result.token;
}

/**
 * Marks in the page when an h1 with this text is React's (the page is usable): rendered by React,
 * or prerendered and hydrated. Checked every frame, since hydration changes no DOM.
 */
function markUsable(page: Page, heading: string) {
  return page.addInitScript((text) => {
    const marker = window as unknown as { usableAt?: number };
    const check = () => {
      const h1 = [...document.querySelectorAll('h1')].find((element) => element.textContent === text);
      if (h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'))) marker.usableAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, heading);
}

/** Gzipped size (level 6, as served) of the JS and CSS requested before the page was usable. */
async function measurePageWeight(server: TestServer, dist: string, pathname: string, heading: string, token?: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    // tsx keeps function names with a __name helper that evaluated code needs in the page too.
    await context.addInitScript({ content: 'window.__name = (target) => target;' });
    const page = await context.newPage();
    await markUsable(page, heading);
    await page.goto(`${server.url}${pathname}`);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    await page.waitForFunction(() => (window as unknown as { usableAt?: number }).usableAt !== undefined);
    const files = await page.evaluate(() => {
      const usableAt = (window as unknown as { usableAt: number }).usableAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= usableAt)
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => /\.(js|css)$/.test(file));
    });
    let total = 0;
    for (const file of new Set(files)) total += gzipSync(await readFile(path.join(dist, file))).length;
    const value = total / KiB;
    rows.push({
      figure: `Gzipped JS + CSS before ${pathname} is usable (${new Set(files).size} files)`,
      value: `${value.toFixed(1)} KiB`,
      budget: '< 160 KiB',
      ok: value < 160,
    });
  } finally {
    await browser.close();
  }
}

const range = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

/** Each first screen's LCP beside its static twin's, as a ratio of medians, with and without 4× CPU throttling. */
async function measureFirstScreens(server: TestServer, token: () => Promise<string>): Promise<void> {
  const screens: (FirstScreen & { budgets: [number, number | null] })[] = [
    { name: 'login', pathname: '/auth/login', heading: 'Login', stylesheets: /\/app-[^/]+\.css$/, kind: 'page', budgets: [1.3, 1.5] },
    {
      name: 'registration',
      pathname: '/auth/tenant-register',
      heading: 'Your Agency Details',
      stylesheets: /\/(app|registration)-[^/]+\.css$/,
      kind: 'page',
      budgets: [1.3, 1.5],
    },
    { name: 'dashboard', pathname: '/dashboard', heading: 'Dashboard', stylesheets: /\/(app|shell)-[^/]+\.css$/, kind: 'frame', token, budgets: [1.5, null] },
  ];
  const browser = await launchChromium();
  try {
    for (const screen of screens) {
      const staticTwin = await twinOf(browser, server.url, screen);
      for (const throttled of [false, true]) {
        const sample = await measurePaint(browser, server.url, staticTwin, screen, throttled, paintRuns);
        const { page, twin } = sample;
        const ratios = pairRatios(sample);
        const ratio = median(ratios);
        const budget = screen.budgets[throttled ? 1 : 0];
        const what = screen.kind === 'frame' ? `First paint of the ${screen.pathname} frame (first LCP candidate)` : `Largest contentful paint of ${screen.pathname}`;
        rows.push({
          figure: `${what} / its static twin's from memory${throttled ? ', CPU 4× slower' : ''} (median of ${paintRuns} pairs)`,
          value: `${ratio.toFixed(2)}× (${ms(median(page))} / ${ms(median(twin))})`,
          budget: budget === null ? '' : `≤ ${budget}×`,
          ok: budget === null ? null : ratio <= budget,
          alternative: `ratios ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; page ${range(page)}, twin ${range(twin)}`,
        });
      }
    }
  } finally {
    await browser.close();
  }
}

/** A demo database whose first tenant has `count` orders (the second keeps a few). */
async function seedWith(count: number): Promise<DbData> {
  const demo = await demoSeed();
  return {
    ...demo,
    orders: [
      ...generateOrders(count, { tenantId: 1, prefix: 'DTE', seed: 11, deterministicIds: true }),
      ...demo.orders.filter((order) => order.tenantId === 2).slice(0, 50),
    ],
  };
}

function listen(app: express.Express): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server: Server = app.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
      resolve({
        url,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

async function timed(count: number, request: (index: number) => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await request(index);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status >= 400) throw new Error(`Benchmark request failed with ${response.status}`);
  }
  return times;
}

/** Times only `request`, each run right after an untimed `before` (a write that invalidates caches). */
async function timedAfter(count: number, before: (index: number) => Promise<Response>, request: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const written = await before(index);
    await written.arrayBuffer();
    if (written.status >= 400) throw new Error(`Benchmark write failed with ${written.status}`);
    times.push(...(await timed(1, request)));
  }
  return times;
}

const patchOrder = (url: string, auth: Record<string, string>, id: string | undefined, disbursementDate: string) =>
  fetch(`${url}/api/orders/${id}`, {
    method: 'PATCH',
    headers: { ...auth, 'Content-Type': 'application/json-patch+json' },
    body: JSON.stringify([{ op: 'replace', path: '/DisbursementDate', value: disbursementDate }]),
  });

const newOrder = (fileNumber: string) => sampleOrderDetail({ fileNumber });

/** Mock API latency on a durable (journaled, fsynced) store, beside stock json-server 0.17 on the same data. */
async function measureApi(count: number): Promise<void> {
  const seed = await seedWith(count);
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const searchTerms = ['smith', 'street', 'dte-2026-00', 'oak', 'lane', 'johnson', 'park', 'ave'];
  const samples = quick ? 40 : 150;
  try {
    // Ours.
    const store = await Store.open(path.join(dir, 'db.json'), async () => seed);
    const ours = await listen(express().use('/api', createMockApi({ store })));
    const token = await tokenFor(ours);
    const auth = { Authorization: `Bearer ${token}` };
    const tenantOrders = seed.orders.filter((order) => order.tenantId === 1);
    const ids = tenantOrders.map((order) => order.id);
    // Disbursement on the closing day is always valid, whatever the order's dates are.
    const closingOf = (index: number) => String(tenantOrders[(index * 7919) % tenantOrders.length]?.baseOrderDetail.closingDate);
    const post = await timed(samples, (index) =>
      fetch(`${ours.url}/api/files`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(newOrder(`BENCH-${count}-${index}`)) }),
    );
    const patch = await timed(samples, (index) => patchOrder(ours.url, auth, ids[(index * 7919) % ids.length], closingOf(index)));
    const search = await timed(samples, (index) => fetch(`${ours.url}/api/files?q=${searchTerms[index % searchTerms.length]}&_start=0&_end=200`, { headers: auth }));
    // The file list's first page right after a save: the save invalidates the tenant's sorted rows.
    const listSamples = count >= 50_000 ? Math.min(samples, 30) : samples;
    const listAfterWrite = await timedAfter(
      listSamples,
      (index) => patchOrder(ours.url, auth, ids[(index * 104_729) % ids.length], closingOf(index)),
      () => fetch(`${ours.url}/api/files?_sort=fileNumber&_order=asc&_start=0&_end=100`, { headers: auth }),
    );
    await ours.close();
    await store.close();

    // Stock json-server 0.17, file-backed as it ships: every write rewrites db.json.
    const stockFile = path.join(dir, 'stock.json');
    await writeFile(stockFile, JSON.stringify({ orders: seed.orders.map((order: Order) => ({ id: order.id, tenantId: order.tenantId, ...order.baseOrderDetail })) }));
    const app = express();
    app.use(jsonServer.defaults({ logger: false, noCors: true }));
    app.use(jsonServer.router(stockFile));
    const stock = await listen(app);
    const stockSamples = count >= 50_000 ? Math.min(samples, 25) : count >= 10_000 ? Math.min(samples, 60) : samples;
    const stockPost = await timed(stockSamples, (index) =>
      fetch(`${stock.url}/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ tenantId: 1, ...newOrder(`STOCK-${index}`) }) }),
    );
    const stockPatch = await timed(stockSamples, (index) =>
      fetch(`${stock.url}/orders/${ids[(index * 7919) % ids.length]}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ disbursementDate: closingOf(index) }),
      }),
    );
    const stockSearch = await timed(stockSamples, (index) => fetch(`${stock.url}/orders?q=${searchTerms[index % searchTerms.length]}&_start=0&_end=200`));
    const stockListAfterWrite = await timedAfter(
      Math.min(stockSamples, 20),
      (index) =>
        fetch(`${stock.url}/orders/${ids[(index * 104_729) % ids.length]}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ disbursementDate: closingOf(index) }),
        }),
      () => fetch(`${stock.url}/orders?_sort=fileNumber&_order=asc&_start=0&_end=100`),
    );
    await stock.close();

    const label = count.toLocaleString('en-US');
    const row = (figure: string, times: number[], stockTimes: number[], budget: number | null) => {
      const p95 = percentile(times, 95);
      rows.push({
        figure: `${figure} with ${label} orders (median / p95)`,
        value: `${ms(median(times))} / ${ms(p95)}`,
        budget: budget === null ? '' : `< ${budget} ms`,
        ok: budget === null ? null : p95 < budget,
        alternative: `json-server 0.17: ${ms(median(stockTimes))} / ${ms(percentile(stockTimes, 95))}`,
      });
    };
    row('POST /api/files', post, stockPost, count >= 50_000 ? 10 : null);
    row('PATCH /api/orders/{id}', patch, stockPatch, count >= 50_000 ? 10 : null);
    row('GET /api/files?q=', search, stockSearch, null);
    row('GET /api/files (first page, sorted) right after a save', listAfterWrite, stockListAfterWrite, count >= 50_000 ? 50 : null);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Time from the last keystroke in the search box to the filtered list painted, less the 200 ms debounce. */
async function measureSearchAndScroll(): Promise<void> {
  const server = await startTestServer({ distDir, seed: await seedWith(10_000) });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((value) => window.localStorage.setItem('token', value), await tokenFor(server));
    // tsx keeps function names with a __name helper that evaluated code needs in the page too.
    await context.addInitScript({ content: 'window.__name = (target) => target;' });
    const page = await context.newPage();
    await page.goto(`${server.url}/orders`);
    await page.getByText('10,000 files', { exact: true }).waitFor();

    const terms = ['smith', 'oak', 'lane', 'johnson', 'street', 'park', 'hill'];
    const delays: number[] = [];
    for (const term of terms) {
      await page.getByRole('searchbox').fill('');
      await page.getByText('10,000 files', { exact: true }).waitFor();
      await page.evaluate(() => {
        const w = window as unknown as { lastInput?: number; painted?: Promise<number> };
        const status = document.querySelector('.page__lead');
        document.addEventListener('input', () => (w.lastInput = performance.now()), { capture: true });
        w.painted = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (/matching/.test(status?.textContent ?? '') && document.querySelector('.file-list__row--body .file-list__number')) {
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      });
      await page.getByRole('searchbox').pressSequentially(term, { delay: 30 });
      const delay = await page.evaluate(async () => {
        const w = window as unknown as { lastInput: number; painted: Promise<number> };
        const painted = await w.painted;
        return painted - w.lastInput - 200;
      });
      delays.push(delay);
    }
    const value = median(delays);
    rows.push({ figure: 'Search to filtered list painted, 10,000 files (after the 200 ms debounce, median)', value: ms(value), budget: '< 50 ms', ok: value < 50 });

    await page.getByRole('searchbox').fill('');
    await page.getByText('10,000 files', { exact: true }).waitFor();
    const frames = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const scroller = document.querySelector<HTMLElement>('.file-list__scroller');
          const times: number[] = [];
          let count = 0;
          const step = (time: number) => {
            times.push(time);
            if (scroller) scroller.scrollTop += 240;
            count += 1;
            if (count < 240) requestAnimationFrame(step);
            else resolve(times);
          };
          requestAnimationFrame(step);
        }),
    );
    const intervals = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
    const dropped = intervals.filter((interval) => interval > 25).length;
    rows.push({
      figure: `Scrolling 10,000 files: frames over 25 ms of ${intervals.length} (p95 frame ${ms(percentile(intervals, 95))})`,
      value: String(dropped),
      budget: '0',
      ok: dropped === 0,
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

/** `title-cli seed --orders 50000`: wall time and peak memory (VmHWM) of the CLI process. */
async function measureSeed(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-seed-'));
  try {
    const started = performance.now();
    const child = spawn(process.execPath, ['cli/bin.js', '--db', path.join(dir, 'db.json'), 'seed', '--create', '--orders', '50000', '--seed', '5'], { stdio: 'ignore' });
    let peakKiB = 0;
    const poll = setInterval(() => {
      void readFile(`/proc/${child.pid}/status`, 'utf8')
        .then((status) => {
          const match = /VmHWM:\s+(\d+) kB/.exec(status);
          if (match) peakKiB = Math.max(peakKiB, Number(match[1]));
        })
        .catch(() => undefined);
    }, 25);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearInterval(poll);
    if (code !== 0) throw new Error(`title-cli seed exited with ${code}`);
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      figure: 'title-cli seed --orders 50000 (2 tenants, 100,000 orders)',
      value: `${seconds.toFixed(1)} s, peak ${(peakKiB / 1024).toFixed(0)} MiB`,
      budget: '< 10 s',
      ok: seconds < 10,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The file history and the live feed: saves with their entries, a long History painted, 50 agents connected. */
async function measureHistory(): Promise<void> {
  rows.push(await measureSaveWithHistory(await seedWith(quick ? 1_000 : 50_000), quick ? 60 : 200));
  const server = await startTestServer({ distDir });
  const browser = await launchChromium();
  try {
    rows.push(await measureHistoryPaint(browser, server, await tokenFor(server), quick ? 3 : 7));
  } finally {
    await browser.close();
    await server.close();
  }
  rows.push(...(await measureLiveFeedLoad(quick ? 60 : 200)));
}

function printTable(): void {
  const header = ['Figure', 'Measured', 'Budget', '', 'Alternative or spread in the same run'];
  const lines = rows.map((row) => [row.figure, row.value, row.budget, row.ok === null ? '' : row.ok ? 'ok' : 'OVER', row.alternative ?? '']);
  const widths = header.map((cell, index) => Math.max(cell.length, ...lines.map((line) => line[index]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ').trimEnd();
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('-|-')}`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  if (!givenDist) await measureBuild();
  const dist = givenDist ?? distDir;
  const server = await startTestServer({ distDir: dist });
  try {
    const token = await tokenFor(server);
    await measurePageWeight(server, dist, '/auth/login', 'Login');
    await measurePageWeight(server, dist, '/orders', 'Order tracking', token);
    await measureFirstScreens(server, () => tokenFor(server));
  } finally {
    await server.close();
  }
  if (firstScreensOnly || givenDist) {
    printTable();
    if (rows.some((row) => row.ok === false)) process.exitCode = 1;
    return;
  }
  for (const count of quick ? [1_000] : [1_000, 10_000, 50_000]) await measureApi(count);
  await measureHistory();
  await measureSearchAndScroll();
  await measureSeed();
  printTable();
  if (rows.some((row) => row.ok === false)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
