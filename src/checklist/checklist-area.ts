import { checklistEpics } from './checklist-epics.ts';
import { checklistSlice } from './checklist-slice.ts';

/** The checklist area's state and epics: a file's Checklist, My work and the templates load it. */
export const checklistArea = { name: 'checklist', slices: [checklistSlice], epic: checklistEpics };
