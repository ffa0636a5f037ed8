import { accountEpics } from './account-epics.ts';
import { accountSlice } from './account-slice.ts';

/** The account area's state and epics, which its route loaders add to the app's store (app/areas). */
export const accountArea = { name: 'account', slices: [accountSlice], epic: accountEpics };
