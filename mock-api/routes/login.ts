import { Router } from 'express';
import { loginSchema } from '../../src/auth/auth-schemas';
import { ApiError, handle, validateBody } from '../api-errors';
import type { ApiContext } from '../context';
import { hashPassword, verifyPassword } from '../passwords';
import { methodNotAllowed } from './method-not-allowed';

export const LOGIN_SUCCESS = 'Login successful';
export const LOGIN_FAILURE = 'Invalid username or password';

/** Compared against when the e-mail is unknown, so a miss takes as long as a wrong password. */
const decoyHash = hashPassword('decoy-password');

export function loginRoutes({ store, tokens }: ApiContext): Router {
  const router = Router();
  router.post(
    '/login',
    handle(async (req, res) => {
      const { email, password } = validateBody(loginSchema, req.body);
      const wanted = email.trim().toLowerCase();
      const user = store.find('users', (candidate) => candidate.email.toLowerCase() === wanted);
      const tenant = user ? store.get('tenants', user.tenantId) : undefined;
      const passwordMatches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
      if (!user || !tenant || tenant.status !== 'active' || !passwordMatches) {
        throw new ApiError(404, { result: { isSuccess: false, message: LOGIN_FAILURE } });
      }
      const token = await tokens.issue(user, tenant);
      res.json({ result: { token, isSuccess: true, message: LOGIN_SUCCESS } });
    }),
  );
  router.all('/login', methodNotAllowed('POST'));
  return router;
}
