import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { searchTextChanged } from './header-search.ts';

/** An open order in the tab bar (docs/behaviour.md#orders-and-the-file-list). */
export interface OrderTab {
  id: string;
  label: string;
  path: string;
}

export interface ShellState {
  /** The side menu starts hidden (docs/behaviour.md#the-shell). */
  menuOpen: boolean;
  tabs: OrderTab[];
  activeTabId: string | null;
  /** What is in the search box, as typed. */
  searchText: string;
  /** The debounced search the lists follow. */
  searchQuery: string;
  /**
   * Bumped by every search that must run even if its text is unchanged (Enter). The file list
   * follows query and run from state, so a search typed before the list's code has loaded, or
   * on another screen, is never lost.
   */
  searchRun: number;
}

export const initialShellState: ShellState = { menuOpen: false, tabs: [], activeTabId: null, searchText: '', searchQuery: '', searchRun: 0 };

/** The tab that becomes active when `id` closes: its right neighbour, else its left one. */
export function neighbourOf(tabs: readonly OrderTab[], id: string): OrderTab | undefined {
  const index = tabs.findIndex((tab) => tab.id === id);
  return index === -1 ? undefined : (tabs[index + 1] ?? tabs[index - 1]);
}

/** The Map item opens its path in a new window (docs/behaviour.md#the-shell). */
export const windowOpenRequested = createAction<{ url: string; name: string; features: string }>('shell/windowOpenRequested');

/** The printable commitment's Print button. */
export const printRequested = createAction('shell/printRequested');

/** The close control of a tab announces its id; the shell then closes it. */
export const tabCloseRequested = createAction<string>('shell/tabCloseRequested');

export const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShellState,
  reducers: {
    menuToggled(state) {
      state.menuOpen = !state.menuOpen;
    },
    menuOpened(state) {
      state.menuOpen = true;
    },
    menuClosed(state) {
      state.menuOpen = false;
    },
    /** Opening a file: its tab is added once and becomes active. */
    tabOpened(state, action: PayloadAction<OrderTab>) {
      const existing = state.tabs.find((tab) => tab.id === action.payload.id);
      if (existing) Object.assign(existing, action.payload);
      else state.tabs.push(action.payload);
      state.activeTabId = action.payload.id;
    },
    tabActivated(state, action: PayloadAction<string>) {
      if (state.tabs.some((tab) => tab.id === action.payload)) state.activeTabId = action.payload;
    },
    /**
     * The page on screen is in this tab's file, or in none (the dashboard, the list, Team): the
     * active tab follows the address, so that a file's tab leads back to it from anywhere else.
     */
    tabShown(state, action: PayloadAction<string | null>) {
      state.activeTabId = state.tabs.some((tab) => tab.id === action.payload) ? action.payload : null;
    },
    /** Closing a tab activates its right neighbour, else its left one, else none. */
    tabClosed(state, action: PayloadAction<string>) {
      const index = state.tabs.findIndex((tab) => tab.id === action.payload);
      if (index === -1) return;
      if (state.activeTabId === action.payload) state.activeTabId = neighbourOf(state.tabs, action.payload)?.id ?? null;
      state.tabs.splice(index, 1);
    },
    tabsRestored(state, action: PayloadAction<{ tabs: OrderTab[]; activeTabId: string | null }>) {
      state.tabs = action.payload.tabs;
      state.activeTabId = action.payload.tabs.some((tab) => tab.id === action.payload.activeTabId) ? action.payload.activeTabId : null;
    },
    searchApplied(state, action: PayloadAction<string>) {
      state.searchQuery = action.payload;
    },
    /** Enter in the search box: the text is searched at once, and again if it was already. */
    searchSubmitted(state, action: PayloadAction<string>) {
      state.searchText = action.payload;
      state.searchQuery = action.payload.trim();
      state.searchRun += 1;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(searchTextChanged, (state, action) => {
      state.searchText = action.payload;
    });
  },
});

export const {
  menuToggled,
  menuOpened,
  menuClosed,
  tabOpened,
  tabActivated,
  tabShown,
  tabClosed,
  tabsRestored,
  searchApplied,
  searchSubmitted,
} = shellSlice.actions;

type WithShell = { shell: ShellState };
export { searchTextChanged };
export const selectShell = (state: WithShell) => state.shell;
export const selectSearchQuery = (state: WithShell) => state.shell.searchQuery;
export const selectSearchRun = (state: WithShell) => state.shell.searchRun;
