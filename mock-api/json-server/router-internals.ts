import type { Router } from 'express';

/**
 * The layers of json-server 0.17.4's router that the bridge takes out, each named as the router
 * builds it (bridge.test.ts pins them, so a version that builds its router otherwise fails loudly):
 * - `methodOverride`: turns a POST with X-HTTP-Method-Override into any method;
 * - `jsonParser`, `urlencodedParser`: a 10 MiB JSON parser and a url-encoded one; the API parses
 *   bodies itself, with its own limits;
 * - `delay`: a fixed 1 ms pause in the nested router and in each collection's router (the bridge
 *   does `_delay` itself, bounded);
 * - the GET /db route: the whole database;
 * - the last error handler, which answers 500 with the error's stack; errors go on to the API's.
 */
const REMOVED_BY_NAME = new Set(['methodOverride', 'jsonParser', 'urlencodedParser', 'delay']);

interface Layer {
  name: string;
  handle: { stack?: Layer[]; length: number };
  route?: { path: string };
}

const stackOf = (router: unknown): Layer[] => (router as { stack: Layer[] }).stack;

export function withoutRouterInternals(router: Router): void {
  const top = stackOf(router);
  const kept = top.filter((layer) => !REMOVED_BY_NAME.has(layer.name) && layer.route?.path !== '/db');
  // The error handler is the only layer taking four arguments (error, req, res, next).
  const errorHandler = kept.findLastIndex((layer) => layer.handle.length === 4);
  if (errorHandler >= 0) kept.splice(errorHandler, 1);
  top.splice(0, top.length, ...kept);
  for (const layer of top) {
    const inner = layer.handle.stack;
    if (inner) inner.splice(0, inner.length, ...inner.filter((child) => !REMOVED_BY_NAME.has(child.name)));
  }
}

/** Names of the layers of a router and of the routers inside it, for the tests that pin them. */
export function layerNames(router: Router): string[][] {
  return stackOf(router).map((layer) => [layer.name, layer.route?.path ?? '', ...(layer.handle.stack ?? []).map((child) => child.name)]);
}
