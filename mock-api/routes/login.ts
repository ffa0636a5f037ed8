import { Router } from 'express';
import { loginSchema } from '../../src/auth/auth-schemas.ts';
import { ApiError, handle, validateBody } from '../http/api-errors.ts';
import type { ApiContext } from '../auth/context.ts';
import { clientOf } from '../http/client-address.ts';
import type { LoginGuard } from '../auth/login-limits.ts';
import { startSession } from '../auth/sessions.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import { roleOf } from '../team/roles.ts';
import { browserName } from '../team/browser-name.ts';

export const LOGIN_SUCCESS = 'Login successful';
export const LOGIN_FAILURE = 'Invalid username or password';

/** Compared against when the e-mail is unknown, so a miss takes as long as a wrong password. */
const decoyHash = hashPassword('decoy-password');

/** POST /login; attempts are limited per account and per client (login-limits.ts). */
export function loginRoutes({ store, tokens, sessionLimits }: ApiContext, guard: LoginGuard): Router {
  const router = Router();
  router.post(
    '/login',
    handle(async (req, res) => {
      const { email, password } = validateBody(loginSchema, req.body);
      const wanted = email.trim().toLowerCase();
      const user = store.find('users', (candidate) => candidate.email.toLowerCase() === wanted);
      const client = clientOf(req);
      // A re-issued password whose e-mail was written but not yet taken over signs in too.
      const matched = await guard.attempt(
        client,
        wanted,
        async () => {
          // An invited colleague has no password yet and a deactivated one has none that works:
          // both take the decoy's time and fail like an unknown e-mail.
          const usable = user && user.passwordHash && !user.deactivatedAt ? user.passwordHash : await decoyHash;
          if ((await verifyPassword(password, usable)) && usable !== (await decoyHash)) return 'current';
          if (user?.deactivatedAt) return null;
          for (const hash of [...(user?.nextPasswordHashes ?? [])].reverse()) if (await verifyPassword(password, hash)) return hash;
          return null;
        },
        user !== undefined,
      );
      const passwordMatches = matched !== null;
      // Looked up after the wait: the account may have changed meanwhile.
      let current = user ? store.get('users', user.id) : undefined;
      if (current && matched !== null && matched !== 'current' && current.nextPasswordHashes?.includes(matched)) {
        // Its first use finishes the re-issue an interruption left half-done.
        const { nextPasswordHashes: _pending, ...rest } = current;
        current = { ...rest, passwordHash: matched, mustChangePassword: true };
        // On a full disk it stays half-done (both still sign in) and the next sign-in tries again.
        await store.put('users', current).catch(() => undefined);
      }
      const tenant = current ? store.get('tenants', current.tenantId) : undefined;
      if (!current || !tenant || tenant.status !== 'active' || !passwordMatches) {
        await guard.failed(client, wanted);
        throw new ApiError(404, { result: { isSuccess: false, message: LOGIN_FAILURE } });
      }
      await guard.succeeded(client, wanted);
      if (current.deactivatedAt) {
        await guard.failed(client, wanted);
        throw new ApiError(404, { result: { isSuccess: false, message: LOGIN_FAILURE } });
      }
      await store.put('users', { ...current, lastSignInAt: new Date().toISOString() });
      const { sid, startedAt } = await startSession(store, current.id, sessionLimits, browserName(req.get('user-agent')));
      // The token's auth_time is the session's own start, not a second read of the clock a tick later.
      const token = await tokens.issue({ ...current, role: roleOf(store, current) }, tenant, sid, startedAt);
      res.json({ result: { token, isSuccess: true, message: LOGIN_SUCCESS } });
    }),
  );
  router.all('/login', methodNotAllowed('POST'));
  return router;
}
