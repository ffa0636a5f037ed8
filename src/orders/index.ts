/** The orders area's public entry: the order's shape and the open order, for commitments and letters. */
export type { OrderDetail, Party } from './order-schemas';
export type { OrdersState } from './orders-slice';
export { selectOpenOrder } from './order-detail';
export { OrderHeading } from './components/order-heading';
