/**
 * The first screens (login, registration, the signed-in frame): bytes fetched before each is
 * usable, and its largest contentful paint beside its static twin's (paint.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { TestServer } from '../../mock-api/testing/index.ts';
import { launchChromium } from '../browser.ts';
import { measurePaint, pairRatios, twinOf, type FirstScreen } from './paint.ts';
import './page-marks.ts';
import { KiB, median, ms, range, type BenchRow } from './report.ts';
import { benchContext } from './sign-in.ts';

/**
 * Marks in the page when an h1 with this text is React's (the page is usable): rendered by React,
 * or prerendered and hydrated. Checked every frame, since hydration changes no DOM.
 */
export function markUsable(page: Page, heading: string) {
  return page.addInitScript((text) => {
    const marker = window;
    const check = () => {
      const h1 = [...document.querySelectorAll('h1')].find((element) => element.textContent === text);
      if (h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'))) marker.usableAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, heading);
}

/** Gzipped size (level 6, as served) of the JS and CSS requested before the page was usable. */
export async function measurePageWeight(server: TestServer, dist: string, pathname: string, heading: string, token?: string): Promise<BenchRow> {
  const browser = await launchChromium();
  try {
    const context = await benchContext(browser, token);
    const page = await context.newPage();
    await markUsable(page, heading);
    await page.goto(`${server.url}${pathname}`);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    await page.waitForFunction(() => window.usableAt !== undefined);
    const files = await page.evaluate(() => {
      const usableAt = window.usableAt ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= usableAt)
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => /\.(js|css)$/.test(file));
    });
    let total = 0;
    for (const file of new Set(files)) total += gzipSync(await readFile(path.join(dist, file))).length;
    const value = total / KiB;
    return {
      figure: `Gzipped JS + CSS before ${pathname} is usable (${new Set(files).size} files)`,
      value: `${value.toFixed(1)} KiB`,
      budget: '< 160 KiB',
      ok: value < 160,
    };
  } finally {
    await browser.close();
  }
}

/** Each first screen's LCP beside its static twin's, as a ratio of medians, with and without 4× CPU throttling. */
export async function measureFirstScreens(server: TestServer, token: () => Promise<string>, paintRuns: number): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
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
  return rows;
}

