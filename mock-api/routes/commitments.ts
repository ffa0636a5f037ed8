import { Router } from 'express';
import { scheduleASchema, scheduleBSchema } from '../../src/commitments/commitment-schemas';
import { handle, notFound, validateBody } from '../api-errors';
import { callerOf, type ApiContext } from '../context';
import type { CommitmentRecord } from '../model';
import { requireAuth } from '../require-auth';
import { exceptionsLibrary, mortgageClauses, requirementsLibrary } from '../seed/commitment-library';
import { ownersPolicyTypes } from '../seed/reference-data';
import { methodNotAllowed } from './method-not-allowed';

/** Commitments (Schedule A, B-I requirements, B-II exceptions), their libraries and lists. */
export function commitmentRoutes(context: ApiContext): Router {
  const { store } = context;
  const router = Router();
  const authenticated = requireAuth(context);

  function ownOrderId(tenantId: number, orderGuid: string): string {
    const order = store.get('orders', orderGuid);
    if (!order || order.tenantId !== tenantId) throw notFound('There is no such order.');
    return order.id;
  }

  function commitmentOf(tenantId: number, orderGuid: string): CommitmentRecord {
    const id = ownOrderId(tenantId, orderGuid);
    return store.get('commitments', id) ?? { id, tenantId, scheduleA: null, requirements: [], exceptions: [], updatedAt: '' };
  }

  router.get('/tenant/:tenantId/ownerspolicytype', authenticated, (req, res) => {
    if (String(callerOf(res).tenantId) !== req.params.tenantId) throw notFound('There is no such tenant.');
    res.json({ result: ownersPolicyTypes.map(({ name }) => ({ name })) });
  });

  router.get('/commitments/requirements-library', authenticated, (_req, res) => {
    res.json({ result: requirementsLibrary });
  });
  router.get('/commitments/exceptions-library', authenticated, (_req, res) => {
    res.json({ result: exceptionsLibrary });
  });
  router.get('/orders/mortgage-clauses', authenticated, (_req, res) => {
    res.json({ result: mortgageClauses });
  });
  router.all(['/commitments/requirements-library', '/commitments/exceptions-library', '/orders/mortgage-clauses'], methodNotAllowed('GET'));

  router.get('/commitments/:orderGuid', authenticated, (req, res) => {
    res.json({ result: commitmentOf(callerOf(res).tenantId, String(req.params.orderGuid)).scheduleA });
  });
  router.put(
    '/commitments/:orderGuid',
    authenticated,
    handle(async (req, res) => {
      const { tenantId } = callerOf(res);
      const current = commitmentOf(tenantId, String(req.params.orderGuid));
      const scheduleA = validateBody(scheduleASchema, req.body);
      const known = Object.keys(scheduleASchema.fields);
      const kept = Object.fromEntries(Object.entries(scheduleA).filter(([key]) => known.includes(key)));
      await store.put('commitments', { ...current, scheduleA: { ...kept, orderGuid: current.id }, updatedAt: new Date().toISOString() });
      res.status(202).end();
    }),
  );
  router.all('/commitments/:orderGuid', methodNotAllowed('GET', 'PUT'));

  for (const part of ['requirements', 'exceptions'] as const) {
    router.get(`/commitments/:orderGuid/${part}`, authenticated, (req, res) => {
      res.json({ result: { items: commitmentOf(callerOf(res).tenantId, String(req.params.orderGuid))[part] } });
    });
    router.put(
      `/commitments/:orderGuid/${part}`,
      authenticated,
      handle(async (req, res) => {
        const { tenantId } = callerOf(res);
        const current = commitmentOf(tenantId, String(req.params.orderGuid));
        const { items } = validateBody(scheduleBSchema, req.body);
        await store.put('commitments', {
          ...current,
          [part]: items.map(({ code, text }) => ({ code: code ?? '', text })),
          updatedAt: new Date().toISOString(),
        });
        res.status(202).end();
      }),
    );
    router.all(`/commitments/:orderGuid/${part}`, methodNotAllowed('GET', 'PUT'));
  }
  return router;
}
