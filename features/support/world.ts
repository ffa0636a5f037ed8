import { After, AfterAll, Before, BeforeAll, setDefaultTimeout, setWorldConstructor, Status, World, type IWorldOptions } from '@cucumber/cucumber';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { distDir } from '../../esbuild.config';
import { startTestServer, type TestServer } from '../../mock-api/testing/test-server';
import { launchChromium } from '../../scripts/browser';

setDefaultTimeout(20_000);

let browser: Browser;
let server: TestServer;

/** One browser and one app server per run; a fresh browser context and fresh data per scenario. */
export class AppWorld extends World {
  context!: BrowserContext;
  page!: Page;
  /** The last e-mail a step read from the outbox. */
  lastEmail: string | null = null;
  /** The order a step created last. */
  lastOrderGuid: string | null = null;
  lastDownload: Download | null = null;

  constructor(options: IWorldOptions) {
    super(options);
  }

  get server(): TestServer {
    return server;
  }

  url(pathname: string): string {
    return `${server.url}${pathname}`;
  }
}

setWorldConstructor(AppWorld);

BeforeAll(async function () {
  server = await startTestServer({ distDir });
  browser = await launchChromium();
});

Before(async function (this: AppWorld) {
  server.reset();
  this.context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  this.page = await this.context.newPage();
});

After(async function (this: AppWorld, { result, pickle }) {
  if (result?.status === Status.FAILED) {
    const dir = path.resolve('reports/failures');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${pickle.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
    const image = await this.page.screenshot({ path: file, fullPage: true });
    this.attach(image, 'image/png');
    console.error(`Screenshot of the failure: ${file}`);
  }
  await this.context.close();
});

AfterAll(async function () {
  await browser?.close();
  await server?.close();
});
