// An agent's desk: the signed-in frame (header, menu, tabs), the activity area it runs (live feed,
// presence), the dashboard and order tracking (the file list). One chunk, fetched first on any
// signed-in address: every signed-in screen is in the frame, and the dashboard and the file list
// are where an agent starts.
import { activityArea } from '../../activity/activity-area.ts';
import { dashboardArea } from '../../dashboard/dashboard-area.ts';
import { fileListArea } from '../../orders/file-list-area.ts';
import type { AreaCode } from '../areas.ts';

export { ShellLayout } from '../../shell/components/shell-layout.tsx';
export { DashboardPage } from '../../dashboard/components/dashboard-page.tsx';
export { OrdersPage } from '../../orders/components/orders-page.tsx';
export const areas: readonly AreaCode[] = [activityArea, dashboardArea, fileListArea];

// Chunk shaping (not used here): esbuild makes one shared chunk per set of screens that use a
// module, so a tiny module used by a set of its own costs a request on every signed-in screen.
// Naming the drafts slice here puts it in the set of the desk's other shared modules.
export { draftsSlice } from '../../drafts/drafts-slice.ts';
