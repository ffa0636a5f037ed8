import { jwtDecode } from 'jwt-decode';

/** What the app reads from the token (spec section 3). */
export interface UserInfo {
  TenantId: number | string;
  TenantGuid: string;
  TenantName: string;
  FirstName: string;
  LastName: string;
  email?: string;
  exp?: number;
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

/** A token is expired when its expiry date is before now (spec section 4); an unreadable one is too. */
export function isTokenExpired(token: string, now: number): boolean {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    if (typeof exp !== 'number') return false;
    return exp * 1000 < now;
  } catch {
    return true;
  }
}

/** When a token was issued and when it expires (ms), or null when it carries no expiry. */
export function tokenTimes(token: string): { issuedAt: number | null; expiresAt: number } | null {
  try {
    const { exp, iat } = jwtDecode<{ exp?: unknown; iat?: unknown }>(token);
    if (typeof exp !== 'number') return null;
    return { expiresAt: exp * 1000, issuedAt: typeof iat === 'number' ? iat * 1000 : null };
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
