import { Router } from 'express';
import { callerOf, type ApiContext } from '../auth/context.ts';
import { summarize } from '../domain/dashboard-summary.ts';
import { latestDocumentNames } from '../domain/document-names.ts';
import type { Order } from '../store/model.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';

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
