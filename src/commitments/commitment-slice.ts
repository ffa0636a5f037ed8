import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LibraryEntry, ScheduleBPart } from './commitment-api.ts';
import type { ScheduleA, ScheduleBItem } from './commitment-schemas.ts';

/**
 * Where a save stands. `conflict`: a colleague saved since the agent read it; `theirs` is what is
 * stored now and `version` its ETag, for saving the agent's own over it knowingly.
 */
export type SaveState =
  | { state: 'idle' }
  | { state: 'saving' }
  /** Offline: kept, and sent by itself when the connection returns (on the version it was built on). */
  | { state: 'waiting' }
  | { state: 'saved' }
  | { state: 'failed'; message: string }
  /** `by`: the colleague whose save reached this page live, before the agent tried to save. */
  | { state: 'conflict'; theirs: unknown; version: string | null; by?: string | null };

export type CommitmentVersions = Record<'scheduleA' | ScheduleBPart, string | null>;

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
  /** The version (ETag) of each part as last read or saved. */
  versions: CommitmentVersions;
  /** Moves when Schedule A is replaced by a colleague's (the form then starts afresh from it). */
  scheduleAReplacements: number;
  /** A colleague's Schedule A that arrived while the page was open; the form decides what it means (ScheduleALiveChanges). */
  scheduleAElsewhere: { revision: number; theirs: ScheduleA | null; version: string | null; by: string | null };
  /** The same for B-I and B-II: a colleague's list that arrived while the page was open (ScheduleBPage decides). */
  scheduleBElsewhere: Record<ScheduleBPart, { revision: number; theirs: ScheduleBItem[]; version: string | null; by: string | null }>;
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
  versions: { scheduleA: null, requirements: null, exceptions: null },
  scheduleAReplacements: 0,
  scheduleAElsewhere: { revision: 0, theirs: null, version: null, by: null },
  scheduleBElsewhere: { requirements: { revision: 0, theirs: [], version: null, by: null }, exceptions: { revision: 0, theirs: [], version: null, by: null } },
};

