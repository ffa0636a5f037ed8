/** The session area's public entry: the idle warning the shell shows. */
export { IdleWarning } from './components/idle-warning.tsx';
