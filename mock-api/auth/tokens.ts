import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { TOKEN_EXPIRED } from '../../src/lib/account-messages.ts';
import type { Role, Tenant, User } from '../store/model.ts';

/** Claims the web app decodes from the token (docs/behaviour.md#the-token). */
export interface TokenClaims extends JWTPayload {
  TenantId: number;
  TenantGuid: string;
  TenantName: string;
  FirstName: string;
  LastName: string;
  email: string;
  sub: string;
  /** When the agent signed in (seconds): renewals keep it, so a session has an absolute end. */
  auth_time?: number;
  /** The server-side session this token belongs to (sessions.ts). */
  sid?: string;
  /** What the user may do in the agency (team/roles.ts); the server checks its own record, not this. */
  role?: Role;
  /** The user must choose their own password before anything else (the app shows only that). */
  pwd_change?: boolean;
}

export const DEFAULT_TOKEN_TTL_SECONDS = 5 * 60;
/** However often a token is renewed, the session ends this long after sign-in. */
export const DEFAULT_SESSION_LIMIT_SECONDS = 12 * 3600;
export const SESSION_LIMIT_REACHED = 'Your session has reached its time limit. Please sign in again.';

export class InvalidTokenError extends Error {}

export interface TokenService {
  /**
   * A token of session `sid`, which started at `sessionStart` (now for a new session). `user.role`
   * is the resolved role (roleOf), which the token carries for the app to show.
   */
  issue(user: User, tenant: Tenant, sid: string, sessionStart?: number): Promise<string>;
  /** The claims of a valid token; throws InvalidTokenError for anything else. */
  verify(token: string): Promise<TokenClaims>;
}

/** `secret` is read on every use, so a store reset to other data changes the key with it. */
export function createTokenService(secret: () => string, ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS, sessionLimitSeconds = DEFAULT_SESSION_LIMIT_SECONDS): TokenService {
  const keyOf = () => new TextEncoder().encode(secret());
  return {
    issue(user, tenant, sid, sessionStart) {
      const now = Math.floor(Date.now() / 1000);
      const authTime = sessionStart ?? now;
      // A renewal never reaches past the session's absolute end.
      const expires = Math.min(now + ttlSeconds, authTime + sessionLimitSeconds);
      return new SignJWT({
        TenantId: tenant.id,
        TenantGuid: tenant.guid,
        TenantName: tenant.name,
        FirstName: user.firstName,
        LastName: user.lastName,
        email: user.email,
        auth_time: authTime,
        sid,
        role: user.role ?? 'agent',
        ...(user.mustChangePassword ? { pwd_change: true } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt(now)
        .setExpirationTime(expires)
        .sign(keyOf());
    },
    async verify(token) {
      try {
        // Only HS256 is accepted, so unsigned (alg: none) and other-algorithm tokens fail here.
        const { payload } = await jwtVerify(token, keyOf(), { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        if (typeof payload.TenantId !== 'number') throw new InvalidTokenError('The token names no tenant.');
        const start = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
        if (typeof start === 'number' && start + sessionLimitSeconds < Date.now() / 1000) throw new InvalidTokenError(SESSION_LIMIT_REACHED);
        return payload as TokenClaims;
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        if (error instanceof errors.JWTExpired) throw new InvalidTokenError(TOKEN_EXPIRED);
        throw new InvalidTokenError('The access token is not valid.');
      }
    },
  };
}
