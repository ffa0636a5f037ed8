import { Router } from 'express';
import { object, string } from 'yup';
import { checkPassword, personalWords } from '../../src/lib/password-policy.ts';
import { loadStrengthEstimator } from '../../src/lib/load-strength-estimator.ts';
import { ApiError, handle, validateBody, validationFailure } from '../http/api-errors.ts';
import type { ApiContext } from '../auth/context.ts';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { emailField } from '../../src/lib/validation.ts';
import { tooManyRequests } from '../http/anonymous-limits.ts';
import { clientOf } from '../http/client-address.ts';
import type { User } from '../store/model.ts';
import { sendPasswordLink, type LinkMail } from './send-link.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import { LINK_NOT_VALID, userOfLink } from './password-links.ts';
import { statusOf } from './roles.ts';

export const PASSWORD_SET = 'Your password is set. Sign in with it.';
export const RESET_REQUESTED = 'If an account uses this e-mail, we have sent it a link to choose a new password. It works once, for 60 minutes.';

/** "Forgot password?" requests: 3 an hour for one e-mail, 10 an hour from one source. */
/**
 * Links one source may have sent to one e-mail, links one e-mail may get from all sources, and
 * requests one source may make, per hour. Counted per e-mail and source first, so a stranger who
 * asks for someone's links uses up their own allowance, not the person's.
 */
export const RESET_REQUESTS = {
  perEmailAndSource: { points: 3, duration: 3600 },
  perEmail: { points: 10, duration: 3600 },
  perSource: { points: 10, duration: 3600 },
} as const;

const requestSchema = object({ email: emailField() });

const linkSchema = object({ token: string().required('The link is incomplete: open it from the e-mail again.').max(100) });
const useSchema = object({
  token: string().required('The link is incomplete: open it from the e-mail again.').max(100),
  password: string().required('Please choose a password.').max(1000),
});

const gone = () => new ApiError(410, { message: LINK_NOT_VALID });

/**
 * One-time links to choose a password (an invitation or a reset), used without signing in
 * (docs/title-cli.md#the-agencys-own-people-team): `request` e-mails a reset link to an account's address ("Forgot
 * password?", one answer whether or not the address has one), `check` says whose link it is,
 * `use` sets the password. Using it
 * removes the link, ends every session of the account and makes the new password the only one,
 * in one durable write; an unknown, used, expired or tampered link gets the same 410.
 */
export function passwordLinkRoutes({ store }: ApiContext, mail: LinkMail): Router {
  const router = Router();
  // Per e-mail and per source: nobody fills a colleague's inbox, and one address cannot walk a list.
  const perEmailAndSource = new RateLimiterMemory({ keyPrefix: 'reset-email-source', ...RESET_REQUESTS.perEmailAndSource });
  const perEmail = new RateLimiterMemory({ keyPrefix: 'reset-email', ...RESET_REQUESTS.perEmail });
  const perSource = new RateLimiterMemory({ keyPrefix: 'reset-source', ...RESET_REQUESTS.perSource });
  const owner = (token: string): User => {
    const user = userOfLink(store, token);
    if (!user) throw gone();
    return user;
  };

  router.post(
    '/password-links/request',
    handle(async (req, res) => {
      const email = validateBody(requestSchema, req.body).email.trim().toLowerCase();
      await perSource.consume(clientOf(req)).catch((refusal: unknown) => {
        throw tooManyRequests(refusal);
      });
      // Past the per-e-mail limit nothing is sent, and the answer stays the same: the limit holds
      // for every address, so it tells nothing about which ones have an account.
      const withinLimit = await perEmailAndSource
        .consume(`${email} ${clientOf(req)}`)
        .then(() => perEmail.consume(email))
        .then(
          () => true,
          () => false,
        );
      const user = store.find('users', (candidate) => candidate.email === email);
      const tenant = user ? store.get('tenants', user.tenantId) : undefined;
      if (withinLimit && user && statusOf(user) === 'active' && tenant?.status === 'active') {
        // Not awaited: the answer takes as long whether or not the e-mail has an account.
        void sendPasswordLink(store, mail, user, 'reset', null).catch((error: unknown) => {
          console.error(`Could not send a password link to ${email}: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
      res.status(202).json({ result: { isSuccess: true, message: RESET_REQUESTED } });
    }),
  );
  router.all('/password-links/request', methodNotAllowed('POST'));

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
      const verdict = checkPassword(password, personalWords(user.firstName, user.lastName, user.email, tenant?.name), await loadStrengthEstimator());
      if (!verdict.ok) throw validationFailure(verdict.problems.map((problem) => ({ Type: 'Password', Message: problem })));
      // A reset often follows a password someone else may know: it takes a new one, as My account does.
      if (user.passwordHash && (await verifyPassword(password, user.passwordHash))) {
        throw validationFailure([{ Type: 'Password', Message: 'Choose a password other than your current one.' }]);
      }
      const passwordHash = await hashPassword(password);
      // Looked up again after hashing: a second use of the same link meanwhile has taken it.
      const current = userOfLink(store, token);
      if (!current || current.id !== user.id || statusOf(current) === 'deactivated') throw gone();
      const { passwordLink: _used, earlierResetLinks: _earlier, sessions: _ended, nextPasswordHashes: _old, mustChangePassword: _chosenForThem, ...rest } = current;
      await store.put('users', { ...rest, passwordHash });
      res.json({ result: { isSuccess: true, message: PASSWORD_SET, email: current.email } });
    }),
  );
  router.all('/password-links/use', methodNotAllowed('POST'));
  return router;
}
