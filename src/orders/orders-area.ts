import { ordersEpic } from './orders-epics';
import { ordersSlice } from './orders-slice';

/** The orders area's state and epics, which its route loaders add to the app's store (app/areas). */
export const ordersArea = { name: 'orders', slices: [ordersSlice], epic: ordersEpic };
