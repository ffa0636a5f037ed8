import { Router } from 'express';
import { ApiError, handle } from '../http/api-errors.ts';
import { callerOf, type ApiContext } from '../auth/context.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { endSession, renewSession } from '../auth/sessions.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import { roleOf } from '../team/roles.ts';

export const SESSION_RENEWED = 'Session renewed';
export const SIGNED_OUT = 'Signed out';

/**
 * Token renewal: a signed-in agent's app trades its valid token for a fresh one before it
 * expires, so working agents are never signed out by the 5-minute token lifetime. The same
 * checks as every other call apply (a removed user, a suspended tenant or an ended session gets
 * 401). The session's start and last activity come from the server's record (sessions.ts), not
 * from the token: renewals never outlast the absolute limit, and a session without calls for the
 * idle time is ended instead of renewed.
 *
 * Sign-out ends the token's session on the server: the token and every renewal of it stop working.
 */
export function sessionRoutes(context: ApiContext): Router {
  const router = Router();
  router.post(
    '/session/renew',
    requireAuth(context, { activity: false, beforePasswordChange: true }),
    handle(async (_req, res) => {
      const { tenantId, userId, claims } = callerOf(res);
      const renewal = await renewSession(context.store, userId, claims.sid ?? '', context.sessionLimits);
      if (!renewal.ok) throw new ApiError(401, { message: renewal.message });
      const user = context.store.get('users', userId);
      const tenant = context.store.get('tenants', tenantId);
      // requireAuth has checked both exist and belong together; the types do not know it.
      if (!user || !tenant) throw new Error('requireAuth let through a caller without an account');
      const token = await context.tokens.issue({ ...user, role: roleOf(context.store, user) }, tenant, claims.sid ?? '', renewal.startedAt);
      res.json({ result: { token, isSuccess: true, message: SESSION_RENEWED } });
    }),
  );
  router.all('/session/renew', methodNotAllowed('POST'));
  router.post(
    '/session/logout',
    requireAuth(context, { activity: false, beforePasswordChange: true }),
    handle(async (_req, res) => {
      const { userId, claims } = callerOf(res);
      await endSession(context.store, userId, claims.sid ?? '');
      res.json({ result: { isSuccess: true, message: SIGNED_OUT } });
    }),
  );
  router.all('/session/logout', methodNotAllowed('POST'));
  // Whether the token's session still stands: every open window asks now and then, so a session
  // the server ended (deactivation, reset) ends there too. Not activity: an idle window stays idle.
  // The role as it is now: the app renews its token when an admin has changed it.
  router.get('/session', requireAuth(context, { activity: false, beforePasswordChange: true }), (_req, res) => {
    const user = context.store.get('users', callerOf(res).userId);
    res.json({ result: { isSuccess: true, ...(user ? { role: roleOf(context.store, user) } : {}) } });
  });
  router.all('/session', methodNotAllowed('GET'));
  return router;
}
