import { combineEpics } from 'redux-observable';
import { historyEpics } from './history-epics.ts';
import { fileHistorySlice } from './history-slice.ts';
import { liveEpics } from './live-epics.ts';
import { liveSlice } from './live-slice.ts';

/**
 * The activity area: the live feed, presence, the files' history and the agency's recent
 * activity. The signed-in shell's loader adds it (app/router), so the feed runs on every
 * signed-in screen and none of it is in the sign-in page's code.
 */
export const activityArea = { name: 'activity', slices: [liveSlice, fileHistorySlice], epic: combineEpics(liveEpics, historyEpics) };
