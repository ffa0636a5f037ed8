import { jwtDecode } from 'jwt-decode';

/**
 * What a token says about who holds it: the agent, their tenant and role, and the session it
 * belongs to. Its lifecycle (stored, renewed, expired, ended) is the session area's
 * (session/session-token.ts).
 */

/** What the app reads from the token (docs/behaviour.md#the-token). */
export interface UserInfo {
  TenantId: number | string;
  TenantGuid: string;
  TenantName: string;
  FirstName: string;
  LastName: string;
  email?: string;
  /** 'admin' or 'agent'; the server enforces what each may do, the app only shows it. */
  role?: string;
  /** Signed in with a password someone else chose: only My account opens until they choose their own. */
  pwd_change?: boolean;
}

/** Whether the token's user manages the agency's people (the Team page). */
export const isAgencyAdmin = (user: Pick<UserInfo, 'role'> | null | undefined) => user?.role === 'admin';

function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    (typeof claims.TenantId === 'number' || typeof claims.TenantId === 'string') &&
    typeof claims.FirstName === 'string' &&
    typeof claims.LastName === 'string' &&
    typeof claims.TenantName === 'string' &&
    typeof claims.TenantGuid === 'string'
  );
}

/** The user info in a token, or null when the text is not a token the app can use. */
export function decodeUserInfo(token: string): UserInfo | null {
  try {
    const claims = jwtDecode<unknown>(token);
    return isUserInfo(claims) ? claims : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in session a token belongs to (`<user>:<session>`), or null when signed out: it
 * stays the same across renewals and changes when someone else signs in.
 */
export function sessionIdentity(token: string | null): string | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<{ sub?: unknown; sid?: unknown }>(token);
    return typeof claims.sub === 'string' ? `${claims.sub}:${typeof claims.sid === 'string' ? claims.sid : ''}` : null;
  } catch {
    return null;
  }
}

export function initialsOf(user: Pick<UserInfo, 'FirstName' | 'LastName'>): string {
  return `${user.FirstName.trim().charAt(0)}${user.LastName.trim().charAt(0)}`.toUpperCase();
}

export function fullNameOf(user: Pick<UserInfo, 'FirstName' | 'LastName'>): string {
  return `${user.FirstName} ${user.LastName}`.trim();
}
