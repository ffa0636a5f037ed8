import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from './api-errors';

/**
 * Limits on sign-in attempts (rate-limiter-flexible: well kept, in-memory, with blocks and
 * expiry handled for us).
 *
 * - Per account and client: after `failuresPerAccount` wrong passwords within 15 minutes from one
 *   client the account is locked for that client for `lockoutSeconds`, twice as long at each
 *   further lockout within a day. Counting per client (the OWASP advice, and
 *   rate-limiter-flexible's own login recipe) means a stranger typing wrong passwords cannot lock
 *   the agent out from their own desk. A success clears the count. Unknown e-mails count the
 *   same way, so the answer reveals nothing.
 * - Per account from every client together: `failuresPerAccount` × ACCOUNT_WIDE_FACTOR wrong
 *   passwords within 15 minutes lock the account everywhere for the same time, a bound on
 *   guessing spread over many addresses.
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
/** How many more failures, from all clients together, lock an account for everyone. */
export const ACCOUNT_WIDE_FACTOR = 10;
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
  failed(client: string, account: string): Promise<void>;
  succeeded(client: string, account: string): Promise<void>;
}

export function createLoginGuard(limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginGuard {
  const byClient = new RateLimiterMemory({ keyPrefix: 'client', points: limits.attemptsPerClient, duration: 60 });
  const failures = new RateLimiterMemory({ keyPrefix: 'account-client', points: limits.failuresPerAccount, duration: FAILURE_WINDOW_SECONDS });
  const accountWide = limits.failuresPerAccount * ACCOUNT_WIDE_FACTOR;
  const allFailures = new RateLimiterMemory({ keyPrefix: 'account', points: accountWide, duration: FAILURE_WINDOW_SECONDS });
  const lockouts = new RateLimiterMemory({ keyPrefix: 'lockouts', points: 1000, duration: 24 * 3600 });
  // A NUL cannot appear in an e-mail that passed validation, so the pair cannot be forged.
  const pair = (client: string, account: string) => `${account}\u0000${client}`;

  async function countFailure(limiter: RateLimiterMemory, key: string, points: number): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
    }
    const state = await limiter.get(key);
    if (state && state.consumedPoints === points) {
      // This failure locks: for longer at each lockout of the day.
      const count = (await lockouts.penalty(key)).consumedPoints;
      await limiter.block(key, Math.min(MAX_LOCKOUT_SECONDS, limits.lockoutSeconds * 2 ** (count - 1)));
    }
  }
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
      const here = await failures.get(pair(client, account));
      if (here && here.consumedPoints >= limits.failuresPerAccount) throw tooMany(here.msBeforeNext);
      const everywhere = await allFailures.get(account);
      if (everywhere && everywhere.consumedPoints >= accountWide) throw tooMany(everywhere.msBeforeNext);
      return withinOverallLimit(check);
    },
    async failed(client, account) {
      await countFailure(failures, pair(client, account), limits.failuresPerAccount);
      await countFailure(allFailures, account, accountWide);
    },
    async succeeded(client, account) {
      await failures.delete(pair(client, account));
    },
  };
}
