import { commitmentEpics } from './commitment-epics.ts';
import { commitmentSlice } from './commitment-slice.ts';

/** The commitments area's state and epics, which its route loaders add to the app's store (app/areas). */
export const commitmentsArea = { name: 'commitments', slices: [commitmentSlice], epic: commitmentEpics };
