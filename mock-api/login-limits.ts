import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from './api-errors';

/**
 * Limits on sign-in attempts (rate-limiter-flexible: well kept, in-memory, with blocks and
 * expiry handled for us).
 *
 * - Per account: after `failuresPerAccount` wrong passwords within 15 minutes the account is
 *   locked for `lockoutSeconds`, twice as long at each further lockout within a day. A success
 *   clears the count. Unknown e-mails count the same way, so the answer reveals nothing.
 * - Per client (IP address): `attemptsPerClient` attempts a minute, right or wrong; password
 *   hashing is slow on purpose, and a flood of logins used to slow every agent's saves.
 * - Overall: at most a few password checks run at once, the rest wait in a short queue.
 *
 * Refusals are 429 with Retry-After, checked before any password is hashed.
 */
export interface LoginLimits {
  failuresPerAccount: number;
  lockoutSeconds: number;
  attemptsPerClient: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { failuresPerAccount: 5, lockoutSeconds: 60, attemptsPerClient: 30 };

const FAILURE_WINDOW_SECONDS = 15 * 60;
const MAX_LOCKOUT_SECONDS = 24 * 3600;
const CONCURRENT_CHECKS = 4;
const QUEUED_CHECKS = 32;

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait before trying again.';

function tooMany(milliseconds: number): ApiError {
  return new ApiError(429, { message: TOO_MANY_ATTEMPTS }, Math.max(1, Math.ceil(milliseconds / 1000)));
}

export interface LoginGuard {
  /** Throws a 429 when this client or account must wait; otherwise runs `check` within the overall limit. */
  attempt<T>(client: string, account: string, check: () => Promise<T>): Promise<T>;
  failed(account: string): Promise<void>;
  succeeded(account: string): Promise<void>;
}

export function createLoginGuard(limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginGuard {
  const byClient = new RateLimiterMemory({ keyPrefix: 'client', points: limits.attemptsPerClient, duration: 60 });
  const failures = new RateLimiterMemory({ keyPrefix: 'account', points: limits.failuresPerAccount, duration: FAILURE_WINDOW_SECONDS });
  const lockouts = new RateLimiterMemory({ keyPrefix: 'lockouts', points: 1000, duration: 24 * 3600 });
  let running = 0;
  const waiting: (() => void)[] = [];

  async function withinOverallLimit<T>(check: () => Promise<T>): Promise<T> {
    if (running >= CONCURRENT_CHECKS) {
      if (waiting.length >= QUEUED_CHECKS) throw tooMany(1000);
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      return await check();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  return {
    async attempt(client, account, check) {
      try {
        await byClient.consume(client);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) throw tooMany(refusal.msBeforeNext);
        throw refusal;
      }
      const state = await failures.get(account);
      if (state && state.consumedPoints >= limits.failuresPerAccount) throw tooMany(state.msBeforeNext);
      return withinOverallLimit(check);
    },
    async failed(account) {
      try {
        await failures.consume(account);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
      }
      const state = await failures.get(account);
      if (state && state.consumedPoints === limits.failuresPerAccount) {
        // This failure locks the account: for longer at each lockout of the day.
        const count = (await lockouts.penalty(account)).consumedPoints;
        await failures.block(account, Math.min(MAX_LOCKOUT_SECONDS, limits.lockoutSeconds * 2 ** (count - 1)));
      }
    },
    async succeeded(account) {
      await failures.delete(account);
    },
  };
}
