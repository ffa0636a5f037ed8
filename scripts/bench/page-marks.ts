/**
 * What the bench's probes write on the page's window (evaluated in the browser, read back by the
 * bench), typed once so that no probe casts `window`.
 */
declare global {
  interface Window {
    /** When the screen's heading became React's (first-screens.ts). */
    usableAt?: number;
    /** When the screen's content became React's (signed-in-screens.ts). */
    interactiveAt?: number;
    /** The search probe's last keystroke and the list painted after it (search-and-scroll.ts). */
    lastInput?: number;
    painted?: Promise<number>;
  }
}

export {};
