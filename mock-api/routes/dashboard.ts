import { Router } from 'express';
import { callerOf, type ApiContext } from '../context';
import { summarize } from '../dashboard-summary';
import { latestDocumentNames } from '../document-names';
import type { Order } from '../model';
import { requireAuth } from '../require-auth';
import { methodNotAllowed } from './method-not-allowed';

function* ordersOf(context: ApiContext, tenantId: number): Generator<Order> {
  for (const order of context.store.values('orders')) if (order.tenantId === tenantId) yield order;
}

/** GET /dashboard: figures from the caller's own orders, computed on each request. */
export function dashboardRoutes(context: ApiContext, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.get('/dashboard', requireAuth(context), (_req, res) => {
    const { tenantId } = callerOf(res);
    res.json({ result: summarize(ordersOf(context, tenantId), now(), latestDocumentNames(context.store, tenantId)) });
  });
  router.all('/dashboard', methodNotAllowed('GET'));
  return router;
}
