import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { filesPageLoaded } from './files-page-loaded.ts';
import type { FileListItem, NextFilter, SortField } from './orders-api.ts';

export const PAGE_SIZE = 200;

/** The file list (/orders): the search and sort it shows, and the pages loaded so far. */
export interface FilesState {
  query: string;
  /** The Next step filter: overdue files, files due this week, or every file. */
  next: NextFilter;
  sort: SortField;
  direction: 'asc' | 'desc';
  /** Bumped whenever the query or the sort changes, so late answers for an old list are dropped. */
  generation: number;
  total: number | null;
  pages: Record<number, FileListItem[]>;
  error: string | null;
}

/**
 * The list wants a page (it scrolled there, or the query changed). The file-list epic fetches it
 * unless it is there or on its way; what is on its way is the epic's own business, not state.
 */
export const filesPageRequested = createAction<number>('orders/filesPageRequested');

const initialFiles: FilesState = { query: '', next: '', sort: 'createdAt', direction: 'desc', generation: 0, total: null, pages: {}, error: null };

/** Part of the orders state (orders-slice.ts), under `orders.files`; its actions are named `orders/…`. */
export const fileListSlice = createSlice({
  name: 'orders',
  reducerPath: 'files',
  initialState: initialFiles,
  reducers: {
    filesQueryChanged(files, action: PayloadAction<{ query?: string; next?: NextFilter; sort?: SortField; direction?: 'asc' | 'desc' }>) {
      files.query = action.payload.query ?? files.query;
      files.next = action.payload.next ?? files.next;
      files.sort = action.payload.sort ?? files.sort;
      files.direction = action.payload.direction ?? files.direction;
      files.generation += 1;
      files.total = null;
      files.pages = {};
      files.error = null;
    },
    filesPageFailed(files, action: PayloadAction<{ generation: number; page: number; message: string }>) {
      if (action.payload.generation !== files.generation) return;
      files.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(filesPageLoaded, (files, action) => {
      if (action.payload.generation !== files.generation) return;
      files.pages[action.payload.page] = action.payload.files;
      files.total = action.payload.total;
      files.error = null;
    });
  },
});

export const { filesQueryChanged, filesPageFailed } = fileListSlice.actions;
