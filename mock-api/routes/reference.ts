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
      const names = Object.keys(req.query);
      if (names.length > 0) {
        throw validationFailure(
          names.slice(0, 10).map((name) => ({ Type: 'Query', Message: `/${resource} takes no parameters (got "${name.slice(0, 50)}").` })),
        );
      }
      res.type('application/json').send(body);
    });
    router.all(`/${resource}`, methodNotAllowed('GET'));
  }
  return router;
}
