/**
 * The screens an agent works in once signed in (the dashboard of an agency with 20,000 files, the
 * file list, an open file), measured as the first screens are: the time until the screen is
 * interactive (its content rendered by React) beside the paint of its static twin (the same
 * settled markup and stylesheets, no script; paint.ts), and the JavaScript it fetches until the
 * network is idle, the idle-time preloading of the next screen included.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../../mock-api/testing/index.ts';
import { waitForQuietNetwork } from '../../fixtures/quiet-network.ts';
import { launchChromium } from '../browser.ts';
import { pairedLoads, paintOnce, twinOf, type Twin } from './paint.ts';
import './page-marks.ts';
import { KiB, median, ms, range, type BenchRow } from './report.ts';
import { benchContext, seedWith, tokenFor } from './sign-in.ts';

/** The budget: every request is a round trip on a phone's network. */
const MAX_JS_REQUESTS = 15;
const FILES = 20_000;

interface SignedInScreen {
  /** A slug: the static twin's address. */
  name: string;
  /** As the table says it. */
  label: string;
  pathname: string;
  heading: string;
  /** An element that is there once the screen shows its data; interactive when React owns it. */
  ready: string;
}

interface Load {
  interactiveAt: number;
  scripts: string[];
}

/** One cold load: when `ready` is React's, and every script fetched until the network is quiet. */
async function loadOnce(browser: Browser, url: string, token: string, ready: string): Promise<Load> {
  const context = await benchContext(browser, token);
  try {
    await context.addInitScript((selector) => {
      const marker = window;
      const check = () => {
        const element = document.querySelector(selector);
        if (element && Object.keys(element).some((key) => key.startsWith('__reactFiber'))) marker.interactiveAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, ready);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(url);
    await page.waitForFunction(() => window.interactiveAt !== undefined, undefined, { timeout: 30_000 });
    await waitForQuietNetwork(page, { quietMs: 1500 });
    const interactiveAt = await page.evaluate(() => window.interactiveAt ?? 0);
    return { interactiveAt, scripts: [...scripts] };
  } finally {
    await context.close();
  }
}

async function gzippedKiB(dist: string, files: readonly string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(dist, file))).length;
  return total / KiB;
}

async function measureScreen(browser: Browser, server: TestServer, dist: string, token: string, screen: SignedInScreen, runs: number): Promise<BenchRow[]> {
  const twin: Twin = await twinOf(browser, server.url, { name: screen.name, pathname: screen.pathname, heading: screen.heading, stylesheets: /\.css$/, kind: 'page', token: async () => token });
  const url = `${server.url}${screen.pathname}`;
  const { scripts } = await loadOnce(browser, url, token, screen.ready);
  const { page, twin: still } = await pairedLoads(
    runs,
    async () => (await loadOnce(browser, url, token, screen.ready)).interactiveAt,
    () => paintOnce(browser, twin.url, { throttled: false, first: false, twin }),
  );
  const ratios = page.map((time, index) => time / Math.max(1, still[index] ?? time));
  const where = screen.label;
  return [
    {
      figure: `${where}: interactive / its static twin's paint (median of ${runs} pairs)`,
      value: `${median(ratios).toFixed(2)}× (${ms(median(page))} / ${ms(median(still))})`,
      budget: '',
      ok: null,
      alternative: `ratios ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; page ${range(page)}, twin ${range(still)}`,
    },
    {
      figure: `${where}: JavaScript fetched until the network is idle, preloading included`,
      value: `${scripts.length} requests, ${(await gzippedKiB(dist, scripts)).toFixed(1)} KiB gzipped`,
      budget: `≤ ${MAX_JS_REQUESTS} requests`,
      ok: scripts.length <= MAX_JS_REQUESTS,
    },
  ];
}

/** The three signed-in screens of a build in `dist`, on an agency of 20,000 files. */
export async function measureSignedInScreens(dist: string, runs: number): Promise<BenchRow[]> {
  const server = await startTestServer({ distDir: dist, seed: await seedWith(FILES) });
  const browser = await launchChromium();
  try {
    const token = await tokenFor(server);
    const files = (await (await fetch(`${server.url}/api/files?_end=1`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      result: { files: { orderGuid: string; fileNumber: string }[] };
    };
    const file = files.result.files[0];
    if (!file) throw new Error('The bench agency has no file to open');
    const screens: SignedInScreen[] = [
      { name: 'dashboard', label: `Dashboard (${FILES.toLocaleString('en-US')} files)`, pathname: '/dashboard', heading: 'Dashboard', ready: '.figure__value' },
      { name: 'file-list', label: 'File list', pathname: '/orders', heading: 'Order tracking', ready: '.file-list__number' },
      { name: 'open-file', label: 'An open file (order entry)', pathname: `/orders/${file.orderGuid}/file-setup/order-entry`, heading: `File ${file.fileNumber}`, ready: 'form.order-form input' },
    ];
    const rows: BenchRow[] = [];
    for (const screen of screens) rows.push(...(await measureScreen(browser, server, dist, token, screen, runs)));
    return rows;
  } finally {
    await browser.close();
    await server.close();
  }
}
