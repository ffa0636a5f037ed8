import { Router } from 'express';
import { loginSchema } from '../../src/auth/auth-schemas';
import { ApiError, handle, validateBody } from '../api-errors';
import type { ApiContext } from '../context';
import { clientOf } from '../client-address';
import type { LoginGuard } from '../login-limits';
import { hashPassword, verifyPassword } from '../passwords';
import { methodNotAllowed } from './method-not-allowed';

export const LOGIN_SUCCESS = 'Login successful';
export const LOGIN_FAILURE = 'Invalid username or password';

/** Compared against when the e-mail is unknown, so a miss takes as long as a wrong password. */
const decoyHash = hashPassword('decoy-password');

/** POST /login; attempts are limited per account and per client (login-limits.ts). */
export function loginRoutes({ store, tokens }: ApiContext, guard: LoginGuard): Router {
  const router = Router();
  router.post(
    '/login',
    handle(async (req, res) => {
      const { email, password } = validateBody(loginSchema, req.body);
      const wanted = email.trim().toLowerCase();
      const user = store.find('users', (candidate) => candidate.email.toLowerCase() === wanted);
      const client = clientOf(req);
      const passwordMatches = await guard.attempt(client, wanted, async () =>
        verifyPassword(password, user?.passwordHash ?? (await decoyHash)),
      );
      // Looked up after the wait: the account may have changed meanwhile.
      const current = user ? store.get('users', user.id) : undefined;
      const tenant = current ? store.get('tenants', current.tenantId) : undefined;
      if (!current || !tenant || tenant.status !== 'active' || !passwordMatches) {
        await guard.failed(client, wanted);
        throw new ApiError(404, { result: { isSuccess: false, message: LOGIN_FAILURE } });
      }
      await guard.succeeded(client, wanted);
      const token = await tokens.issue(current, tenant);
      res.json({ result: { token, isSuccess: true, message: LOGIN_SUCCESS } });
    }),
  );
  router.all('/login', methodNotAllowed('POST'));
  return router;
}
