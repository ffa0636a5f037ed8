// What a refused call says to the agent (the checklist and payees areas).
import { exceptionListOf, HttpError, resultMessageOf, bodyOrMessageOf } from './http-error.ts';

export const STALE_ITEM = 'Someone else changed this item meanwhile: it now shows their change. Make yours again if it still applies.';
export const OFFLINE = 'Not saved: the server cannot be reached. Check the connection and try again.';

/** What a refused checklist call says to the agent, in one sentence or the server's own. */
export function refusalOf(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    if (error.status === 412) return STALE_ITEM;
    if (error.status === 0) return OFFLINE;
    const listed = exceptionListOf(error.body);
    if (listed && listed.length > 0) return listed.map((entry) => entry.Message).join(' ');
    return resultMessageOf(error.body) ?? bodyOrMessageOf(error) ?? fallback;
  }
  return bodyOrMessageOf(error) ?? fallback;
}
