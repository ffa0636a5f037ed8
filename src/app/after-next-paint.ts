/** The longest the app waits for a paint: a hidden tab renders no frames until it is shown. */
const LONGEST_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the next frame (a task queued from requestAnimationFrame
 * runs after that frame's paint). The app's code is fetched in parallel (module preload) but only
 * runs then, so the prerendered page reaches the screen first instead of waiting for the app to
 * evaluate and hydrate; the difference shows most on slow CPUs.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = window.setTimeout(resolve, LONGEST_WAIT_MS);
    window.requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
