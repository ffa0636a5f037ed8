import { OPERATOR_KEY_HEADER } from '../../mock-api/index.ts';
import type { ApiError } from '../../mock-api/index.ts';
import type { LockInfo } from '../../mock-api/index.ts';
import { CliError, EXIT } from './exit-codes.ts';
import { networkFailureReason } from './input-checks.ts';

/** How long an operator call may take: listing, approving and adding a user answer in well under a second. */
const OPERATOR_CALL_TIMEOUT_MS = 30_000;

interface ErrorAnswer {
  message?: unknown;
  ExceptionList?: { Message?: string }[];
}

/** An error answer in one line: its message and each refused field's. */
function messageOf(answer: ErrorAnswer): string {
  const parts = [answer.message, ...(Array.isArray(answer.ExceptionList) ? answer.ExceptionList : []).map((entry) => entry.Message)];
  // A conflict repeats its message as the field's: say it once.
  return [...new Set(parts.filter((part): part is string => typeof part === 'string' && part !== ''))].join(' ');
}

/**
 * The same refusal when title-cli works on the data file itself (no server): the shared action
 * threw the ApiError the server would have answered with.
 */
export function cliErrorOf(error: ApiError): CliError {
  return new CliError(messageOf(error.body as ErrorAnswer) || error.message, exitCodeForStatus(error.status));
}

/** The server's answer says whose fault it was: a missing tenant, refused input, or something else. */
export function exitCodeForStatus(status: number) {
  return status === 404 ? EXIT.notFound : status === 400 || status === 409 ? EXIT.usage : status === 429 ? EXIT.serverRunning : EXIT.failure;
}

/** Calls the running server's operator routes with the key it published in its lock file. */
export async function callOperatorApi<T>(
  owner: LockInfo,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
  /** null: no limit (seeding many orders takes as long as it takes). */
  timeoutMs: number | null = OPERATOR_CALL_TIMEOUT_MS,
): Promise<T> {
  if (!owner.url || !owner.operatorKey) {
    throw new CliError(`The mock API (pid ${owner.pid}) is starting or too old to take operator calls; try again in a moment.`, EXIT.serverRunning);
  }
  let response: Response;
  try {
    response = await fetch(`${owner.url}/api/operator/${route}`, {
      method,
      headers: { [OPERATOR_KEY_HEADER]: owner.operatorKey, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(timeoutMs === null ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
    });
  } catch (error) {
    // The lock names a live process that does not answer: a server stopping or hung, or its pid
    // taken by another program. Say so rather than "fetch failed".
    const reason = networkFailureReason(error, timeoutMs);
    throw new CliError(
      `The mock API (pid ${owner.pid}) holds this data file but does not answer at ${owner.url} (${reason}). Stop that process, or wait until it has started, and try again.`,
      EXIT.serverRunning,
    );
  }
  const answer = (await response.json().catch(() => ({}))) as { result?: T } & ErrorAnswer;
  if (!response.ok || answer.result === undefined) {
    const message = messageOf(answer) || `The server answered ${response.status}.`;
    const code = exitCodeForStatus(response.status);
    // Locked out after wrong keys from this address: say for how long.
    const retryAfter = response.status === 429 ? Number(response.headers.get('retry-after')) : NaN;
    if (Number.isFinite(retryAfter) && retryAfter > 0) throw new CliError(`${message} (try again in ${Math.ceil(retryAfter / 60)} min)`, code);
    throw new CliError(message, code);
  }
  return answer.result;
}
