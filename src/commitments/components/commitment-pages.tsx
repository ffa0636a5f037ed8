// The commitment pages, loaded together as one chunk by the router (app/router.tsx); each page
// lives in its own file.
export { ScheduleAPage } from './schedule-a-page.tsx';
export { ScheduleBPage } from './schedule-b-page.tsx';
export { CommitmentPrintPage } from './commitment-print-page.tsx';
