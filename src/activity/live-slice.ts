import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HistoryEntry, Presence } from './history-entry.ts';

/** How many entries the dashboard's "Recent activity" keeps. */
export const RECENT_ACTIVITY_SIZE = 10;

/**
 * The agency's live feed: whether it is connected, who has which file open, and the newest
 * entries for the dashboard. `mine`: the change was made by the signed-in person (in any tab).
 */
export interface LiveState {
  status: 'off' | 'connecting' | 'live' | 'reconnecting';
  presence: Record<string, Presence[]>;
  recent: HistoryEntry[];
  recentStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The signed-in person's id: presence lists show everyone else. */
  me: string | null;
}

const initialState: LiveState = { status: 'off', presence: {}, recent: [], recentStatus: 'idle', me: null };

export const liveChangeReceived = createAction<{ entry: HistoryEntry; mine: boolean }>('live/changeReceived');
/** The feed was too far behind to replay what it missed: what is on screen is reloaded. */
export const liveFeedReset = createAction('live/feedReset');
/** A file's page is open in this tab (presence is kept while it is). */
export const presenceJoined = createAction<{ orderGuid: string }>('live/presenceJoined');
export const presenceLeft = createAction<{ orderGuid: string }>('live/presenceLeft');
/** The field the agent is in now (null: none), for "… is editing Buyer". */
export const presenceFocused = createAction<{ orderGuid: string; field: string | null }>('live/presenceFocused');

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    liveFeedConnecting(state, action: PayloadAction<{ me: string }>) {
      state.me = action.payload.me;
      state.status = state.status === 'off' ? 'connecting' : 'reconnecting';
    },
    liveFeedConnected(state) {
      state.status = 'live';
    },
    liveFeedDropped(state) {
      state.status = 'reconnecting';
      // What others had open is unknown until the feed is back; better nothing than stale names.
      state.presence = {};
    },
    liveFeedStopped() {
      return initialState;
    },
    livePresenceReceived(state, action: PayloadAction<{ orderGuid: string; people: Presence[] }>) {
      if (action.payload.people.length === 0) delete state.presence[action.payload.orderGuid];
      else state.presence[action.payload.orderGuid] = action.payload.people;
    },
    recentActivityRequested(state) {
      if (state.recentStatus !== 'loaded') state.recentStatus = 'loading';
    },
    recentActivityLoaded(state, action: PayloadAction<HistoryEntry[]>) {
      state.recent = action.payload.slice(0, RECENT_ACTIVITY_SIZE);
      state.recentStatus = 'loaded';
    },
    recentActivityFailed(state) {
      if (state.recentStatus !== 'loaded') state.recentStatus = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(liveChangeReceived, (state, action) => {
      const { entry } = action.payload;
      if (state.recent.some((known) => known.id === entry.id)) return;
      state.recent = [entry, ...state.recent].sort((a, b) => b.n - a.n).slice(0, RECENT_ACTIVITY_SIZE);
    });
  },
});

export const { liveFeedConnecting, liveFeedConnected, liveFeedDropped, liveFeedStopped, livePresenceReceived, recentActivityRequested, recentActivityLoaded, recentActivityFailed } =
  liveSlice.actions;

type WithLive = { live: LiveState };
export const selectLive = (state: WithLive) => state.live;
const NOBODY: Presence[] = [];
/** Who else has the file open (the signed-in person is left out). */
export const selectPresence = (orderGuid: string) => (state: WithLive) => state.live.presence[orderGuid] ?? NOBODY;
