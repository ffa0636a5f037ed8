/**
 * How long Playwright waits for an element or a page: clicks, typing, page loads and assertions
 * give up at 10 s, well inside Cucumber's 20 s step timeout (support/world.ts). A step aimed at the
 * wrong element then fails with Playwright's message naming the locator and the state it waited
 * for, not with Cucumber's bare "function timed out". Steps that wait longer on purpose say so.
 */
export const PLAYWRIGHT_WAIT_MS = 10_000;

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
