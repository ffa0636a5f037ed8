/** The shell's public entry: tabs, printing and the menu type, and the layout the prerender draws. */
export { printRequested, searchTextChanged, selectSearchQuery, selectSearchRun, tabOpened } from './shell-slice';
export { HEADER_SEARCH_ID } from './components/search-box';
export type { MenuItem } from './menu';
export { ShellLayout } from './components/shell-layout';
