import type { UnknownAction } from '@reduxjs/toolkit';
import type { Presence } from './history-entry.ts';
import { liveChangeReceived, liveFeedReset } from './index.ts';
import {
  liveFeedConnected,
  liveFeedConnecting,
  liveFeedDropped,
  liveFeedStopped,
  livePresenceReceived,
  liveSlice,
  RECENT_ACTIVITY_SIZE,
  recentActivityFailed,
  recentActivityLoaded,
  recentActivityRequested,
  selectLive,
  selectPresence,
  type LiveState,
} from './live-slice.ts';
import { testEntry } from './test-entry.ts';

const after = (...actions: UnknownAction[]): LiveState => selectLive({ live: actions.reduce(liveSlice.reducer, liveSlice.getInitialState()) });
const riley: Presence = { userId: 'u-riley', name: 'Riley Chen', state: 'editing', field: 'salesPrice', label: 'Sales Price', since: '2026-11-25T10:00:00Z' };
const ns = (state: LiveState) => state.recent.map((entry) => entry.n);

describe('the live feed', () => {
  it('connects, is live, reconnects after a drop, and is off again when stopped', () => {
    expect(after()).toEqual({ status: 'off', presence: {}, recent: [], recentStatus: 'idle', me: null });
    expect(after(liveFeedConnecting({ me: 'u-dana' }))).toMatchObject({ status: 'connecting', me: 'u-dana' });
    expect(after(liveFeedConnecting({ me: 'u-dana' }), liveFeedConnected()).status).toBe('live');
    expect(after(liveFeedConnecting({ me: 'u-dana' }), liveFeedConnected(), liveFeedDropped(), liveFeedConnecting({ me: 'u-dana' })).status).toBe('reconnecting');
    expect(after(liveFeedConnecting({ me: 'u-dana' }), liveFeedConnected(), recentActivityLoaded([testEntry(1)]), liveFeedStopped())).toEqual(liveSlice.getInitialState());
  });

  it('forgets who had which file open when it drops, rather than show stale names', () => {
    const state = after(liveFeedConnected(), livePresenceReceived({ orderGuid: 'order-1', people: [riley] }), liveFeedDropped());
    expect(state).toMatchObject({ status: 'reconnecting', presence: {} });
  });

  it('is not changed by a reset, which only tells the screens to reload', () => {
    const before = after(liveFeedConnected(), recentActivityLoaded([testEntry(1)]));
    expect(liveSlice.reducer(before, liveFeedReset())).toEqual(before);
  });
});

describe('presence', () => {
  it("keeps who has each file open, and drops a file nobody has open", () => {
    const state = after(livePresenceReceived({ orderGuid: 'order-1', people: [riley] }), livePresenceReceived({ orderGuid: 'order-2', people: [riley] }));
    expect(selectPresence('order-1')({ live: state })).toEqual([riley]);
    const left = liveSlice.reducer(state, livePresenceReceived({ orderGuid: 'order-1', people: [] }));
    expect(Object.keys(left.presence)).toEqual(['order-2']);
  });

  it('gives the same empty list for a file nobody has open, so a page does not draw again for nothing', () => {
    const state = { live: after() };
    expect(selectPresence('order-9')(state)).toEqual([]);
    expect(selectPresence('order-9')(state)).toBe(selectPresence('order-8')(state));
  });
});

describe('recent activity', () => {
  it('loads, keeping the newest few, and keeps what it showed when a reload fails', () => {
    expect(after(recentActivityRequested()).recentStatus).toBe('loading');
    const many = Array.from({ length: RECENT_ACTIVITY_SIZE + 5 }, (_, index) => testEntry(100 - index));
    const state = after(recentActivityRequested(), recentActivityLoaded(many));
    expect(state.recentStatus).toBe('loaded');
    expect(ns(state)).toEqual(many.slice(0, RECENT_ACTIVITY_SIZE).map((entry) => entry.n));
    const again = [recentActivityRequested(), recentActivityFailed()].reduce(liveSlice.reducer, state);
    expect(again.recentStatus).toBe('loaded');
    expect(again.recent).toEqual(state.recent);
    expect(after(recentActivityRequested(), recentActivityFailed()).recentStatus).toBe('failed');
  });

  it('puts a live change in its place by number, once, keeping the newest few', () => {
    const full = Array.from({ length: RECENT_ACTIVITY_SIZE }, (_, index) => testEntry(20 - index * 2));
    const state = after(recentActivityLoaded(full), liveChangeReceived({ entry: testEntry(21), mine: false }), liveChangeReceived({ entry: testEntry(21), mine: false }));
    expect(ns(state)[0]).toBe(21);
    expect(state.recent).toHaveLength(RECENT_ACTIVITY_SIZE);
    // A change that arrived late sorts below newer ones; the oldest falls off.
    const late = liveSlice.reducer(state, liveChangeReceived({ entry: testEntry(19), mine: true }));
    expect(ns(late).slice(0, 4)).toEqual([21, 20, 19, 18]);
    expect(ns(late)).not.toContain(4);
  });
});
