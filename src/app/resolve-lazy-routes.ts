import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes a location matches before the router starts, as React Router's SSR guide
 * does: hydration needs the first render to be the prerendered page, not the HydrateFallback
 * spinner, and the shell's frame should be replaced by the shell, not by a spinner. A route whose
 * code fails to load keeps its `lazy`, so the router reports it on its error screen as before.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy) return;
      try {
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      } catch {
        // Left to the router's own lazy loading and error element.
      }
    }),
  );
}
