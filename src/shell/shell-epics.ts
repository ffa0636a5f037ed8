import { combineEpics } from 'redux-observable';
import { EMPTY, of, timer } from 'rxjs';
import { filter, ignoreElements, map, mergeMap, switchMap, takeUntil, tap, withLatestFrom } from 'rxjs/operators';
import { paths } from '../config/paths.ts';
import {
  searchApplied,
  searchSubmitted,
  searchTextChanged,
  tabActivated,
  tabClosed,
  neighbourOf,
  tabCloseRequested,
  tabOpened,
  tabsRestored,
  windowOpenRequested,
  printRequested,
} from './shell-slice.ts';
import { appStarted } from '../auth/index.ts';
import type { ShellEpic } from './shell-dependencies.ts';

export const SEARCH_DEBOUNCE_MS = 200;
export const TABS_KEY = 'openOrderTabs';



/**
 * The search box waits 200 ms after the last keystroke and passes on only changed text
 * (docs/behaviour.md#search). Enter searches at once, so a keystroke still waiting is dropped
 * rather than run again.
 */
export const searchEpic: ShellEpic = (action$, state$) =>
  action$.pipe(
    filter(searchTextChanged.match),
    // A debounce that Enter can cancel: each keystroke restarts the wait, Enter ends it.
    switchMap(({ payload }) =>
      timer(SEARCH_DEBOUNCE_MS).pipe(
        map(() => payload.trim()),
        takeUntil(action$.pipe(filter(searchSubmitted.match))),
      ),
    ),
    // "Changed" means other than the search in state, so text Enter already searched is not searched twice.
    filter((query) => query !== state$.value.shell.searchQuery),
    map((query) => searchApplied(query)),
  );

/** A search typed outside the order list opens the list, which follows the search in state. */
export const searchNavigationEpic: ShellEpic = (action$, _state$, { navigation }) =>
  action$.pipe(
    filter((action) => searchApplied.match(action) || searchSubmitted.match(action)),
    map(({ payload }) => payload.trim()),
    tap((query) => {
      if (query !== '' && navigation.currentPath().split('?')[0] !== paths.orders) navigation.navigate(paths.orders);
    }),
    ignoreElements(),
  );

/** Activating a tab opens its order. */
export const tabActivationEpic: ShellEpic = (action$, state$, { navigation }) =>
  action$.pipe(
    filter(tabActivated.match),
    tap(({ payload }) => {
      const tab = state$.value.shell.tabs.find((candidate) => candidate.id === payload);
      if (tab) navigation.navigate(tab.path);
    }),
    ignoreElements(),
  );

/** Closing the active tab opens the neighbour that becomes active, or leaves for the order list. */
export const tabCloseEpic: ShellEpic = (action$, state$, { navigation }) =>
  action$.pipe(
    filter(tabCloseRequested.match),
    mergeMap(({ payload }) => {
      const { tabs, activeTabId } = state$.value.shell;
      if (!tabs.some((tab) => tab.id === payload)) return EMPTY;
      // Decided from the tabs as they are now: the close itself is reduced only after this returns.
      if (activeTabId === payload) navigation.navigate(neighbourOf(tabs, payload)?.path ?? paths.orders);
      return of(tabClosed(payload));
    }),
  );

/** Open tabs survive a reload within the session (session storage, cleared at logout). */
export const tabPersistenceEpic: ShellEpic = (action$, state$, { session }) =>
  action$.pipe(
    filter((action) => tabOpened.match(action) || tabActivated.match(action) || tabClosed.match(action)),
    withLatestFrom(state$),
    tap(([, state]) => session.setSessionItem(TABS_KEY, JSON.stringify({ tabs: state.shell.tabs, activeTabId: state.shell.activeTabId }))),
    ignoreElements(),
  );

function isTab(value: unknown): value is { id: string; label: string; path: string } {
  const tab = value as Record<string, unknown>;
  return typeof tab === 'object' && tab !== null && typeof tab.id === 'string' && typeof tab.label === 'string' && typeof tab.path === 'string';
}

export const tabRestoreEpic: ShellEpic = (action$, _state$, { session }) =>
  action$.pipe(
    filter(appStarted.match),
    mergeMap(() => {
      try {
        const saved = JSON.parse(session.getSessionItem(TABS_KEY) ?? 'null') as { tabs?: unknown; activeTabId?: unknown } | null;
        if (!saved || !Array.isArray(saved.tabs)) return EMPTY;
        const tabs = saved.tabs.filter(isTab).map(({ id, label, path }) => ({ id, label, path }));
        return of(tabsRestored({ tabs, activeTabId: typeof saved.activeTabId === 'string' ? saved.activeTabId : null }));
      } catch {
        return EMPTY;
      }
    }),
  );

export const windowEpic: ShellEpic = (action$, _state$, { browser }) =>
  action$.pipe(
    filter(windowOpenRequested.match),
    tap(({ payload }) => browser.openWindow(payload.url, payload.name, payload.features)),
    ignoreElements(),
  );

export const printEpic: ShellEpic = (action$, _state$, { browser }) =>
  action$.pipe(
    filter(printRequested.match),
    tap(() => browser.print()),
    ignoreElements(),
  );

export const shellEpic = combineEpics(windowEpic, printEpic, searchNavigationEpic, searchEpic, tabActivationEpic, tabCloseEpic, tabPersistenceEpic, tabRestoreEpic);
