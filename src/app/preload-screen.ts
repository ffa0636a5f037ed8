/** The screens of src/app/screens: each one chunk of the signed-in app. */
export const SCREENS = ['desk', 'file', 'team'] as const;
export type ScreenName = (typeof SCREENS)[number];

/** The list the build put on the entry script; none when it is missing or unreadable. */
function screenChunks(): Partial<Record<ScreenName, string[]>> {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][data-screens]');
  try {
    return JSON.parse(script?.dataset.screens ?? '{}') as Partial<Record<ScreenName, string[]>>;
  } catch {
    return {};
  }
}

/**
 * Fetches a screen's code ahead of need without running it: module preloads for the screen's
 * chunk and every chunk it imports (the list the build put on the entry script, `data-screens`).
 * The browser downloads and compiles them off the main thread; they run when the screen is
 * opened. Importing the screen instead would evaluate it at once: on a phone that is a long task
 * of a few hundred milliseconds, in the middle of the screen the agent is using.
 */
export function preloadScreen(screen: ScreenName): void {
  if (typeof document === 'undefined') return;
  const chunks = screenChunks()[screen] ?? [];
  const present = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
  for (const href of chunks) {
    if (!href.startsWith('/assets/') || present.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
