/** The shell's public entry: tabs, printing and the menu type, and the layout the prerender draws. */
export { printRequested, selectSearchQuery, selectSearchRun, tabOpened } from './shell-slice.ts';
export type { MenuItem } from './menu.ts';
export { ShellLayout } from './components/shell-layout.tsx';
