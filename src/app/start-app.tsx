import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appStarted } from '../auth/auth-slice';
import { createBrowserDependencies } from './browser-dependencies';
import { createAreas } from './areas';
import { createRoutes, routerFuture } from './router';
import { makeStore } from './store';
import { resolveLazyRoutes } from './resolve-lazy-routes';
import type { Environment } from '../config/environment';
import { EnvironmentProvider } from '../config/environment-context';

/**
 * The environment, parsed and validated by the build that defined it (esbuild.config.ts runs
 * parseEnvironment, and a bad value fails the build naming every problem), so the browser does not
 * carry the parser.
 */
declare const __APP_ENV__: Environment;
declare const __DEV_RELOAD__: boolean;

/**
 * Runs its callback once its children have committed (for a prerendered page: once hydrated).
 * A wrapper rather than a sibling: a sibling would change the ids useId gives the fields, and the
 * prerendered page's ids would no longer match.
 */
function AfterFirstCommit({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useEffect(() => onCommitted(), [onCommitted]);
  return children;
}

/**
 * Builds the store and router and renders, hydrating a prerendered page (src/prerender);
 * `onHydrated` runs once React has taken the page over.
 */
export async function startApp({ onHydrated = () => {} }: { onHydrated?: () => void } = {}) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The build prerenders some pages (src/prerender): "hydrate" pages are this very route's markup,
  // "replace" pages a placeholder (the shell's frame) that the first render swaps for the real one.
  const hydrate = container.dataset.render === 'hydrate';

  const environment = __APP_ENV__;
  // The store and the route loaders share where areas are added: this app's, nobody else's.
  const areas = createAreas();
  const routes = createRoutes(areas);
  await resolveLazyRoutes(routes, `${window.location.pathname}${window.location.search}`);
  const router = createBrowserRouter(routes, { future: routerFuture });
  const store = makeStore(createBrowserDependencies(environment, {
      navigate: (to) => void router.navigate(to),
      currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    }), undefined, areas);
  // What the prerender rendered with: no session read yet. React renders the hydration pass with
  // it, then the session restored below (user, guards) applies as an ordinary update.
  const serverState = store.getState();
  store.dispatch(appStarted());

  const app = (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <EnvironmentProvider environment={environment}>
          <AfterFirstCommit onCommitted={onHydrated}>
            <RouterProvider router={router} future={{ v7_startTransition: true }} />
          </AfterFirstCommit>
        </EnvironmentProvider>
      </Provider>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);

  if (__DEV_RELOAD__) {
    new EventSource('/__dev/reload').addEventListener('change', () => window.location.reload());
  }
}
