import { createSelector } from '@reduxjs/toolkit';
import { orderDetailSchema, type OrderDetail } from './order-schemas';
import type { Order } from './orders-api';
import { selectEditor } from './orders-slice';

/** An order's detail as the forms read it: what the server stored, with the form's defaults for what it left out. */
export const detailOf = (order: Order): OrderDetail => orderDetailSchema.cast(order.baseOrderDetail, { assert: false }) as OrderDetail;

/**
 * The open order (the one under /orders/{orderGuid}) as every area reads it: its id and its
 * detail with the defaults, or null while none is loaded. Memoised, so a page re-renders only when
 * the order changes.
 */
export const selectOpenOrder = createSelector([selectEditor], (editor) =>
  editor.order ? { orderGuid: editor.order.id, detail: detailOf(editor.order) } : null,
);
