import type { StyledArea } from '../config/stylesheets.ts';
import { paths } from '../config/paths.ts';
import type { PageName } from './page-manifest.ts';

/** One prerendered page: where it is rendered, how the browser takes it over, what it needs first. */
export interface PageSpec {
  /** The URL it is rendered at. */
  path: string;
  /** 'hydrate': this route's own markup; 'replace': a placeholder the first render swaps (the shell's frame). */
  render: 'hydrate' | 'replace';
  /** Source modules of the lazy routes it shows: their chunks are preloaded, and only they are bundled for the prerender. */
  modules: string[];
  /** An area stylesheet it needs before its first paint. */
  area?: StyledArea;
}

/**
 * The screens a visitor can open without data, and the signed-in shell's frame: the same frame for
 * every signed-in route, but the dashboard's page also announces the dashboard's code.
 */
export const pageSpecs: Record<PageName, PageSpec> = {
  login: { path: paths.login, render: 'hydrate', modules: ['src/auth/components/login-page.tsx'] },
  // The sign-up page and its epics are one chunk (src/app/screens/registration.ts).
  registration: { path: paths.tenantRegister, render: 'hydrate', modules: ['src/app/screens/registration.ts'], area: 'registration' },
  'not-found': { path: '/this-page-does-not-exist', render: 'hydrate', modules: [] },
  // The signed-in frame and the dashboard are one chunk (src/app/screens/desk.ts).
  shell: { path: paths.dashboard, render: 'replace', modules: ['src/app/screens/desk.ts'], area: 'shell' },
  dashboard: { path: paths.dashboard, render: 'replace', modules: ['src/app/screens/desk.ts'], area: 'shell' },
};
