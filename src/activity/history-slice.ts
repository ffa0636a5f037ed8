import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HistoryFilters, HistoryPage } from './activity-api.ts';
import type { HistoryEntry } from './history-entry.ts';
import { liveChangeReceived } from './live-slice.ts';

/** Entries fetched at a time: the first page paints at once, older ones come on request. */
export const HISTORY_PAGE_SIZE = 100;

/** The History view of one file. */
export interface FileHistoryState {
  orderGuid: string | null;
  filters: HistoryFilters;
  entries: HistoryEntry[];
  total: number;
  people: HistoryPage['people'];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  loadingMore: boolean;
  error: string | null;
  exporting: boolean;
  exportError: string | null;
  /** Print was asked for: the older entries are being fetched, so the printout has them all. */
  preparingPrint: boolean;
}

const NO_FILTERS: HistoryFilters = { person: null, section: null };
const initialState: FileHistoryState = {
  orderGuid: null,
  filters: NO_FILTERS,
  entries: [],
  total: 0,
  people: [],
  status: 'idle',
  loadingMore: false,
  error: null,
  exporting: false,
  exportError: null,
  preparingPrint: false,
};

const matches = (filters: HistoryFilters, entry: HistoryEntry) =>
  (filters.person === null || (entry.actor.userId ?? '') === filters.person) && (filters.section === null || entry.section === filters.section);

export const fileHistorySlice = createSlice({
  name: 'fileHistory',
  initialState,
  reducers: {
    historyOpened(state, action: PayloadAction<string>) {
      if (state.orderGuid === action.payload && state.status !== 'failed') return;
      return { ...initialState, orderGuid: action.payload, status: 'loading' };
    },
    historyFiltersChanged(state, action: PayloadAction<HistoryFilters>) {
      state.filters = action.payload;
      state.status = 'loading';
      state.entries = [];
      state.error = null;
    },
    historyMoreRequested(state) {
      if (state.entries.length < state.total) state.loadingMore = true;
    },
    historyPageLoaded(state, action: PayloadAction<{ orderGuid: string; filters: HistoryFilters; start: number; page: HistoryPage }>) {
      const { orderGuid, filters, start, page } = action.payload;
      if (orderGuid !== state.orderGuid || JSON.stringify(filters) !== JSON.stringify(state.filters)) return;
      const known = new Set(state.entries.map((entry) => entry.id));
      state.entries = start === 0 ? page.entries : state.entries.concat(page.entries.filter((entry) => !known.has(entry.id)));
      state.total = page.total;
      state.people = page.people;
      state.status = 'loaded';
      state.loadingMore = false;
      state.error = null;
    },
    historyPageFailed(state, action: PayloadAction<{ orderGuid: string; message: string }>) {
      if (action.payload.orderGuid !== state.orderGuid) return;
      state.loadingMore = false;
      state.preparingPrint = false;
      if (state.status === 'loading') state.status = 'failed';
      state.error = action.payload.message;
    },
    /** The payload is the file number, for the download's name. */
    historyPrintRequested(state) {
      state.preparingPrint = true;
    },
    historyPrintReady(state) {
      state.preparingPrint = false;
    },
    historyExportRequested(state, _action: PayloadAction<string>) {
      state.exporting = true;
      state.exportError = null;
    },
    historyExported(state) {
      state.exporting = false;
    },
    historyExportFailed(state, action: PayloadAction<string>) {
      state.exporting = false;
      state.exportError = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A colleague's change to the file on screen appears at the top as it happens.
    builder.addCase(liveChangeReceived, (state, action) => {
      const { entry } = action.payload;
      if (entry.orderGuid !== state.orderGuid || state.status !== 'loaded' || state.entries.some((known) => known.id === entry.id)) return;
      if (!state.people.some((person) => person.userId === (entry.actor.userId ?? ''))) {
        state.people = [...state.people, { userId: entry.actor.userId ?? '', name: entry.actor.name }].sort((a, b) => a.name.localeCompare(b.name));
      }
      if (!matches(state.filters, entry)) return;
      state.entries = [entry, ...state.entries];
      state.total += 1;
    });
  },
});

export const {
  historyOpened,
  historyFiltersChanged,
  historyMoreRequested,
  historyPageLoaded,
  historyPageFailed,
  historyPrintRequested,
  historyPrintReady,
  historyExportRequested,
  historyExported,
  historyExportFailed,
} = fileHistorySlice.actions;

export const selectFileHistory = (state: { fileHistory: FileHistoryState }) => state.fileHistory;
