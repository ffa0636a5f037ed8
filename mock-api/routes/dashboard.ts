import { Router } from 'express';
import { checklistsOf } from '../checklist/checklists.ts';
import { groupOf, today } from '../checklist/due-dates.ts';
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
    const { tenantId, userId } = callerOf(res);
    const summary = summarize(ordersOf(context, tenantId), now(), latestDocumentNames(context.store, tenantId));
    // The caller's own open checklist items, counted as My work groups them (docs/checklists.md).
    const day = today(now());
    const myWork = { overdue: 0, today: 0, thisWeek: 0 };
    for (const task of checklistsOf(context.store).openFor(tenantId, userId)) {
      // Counted, not sorted: the dashboard needs no order.
      const group = groupOf(task.due, day);
      if (group !== 'later') myWork[group] += 1;
    }
    res.json({ result: { ...summary, myWork } });
  });
  router.all('/dashboard', methodNotAllowed('GET'));
  return router;
}
