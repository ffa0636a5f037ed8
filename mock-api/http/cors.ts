import type { RequestHandler } from 'express';

const EXPOSED = 'X-Total-Count, Link, ETag, Location, Retry-After';
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
/** Request headers a client of another origin may send (a preflight asks for them by name). */
const ALLOWED_HEADERS = new Set(['authorization', 'content-type', 'if-match', 'x-titletrack-client', 'accept', 'cache-control']);

/**
 * Cross-origin requests, as stock json-server allows them: a tester's react-admin or Refine app
 * runs on its own origin (localhost:3000) and calls the mock from the browser. Every answer says any
 * origin may read it and which headers it may see (X-Total-Count for paging); a preflight is
 * answered at once. Nothing is lost by it: the API is signed in with a Bearer token a page must
 * already hold, never with cookies, so another site gains no access through the visitor's browser.
 * MOCK_CORS=off turns it off.
 */
export function crossOrigin(): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    if (!origin) {
      next();
      return;
    }
    res.set('Access-Control-Allow-Origin', '*');
    res.set('Access-Control-Expose-Headers', EXPOSED);
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      const asked = (req.get('access-control-request-headers') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
      res.set('Access-Control-Allow-Methods', METHODS);
      res.set('Access-Control-Allow-Headers', asked.filter((name) => ALLOWED_HEADERS.has(name)).join(', ') || 'Authorization, Content-Type');
      res.set('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
