import type { Browser } from 'playwright-core';
import { waitForQuietNetwork } from '../../fixtures/quiet-network.ts';
import { benchContext } from './sign-in.ts';

/**
 * Largest contentful paint of a first screen beside its static twin: a plain HTML page with the
 * same markup and stylesheets and no script, served from memory by the browser itself (Playwright
 * answers its requests), so no server, compression or script stands between it and its paint. The
 * twin is the physical floor on this machine at this moment, so the ratio holds where absolute
 * times move with the machine's load; anything the real page adds (a slower server answer, a
 * script compiled before the paint, a node replaced after hydration) shows in the ratio.
 */

export interface FirstScreen {
  /** Short name, used for the twin's file. */
  name: string;
  pathname: string;
  /** The h1 that says the screen is there. */
  heading: string;
  /** Stylesheets the screen needs (others are areas fetched ahead of need after it painted). */
  stylesheets: RegExp;
  /** 'frame': the signed-in shell, whose figures may come later; its twin has an empty main area,
   *  and the paint that counts is the first (the frame), not the last. */
  kind: 'page' | 'frame';
  /** A stored token, for signed-in screens. */
  token?: () => Promise<string>;
}

/** Paint times in ms, pair by pair: `page[i]` and `twin[i]` were loaded one after the other. */
export interface PaintSample {
  page: number[];
  twin: number[];
}

/** The ratio of each pair: the machine's load moves both loads of a pair alike. */
export const pairRatios = ({ page, twin }: PaintSample): number[] => page.map((time, index) => time / Math.max(1, twin[index] ?? time));

/** A screen's static twin: its address and every file it loads, answered from memory. */
export interface Twin {
  url: string;
  files: Map<string, { body: string; contentType: string }>;
}

/** The twin of a screen: its settled DOM without scripts or preloads, and the stylesheets it keeps. */
export async function twinOf(browser: Browser, baseUrl: string, screen: FirstScreen): Promise<Twin> {
  const context = await benchContext(browser, await screen.token?.());
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${screen.pathname}`);
    await page.getByRole('heading', { name: screen.heading, exact: true }).waitFor();
    await waitForQuietNetwork(page);
    const { html, stylesheets } = await page.evaluate(
      ({ stylesheets, frame }) => {
        const copy = document.documentElement.cloneNode(true) as HTMLElement;
        for (const element of copy.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"]')) element.remove();
        const kept: string[] = [];
        for (const link of copy.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
          if (new RegExp(stylesheets).test(link.getAttribute('href') ?? '')) kept.push(link.href);
          else link.remove();
        }
        if (frame) copy.querySelector('main.shell__main')?.replaceChildren();
        return { html: `<!doctype html>\n${copy.outerHTML}`, stylesheets: kept };
      },
      { stylesheets: screen.stylesheets.source, frame: screen.kind === 'frame' },
    );
    const url = `${baseUrl}/__bench-twin/${screen.name}`;
    const files: Twin['files'] = new Map([[url, { body: html, contentType: 'text/html; charset=utf-8' }]]);
    for (const href of stylesheets) files.set(href, { body: await (await fetch(href)).text(), contentType: 'text/css; charset=utf-8' });
    return { url, files };
  } finally {
    await context.close();
  }
}

/** One cold load (fresh context): the last LCP candidate, or the first for a frame. */
export async function paintOnce(browser: Browser, url: string, options: { throttled: boolean; token?: string; heading?: string; first: boolean; twin?: Twin }): Promise<number> {
  const context = await benchContext(browser, options.token);
  const twin = options.twin;
  // The twin's files from memory; anything else it asks for (the icon) is not there.
  if (twin) await context.route('**/*', (route) => {
    const file = twin.files.get(route.request().url());
    return file ? route.fulfill({ status: 200, body: file.body, contentType: file.contentType }) : route.fulfill({ status: 404, body: '' });
  });
  try {
    const page = await context.newPage();
    if (options.throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.goto(url);
    if (options.heading) await page.getByRole('heading', { name: options.heading, exact: true }).waitFor();
    await waitForQuietNetwork(page);
    return await page.evaluate(
      (first) =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve((first ? entries[0] : entries[entries.length - 1])?.startTime ?? 0);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
      options.first,
    );
  } finally {
    await context.close();
  }
}

/**
 * `runs` pairs of timed loads, one of the page and one of its twin, back to back and alternating
 * which goes first, so that the machine's load at that moment hits both alike; one untimed pair
 * first warms the browser (and the server's caches).
 */
export async function pairedLoads(runs: number, loadPage: () => Promise<number>, loadTwin: () => Promise<number>): Promise<PaintSample> {
  await loadPage();
  await loadTwin();
  const sample: PaintSample = { page: [], twin: [] };
  for (let run = 0; run < runs; run += 1) {
    const page = async () => sample.page.push(await loadPage());
    const twin = async () => sample.twin.push(await loadTwin());
    if (run % 2 === 0) {
      await page();
      await twin();
    } else {
      await twin();
      await page();
    }
  }
  return sample;
}

/** A first screen's paint and its twin's, in `runs` pairs (`pairedLoads`). */
export async function measurePaint(browser: Browser, baseUrl: string, twin: Twin, screen: FirstScreen, throttled: boolean, runs: number): Promise<PaintSample> {
  const token = await screen.token?.();
  const first = screen.kind === 'frame';
  return pairedLoads(
    runs,
    () => paintOnce(browser, `${baseUrl}${screen.pathname}`, { throttled, token, heading: screen.heading, first }),
    () => paintOnce(browser, twin.url, { throttled, first, twin }),
  );
}
