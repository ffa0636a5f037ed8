import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../esbuild.config.ts';
import { startTestServer, type TestServer } from '../../mock-api/testing/index.ts';
import { launchChromium } from '../../scripts/browser.ts';
import { waitForQuietNetwork } from '../../fixtures/quiet-network.ts';

/**
 * The built, prerendered pages in Chromium: they show their screen before any script runs, the
 * browser takes them over without a hydration error or warning, and nothing visibly changes.
 */

declare global {
  interface Window {
    /** What hydration removed or changed on a prerendered page (the test's observer writes it). */
    changedByHydration?: string[];
    /** Largest-contentful-paint candidates the page reported. */
    largestPaints?: number;
  }
}

// Each case drives a real browser through a page load and a hydration; on a loaded CI machine
// (the clean-clone run here beside a busy feature run) that took over vitest's default 5 s.
vi.setConfig({ testTimeout: 60_000 });

let dist: string;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'titletrack-prerender-'));
  await buildApp({ outdir: dist });
  server = await startTestServer({ distDir: dist });
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

/** Every console error or warning and every uncaught error of the page (the document's own 404 status is checked apart). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().startsWith('Failed to load resource') && message.location().url === page.url()) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** React has taken over the heading: hydration is done (React marks the nodes it owns). */
function hydrated(page: Page, heading: string) {
  return page.waitForFunction((text) => {
    const h1 = [...document.querySelectorAll('h1')].find((element) => element.textContent === text);
    return Boolean(h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber')));
  }, heading);
}

async function withContext<T>(options: { javaScriptEnabled: boolean }, run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, ...options });
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

describe.each([
  { pathname: '/auth/login', heading: 'Login', status: 200, changesOnData: [] },
  {
    pathname: '/auth/tenant-register',
    heading: 'Your Agency Details',
    status: 200,
    // NEXT waits with a spinner until the states list is in: that answer, not hydration, removes it.
    changesOnData: ['<span class="spinner" aria-hidden="true"></span> removed from button button--primary'],
  },
  { pathname: '/no/such/page', heading: 'Page not found', status: 404, changesOnData: [] },
])('the prerendered page $pathname', ({ pathname, heading, status, changesOnData }) => {
  it('shows its screen without JavaScript, with the status the route deserves', async () => {
    await withContext({ javaScriptEnabled: false }, async (context) => {
      const page = await context.newPage();
      const response = await page.goto(`${server.url}${pathname}`);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole('heading', { name: heading, exact: true }).isVisible()).resolves.toBe(true);
    });
  });

  it('hydrates without a console error or warning and looks the same before and after', async () => {
    const before = await withContext({ javaScriptEnabled: false }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${server.url}${pathname}`);
      return page.screenshot({ fullPage: true });
    });
    const { problems, after } = await withContext({ javaScriptEnabled: true }, async (context) => {
      const page = await context.newPage();
      const found = collectProblems(page);
      await page.goto(`${server.url}${pathname}`);
      await hydrated(page, heading);
      await waitForQuietNetwork(page);
      return { problems: found, after: await page.screenshot({ fullPage: true, animations: 'disabled' }) };
    });
    expect(problems).toEqual([]);
    expect(after.equals(before)).toBe(true);
  });

  it('keeps every prerendered node and text, so its first contentful paint stays its largest', async () => {
    const { changed, paints } = await withContext({ javaScriptEnabled: true }, async (context) => {
      await context.addInitScript(() => {
        const changed: string[] = [];
        window.changedByHydration = changed;
        window.largestPaints = 0;
        new MutationObserver((mutations) => {
          for (const mutation of mutations) {
            // The parser's own whitespace between head and body is no concern; the screen is.
            if (!document.getElementById('root')?.contains(mutation.target)) continue;
            const where = mutation.target instanceof Element ? mutation.target.className : mutation.target.parentElement?.className;
            if (mutation.type === 'characterData') changed.push(`text "${mutation.oldValue}" in ${where}`);
            for (const node of mutation.removedNodes) changed.push(`${node instanceof Element ? node.outerHTML : node.nodeName} removed from ${where}`);
          }
        }).observe(document, { childList: true, subtree: true, characterData: true, characterDataOldValue: true });
        new PerformanceObserver((list) => (window.largestPaints = (window.largestPaints ?? 0) + list.getEntries().length)).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const page = await context.newPage();
      await page.goto(`${server.url}${pathname}`);
      await hydrated(page, heading);
      await waitForQuietNetwork(page);
      return page.evaluate(() => ({ changed: window.changedByHydration, paints: window.largestPaints }));
    });
    expect(changed).toEqual(changesOnData);
    expect(paints).toBe(1);
  });
});

describe('registration step 1 filled and Enter pressed before the app has the page', () => {
  // This build is the development one: React runs every effect twice there, and the step's focus
  // effect ran again for the same step and pulled focus out of the field, losing the Enter.
  it('moves on to the person step once the app takes over', async () => {
    await withContext({ javaScriptEnabled: true }, async (context) => {
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const page = await context.newPage();
      const problems = collectProblems(page);
      await page.goto(`${server.url}/auth/tenant-register`, { waitUntil: 'commit' });
      const zip = page.locator('#registration-zip');
      await zip.waitFor();
      await page.evaluate(() => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const values = { organizationName: 'Lakeside Title', organizationAddress1: '1200 Lakeshore Drive', city: 'Austin', zip: '78701' };
        for (const [name, value] of Object.entries(values)) {
          const field = document.getElementById(`registration-${name}`) as HTMLInputElement;
          setValue.call(field, value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
          field.dispatchEvent(new Event('change', { bubbles: true }));
        }
      });
      await zip.press('Enter');
      release();
      await page.getByRole('heading', { name: 'A little bit about yourself' }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('step-2-heading');
      expect(await page.locator('.field__error').allTextContents()).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
});

describe('the shell frame', () => {
  it('is what a guarded route sends: header, menu button, tab bar and an empty main area, without inline script', async () => {
    const response = await fetch(`${server.url}/orders/some-order/letters`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('data-render="replace"');
    expect(html).toMatch(/<header class="shell__header">/);
    expect(html).toMatch(/aria-label="Menu"/);
    expect(html).toMatch(/<main class="shell__main" id="main"><\/main>/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).toMatch(/<script type="module" src="\/assets\/main-[^"]+\.js" data-chunks="[^"]*\/assets\/chunks\/desk-[^"]+\.js/);
  });

  it('gives way to the signed-in dashboard without a console error or warning', async () => {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'dana@demo-title.test', password: 'Closing#2021' }),
    });
    const { result } = (await login.json()) as { result: { token: string } };
    await withContext({ javaScriptEnabled: true }, async (context) => {
      await context.addInitScript((token) => window.localStorage.setItem('token', token), result.token);
      const page = await context.newPage();
      const problems = collectProblems(page);
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
      await waitForQuietNetwork(page);
      expect(problems).toEqual([]);
    });
  });
});
