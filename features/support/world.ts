import { After, AfterAll, Before, BeforeAll, setDefaultTimeout, setWorldConstructor, Status, World, type IWorldOptions } from '@cucumber/cucumber';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { buildApp, distDir } from '../../esbuild.config.ts';
import { startTestServer, type TestServer } from '../../mock-api/testing/index.ts';
import { launchChromium } from '../../scripts/browser.ts';
import { PLAYWRIGHT_WAIT_MS, STEP_TIMEOUT_MS } from './waits.ts';

setDefaultTimeout(STEP_TIMEOUT_MS);

/**
 * Sessions the @short-session scenarios can wait out: tokens live 6 seconds (renewed 3 seconds
 * before they expire) and the idle sign-out comes after 30 seconds (the warning 15 seconds
 * before). Everything else runs with the product's defaults (5-minute tokens, 15 minutes idle).
 * Not 4 seconds: the 2 seconds that left for a renewal were too few for a page 4× throttled on a
 * busy machine (npm run test:features:busy), where the product has a minute.
 */
export const SHORT_TOKEN_SECONDS = 6;
export const SHORT_IDLE_MINUTES = '0.5';
// One per worker: with --parallel each worker builds its own, and two builds into one folder clash.
const shortSessionDist = path.join(path.dirname(distDir), `dist-features-short-session${process.env.CUCUMBER_WORKER_ID ? `-${process.env.CUCUMBER_WORKER_ID}` : ''}`);

/**
 * FEATURES_CPU_THROTTLE=4 runs every page with its CPU 4 times slower (Chrome DevTools
 * protocol), the way a busy machine or a modest laptop would; races show up as failures.
 */
const cpuThrottle = Number(process.env.FEATURES_CPU_THROTTLE ?? '1');
/** FEATURES_TRACES=off records no Playwright traces (they cost a little time in every scenario). */
const keepTraces = process.env.FEATURES_TRACES !== 'off';

let browser: Browser;
let server: TestServer;
let shortSessionServer: TestServer;

/** One browser and one app server per run; a fresh browser context and fresh data per scenario. */
export class AppWorld extends World {
  context!: BrowserContext;
  page!: Page;
  /** A second window of the app (another agent's, or the same agent's second browser). */
  otherPage: Page | null = null;
  private otherContext: BrowserContext | null = null;
  activeServer: TestServer = server;
  /** The last e-mail a step read from the outbox. */
  lastEmail: string | null = null;
  /** The order a step created last. */
  lastOrderGuid: string | null = null;
  lastDownload: Download | null = null;
  /**
   * Lets the saves this window held back go on (see "I start typing"). A person still typing has
   * not paused, so their save has not reached the server; a slow machine must not make it so.
   */
  releaseHeldSaves: (() => void) | null = null;

  constructor(options: IWorldOptions) {
    super(options);
  }

  get server(): TestServer {
    return this.activeServer;
  }

  url(pathname: string): string {
    return `${this.activeServer.url}${pathname}`;
  }

  /** A page in a fresh browser context: the same viewport and CPU as the scenario's own. */
  async newPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    context.setDefaultTimeout(PLAYWRIGHT_WAIT_MS);
    // A Playwright trace of every window, kept only when the scenario fails (After): the DOM at
    // each step, the network and the console, for whoever opens the CI run's report.
    if (keepTraces) await context.tracing.start({ snapshots: true });
    const page = await context.newPage();
    if (cpuThrottle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    }
    return { context, page };
  }

  async openOtherWindow(): Promise<Page> {
    const { context, page } = await this.newPage();
    this.otherContext = context;
    this.otherPage = page;
    return page;
  }

  /** Writes the traces of this scenario's windows: `<base>.zip`, and `<base>-colleague.zip` if a colleague's window is open. */
  async saveTraces(base: string): Promise<void> {
    await this.context.tracing.stop({ path: `${base}.zip` });
    await this.otherContext?.tracing.stop({ path: `${base}-colleague.zip` }).catch(() => undefined);
  }

  async closeOtherWindow(): Promise<void> {
    await this.otherContext?.close();
  }
}

setWorldConstructor(AppWorld);

BeforeAll({ timeout: 60_000 }, async function () {
  try {
    browser = await launchChromium();
    await buildApp({ outdir: shortSessionDist, variables: { APP_PRODUCTION: 'true', ...process.env, APP_IDLE_TIMEOUT_MINUTES: SHORT_IDLE_MINUTES } });
    server = await startTestServer({ distDir });
    shortSessionServer = await startTestServer({ distDir: shortSessionDist, tokenTtlSeconds: SHORT_TOKEN_SECONDS });
  } catch (error) {
    // With parallel workers Cucumber reports a failed BeforeAll only as "0 scenarios" and exit 1:
    // the reason is said here, once per worker.
    console.error(`The scenarios could not start: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
});

Before(async function (this: AppWorld, { pickle }) {
  this.activeServer = pickle.tags.some((tag) => tag.name === '@short-session') ? shortSessionServer : server;
  this.activeServer.reset();
  ({ context: this.context, page: this.page } = await this.newPage());
});

After(async function (this: AppWorld, { result, pickle }) {
  if (result?.status === Status.FAILED) {
    const dir = path.resolve('reports/failures');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${pickle.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
    // The header, the tab bar and the list's head stick to the top of the window as it scrolls;
    // in a whole-page picture of a scrolled page they would cover what failed, so they lie flat.
    const image = await this.page.screenshot({
      path: file,
      fullPage: true,
      style: '.shell__header, .tab-bar, .file-list__head { position: static !important; }',
    });
    this.attach(image, 'image/png');
    console.error(`Screenshot of the failure: ${file}`);
    if (keepTraces) {
      const traces = path.resolve('reports/traces');
      await mkdir(traces, { recursive: true });
      const name = pickle.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      await this.saveTraces(path.join(traces, name));
      console.error(`Playwright trace of the failure: reports/traces/${name}.zip (npx playwright show-trace <file>)`);
    }
  }
  await this.closeOtherWindow();
  await this.context.close();
});

AfterAll(async function () {
  await browser?.close();
  await server?.close();
  await shortSessionServer?.close();
});
