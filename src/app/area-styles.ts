import type { StyledArea } from '../config/stylesheets.ts';

/** Each area's built stylesheet URL as JSON, put in by the build (esbuild.config.ts `defines`). */
declare const __AREA_STYLES__: string;

const areaStyles: Partial<Record<StyledArea, string>> = typeof __AREA_STYLES__ === 'undefined' ? {} : (JSON.parse(__AREA_STYLES__) as Record<StyledArea, string>);

const loading = new Map<string, Promise<void>>();

/**
 * Adds an area's stylesheet (built apart, so the login screen does not download it) and waits
 * until it applies, so the area never shows unstyled. A stylesheet that fails to load does not
 * block the area.
 */
export function loadAreaStyles(area: StyledArea): Promise<void> {
  const href = areaStyles[area];
  if (!href || typeof document === 'undefined') return Promise.resolve();
  let promise = loading.get(href);
  // A prerendered page already links the stylesheet in its head, where it blocks the first paint.
  if (!promise && document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) promise = Promise.resolve();
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve());
      link.addEventListener('error', () => resolve());
      document.head.append(link);
    });
    loading.set(href, promise);
  }
  return promise;
}
