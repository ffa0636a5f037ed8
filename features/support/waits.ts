/**
 * How long Playwright waits for an element or a page: clicks, typing, page loads and assertions
 * give up at 10 s, well inside Cucumber's 20 s step timeout (support/world.ts). A step aimed at the
 * wrong element then fails with Playwright's message naming the locator and the state it waited
 * for, not with Cucumber's bare "function timed out". Steps that wait longer on purpose say so.
 */
export const PLAYWRIGHT_WAIT_MS = 10_000;
