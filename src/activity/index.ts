/**
 * The activity area's public entry: what other areas show of it (presence in a file's header,
 * the dashboard's recent activity, the focus that says what one is editing) and the live feed's
 * change, which the open order follows.
 */
export { PresenceBar } from './components/presence-bar.tsx';
export { RecentActivityPanel } from './components/recent-activity-panel.tsx';
export { usePresenceFocus } from './components/use-presence-focus.ts';
export { liveChangeReceived, liveFeedReset } from './live-slice.ts';
export { fieldOfPath, type HistoryEntry } from './history-entry.ts';
