/** The commitments area's public entry: what the letter request needs of a commitment. */
export { commitmentOpened, type CommitmentState } from './commitment-slice';
export { commitmentEpics } from './commitment-epics';
export type { ScheduleA } from './commitment-schemas';