/** `version`: the version the save is built on (what the agent read, or a colleague's they chose to save over). */
export const scheduleASaveRequested = createAction<{ orderGuid: string; scheduleA: ScheduleA; version: string | null }>('commitment/scheduleASaveRequested');
export const scheduleBSaveRequested = createAction<{ orderGuid: string; part: ScheduleBPart; items: ScheduleBItem[]; version: string | null }>(
  'commitment/scheduleBSaveRequested',
);

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
        versions: CommitmentVersions;
      }>,
    ) {
      if (state.orderGuid !== action.payload.orderGuid) return;
      state.status = 'loaded';
      state.versions = action.payload.versions;
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
    scheduleASaved(state, action: PayloadAction<{ scheduleA: ScheduleA; version: string | null }>) {
      state.scheduleA = action.payload.scheduleA;
      state.versions.scheduleA = action.payload.version;
      state.scheduleASave = { state: 'saved' };
      state.fieldErrors = {};
    },
    scheduleAConflicted(state, action: PayloadAction<{ theirs: unknown; version: string | null; by?: string | null }>) {
      state.scheduleASave = { state: 'conflict', ...action.payload };
    },
    /** The agent takes the colleague's Schedule A; the form shows it (it is keyed by the version). */
    scheduleATheirsKept(state) {
      const save = state.scheduleASave;
      if (save.state !== 'conflict') return;
      state.scheduleA = (save.theirs as ScheduleA | null) ?? null;
      state.versions.scheduleA = save.version;
      state.scheduleASave = { state: 'idle' };
      state.scheduleAReplacements += 1;
    },
    /** A colleague saved Schedule A while it was open here (the live feed said so; this is what is stored now). */
    scheduleAChangedElsewhere(state, action: PayloadAction<{ orderGuid: string; theirs: ScheduleA | null; version: string | null; by: string | null }>) {
      if (state.orderGuid !== action.payload.orderGuid) return;
      const { theirs, version, by } = action.payload;
      state.scheduleAElsewhere = { revision: state.scheduleAElsewhere.revision + 1, theirs, version, by };
    },
    /** The agent had changed nothing: the colleague's Schedule A replaces the form in place. */
    scheduleAReplaced(state, action: PayloadAction<{ theirs: ScheduleA | null; version: string | null }>) {
      state.scheduleA = action.payload.theirs;
      state.versions.scheduleA = action.payload.version;
      state.scheduleAReplacements += 1;
    },
    scheduleASaveFailed(state, action: PayloadAction<{ message: string; fieldErrors: Record<string, string> }>) {
      state.scheduleASave = { state: 'failed', message: action.payload.message };
      state.fieldErrors = action.payload.fieldErrors;
    },
    scheduleBSaved(state, action: PayloadAction<{ part: ScheduleBPart; items: ScheduleBItem[]; version: string | null }>) {
      state[action.payload.part] = { items: action.payload.items, save: { state: 'saved' } };
      state.versions[action.payload.part] = action.payload.version;
    },
    scheduleBConflicted(state, action: PayloadAction<{ part: ScheduleBPart; theirs: ScheduleBItem[]; version: string | null; by?: string | null }>) {
      const { part, theirs, version, by } = action.payload;
      state[part].save = { state: 'conflict', theirs, version, ...(by ? { by } : {}) };
    },
    /** A colleague saved B-I or B-II of the open file (the live feed): the page takes it in place or asks. */
    scheduleBChangedElsewhere(state, action: PayloadAction<{ orderGuid: string; part: ScheduleBPart; theirs: ScheduleBItem[]; version: string | null; by: string | null }>) {
      const { orderGuid, part, theirs, version, by } = action.payload;
      if (state.orderGuid !== orderGuid) return;
      // A save of this list under way settles it by its own answer (412, and the choice, if need be).
      if (state[part].save.state === 'saving' || state[part].save.state === 'waiting') return;
      state.scheduleBElsewhere[part] = { revision: state.scheduleBElsewhere[part].revision + 1, theirs, version, by };
    },
    /** The agent had not changed the list: the colleague's replaces it in place. */
    scheduleBReplaced(state, action: PayloadAction<{ part: ScheduleBPart; theirs: ScheduleBItem[]; version: string | null }>) {
      const { part, theirs, version } = action.payload;
      state[part] = { items: theirs, save: { state: 'idle' } };
      state.versions[part] = version;
    },
    scheduleBTheirsKept(state, action: PayloadAction<ScheduleBPart>) {
      const save = state[action.payload].save;
      if (save.state !== 'conflict') return;
      state[action.payload] = { items: save.theirs as ScheduleBItem[], save: { state: 'idle' } };
      state.versions[action.payload] = save.version;
    },
    scheduleBSaveFailed(state, action: PayloadAction<{ part: ScheduleBPart; message: string }>) {
      state[action.payload.part].save = { state: 'failed', message: action.payload.message };
    },
    scheduleASaveWaiting(state) {
      if (state.scheduleASave.state === 'saving') state.scheduleASave = { state: 'waiting' };
    },
    scheduleBSaveWaiting(state, action: PayloadAction<ScheduleBPart>) {
      if (state[action.payload].save.state === 'saving') state[action.payload].save = { state: 'waiting' };
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
  scheduleASaveWaiting,
  scheduleBSaveWaiting,
  scheduleAConflicted,
  scheduleATheirsKept,
  scheduleAChangedElsewhere,
  scheduleAReplaced,
  scheduleBConflicted,
  scheduleBChangedElsewhere,
  scheduleBReplaced,
  scheduleBTheirsKept,
  scheduleBSaved,
  scheduleBSaveFailed,
  libraryRequested,
  libraryLoaded,
} = commitmentSlice.actions;

export const selectCommitment = (state: { commitment: CommitmentState }) => state.commitment;
