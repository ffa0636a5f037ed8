import { ApiError } from '../http/api-errors.ts';

/**
 * Turns per agency for json-server's answers. Listing a large collection is work the server does
 * in one piece (filter, sort, JSON), so 80 such lists from one agency at once held every other
 * agency's calls behind them for seconds. Each agency has a few turns at a time; its further
 * requests wait for one (asynchronously, so other agencies' calls go between), and past a short
 * queue they are refused with 429 rather than piling up.
 */
export interface AgencyTurnLimits {
  atOnce: number;
  waiting: number;
}

export const DEFAULT_AGENCY_TURNS: AgencyTurnLimits = { atOnce: 2, waiting: 32 };

export function agencyTurns(limits: AgencyTurnLimits = DEFAULT_AGENCY_TURNS) {
  const running = new Map<number, number>();
  const queues = new Map<number, (() => void)[]>();
  const release = (tenantId: number) => {
    const next = queues.get(tenantId)?.shift();
    if (next) {
      next();
      return;
    }
    queues.delete(tenantId);
    const count = (running.get(tenantId) ?? 1) - 1;
    if (count <= 0) running.delete(tenantId);
    else running.set(tenantId, count);
  };
  /** Resolves with the function that gives the turn back (call it once the answer is sent). */
  return function turn(tenantId: number): Promise<() => void> {
    let released = false;
    const done = () => {
      if (released) return;
      released = true;
      release(tenantId);
    };
    if ((running.get(tenantId) ?? 0) < limits.atOnce) {
      running.set(tenantId, (running.get(tenantId) ?? 0) + 1);
      return Promise.resolve(done);
    }
    const queue = queues.get(tenantId) ?? [];
    if (queue.length >= limits.waiting) {
      return Promise.reject(new ApiError(429, { message: 'Your agency has too many collection requests under way. Wait for them, then try again.' }, 2));
    }
    queues.set(tenantId, queue);
    // The turn passes straight from the finishing request to this one: the count stays as it is.
    return new Promise((resolve) => queue.push(() => resolve(done)));
  };
}
