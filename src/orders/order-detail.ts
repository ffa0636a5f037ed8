import { orderDetailSchema, type OrderDetail } from './order-schemas';
import type { Order } from './orders-api';

/** An order's detail as the forms read it: what the server stored, with the form's defaults for what it left out. */
export const detailOf = (order: Order): OrderDetail => orderDetailSchema.cast(order.baseOrderDetail, { assert: false }) as OrderDetail;
