import { Router } from 'express';
import { validationFailure } from '../api-errors';
import { referenceDatabase, wrapReference } from '../seed/reference-data';
import { methodNotAllowed } from './method-not-allowed';

/**
 * Read-only reference lists. They used to go through json-server's router, which turns `*_like`
 * and `q` values into regular expressions (a catastrophic pattern froze the whole server) and
 * answers `?q[a]=b` with an HTML stack trace. The lists are small and fixed, so they are served
 * directly, and, since ../shared/docs/api.md names no parameters for them, any query is a 400.
 */
export function referenceRoutes(): Router {
  const database = referenceDatabase();
  const router = Router();
  for (const resource of Object.keys(database) as (keyof typeof database)[]) {
    // Serialized once: the lists never change while the server runs.
    const body = JSON.stringify(wrapReference(resource, database[resource]));
    router.get(`/${resource}`, (req, res) => {
      // The raw query, not req.query: the query parser silently drops some keys (`__proto__[x]=1`).
      const query = req.originalUrl.indexOf('?') >= 0 ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
      if (query !== '') {
        const names = [...new Set(query.split('&').map((part) => part.split('=')[0] ?? ''))].slice(0, 10);
        throw validationFailure(
          names.map((name) => ({ Type: 'Query', Message: `/${resource} takes no parameters (got ${JSON.stringify(name.slice(0, 50))}).` })),
        );
      }
      res.type('application/json').send(body);
    });
    router.all(`/${resource}`, methodNotAllowed('GET'));
  }
  return router;
}
