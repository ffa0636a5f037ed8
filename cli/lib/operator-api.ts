import { OPERATOR_KEY_HEADER } from '../../mock-api/routes/operator';
import type { LockInfo } from '../../mock-api/lock';
import { CliError, EXIT } from './exit-codes';

/** Calls the running server's operator routes with the key it published in its lock file. */
export async function callOperatorApi<T>(owner: LockInfo, method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  if (!owner.url || !owner.operatorKey) {
    throw new CliError(`The mock API (pid ${owner.pid}) is starting or too old to take operator calls; try again in a moment.`, EXIT.serverRunning);
  }
  const response = await fetch(`${owner.url}/api/operator/${route}`, {
    method,
    headers: { [OPERATOR_KEY_HEADER]: owner.operatorKey, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => ({}))) as { result?: T; message?: string; ExceptionList?: { Message?: string }[] };
  if (!response.ok || answer.result === undefined) {
    const message = [answer.message, ...(answer.ExceptionList ?? []).map((entry) => entry.Message)].filter(Boolean).join(' ') || `The server answered ${response.status}.`;
    // The server's answer says whose fault it was: a missing tenant, refused input, or something else.
    const code = response.status === 404 ? EXIT.notFound : response.status === 400 || response.status === 409 ? EXIT.usage : EXIT.failure;
    throw new CliError(message, code);
  }
  return answer.result;
}
