import { Router } from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { object, string } from 'yup';
import { checkPassword, personalWords } from '../../src/lib/password-policy.ts';
import { loadStrengthEstimator } from '../../src/lib/load-strength-estimator.ts';
import { tooManyRequests } from '../http/anonymous-limits.ts';
import { ApiError, handle, validateBody, validationFailure } from '../http/api-errors.ts';
import { callerOf, type ApiContext } from '../auth/context.ts';
import type { SessionRecord } from '../store/model.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import { endSession, endSessionsExcept, liveSessions } from '../auth/sessions.ts';
import { roleOf } from './roles.ts';

export const PASSWORD_CHANGED = 'Your password is changed. Your other sessions are signed out.';
export const CURRENT_PASSWORD_WRONG = 'This is not your current password.';
export const NO_SUCH_SESSION = 'There is no such session of yours.';

/** Wrong current passwords a signed-in user may type before waiting (a stolen session guessing it). */
const CURRENT_PASSWORD_TRIES = { points: 5, duration: 15 * 60 };

const changeSchema = object({
  currentPassword: string().required('Please enter your current password.').max(1000),
  newPassword: string().required('Please choose a password.').max(1000),
});

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * What a signed-in person does for their own account (docs/title-cli.md#the-agencys-own-people-team): the sessions they
 * have open, each of which they can end, or all at once; and a password change, which needs the
 * current password, follows the same rules as every chosen password and signs out the others.
 */
export function accountRoutes(context: ApiContext): Router {
  const { store } = context;
  const router = Router();
  // My account is what a person with a password someone else chose may use first: the change
  // itself, and the sessions that password has opened (the page shows both).
  const mayChangePassword = requireAuth(context, { beforePasswordChange: true });
  const authenticated = mayChangePassword;
  const wrongCurrent = new RateLimiterMemory({ keyPrefix: 'current-password', ...CURRENT_PASSWORD_TRIES });

  router.get(
    '/account/sessions',
    authenticated,
    handle((_req, res) => {
      const { userId, claims } = callerOf(res);
      const user = store.get('users', userId);
      const sessions = (user ? liveSessions(store, user, context.sessionLimits) : [])
        .map(([id, session]) => ({ id, browser: session.browser ?? 'Unknown browser', startedAt: iso(session.startedAt), lastActiveAt: iso(session.lastActivityAt), current: id === claims.sid }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
      res.json({ result: { sessions } });
      return Promise.resolve();
    }),
  );
  router.delete(
    '/account/sessions',
    authenticated,
    handle(async (_req, res) => {
      await endSessionsExcept(store, callerOf(res).userId, null);
      res.json({ result: { isSuccess: true, message: 'You are signed out everywhere.' } });
    }),
  );
  router.all('/account/sessions', methodNotAllowed('GET', 'DELETE'));

  router.delete(
    '/account/sessions/:sid',
    authenticated,
    handle(async (req, res) => {
      const { userId } = callerOf(res);
      const user = store.get('users', userId);
      const sid = String(req.params.sid);
      if (!user?.sessions || !Object.hasOwn(user.sessions, sid)) throw new ApiError(404, { message: NO_SUCH_SESSION });
      await endSession(store, userId, sid);
      res.json({ result: { isSuccess: true, message: 'That session is signed out.' } });
    }),
  );
  router.all('/account/sessions/:sid', methodNotAllowed('DELETE'));

  router.post(
    '/account/password',
    mayChangePassword,
    handle(async (req, res) => {
      const { userId, tenantId, claims } = callerOf(res);
      const { currentPassword, newPassword } = validateBody(changeSchema, req.body);
      const user = store.get('users', userId);
      if (!user) throw new ApiError(401, { message: 'The account behind this token no longer exists.' });
      const blocked = await wrongCurrent.get(userId);
      if (blocked && blocked.remainingPoints <= 0) throw tooManyRequests(blocked);
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        await wrongCurrent.consume(userId).catch((refusal: unknown) => {
          throw tooManyRequests(refusal);
        });
        throw validationFailure([{ Type: 'CurrentPassword', Message: CURRENT_PASSWORD_WRONG }]);
      }
      const verdict = checkPassword(newPassword, personalWords(user.firstName, user.lastName, user.email, store.get('tenants', tenantId)?.name), await loadStrengthEstimator());
      if (!verdict.ok) throw validationFailure(verdict.problems.map((problem) => ({ Type: 'NewPassword', Message: problem })));
      if (newPassword === currentPassword) throw validationFailure([{ Type: 'NewPassword', Message: 'Choose a password other than your current one.' }]);
      const passwordHash = await hashPassword(newPassword);
      const current = store.get('users', userId);
      if (!current) throw new ApiError(401, { message: 'The account behind this token no longer exists.' });
      // The new password, and only this window's session, in one durable write.
      const kept = claims.sid ? current.sessions?.[claims.sid] : undefined;
      const keep: Record<string, SessionRecord> = claims.sid && kept ? { [claims.sid]: kept } : {};
      const { nextPasswordHashes: _old, passwordLink: _link, earlierResetLinks: _earlier, mustChangePassword: _chosenForThem, ...rest } = current;
      const changed = { ...rest, passwordHash, sessions: keep };
      await store.put('users', changed);
      await wrongCurrent.delete(userId);
      // A fresh token of this session, without the "choose a password first" mark the old one carried.
      const tenant = store.get('tenants', tenantId);
      const session = claims.sid ? keep[claims.sid] : undefined;
      const token = tenant && session && claims.sid ? await context.tokens.issue({ ...changed, role: roleOf(store, changed) }, tenant, claims.sid, session.startedAt) : undefined;
      res.json({ result: { isSuccess: true, message: PASSWORD_CHANGED, ...(token ? { token } : {}) } });
    }),
  );
  router.all('/account/password', methodNotAllowed('POST'));
  return router;
}
