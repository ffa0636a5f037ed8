/** The session area's public entry: the idle warning the shell shows, and signing out. */
export { IdleWarning } from './components/idle-warning.tsx';
export { logoutRequested } from './session-slice.ts';
