import { notFound } from '../http/api-errors.ts';
import type { Order } from '../store/model.ts';
import type { Store } from '../store/store.ts';

/** The caller's agency's order, or 404: another agency's is answered exactly like one that does not exist. */
export function ownOrder(store: Store, tenantId: number, orderGuid: string): Order {
  const order = store.get('orders', orderGuid);
  if (!order || order.tenantId !== tenantId) throw notFound('There is no such order.');
  return order;
}
