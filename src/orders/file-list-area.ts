import { fileListEpics } from './file-list-epics.ts';
import { ordersSlice } from './orders-slice.ts';

/**
 * The file list's part of the orders area (/orders), which its route loader adds to the app's
 * store (app/areas): the orders state and the list's epics, without the order forms' schemas and
 * saves (order-area.ts).
 */
export const fileListArea = { name: 'orders/file-list', slices: [ordersSlice], epic: fileListEpics };
