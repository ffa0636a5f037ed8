import { teamEpics } from './team-epics.ts';
import { teamSlice } from './team-slice.ts';

/** The team area's state and epics, which its route loaders add to the app's store (app/areas). */
export const teamArea = { name: 'team', slices: [teamSlice], epic: teamEpics };
