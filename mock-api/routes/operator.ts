import { Router, type RequestHandler } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { ApiError, handle } from '../api-errors';
import type { ApiContext } from '../context';
import { ApprovalError, approveTenant } from '../tenant-approval';

export const OPERATOR_KEY_HEADER = 'X-Operator-Key';

export interface OperatorOptions {
  /** Operator credential from configuration; tenant tokens never pass. */
  key: string;
  outboxDir: string;
  signInUrl: string;
}

function requireOperator(key: string): RequestHandler {
  const expected = Buffer.from(key);
  return (req, _res, next) => {
    const given = Buffer.from(req.get(OPERATOR_KEY_HEADER) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      next(new ApiError(401, { message: 'This route is for operators: it needs the operator key.' }));
      return;
    }
    next();
  };
}

/** Operator-only routes (listing and approving tenants), used by title-cli while the server runs. */
export function operatorRoutes({ store }: ApiContext, options: OperatorOptions): Router {
  const router = Router();
  router.use('/operator', requireOperator(options.key));
  router.get('/operator/tenants', (_req, res) => {
    res.json({
      result: {
        tenants: store.list('tenants').map((tenant) => ({
          id: tenant.id,
          name: tenant.name,
          status: tenant.status,
          createdAt: tenant.createdAt,
          contact: typeof tenant.registration?.email === 'string' ? tenant.registration.email : null,
        })),
      },
    });
  });
  router.post(
    '/operator/tenants/:nameOrId/approve',
    handle(async (req, res) => {
      try {
        const approval = await approveTenant(store, String(req.params.nameOrId), options);
        res.json({ result: { tenant: approval.tenant.name, email: approval.user.email, emlPath: approval.emlPath } });
      } catch (error) {
        if (error instanceof ApprovalError) throw new ApiError(error.status, { message: error.message });
        throw error;
      }
    }),
  );
  return router;
}
