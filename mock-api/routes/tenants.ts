import { Router } from 'express';
import { handle, notFound } from '../http/api-errors.ts';
import { callerOf, type ApiContext } from '../auth/context.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';

/** Tenant-owned routes: the id in the path must be the caller's own tenant, else 404. */
export function tenantRoutes(context: ApiContext): Router {
  const router = Router();
  const authenticated = requireAuth(context);

  router.get(
    '/tenants/:tenantId/underwriters',
    authenticated,
    handle((req, res) => {
      const caller = callerOf(res);
      const tenant = String(caller.tenantId) === req.params.tenantId ? context.store.get('tenants', caller.tenantId) : undefined;
      if (!tenant) throw notFound('There is no such tenant.');
      res.json({ result: { underWriters: tenant.underwriters.map((name) => ({ name })) } });
    }),
  );
  router.all('/tenants/:tenantId/underwriters', methodNotAllowed('GET'));
  return router;
}
