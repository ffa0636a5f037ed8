import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../http/api-errors.ts';

/**
 * Limits on sign-in attempts (rate-limiter-flexible: well kept, in-memory, with blocks and
 * expiry handled for us). They are keyed on what a stranger cannot share with the account's owner,
 * so wrong passwords slow the guesser, never lock the owner out:
 *
 * - Per account and client: after `failuresPerAccount` wrong passwords within 15 minutes from one
 *   client the account is locked for that client for `lockoutSeconds`, twice as long at each
 *   further lockout within a day (the OWASP advice, and rate-limiter-flexible's own login
 *   recipe). A success clears the count. Unknown e-mails count the same way, so the answer
 *   reveals nothing.
 * - Per client over all accounts: `failuresPerAccount` × CLIENT_WIDE_FACTOR wrong passwords within
 *   15 minutes block the guesser's address (doubling as above), whichever accounts it tries.
 * - Per account from every client together: past `failuresPerAccount` × ACCOUNT_WIDE_FACTOR wrong
 *   passwords within 15 minutes the account is under attack: addresses it was never signed in
 *   from get one attempt per `lockoutSeconds` on it (slowed, not locked), while addresses its
 *   owner signed in from go on as before. Guessing spread over many addresses stays slow, and a
 *   targeted flood of wrong passwords cannot lock the owner out.
 * - Per client (IP address): `attemptsPerClient` attempts a minute, right or wrong; password
 *   hashing is slow on purpose, and a flood of logins used to slow every agent's saves.
 * - Overall: at most a few password checks run at once, the rest wait in a short queue, in two
 *   lanes: e-mails with an account and e-mails without. A flood of unknown e-mails fills only its
 *   own lane, so it cannot starve the agents who have an account.
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
/** How many failures, from all clients together, put an account under attack. */
export const ACCOUNT_WIDE_FACTOR = 10;
/** How many failures, over all accounts, block one client. */
export const CLIENT_WIDE_FACTOR = 4;
/** How long an address the owner signed in from stays trusted for the account (under the 24.8 days a timer can wait). */
const TRUSTED_SECONDS = 7 * 24 * 3600;
const MAX_LOCKOUT_SECONDS = 24 * 3600;
/** Password checks at once, and waiting, for e-mails with an account. */
const KNOWN_LANE = { running: 3, waiting: 32 } as const;
/** The same for e-mails without one (the decoy check keeps their answer as slow). */
const UNKNOWN_LANE = { running: 1, waiting: 16 } as const;

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait before trying again.';

function tooMany(milliseconds: number): ApiError {
  return new ApiError(429, { message: TOO_MANY_ATTEMPTS }, Math.max(1, Math.ceil(milliseconds / 1000)));
}

export interface LoginGuard {
  /**
   * Throws a 429 when this client or account must wait; otherwise runs `check` within the overall
   * limit, in the lane of e-mails with an account (`known`) or without.
   */
  attempt<T>(client: string, account: string, check: () => Promise<T>, known?: boolean): Promise<T>;
  failed(client: string, account: string): Promise<void>;
  succeeded(client: string, account: string): Promise<void>;
}

/** A bounded number of checks at once, the rest in a bounded queue (429 beyond it). */
function lane(limits: { running: number; waiting: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function within<T>(check: () => Promise<T>): Promise<T> {
    if (running >= limits.running) {
      if (waiting.length >= limits.waiting) throw tooMany(1000);
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      return await check();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export function createLoginGuard(limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginGuard {
  const byClient = new RateLimiterMemory({ keyPrefix: 'client', points: limits.attemptsPerClient, duration: 60 });
  const failures = new RateLimiterMemory({ keyPrefix: 'account-client', points: limits.failuresPerAccount, duration: FAILURE_WINDOW_SECONDS });
  const clientWide = limits.failuresPerAccount * CLIENT_WIDE_FACTOR;
  const clientFailures = new RateLimiterMemory({ keyPrefix: 'client-failures', points: clientWide, duration: FAILURE_WINDOW_SECONDS });
  const accountWide = limits.failuresPerAccount * ACCOUNT_WIDE_FACTOR;
  const allFailures = new RateLimiterMemory({ keyPrefix: 'account', points: accountWide, duration: FAILURE_WINDOW_SECONDS });
  const trusted = new RateLimiterMemory({ keyPrefix: 'trusted', points: 1, duration: TRUSTED_SECONDS });
  const underAttack = new RateLimiterMemory({ keyPrefix: 'untrusted-under-attack', points: 1, duration: limits.lockoutSeconds });
  const lockouts = new RateLimiterMemory({ keyPrefix: 'lockouts', points: 1000, duration: 24 * 3600 });
  // A NUL cannot appear in an e-mail that passed validation, so the pair cannot be forged.
  const pair = (client: string, account: string) => `${account}\u0000${client}`;

  /** Counts a failure; the one that reaches `points` blocks the key, longer at each block of the day. */
  async function countFailure(limiter: RateLimiterMemory, key: string, points: number, block: boolean): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
    }
    const state = await limiter.get(key);
    if (block && state && state.consumedPoints === points) {
      const count = (await lockouts.penalty(`${limiter.keyPrefix}:${key}`)).consumedPoints;
      await limiter.block(key, Math.min(MAX_LOCKOUT_SECONDS, limits.lockoutSeconds * 2 ** (count - 1)));
    }
  }
  const refuseIfSpent = async (limiter: RateLimiterMemory, key: string, points: number) => {
    const state = await limiter.get(key);
    if (state && state.consumedPoints >= points) throw tooMany(state.msBeforeNext);
  };
  const knownLane = lane(KNOWN_LANE);
  const unknownLane = lane(UNKNOWN_LANE);

  return {
    async attempt(client, account, check, known = true) {
      try {
        await byClient.consume(client);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) throw tooMany(refusal.msBeforeNext);
        throw refusal;
      }
      await refuseIfSpent(clientFailures, client, clientWide);
      await refuseIfSpent(failures, pair(client, account), limits.failuresPerAccount);
      const everywhere = await allFailures.get(account);
      if (everywhere && everywhere.consumedPoints >= accountWide && !(await trusted.get(pair(client, account)))) {
        // Under attack: an address the owner never signed in from is slowed on this account.
        try {
          await underAttack.consume(pair(client, account));
        } catch (refusal) {
          if (refusal instanceof RateLimiterRes) throw tooMany(refusal.msBeforeNext);
          throw refusal;
        }
      }
      return (known ? knownLane : unknownLane)(check);
    },
    async failed(client, account) {
      await countFailure(failures, pair(client, account), limits.failuresPerAccount, true);
      await countFailure(clientFailures, client, clientWide, true);
      await countFailure(allFailures, account, accountWide, false);
    },
    async succeeded(client, account) {
      await failures.delete(pair(client, account));
      await trusted.set(pair(client, account), 1, TRUSTED_SECONDS);
    },
  };
}
