import { InvalidArgumentError } from 'commander';
import { UNPRINTABLE } from '../../mock-api/index.ts';
import { CliError, EXIT } from './exit-codes.ts';

/** A commander parser for a whole-number option: digits only, within [min, max]. */
export function wholeNumber(name: string, min: number, max: number) {
  return (value: string) => {
    // Digits only: Number() would also take "1e9", "0x10" or " 5 ".
    const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      throw new InvalidArgumentError(`${name} must be a whole number from ${min} to ${max.toLocaleString('en-US')} (got "${value}").`);
    }
    return parsed;
  };
}

/** An http(s) URL, or a usage error naming the option. */
export function requireHttpUrl(option: string, value: string | undefined): void {
  if (value === undefined) return;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(`${option} must be an http(s) URL (got "${value}")`, EXIT.usage);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CliError(`${option} must be an http(s) URL (got "${value}")`, EXIT.usage);
}

/**
 * A value handed on to another tool's command line (pact-broker): refused when it would read as an
 * option there ("--version -x" gives pact-broker the option -x) or carries control characters.
 */
export function requirePlainValue(option: string, value: string | undefined): void {
  if (value === undefined) return;
  if (value.trim() === '' || value.startsWith('-') || UNPRINTABLE.test(value)) {
    throw new CliError(`${option} must be a plain value, not empty, not starting with "-", without control characters (got ${JSON.stringify(value)})`, EXIT.usage);
  }
}

/** How long the broker gets to answer the first call: an unreachable one is reported at once, not after pact-broker's retries. */
const BROKER_PROBE_TIMEOUT_MS = 10_000;

/** The Pact Broker answers at all (any HTTP status), or a failure saying why it cannot be reached. */
export async function requireReachableBroker(url: string, timeoutMs = BROKER_PROBE_TIMEOUT_MS): Promise<void> {
  try {
    const response = await fetch(url, { method: 'GET', headers: { Accept: 'application/hal+json' }, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await response.body?.cancel();
  } catch (error) {
    const reason = networkFailureReason(error, timeoutMs);
    // fetch refuses some ports outright (10080, 6000…); pact-broker does not, so let it try.
    if (reason === 'bad port') return;
    throw new CliError(`The Pact Broker at ${url} cannot be reached (${reason}).`, EXIT.failure);
  }
}

/** What lies under fetch's "fetch failed": ECONNREFUSED, ENOTFOUND, a timeout, "bad port"… */
export function networkFailureReason(error: unknown, timeoutMs: number | null): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${(timeoutMs ?? 0) / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string' && cause.message !== '') return cause.message;
  return error instanceof Error ? error.message : String(error);
}
