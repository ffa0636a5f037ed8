import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FileListItem } from '../lib/file-list-item.ts';
import type { HttpErrorCode } from '../lib/http/http-error.ts';
import { httpFailed, httpSucceeded } from '../lib/http/http-events.ts';
import type { StateOption } from '../registration/index.ts';

export interface HttpErrorRecord {
  code: HttpErrorCode;
  status: number;
  url: string;
  message: string;
}

/** The application state (docs/behaviour.md#application-state): list, loaded flag, httpError, states. */
export interface ApplicationState {
  /** The file list's first page as the server last answered it (docs/behaviour.md#application-state). */
  list: FileListItem[];
  loaded: boolean;
  httpError: HttpErrorRecord | null;
  states: StateOption[];
}

const initialState: ApplicationState = { list: [], loaded: false, httpError: null, states: [] };

export const applicationSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    appDataLoaded(state, action: PayloadAction<FileListItem[]>) {
      state.list = action.payload;
      state.loaded = true;
    },
    statesLoaded(state, action: PayloadAction<StateOption[]>) {
      state.states = action.payload;
    },
    /** docs/behaviour.md#application-state: a failed states load is an action carrying the error; the screens explain it. */
    statesLoadFailed(_state, _action: PayloadAction<string>) {},
  },
  extraReducers: (builder) => {
    builder
      // Every failed response is dispatched; only four kinds carry a code (docs/behaviour.md#application-state).
      .addCase(httpFailed, (state, action) => {
        const { code, status, url, message } = action.payload;
        if (code) state.httpError = { code, status, url, message };
      })
      .addCase(httpSucceeded, (state) => {
        if (state.httpError) state.httpError = null;
      });
  },
});

export const { appDataLoaded, statesLoaded, statesLoadFailed } = applicationSlice.actions;
