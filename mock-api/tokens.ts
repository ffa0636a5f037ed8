import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Tenant, User } from './model';

/** Claims the web app decodes from the token (spec section 3). */
export interface TokenClaims extends JWTPayload {
  TenantId: number;
  TenantGuid: string;
  TenantName: string;
  FirstName: string;
  LastName: string;
  email: string;
  sub: string;
}

export const DEFAULT_TOKEN_TTL_SECONDS = 5 * 60;

export class InvalidTokenError extends Error {}

export interface TokenService {
  issue(user: User, tenant: Tenant): Promise<string>;
  /** The claims of a valid token; throws InvalidTokenError for anything else. */
  verify(token: string): Promise<TokenClaims>;
}

/** `secret` is read on every use, so a store reset to other data changes the key with it. */
export function createTokenService(secret: () => string, ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS): TokenService {
  const keyOf = () => new TextEncoder().encode(secret());
  return {
    issue(user, tenant) {
      return new SignJWT({
        TenantId: tenant.id,
        TenantGuid: tenant.guid,
        TenantName: tenant.name,
        FirstName: user.firstName,
        LastName: user.lastName,
        email: user.email,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(keyOf());
    },
    async verify(token) {
      try {
        // Only HS256 is accepted, so unsigned (alg: none) and other-algorithm tokens fail here.
        const { payload } = await jwtVerify(token, keyOf(), { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        if (typeof payload.TenantId !== 'number') throw new InvalidTokenError('The token names no tenant.');
        return payload as TokenClaims;
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        if (error instanceof errors.JWTExpired) throw new InvalidTokenError('Your session has expired. Please sign in again.');
        throw new InvalidTokenError('The access token is not valid.');
      }
    },
  };
}
