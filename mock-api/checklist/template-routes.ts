import { Router } from 'express';
import { randomUUID } from 'node:crypto';
import { templateSchema } from '../../src/checklist/checklist-schemas.ts';
import { TRANSACTION_TYPES } from '../../src/orders/order-schemas.ts';
import { callerOf, type ApiContext } from '../auth/context.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { actorOf } from '../history/actor.ts';
import { ApiError, handle, notFound, validateBody, validationFailure } from '../http/api-errors.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import type { ChecklistTemplateRecord, TemplateItem } from '../store/model.ts';
import { roleOf } from '../team/roles.ts';
import { checklistsOf, templateId } from './checklists.ts';
import { assignablePeople } from './people.ts';
import { WAITING_ON_CHOICES } from '../../src/checklist/waiting-on.ts';

/**
 * The agency's checklist templates, one per transaction type (docs/api.md#checklist-templates):
 * everyone reads them; an administrator replaces one, and files opened afterwards follow it.
 */
export function templateRoutes(context: ApiContext): Router {
  const { store } = context;
  const checklists = checklistsOf(store);
  const router = Router();
  const authenticated = requireAuth(context);

  const view = (tenantId: number, transactionType: string) => {
    const record = checklists.templateRecord(tenantId, transactionType);
    return { transactionType, items: checklists.template(tenantId, transactionType), custom: record !== undefined, updatedAt: record?.updatedAt ?? null, updatedBy: record?.updatedBy ?? null };
  };
  const typeOf = (given: string) => {
    const type = TRANSACTION_TYPES.find((name) => name === given);
    if (!type) throw notFound(`There is no transaction type "${given.slice(0, 60)}": it is one of ${TRANSACTION_TYPES.join(', ')}.`);
    return type;
  };

  router.get('/checklist-templates', authenticated, (_req, res) => {
    const { tenantId } = callerOf(res);
    res.json({ result: { templates: TRANSACTION_TYPES.map((type) => view(tenantId, type)), waitingOn: WAITING_ON_CHOICES, people: assignablePeople(store, tenantId) } });
  });
  router.all('/checklist-templates', methodNotAllowed('GET'));

  router.get('/checklist-templates/:transactionType', authenticated, (req, res) => {
    res.json({ result: view(callerOf(res).tenantId, typeOf(String(req.params.transactionType))) });
  });

  router.put(
    '/checklist-templates/:transactionType',
    authenticated,
    handle(async (req, res) => {
      const caller = callerOf(res);
      const user = store.get('users', caller.userId);
      if (!user || roleOf(store, user) !== 'admin') throw new ApiError(403, { message: "Only an administrator can change the agency's checklist templates." });
      const transactionType = typeOf(String(req.params.transactionType));
      const { items } = validateBody(templateSchema, req.body);
      const seen = new Set<string>();
      const kept: TemplateItem[] = items.map((item, index) => {
        // A new item gets a key; a key given twice is a mistake the editor never makes.
        let key = item.key ?? '';
        if (key === '') key = `item-${randomUUID().slice(0, 8)}`;
        if (seen.has(key)) key = `item-${randomUUID().slice(0, 8)}`;
        seen.add(key);
        const owner = item.owner.kind === 'person' ? { kind: 'person' as const, userId: String(item.owner.userId) } : { kind: item.owner.kind as 'opener' | 'nobody' | 'admin' };
        if (owner.kind === 'person') {
          const person = store.get('users', owner.userId);
          if (!person || person.tenantId !== caller.tenantId) throw validationFailure([{ Type: `Items[${index}].Owner`, Message: 'Choose a person of your agency.' }]);
        }
        return {
          key,
          title: item.title,
          owner,
          due: { anchor: item.due.anchor, businessDays: item.due.businessDays },
          milestone: item.milestone === true,
          waitingOn: (item.waitingOn ?? '').trim(),
          ...(item.financedOnly ? { financedOnly: true } : {}),
          ...(item.disbursement ? { disbursement: true } : {}),
        };
      });
      const record: ChecklistTemplateRecord = {
        id: templateId(caller.tenantId, transactionType),
        tenantId: caller.tenantId,
        transactionType,
        items: kept,
        updatedAt: new Date().toISOString(),
        updatedBy: actorOf(store, caller).name,
      };
      await store.put('checklistTemplates', record);
      res.json({ result: view(caller.tenantId, transactionType) });
    }),
  );
  router.all('/checklist-templates/:transactionType', methodNotAllowed('GET', 'PUT'));
  return router;
}
