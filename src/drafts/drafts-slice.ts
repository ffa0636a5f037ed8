import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One field of a draft: what the agent saw when they started changing it, and what they typed. */
export interface DraftField {
  base: unknown;
  mine: unknown;
}

/** Work typed into a form or list and not saved yet, by field. */
export type Draft = Record<string, DraftField>;

export interface DraftsState {
  /** By draft key: the form and the record it edits ("schedule-a:<orderGuid>"). */
  byKey: Record<string, Draft>;
}

const initialState: DraftsState = { byKey: {} };

/**
 * Unsaved work, kept in session storage as it is typed (see drafts-epics), so that a reload, a
 * crash or a forced sign-out followed by the same agent signing in again gives it back.
 */
export const draftsSlice = createSlice({
  name: 'drafts',
  initialState,
  reducers: {
    draftsRestored(state, action: PayloadAction<Record<string, Draft>>) {
      state.byKey = action.payload;
    },
    draftChanged(state, action: PayloadAction<{ key: string; draft: Draft }>) {
      state.byKey[action.payload.key] = action.payload.draft;
    },
    draftDiscarded(state, action: PayloadAction<string>) {
      delete state.byKey[action.payload];
    },
  },
});

export const { draftsRestored, draftChanged, draftDiscarded } = draftsSlice.actions;

export const selectDraft = (key: string) => (state: { drafts: DraftsState }) => state.drafts.byKey[key];
