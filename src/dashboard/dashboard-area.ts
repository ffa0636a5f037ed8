import { dashboardEpics } from './dashboard-epics.ts';
import { dashboardSlice } from './dashboard-slice.ts';

/** The dashboard area's state and epics, which its route loaders add to the app's store (app/areas). */
export const dashboardArea = { name: 'dashboard', slices: [dashboardSlice], epic: dashboardEpics };
