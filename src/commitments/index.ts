/** The commitments area's public entry: what the letter request needs of a commitment. */
export type { CommitmentState } from './commitment-slice.ts';
export { useCommitment } from './components/commitment-frame.tsx';
export type { ScheduleA } from './commitment-schemas.ts';
