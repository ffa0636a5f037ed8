import { combineEpics } from 'redux-observable';
import { documentsEpics } from './documents-epics.ts';
import { orderEntryEpics } from './order-entry-epics.ts';
import { unsavedEditsEpics } from './unsaved-edits-epics.ts';
import { liveOrderEpics } from './live-order-epics.ts';
import { ordersSlice } from './orders-slice.ts';

/**
 * An open order's part of the orders area (entry, documents, map, and the new-order form), which
 * its route loaders add to the app's store (app/areas); the file list has its own (file-list-area.ts).
 */
export const orderArea = { name: 'orders/order', slices: [ordersSlice], epic: combineEpics(orderEntryEpics, documentsEpics, liveOrderEpics, unsavedEditsEpics) };
