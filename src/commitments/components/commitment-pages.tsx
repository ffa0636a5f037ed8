// The commitment pages, loaded together as one chunk by the router (app/router.tsx); each page
// lives in its own file.
export { ScheduleAPage } from './schedule-a-page';
export { ScheduleBPage } from './schedule-b-page';
export { CommitmentPrintPage } from './commitment-print-page';
