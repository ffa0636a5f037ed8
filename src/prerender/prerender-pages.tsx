import { configureStore } from '@reduxjs/toolkit';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { RouteObject } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { createAreas } from '../app/areas.ts';
import { createRoutes, routeIds, routerFuture } from '../app/router.tsx';

/** The app's routes; what is rendered here needs no area's state and starts no epics. */
const routes = createRoutes(createAreas());
import type { Environment } from '../config/environment.ts';
import { EnvironmentProvider } from '../config/environment-context.tsx';
import { ShellLayout } from '../shell/index.ts';
import type { PageName, PageRoute } from './page-manifest.ts';
import { pageSpecs, type PageSpec } from './page-specs.ts';

/**
 * Runs in Node at build time (esbuild bundles this file for Node, see esbuild.config.ts): renders
 * the screens a visitor can open without data from the app's own components, with the same store
 * state and router the browser starts with, so `hydrateRoot` finds exactly this markup.
 */

export interface RenderedPage {
  name: PageName;
  markup: string;
}

async function renderAt(tree: RouteObject[], pathname: string, environment: Environment): Promise<string> {
  const handler = createStaticHandler(tree, { future: routerFuture });
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${pathname} answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context, { future: routerFuture });
  // The reducers' initial state is what the browser hydrates with (start-app.tsx `serverState`).
  const store = configureStore({ reducer: createAreas().reducer });
  const app: ReactNode = (
    <StrictMode>
      <Provider store={store}>
        <EnvironmentProvider environment={environment}>
          {/* hydrate={false}: no inline hydration script; the CSP allows none, and no route has loader data. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </EnvironmentProvider>
      </Provider>
    </StrictMode>
  );
  return renderToString(app);
}

/** The shell's frame: header, menu button, tab bar and an empty main area, without user or data; the browser replaces it. */
const frameRoutes: RouteObject[] = [{ path: '*', element: <ShellLayout /> }];

export async function renderPages(environment: Environment): Promise<RenderedPage[]> {
  const rendered: RenderedPage[] = [];
  for (const [name, spec] of Object.entries(pageSpecs) as [PageName, PageSpec][]) {
    rendered.push({ name, markup: await renderAt(spec.render === 'replace' ? frameRoutes : routes, spec.path, environment) });
  }
  return rendered;
}

const pageOfRoute: Record<string, PageName> = {
  [routeIds.signedIn]: 'shell',
  [routeIds.home]: 'dashboard',
  [routeIds.dashboard]: 'dashboard',
  [routeIds.login]: 'login',
  [routeIds.registration]: 'registration',
};

function join(parent: string, path: string): string {
  return `/${[parent, path].join('/').split('/').filter(Boolean).join('/')}`;
}

/**
 * Every URL pattern the router matches, with the page that serves it (null: the plain SPA page).
 * Anything else is the not-found page. Patterns use React Router's syntax, so the server matches
 * them with React Router's own `matchPath`.
 */
export function pageRoutes(tree: RouteObject[] = routes, parent = '/', inherited: PageName | null = null): PageRoute[] {
  const found: PageRoute[] = [];
  for (const route of tree) {
    if (route.path === '*') continue;
    const pattern = route.path === undefined ? parent : join(parent, route.path);
    const page = (route.id !== undefined ? pageOfRoute[route.id] : undefined) ?? inherited;
    if (route.index || route.path !== undefined) found.push({ pattern, page });
    if (route.children) found.push(...pageRoutes(route.children, pattern, page));
  }
  return found.filter((entry, index) => found.findIndex((other) => other.pattern === entry.pattern) === index);
}
