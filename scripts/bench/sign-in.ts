import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_PASSWORD, generateOrders, type DbData } from '../../mock-api/index.ts';
import { demoSeed } from '../../mock-api/testing/index.ts';

/** A demo agent's token from a running server (the demo password). */
export async function tokenFor(server: { url: string }, email = 'dana@demo-title.test'): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { result: { token: string } }).result.token;
}

/** A fresh browser context, signed in with `token` when given, as the app finds it in storage. */
export async function benchContext(browser: Browser, token?: string, viewport = { width: 1280, height: 860 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  // tsx keeps function names with a __name helper that evaluated code needs in the page too.
  await context.addInitScript({ content: 'window.__name = (target) => target;' });
  if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  return context;
}

/** A demo database whose first agency has `count` orders (the second keeps a few). */
export async function seedWith(count: number): Promise<DbData> {
  const demo = await demoSeed();
  return {
    ...demo,
    orders: [
      ...generateOrders(count, { tenantId: 1, prefix: 'DTE', seed: 11, deterministicIds: true }),
      ...demo.orders.filter((order) => order.tenantId === 2).slice(0, 50),
    ],
  };
}
