/** The orders area's public entry: the order's shape and the open order, for commitments and letters. */
export type { OrderDetail, Party } from './order-schemas.ts';
export type { OrdersState } from './orders-slice.ts';
export { selectOpenOrder } from './order-detail.ts';
export { OrderHeading } from './components/order-heading.tsx';
