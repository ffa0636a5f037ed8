import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from '../http/api-errors.ts';

/**
 * How often a person may say where they are. Each change of presence goes to every colleague's
 * screen, so a client toggling it 400 times a second made every colleague's app redraw 400 times a
 * second. The app renews every 10 s and on a change of field (debounced 300 ms), so an agent
 * tabbing through a form stays well inside: per tab, 10 in any 10 seconds; per person, over all
 * their tabs (a tab id is whatever the client says), 30. Beyond, the call is refused and nothing
 * is sent to anyone.
 * rate-limiter-flexible does the counting, as it does for sign-ins.
 */
export interface PresenceLimits {
  perTabBurst: number;
  perTabPerSecond: number;
  perPersonBurst: number;
  perPersonPerSecond: number;
}

export const DEFAULT_PRESENCE_LIMITS: PresenceLimits = { perTabBurst: 10, perTabPerSecond: 1, perPersonBurst: 30, perPersonPerSecond: 3 };

export const PRESENCE_TOO_OFTEN = 'Presence is updated too often from this tab. Wait a moment.';

/** A limiter of `burst` points that refills `perSecond` a second (a token bucket, in whole seconds). */
function bucket(burst: number, perSecond: number): RateLimiterMemory {
  return new RateLimiterMemory({ points: burst, duration: Math.max(1, Math.ceil(burst / perSecond)) });
}

export function createPresenceLimits(limits: PresenceLimits = DEFAULT_PRESENCE_LIMITS) {
  const perTab = bucket(limits.perTabBurst, limits.perTabPerSecond);
  const perPerson = bucket(limits.perPersonBurst, limits.perPersonPerSecond);
  /** Counts one presence call; a 429 with Retry-After when the person or the tab is over. */
  return async function countPresence(tenantId: number, userId: string, tab: string): Promise<void> {
    try {
      await perPerson.consume(`${tenantId}:${userId}`);
      await perTab.consume(`${tenantId}:${userId}:${tab}`);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw new ApiError(429, { message: PRESENCE_TOO_OFTEN }, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
      throw refusal;
    }
  };
}
