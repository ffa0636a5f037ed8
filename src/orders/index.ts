/** The orders area's public entry: the order's shape and the open order, for commitments and letters. */
export { orderDetailSchema, type OrderDetail, type Party } from './order-schemas';
export { selectEditor, type OrdersState } from './orders-slice';
export { partyName, partyNamesInWords } from './party-names';
