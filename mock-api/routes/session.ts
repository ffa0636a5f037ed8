import { Router } from 'express';
import { handle } from '../api-errors';
import { callerOf, type ApiContext } from '../context';
import { requireAuth } from '../require-auth';
import { methodNotAllowed } from './method-not-allowed';

export const SESSION_RENEWED = 'Session renewed';

/**
 * Token renewal: a signed-in agent's app trades its valid token for a fresh one before it
 * expires, so working agents are never signed out by the 5-minute token lifetime. The same
 * checks as every other call apply (a removed user or a suspended tenant gets 401), and the new
 * token keeps the session's sign-in time, so renewals never outlast the absolute session limit.
 */
export function sessionRoutes(context: ApiContext): Router {
  const router = Router();
  router.post(
    '/session/renew',
    requireAuth(context),
    handle(async (_req, res) => {
      const { tenantId, userId, claims } = callerOf(res);
      const user = context.store.get('users', userId);
      const tenant = context.store.get('tenants', tenantId);
      // requireAuth has checked both exist and belong together; the types do not know it.
      if (!user || !tenant) throw new Error('requireAuth let through a caller without an account');
      const sessionStart = typeof claims.auth_time === 'number' ? claims.auth_time : claims.iat;
      const token = await context.tokens.issue(user, tenant, sessionStart);
      res.json({ result: { token, isSuccess: true, message: SESSION_RENEWED } });
    }),
  );
  router.all('/session/renew', methodNotAllowed('POST'));
  return router;
}
