/**
 * Resolves once the browser has put the page's first contentful frame on screen. The app's code is
 * fetched and run only then, so the prerendered page reaches the screen first instead of waiting
 * for the app to download, evaluate and hydrate.
 *
 * "Painted" means presented, not just recorded: a task queued from requestAnimationFrame runs
 * once the main thread has recorded the frame, but the frame still has to be rasterised and
 * shown, and starting to compile the app's code at that moment delayed the screen's first paint
 * (by about 50 ms on a CPU four times slower, measured in `npm run bench`). The browser's
 * first-contentful-paint entry carries the time the frame was shown, so the app waits for it.
 *
 * No timeout before the first frame: a visible page paints as soon as its stylesheet is in,
 * however slow that is, and starting earlier would delay that paint. After the first frame, a
 * browser that never reports a contentful paint (no Paint Timing, nothing contentful) starts the
 * app a moment later. A hidden tab paints nothing until shown, so it starts at once.
 */
const AFTER_FIRST_FRAME_AT_MOST_MS = 250;

export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const start = () => {
      observer?.disconnect();
      resolve();
    };
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) start();
      });
      observer.observe({ type: 'paint', buffered: true });
    }
    window.requestAnimationFrame(() => window.setTimeout(start, observer ? AFTER_FIRST_FRAME_AT_MOST_MS : 0));
    // Hidden before that frame (switched away): start now rather than when shown again.
    document.addEventListener('visibilitychange', start, { once: true });
  });
}
