/**
 * Drops an address's `#fragment` that is not valid percent-encoding (`#50%`, `#%E0%A4%A`): the
 * router's scroll restoration decodes it and throws, and the screen would show "could not be
 * opened" again on every reload, since the fragment stays. The app uses no fragment of that kind.
 */
export function dropUnreadableFragment(location: Pick<Location, 'hash' | 'pathname' | 'search'>, replace: (url: string) => void): void {
  if (!location.hash) return;
  try {
    decodeURIComponent(location.hash);
  } catch {
    replace(`${location.pathname}${location.search}`);
  }
}
