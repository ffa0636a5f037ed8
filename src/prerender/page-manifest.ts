// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import { matchPath } from 'react-router-dom';

/**
 * Which prerendered HTML file answers which URL. The build writes it beside the pages
 * (`dist/pages.json`); the app server (mock-api/http/app-server.ts), or any host, serves by it.
 */

export type PageName = 'login' | 'registration' | 'shell' | 'dashboard' | 'not-found';

/** A route pattern in React Router's syntax and its page; null is the plain SPA page. */
export interface PageRoute {
  pattern: string;
  page: PageName | null;
}

export interface PageManifest {
  routes: PageRoute[];
  /** HTML file of each page, relative to the build's root. */
  files: Record<PageName, string>;
  /** The page without prerendered content, for routes that have none. */
  spa: string;
}

export const PAGE_MANIFEST_FILE = 'pages.json';

/** The file and status for a request path: a route's page, or the not-found page with 404. */
export function pageForPath(manifest: PageManifest, pathname: string): { file: string; status: 200 | 404 } {
  const route = manifest.routes.find(({ pattern }) => matchPath({ path: pattern, end: true }, pathname));
  if (!route) return { file: manifest.files['not-found'], status: 404 };
  return { file: route.page ? manifest.files[route.page] : manifest.spa, status: 200 };
}
