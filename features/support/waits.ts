/**
 * How slow this run is on purpose (FEATURES_CPU_THROTTLE, see world.ts): every wait stretches with
 * it, so a throttled run checks the app's races, not the suite's patience.
 */
export const SLOWDOWN = Math.max(1, Number(process.env.FEATURES_CPU_THROTTLE ?? '1') || 1);

/**
 * How long Playwright waits for an element or a page: clicks, typing, page loads and assertions
 * give up at 20 s, well inside Cucumber's 40 s step timeout (STEP_TIMEOUT_MS). A step aimed at the
 * wrong element then fails with Playwright's message naming the locator and the state it waited
 * for, not with Cucumber's bare "function timed out". 20 s, not less: a sign-in on a machine
 * busy with two other test runs took over 10 s (password hashing, then the first page).
 */
export const PLAYWRIGHT_WAIT_MS = 20_000 * SLOWDOWN;

/** Cucumber's limit for one step: twice Playwright's, so Playwright's message always comes first. */
export const STEP_TIMEOUT_MS = 2 * PLAYWRIGHT_WAIT_MS;

/**
 * Waits for something Playwright cannot watch (a promise of the scenario's own), failing within
 * the step's time with a message that says what was waited for, as Playwright's waits do.
 */
export async function waitFor<T>(what: string, promise: Promise<T>, ms = PLAYWRIGHT_WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Waited ${ms / 1000} s for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
