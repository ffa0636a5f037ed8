import './evaluation-pause.ts';
import { createRoot, hydrateRoot } from './react-dom-client.ts';
import './evaluation-pause-after-react-dom.ts';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appStarted } from '../auth/auth-slice.ts';
// Not the shell's entry: it would bring the whole shell into the first screens' code.
import { searchTextChanged } from '../shell/header-search.ts';
import { searchTypedIntoFrame } from './frame-search.ts';
import { renderOverFrame } from './render-over-frame.ts';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { dropUnreadableFragment } from './unreadable-fragment.ts';
import { createBrowserDependencies } from './browser-dependencies.ts';
import { createAreas } from './areas.ts';
import { createRoutes, routerFuture } from './router.tsx';
import { makeStore } from './store.ts';
import { resolveLazyRoutes } from './resolve-lazy-routes.ts';
import type { Environment } from '../config/environment.ts';
import { EnvironmentProvider } from '../config/environment-context.tsx';

/**
 * The environment, parsed and validated by the build that defined it (esbuild.config.ts runs
 * parseEnvironment, and a bad value fails the build naming every problem), so the browser does not
 * carry the parser.
 */
declare const __APP_ENV__: string;
declare const __DEV_RELOAD__: boolean;

/** Builds the store and router and renders, hydrating a prerendered page (src/prerender). */
export async function startApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The build prerenders some pages (src/prerender): "hydrate" pages are this very route's markup,
  // "replace" pages a placeholder (the shell's frame) that the first render swaps for the real one.
  const hydrate = container.dataset.render === 'hydrate';

  dropUnreadableFragment(window.location, (url) => window.history.replaceState(window.history.state, '', url));
  const environment = JSON.parse(__APP_ENV__) as Environment;
  // The store and the route loaders share where areas are added: this app's, nobody else's.
  const areas = createAreas();
  const routes = createRoutes(areas);
  // The screen's code runs next: in a task of its own, not after the app's own code in one long one.
  if (!hydrate) await yieldToBrowser();
  await resolveLazyRoutes(routes, `${window.location.pathname}${window.location.search}`);
  // A replaced frame is on screen and the agent may act on it: the start (the screen's code has
  // just run, the store and the epics are next, then the render) is kept to short tasks. A page
  // being hydrated is taken over in one go, so what is typed into it meanwhile is adopted at once.
  if (!hydrate) await yieldToBrowser();
  const router = createBrowserRouter(routes, { future: routerFuture });
  const store = makeStore(createBrowserDependencies(environment, {
      navigate: (to) => void router.navigate(to),
      currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    }), undefined, areas);
  // What the prerender rendered with: no session read yet. React renders the hydration pass with
  // it, then the session restored below (user, guards) applies as an ordinary update.
  const serverState = store.getState();
  store.dispatch(appStarted());
  if (!hydrate) await yieldToBrowser();
  // A replaced frame takes its search box with it; what was typed there is the app's search text.
  const frameSearch = hydrate ? null : searchTypedIntoFrame(container);
  if (frameSearch?.text) store.dispatch(searchTextChanged(frameSearch.text));

  const app = (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <EnvironmentProvider environment={environment}>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </EnvironmentProvider>
      </Provider>
    </StrictMode>
  );
  if (hydrate) {
    hydrateRoot(container, app);
  } else {
    renderOverFrame(createRoot(container), app, container, frameSearch);
  }

  if (__DEV_RELOAD__) {
    new EventSource('/__dev/reload').addEventListener('change', () => window.location.reload());
  }
}

// Chunk shaping (not used here): the alert is in every screen but the start; named here, it
// joins the shared chunk every screen already fetches instead of a request of its own.
export { Alert } from '../ui/alert.tsx';
