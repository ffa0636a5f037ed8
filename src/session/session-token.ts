import { jwtDecode } from 'jwt-decode';
import { decodeUserInfo, type UserInfo } from '../lib/auth-token.ts';
import type { Clock } from '../lib/platform.ts';
import type { SessionStore } from '../lib/session-store.ts';

/** Local storage key of the token (docs/behaviour.md#the-token): shared by every window of the app. */
const TOKEN_KEY = 'token';
/** How far this computer's clock is ahead of the server's (ms), learnt from each token's `iat`. */
export const CLOCK_SKEW_KEY = 'clockSkew';
/**
 * `iat` is in whole seconds and the token was signed somewhere within that second: the server's
 * clock is taken to have read the second's end, so that any error (and the token's time on the
 * way here) makes renewal come early rather than late.
 */
const IAT_PRECISION_MS = 1_000;
/** A token is renewed this long before it expires (at most half its lifetime). */
export const RENEW_AHEAD_MS = 60_000;
/** Never two renewals closer than this, whatever the clocks say. */
export const MIN_RENEW_GAP_MS = 1_000;

/** A stored token that names an agent, and whether its time is over. */
export interface RestoredToken {
  token: string;
  userInfo: UserInfo;
  expired: boolean;
}

/**
 * The agent's token from sign-in to sign-out: the one place that reads, writes and removes it,
 * and the one clock that says when it expires. Token times are the server's, so "now" here is
 * the server's time as this computer can tell it: a laptop clock a minute or two off must
 * neither sign the agent out at once nor renew in a loop, and every check (at start, every
 * second, on a 401, before a renewal) must agree with the others.
 */
export interface SessionToken {
  /** The stored token as it is (the Bearer header, a letter request), or null when signed out. */
  current(): string | null;
  /** The stored token at start, or null when there is none; text that names no agent is dropped. */
  restore(): RestoredToken | null;
  /** Keeps a token the server handed over (sign-in, renewal), and learns the server's clock from it. */
  store(token: string): void;
  /** Removes the token: the session is over in every window. */
  end(): void;
  /** When the token expires (ms, the server's time), or null when it carries no readable expiry. */
  expiresAt(token: string): number | null;
  /** Whether the token's expiry is before now; text without a readable expiry is not "expired" but refused. */
  isExpired(token: string): boolean;
  /** How long from now until the token is due for renewal, or null when it carries no expiry. */
  msUntilRenewal(token: string): number | null;
}

interface TokenTimes {
  issuedAt: number | null;
  expiresAt: number;
}

function timesOf(token: string): TokenTimes | null {
  try {
    const { exp, iat } = jwtDecode<{ exp?: unknown; iat?: unknown }>(token);
    if (typeof exp !== 'number') return null;
    return { expiresAt: exp * 1000, issuedAt: typeof iat === 'number' ? iat * 1000 : null };
  } catch {
    return null;
  }
}

export function createSessionToken(session: SessionStore, clock: Clock): SessionToken {
  const serverNow = () => clock.now() - (Number(session.getLocalItem(CLOCK_SKEW_KEY)) || 0);
  const isExpired = (token: string) => {
    const times = timesOf(token);
    return times !== null && times.expiresAt < serverNow();
  };

  return {
    current: () => session.getLocalItem(TOKEN_KEY),
    restore: () => {
      const token = session.getLocalItem(TOKEN_KEY);
      if (!token) return null;
      const userInfo = decodeUserInfo(token);
      if (!userInfo) {
        session.removeLocalItem(TOKEN_KEY);
        return null;
      }
      return { token, userInfo, expired: isExpired(token) };
    },
    store: (token) => {
      session.setLocalItem(TOKEN_KEY, token);
      const issuedAt = timesOf(token)?.issuedAt;
      if (issuedAt !== null && issuedAt !== undefined) session.setLocalItem(CLOCK_SKEW_KEY, String(clock.now() - (issuedAt + IAT_PRECISION_MS)));
    },
    end: () => session.removeLocalItem(TOKEN_KEY),
    expiresAt: (token) => timesOf(token)?.expiresAt ?? null,
    isExpired,
    msUntilRenewal: (token) => {
      const times = timesOf(token);
      if (!times) return null;
      const lifetime = times.issuedAt === null ? RENEW_AHEAD_MS * 2 : times.expiresAt - times.issuedAt;
      const due = times.expiresAt - Math.min(RENEW_AHEAD_MS, lifetime / 2);
      return Math.max(MIN_RENEW_GAP_MS, due - serverNow());
    },
  };
}
