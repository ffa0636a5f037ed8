import { orderDetailSchema, type OrderDetail } from './order-schemas.ts';
import type { Order } from './orders-api.ts';
import { selectEditor } from './orders-slice.ts';

/** An order's detail as the forms read it: what the server stored, with the form's defaults for what it left out. */
export const detailOf = (order: Order): OrderDetail => orderDetailSchema.cast(order.baseOrderDetail, { assert: false }) as OrderDetail;

export interface OpenOrder {
  orderGuid: string;
  detail: OrderDetail;
}

// One answer per stored order object (the store replaces it on every change), so a page re-renders
// only when the order changes. Not reselect's createSelector: using it anywhere puts reselect into
// the bundle every page loads first, which costs the sign-in page a kilobyte for nothing.
const openOrders = new WeakMap<Order, OpenOrder>();

/**
 * The open order (the one under /orders/{orderGuid}) as every area reads it: its id and its
 * detail with the defaults, or null while none is loaded.
 */
export function selectOpenOrder(state: Parameters<typeof selectEditor>[0]): OpenOrder | null {
  const { order } = selectEditor(state);
  if (!order) return null;
  let open = openOrders.get(order);
  if (!open) {
    open = { orderGuid: order.id, detail: detailOf(order) };
    openOrders.set(order, open);
  }
  return open;
}
