import { payeesEpics } from './payees-epics.ts';
import { payeesSlice } from './payees-slice.ts';

/** The payees area's state and epics, loaded with a file's pages (its warnings show on every one). */
export const payeesArea = { name: 'payees', slices: [payeesSlice], epic: payeesEpics };
