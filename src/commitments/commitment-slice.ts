import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LibraryEntry, ScheduleBPart } from './commitment-api';
import type { ScheduleA, ScheduleBItem } from './commitment-schemas';

export type SaveState = { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'failed'; message: string };

export interface ScheduleBState {
  items: ScheduleBItem[];
  save: SaveState;
}

export interface CommitmentState {
  orderGuid: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
  lists: { ownersPolicyTypes: string[]; loanPolicyTypes: string[]; ownershipInterests: string[] };
  /** Null until Schedule A is first saved; the form then offers defaults from the order. */
  scheduleA: ScheduleA | null;
  scheduleASave: SaveState;
  fieldErrors: Record<string, string>;
  requirements: ScheduleBState;
  exceptions: ScheduleBState;
  libraries: Record<ScheduleBPart, LibraryEntry[]>;
}

const idle: SaveState = { state: 'idle' };
const initialState: CommitmentState = {
  orderGuid: null,
  status: 'idle',
  error: null,
  lists: { ownersPolicyTypes: [], loanPolicyTypes: [], ownershipInterests: [] },
  scheduleA: null,
  scheduleASave: idle,
  fieldErrors: {},
  requirements: { items: [], save: idle },
  exceptions: { items: [], save: idle },
  libraries: { requirements: [], exceptions: [] },
};

export const scheduleASaveRequested = createAction<{ orderGuid: string; scheduleA: ScheduleA }>('commitment/scheduleASaveRequested');
export const scheduleBSaveRequested = createAction<{ orderGuid: string; part: ScheduleBPart; items: ScheduleBItem[] }>('commitment/scheduleBSaveRequested');

export const commitmentSlice = createSlice({
  name: 'commitment',
  initialState,
  reducers: {
    commitmentOpened(state, action: PayloadAction<string>) {
      if (state.orderGuid === action.payload && state.status !== 'failed') return;
      return { ...initialState, libraries: state.libraries, orderGuid: action.payload, status: 'loading' };
    },
    commitmentLoaded(
      state,
      action: PayloadAction<{
        orderGuid: string;
        scheduleA: ScheduleA | null;
        requirements: ScheduleBItem[];
        exceptions: ScheduleBItem[];
        lists: CommitmentState['lists'];
      }>,
    ) {
      if (state.orderGuid !== action.payload.orderGuid) return;
      state.status = 'loaded';
      state.scheduleA = action.payload.scheduleA;
      state.requirements.items = action.payload.requirements;
      state.exceptions.items = action.payload.exceptions;
      state.lists = action.payload.lists;
    },
    commitmentLoadFailed(state, action: PayloadAction<{ orderGuid: string; message: string }>) {
      if (state.orderGuid !== action.payload.orderGuid) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
    scheduleASaved(state, action: PayloadAction<ScheduleA>) {
      state.scheduleA = action.payload;
      state.scheduleASave = { state: 'saved' };
      state.fieldErrors = {};
    },
    scheduleASaveFailed(state, action: PayloadAction<{ message: string; fieldErrors: Record<string, string> }>) {
      state.scheduleASave = { state: 'failed', message: action.payload.message };
      state.fieldErrors = action.payload.fieldErrors;
    },
    scheduleBSaved(state, action: PayloadAction<{ part: ScheduleBPart; items: ScheduleBItem[] }>) {
      state[action.payload.part] = { items: action.payload.items, save: { state: 'saved' } };
    },
    scheduleBSaveFailed(state, action: PayloadAction<{ part: ScheduleBPart; message: string }>) {
      state[action.payload.part].save = { state: 'failed', message: action.payload.message };
    },
    /** Handled by the epic that loads the library. */
    libraryRequested(_state, _action: PayloadAction<ScheduleBPart>) {},
    libraryLoaded(state, action: PayloadAction<{ part: ScheduleBPart; entries: LibraryEntry[] }>) {
      state.libraries[action.payload.part] = action.payload.entries;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(scheduleASaveRequested, (state) => {
        state.scheduleASave = { state: 'saving' };
      })
      .addCase(scheduleBSaveRequested, (state, action) => {
        state[action.payload.part].save = { state: 'saving' };
      });
  },
});

export const {
  commitmentOpened,
  commitmentLoaded,
  commitmentLoadFailed,
  scheduleASaved,
  scheduleASaveFailed,
  scheduleBSaved,
  scheduleBSaveFailed,
  libraryRequested,
  libraryLoaded,
} = commitmentSlice.actions;

export const selectCommitment = (state: { commitment: CommitmentState }) => state.commitment;
