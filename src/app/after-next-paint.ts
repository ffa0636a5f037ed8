/**
 * Resolves once the browser has painted the next frame (a task queued from requestAnimationFrame
 * runs after that frame's paint). The app's code is fetched and run only then, so the prerendered
 * page reaches the screen first instead of waiting for the app to download, evaluate and hydrate;
 * the difference shows most on slow CPUs. No timeout: a visible page paints
 * as soon as its stylesheet is in, however slow that is, and starting earlier would delay that
 * paint. A hidden tab paints nothing until shown, so it starts at once.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    window.requestAnimationFrame(() => window.setTimeout(resolve, 0));
    // Hidden before that frame (switched away): start now rather than when shown again.
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
  });
}
