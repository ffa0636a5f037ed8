import express, { type RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from './api-errors.ts';
import { bodyShape } from './body-shape.ts';
import { clientOf } from './client-address.ts';

/**
 * Limits on the routes anyone can call without signing in (registration, the broker's token
 * endpoint): small bodies, short fields, shallow nesting, and a rate per client. Registrations
 * of about 1 MB each used to be kept forever, an anonymous way to fill memory and disk.
 */
export interface AnonymousLimits {
  bodyBytes: number;
  maxStringLength: number;
  maxDepth: number;
  /** Requests a minute per client, to the anonymous routes together. */
  requestsPerClient: number;
  /** Accepted registrations an hour per client. */
  registrationsPerClient: number;
  /** Registrations waiting for an operator, at most (over all clients). */
  maxPendingTenants: number;
  /** Registrations waiting for an operator, at most, from one client address. */
  pendingPerClient: number;
  /** A registration nobody approved is removed this long after it arrived (seconds). */
  pendingTenantSeconds: number;
}

export const DEFAULT_ANONYMOUS_LIMITS: AnonymousLimits = {
  bodyBytes: 16 * 1024,
  maxStringLength: 1000,
  maxDepth: 8,
  requestsPerClient: 60,
  registrationsPerClient: 10,
  maxPendingTenants: 500,
  pendingPerClient: 3,
  pendingTenantSeconds: 7 * 24 * 3600,
};

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait before trying again.';

export function tooManyRequests(refusal: unknown): ApiError {
  if (!(refusal instanceof RateLimiterRes)) throw refusal;
  const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
  // Said in words too: a person reads the message, not the Retry-After header.
  return new ApiError(429, { message: `${TOO_MANY_REQUESTS.replace('Please wait before trying again.', `Please try again in ${inWords(seconds)}.`)}` }, seconds);
}

/** "about 45 minutes", "a minute", "30 seconds". */
function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `about ${minutes} minutes`;
}

export interface AnonymousGuard {
  /** Body parsing and checks for an anonymous JSON route, and its per-client rate. */
  json: RequestHandler;
  /** The per-client rate alone (for routes with another body format). */
  rate: RequestHandler;
  /** Body parsing and checks without the rate (the login route has its own limits). */
  body: RequestHandler;
  /** Counts an accepted registration of this client; throws 429 past the hourly limit. */
  registration(client: string): Promise<void>;
  limits: AnonymousLimits;
}

export function createAnonymousGuard(limits: AnonymousLimits = DEFAULT_ANONYMOUS_LIMITS): AnonymousGuard {
  const requests = new RateLimiterMemory({ keyPrefix: 'anonymous', points: limits.requestsPerClient, duration: 60 });
  const registrations = new RateLimiterMemory({ keyPrefix: 'registrations', points: limits.registrationsPerClient, duration: 3600 });
  const rate: RequestHandler = (req, _res, next) => {
    requests.consume(clientOf(req)).then(
      () => next(),
      (refusal: unknown) => next(tooManyRequests(refusal)),
    );
  };
  const parse = express.json({ limit: limits.bodyBytes, type: ['application/json', 'application/*+json'] });
  const shape = bodyShape({ maxDepth: limits.maxDepth, maxStringLength: limits.maxStringLength });
  const body: RequestHandler = (req, res, next) => {
    parse(req, res, (parseError?: unknown) => (parseError ? next(parseError) : shape(req, res, next)));
  };
  return {
    limits,
    rate,
    body,
    json: (req, res, next) => {
      rate(req, res, (rateError?: unknown) => (rateError ? next(rateError) : body(req, res, next)));
    },
    async registration(client) {
      try {
        await registrations.consume(client);
      } catch (refusal) {
        throw tooManyRequests(refusal);
      }
    },
  };
}
