import { lettersEpics } from './letters-epics.ts';
import { lettersSlice } from './letters-slice.ts';

/** The letters area's state and epics, which its route loaders add to the app's store (app/areas). */
export const lettersArea = { name: 'letters', slices: [lettersSlice], epic: lettersEpics };
