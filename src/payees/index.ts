// What other areas use of the payees area: the warning of changed wire instructions on every page of a file.
export { WireChangeAlert } from './components/wire-change-alert.tsx';
