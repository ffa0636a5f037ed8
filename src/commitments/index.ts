/** The commitments area's public entry: what the letter request needs of a commitment. */
export type { CommitmentState } from './commitment-slice';
export { useCommitment } from './components/commitment-frame';
export type { ScheduleA } from './commitment-schemas';
