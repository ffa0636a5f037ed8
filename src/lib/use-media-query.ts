import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept current as the window is resized or a phone turns.
 * For layouts whose JavaScript must agree with the stylesheet (a virtualised list that needs to
 * know how tall its CSS makes a row). Without `matchMedia` (a server render, a plain test
 * environment) nothing matches, which is the wide layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches,
    () => false,
  );
}

/** The width at which the stylesheets switch to the phone layout (their `max-width: 640px`). */
export const PHONE_WIDTH_QUERY = '(max-width: 640px)';
