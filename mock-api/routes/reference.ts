import type { Request, RequestHandler, Response } from 'express';
import jsonServer from 'json-server';
import { referenceDatabase, wrapReference } from '../seed/reference-data';
import { methodNotAllowed } from './method-not-allowed';

/**
 * Read-only reference lists through json-server's own router (filtering, paging and `q` come
 * with it). Only these resources reach it: its other routes (such as /db) stay unknown.
 */
export function referenceRoutes(): RequestHandler {
  const database = referenceDatabase();
  const resources = new Set(Object.keys(database));
  // json-server calls `render` to send each answer; its typings leave the hook out.
  const router = jsonServer.router(database) as ReturnType<typeof jsonServer.router> & {
    render: (req: Request, res: Response) => void;
  };
  router.render = (req, res) => {
    const resource = req.path.split('/')[1] ?? '';
    res.json(wrapReference(resource, res.locals.data));
  };
  const readOnly = methodNotAllowed('GET');
  return (req, res, next) => {
    const resource = req.path.split('/')[1] ?? '';
    if (!resources.has(resource)) {
      next();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      readOnly(req, res, next);
      return;
    }
    router(req, res, next);
  };
}
