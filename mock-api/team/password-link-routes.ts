import { Router } from 'express';
import { object, string } from 'yup';
import { checkPassword, personalWords } from '../../src/lib/password-policy';
import { ApiError, handle, validateBody, validationFailure } from '../api-errors';
import type { ApiContext } from '../context';
import type { User } from '../model';
import { hashPassword } from '../passwords';
import { methodNotAllowed } from '../routes/method-not-allowed';
import { LINK_NOT_VALID, userOfLink } from './password-links';
import { statusOf } from './roles';

export const PASSWORD_SET = 'Your password is set. Sign in with it.';

const linkSchema = object({ token: string().required('The link is incomplete: open it from the e-mail again.').max(100) });
const useSchema = object({
  token: string().required('The link is incomplete: open it from the e-mail again.').max(100),
  password: string().required('Please choose a password.').max(1000),
});

const gone = () => new ApiError(410, { message: LINK_NOT_VALID });

/**
 * One-time links to choose a password (an invitation or a reset), used without signing in
 * (api.md "Password links"): `check` says whose link it is, `use` sets the password. Using it
 * removes the link, ends every session of the account and makes the new password the only one,
 * in one durable write; an unknown, used, expired or tampered link gets the same 410.
 */
export function passwordLinkRoutes({ store }: ApiContext): Router {
  const router = Router();
  const owner = (token: string): User => {
    const user = userOfLink(store, token);
    if (!user) throw gone();
    return user;
  };

  router.post(
    '/password-links/check',
    handle((req, res) => {
      const user = owner(validateBody(linkSchema, req.body).token);
      res.json({
        result: {
          purpose: user.passwordLink?.purpose ?? 'reset',
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          tenantName: store.get('tenants', user.tenantId)?.name ?? '',
          expiresAt: user.passwordLink?.expiresAt ?? null,
        },
      });
      return Promise.resolve();
    }),
  );
  router.all('/password-links/check', methodNotAllowed('POST'));

  router.post(
    '/password-links/use',
    handle(async (req, res) => {
      const { token, password } = validateBody(useSchema, req.body);
      const user = owner(token);
      const tenant = store.get('tenants', user.tenantId);
      const verdict = checkPassword(password, personalWords(user.firstName, user.lastName, user.email, tenant?.name));
      if (!verdict.ok) throw validationFailure(verdict.problems.map((problem) => ({ Type: 'Password', Message: problem })));
      const passwordHash = await hashPassword(password);
      // Looked up again after hashing: a second use of the same link meanwhile has taken it.
      const current = userOfLink(store, token);
      if (!current || current.id !== user.id || statusOf(current) === 'deactivated') throw gone();
      const { passwordLink: _used, sessions: _ended, nextPasswordHashes: _old, ...rest } = current;
      await store.put('users', { ...rest, passwordHash });
      res.json({ result: { isSuccess: true, message: PASSWORD_SET, email: current.email } });
    }),
  );
  router.all('/password-links/use', methodNotAllowed('POST'));
  return router;
}
