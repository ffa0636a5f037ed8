import { OPERATOR_KEY_HEADER } from '../../mock-api/routes/operator';
import type { LockInfo } from '../../mock-api/lock';

/** Calls the running server's operator routes with the key it published in its lock file. */
export async function callOperatorApi<T>(owner: LockInfo, method: 'GET' | 'POST', route: string): Promise<T> {
  if (!owner.url || !owner.operatorKey) {
    throw new Error(`The mock API (pid ${owner.pid}) is starting or too old to take operator calls; try again in a moment.`);
  }
  const response = await fetch(`${owner.url}/api/operator/${route}`, {
    method,
    headers: { [OPERATOR_KEY_HEADER]: owner.operatorKey, Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => ({}))) as { result?: T; message?: string };
  if (!response.ok || body.result === undefined) {
    throw new Error(body.message ?? `The server answered ${response.status}.`);
  }
  return body.result;
}
