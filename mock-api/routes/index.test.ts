import type { Router } from 'express';
import { createLoginGuard } from '../auth/login-limits.ts';
import { createTokenService } from '../auth/tokens.ts';
import { DEFAULT_SESSION_LIMITS } from '../auth/sessions.ts';
import { DEFAULT_UPLOAD_LIMITS } from '../domain/upload-limits.ts';
import { historyOf } from '../history/actor.ts';
import { LiveFeed } from '../history/live-feed.ts';
import { createAnonymousGuard } from '../http/anonymous-limits.ts';
import { memoryDocumentContents } from '../store/document-contents.ts';
import { Store } from '../store/store.ts';
import { memoryMailer } from '../team/mailer.ts';
import { DEFAULT_LINK_LIFETIMES } from '../team/password-links.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { routeTable, underPrefix } from './index.ts';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  regexp?: RegExp & { fast_slash?: boolean };
}

/** Every route a router holds, with its methods, through routers it is made of. */
function routesOf(router: Router): { path: string; methods: string[] }[] {
  const found: { path: string; methods: string[] }[] = [];
  for (const layer of (router as unknown as { stack: Layer[] }).stack) {
    if (layer.route) for (const path of [layer.route.path].flat()) found.push({ path, methods: Object.keys(layer.route.methods) });
    else if (layer.handle.stack && layer.regexp?.fast_slash) found.push(...routesOf(layer.handle as unknown as Router));
  }
  return found;
}

describe('the route table (routes/index.ts)', () => {
  it('holds every route under its own prefixes, each prefix in one row, so no mount order matters', async () => {
    const store = Store.memory(await demoSeed());
    const context = { store, tokens: createTokenService(() => 'secret'), sessionLimits: DEFAULT_SESSION_LIMITS };
    const history = historyOf(store);
    const feed = new LiveFeed(history, () => '');
    const linkMail = { mailer: memoryMailer(), appUrl: 'http://localhost', lifetimes: DEFAULT_LINK_LIFETIMES };
    const rows = routeTable({
      context,
      loginGuard: createLoginGuard(),
      anonymous: createAnonymousGuard(),
      operator: { key: 'k', outboxDir: '/tmp/none', signInUrl: '/auth/login', linkMail },
      linkMail,
      mailer: linkMail.mailer,
      history,
      feed,
      documents: memoryDocumentContents(),
      uploadLimits: DEFAULT_UPLOAD_LIMITS,
      brokerClientSecret: 's',
    });
    feed.close();
    const prefixes = rows.flatMap((row) => row.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    // Every route any router holds is claimed by the one row of its prefix, and that row's router
    // holds it: the table answers "which file serves this call" (a router written for several
    // prefixes is in the row of each, and answers there only under that row's prefixes).
    const unclaimed = rows.flatMap((row) =>
      routesOf(row.router)
        .filter(({ path }) => {
          const owner = rows.find((candidate) => underPrefix(path, candidate.prefixes));
          return !owner || !routesOf(owner.router).some((route) => route.path === path);
        })
        .map(({ path }) => path),
    );
    expect(unclaimed).toEqual([]);
    // The call the issue asked about is found in the table, not by a search.
    const orders = rows.find((row) => row.prefixes.includes('/orders'));
    expect(routesOf(orders?.router as Router).some(({ path, methods }) => path === '/orders/:orderGuid' && methods.includes('patch'))).toBe(true);
    expect(orders?.files).toContain('routes/orders.ts: /orders/{id} (GET, PATCH)');
  });
});
