import { ACCOUNT_DEACTIVATED } from '../../src/lib/account-messages.ts';
import type { RequestHandler } from 'express';
import { ApiError, handle } from '../http/api-errors.ts';
import type { ApiContext, Caller } from './context.ts';
import { DEFAULT_SESSION_LIMITS, noteActivity, SESSION_ENDED, sessionOf, type SessionLimits } from './sessions.ts';
import type { Store } from '../store/store.ts';
import { InvalidTokenError, SESSION_LIMIT_REACHED, type TokenClaims } from './tokens.ts';

export { ACCOUNT_DEACTIVATED };

export const CHOOSE_PASSWORD_FIRST = 'Choose your own password before anything else (My account).';

function unauthorized(message: string): ApiError {
  return new ApiError(401, { message });
}

/**
 * Verifies the Bearer token and its session; the caller's tenant comes from it, never from the
 * request. Every call counts as the session's activity, except (`activity: false`) renewal itself.
 */
export function requireAuth(
  { store, tokens, sessionLimits }: ApiContext,
  { activity = true, beforePasswordChange = false }: { activity?: boolean; beforePasswordChange?: boolean } = {},
): RequestHandler {
  return handle(async (req, res, next) => {
    const header = req.get('authorization');
    if (!header) throw unauthorized('Sign in first: the request has no access token.');
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/.exec(header.trim());
    if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <token>".');
    let claims;
    try {
      claims = await tokens.verify(match[1]);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized(error.message);
      throw error;
    }
    const caller = callerBehind(store, claims, sessionLimits);
    // A password someone else chose (e-mailed, given to title-cli) opens only the way to change it.
    if (!beforePasswordChange && store.get('users', caller.userId)?.mustChangePassword) throw new ApiError(403, { message: CHOOSE_PASSWORD_FIRST });
    res.locals.caller = caller;
    if (activity && claims.sid) noteActivity(store, claims.sid);
    next();
  });
}

/**
 * The caller behind verified claims, checked against the store: a valid signature is not enough
 * once the user was removed or the tenant is no longer active. The broker checks the same way.
 */
export function callerBehind(store: Store, claims: TokenClaims, limits: SessionLimits = DEFAULT_SESSION_LIMITS): Caller {
  const user = store.get('users', claims.sub);
  const tenant = store.get('tenants', claims.TenantId);
  if (!user || !tenant || user.tenantId !== tenant.id || tenant.status !== 'active') {
    throw unauthorized('The account behind this token no longer exists.');
  }
  if (user.deactivatedAt) throw unauthorized(ACCOUNT_DEACTIVATED);
  // Signed out, password re-issued, or a token from before sessions were kept: the session is over.
  const session = sessionOf(user, claims.sid);
  if (!session) throw unauthorized(SESSION_ENDED);
  // The session's own start, not the token's claim: a token renewed from a session past its limit is refused too.
  if (Date.now() / 1000 - session.startedAt >= limits.sessionLimitSeconds) throw unauthorized(SESSION_LIMIT_REACHED);
  return { tenantId: tenant.id, userId: user.id, claims };
}
