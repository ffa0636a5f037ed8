import { MatchersV3 } from '@pact-foundation/pact';
import { firstValueFrom } from 'rxjs';
import type { HttpError } from '../../src/lib/http/http-error.ts';
import { pactData, pactExamples, providerStates } from '../pact-names.ts';
import { appApis, createPact, exampleToken } from './pact-setup.ts';
import { anchoredUuid, isoDateTime } from './matchers.ts';

/** A file's checklist, My work and the checklist templates (docs/api.md#checklists). */

const { like, eachLike, integer, boolean, fromProviderState, regex, atLeastLike } = MatchersV3;

const token = exampleToken();
const bearer = () => fromProviderState('Bearer ${token}', `Bearer ${token}`);
const checklistPath = (suffix = '') => fromProviderState(`/api/orders/\${orderGuid}/checklist${suffix}`, `/api/orders/${pactExamples.orderGuid}/checklist${suffix}`);
const itemPath = () => fromProviderState('/api/orders/${orderGuid}/checklist/${taskId}', `/api/orders/${pactExamples.orderGuid}/checklist/${pactExamples.taskId}`);
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
const state = { fileNumber: pactData.fileNumber };

/** One item as the API answers it; `status` and other fields fixed where the interaction fixes them. */
const item = (fixed: Record<string, unknown> = {}) => ({
  id: like(pactExamples.taskId),
  orderGuid: like(pactExamples.orderGuid),
  fileNumber: like(pactData.fileNumber),
  title: like('Order the title search'),
  position: integer(0),
  assigneeId: like('u-dana'),
  assignee: like('dana@demo-title.test'),
  due: regex(DAY, '2026-11-02'),
  waitingOn: like('abstractor'),
  status: regex('^(open|done)$', 'open'),
  note: like(''),
  milestone: boolean(false),
  version: integer(1),
  createdAt: isoDateTime('2026-11-01T09:00:00.000Z'),
  updatedAt: isoDateTime('2026-11-01T09:00:00.000Z'),
  ...fixed,
});
const person = { id: like('u-dana'), name: like('Dana Agent'), email: like('dana@demo-title.test') };

describe('GET /api/orders/{orderGuid}/checklist', () => {
  it("answers the file's items, its milestones and the people who can be given work", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasChecklist, state)
      .uponReceiving("a request for a file's checklist")
      .withRequest({ method: 'GET', path: checklistPath(), headers: { Authorization: bearer() } })
      .willRespondWith({ status: 200, body: { result: { items: eachLike(item()), milestones: { done: integer(0), total: integer(4) }, people: eachLike(person) } } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).checklistApi.checklist(pactExamples.orderGuid));
      expect(result.items[0]?.title).toBe('Order the title search');
      expect(result.people[0]?.name).toBe('Dana Agent');
    });
  });
});

describe('POST /api/orders/{orderGuid}/checklist', () => {
  it('adds an item of the file’s own, with a fixed date', async () => {
    const pact = createPact();
    const task = { title: 'Order the HOA estoppel letter', assigneeId: null, due: '2026-12-04', waitingOn: 'HOA', note: '' };
    pact
      .given(providerStates.danaHasChecklist, state)
      .uponReceiving('a new checklist item')
      .withRequest({ method: 'POST', path: checklistPath(), headers: { Authorization: bearer(), 'Content-Type': 'application/json' }, body: task })
      .willRespondWith({
        status: 201,
        headers: { ETag: regex('^"\\d+"$', '"0"') },
        body: { result: item({ id: anchoredUuid('0c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e'), title: 'Order the HOA estoppel letter', due: '2026-12-04', waitingOn: 'HOA', status: 'open', assigneeId: null, assignee: null, dueRule: null, version: integer(0) }) },
      });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).checklistApi.add(pactExamples.orderGuid, task));
      expect(result.status).toBe('open');
    });
  });
});

describe('PATCH /api/orders/{orderGuid}/checklist/{taskId}', () => {
  it('marks an item done, naming the version it was read at', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasChecklist, state)
      .uponReceiving('a tick of a checklist item')
      .withRequest({ method: 'PATCH', path: itemPath(), headers: { Authorization: bearer(), 'Content-Type': 'application/json', 'If-Match': fromProviderState('${taskVersion}', '"0"') }, body: { status: 'done' } })
      .willRespondWith({ status: 200, body: { result: item({ status: 'done', doneBy: like('Dana Agent'), doneAt: isoDateTime('2026-11-28T10:00:00.000Z'), version: integer(1) }) } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).checklistApi.change(pactExamples.orderGuid, pactExamples.taskId, { status: 'done' }, 0));
      expect(result.status).toBe('done');
    });
  });

  it('refuses a change built on an older read (412, with the item as stored)', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasChecklist, state)
      .uponReceiving('a change of a checklist item built on an older read')
      .withRequest({ method: 'PATCH', path: itemPath(), headers: { Authorization: bearer(), 'Content-Type': 'application/json', 'If-Match': '"7"' }, body: { status: 'done' } })
      .willRespondWith({ status: 412, body: { result: { isSuccess: false, message: like('Someone else saved this since you read it.'), current: item(), version: regex('^"\\d+"$', '"0"') } } });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url, token).checklistApi.change(pactExamples.orderGuid, pactExamples.taskId, { status: 'done' }, 7)).catch((caught: unknown) => caught);
      expect((error as HttpError).status).toBe(412);
    });
  });

  it('refuses to give an item to someone outside the agency (400, naming the field)', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasChecklist, state)
      .uponReceiving("an assignment of a checklist item to another agency's person")
      .withRequest({ method: 'PATCH', path: itemPath(), headers: { Authorization: bearer(), 'Content-Type': 'application/json' }, body: { assigneeId: fromProviderState('${otherAgencyPersonId}', 'u-sam') } })
      .willRespondWith({ status: 400, body: { ExceptionList: eachLike({ Type: 'AssigneeId', Message: like('Choose a person of your agency.') }) } });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url, token).checklistApi.change(pactExamples.orderGuid, pactExamples.taskId, { assigneeId: 'u-sam' }, 0)).catch((caught: unknown) => caught);
      expect((error as HttpError).status).toBe(400);
    });
  });
});

describe('GET /api/my-work', () => {
  it("answers the person's open items in groups, on the agent's calendar day", async () => {
    const pact = createPact();
    const group = atLeastLike(item({ status: 'open' }), 0, 1);
    pact
      .given(providerStates.danaHasChecklist, state)
      .uponReceiving("a request for Dana's own work")
      .withRequest({ method: 'GET', path: '/api/my-work', query: { today: fromProviderState('${today}', '2026-11-28') }, headers: { Authorization: bearer() } })
      .willRespondWith({
        status: 200,
        body: {
          result: {
            person: person,
            today: regex(DAY, '2026-11-28'),
            counts: { overdue: integer(1), today: integer(0), thisWeek: integer(0), later: integer(0) },
            total: integer(1),
            groups: { overdue: group, today: group, thisWeek: group, later: group },
            people: atLeastLike(person, 0, 1),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).checklistApi.myWork(null, { file: '', waitingOn: '' }, '2026-11-28'));
      expect(result.person.name).toBe('Dana Agent');
    });
  });

  it("refuses an agent's look at a colleague's work (403)", async () => {
    const pact = createPact();
    pact
      .given(providerStates.agentSignedIn)
      .uponReceiving("an agent's request for a colleague's work")
      .withRequest({ method: 'GET', path: '/api/my-work', query: { today: fromProviderState('${today}', '2026-11-28'), person: 'u-dana' }, headers: { Authorization: bearer() } })
      .willRespondWith({ status: 403, body: { message: like("Only an administrator can look at a colleague's work.") } });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url, token).checklistApi.myWork('u-dana', { file: '', waitingOn: '' }, '2026-11-28')).catch((caught: unknown) => caught);
      expect((error as HttpError).status).toBe(403);
    });
  });
});

describe('POST /api/my-work/reassign', () => {
  it("moves a person's open items to a colleague, for an administrator", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasChecklist, state)
      .uponReceiving("an administrator's reassignment of one item")
      .withRequest({
        method: 'POST',
        path: '/api/my-work/reassign',
        headers: { Authorization: bearer(), 'Content-Type': 'application/json' },
        body: { from: fromProviderState('${personId}', 'u-dana'), to: fromProviderState('${colleagueId}', 'u-riley'), taskIds: [fromProviderState('${taskId}', pactExamples.taskId)] },
      })
      .willRespondWith({ status: 200, body: { result: { moved: integer(1) } } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).checklistApi.reassign('u-dana', 'u-riley', [pactExamples.taskId]));
      expect(result.moved).toBe(1);
    });
  });
});

describe('/api/checklist-templates', () => {
  const templateItem = {
    key: like('title-search'),
    title: like('Order the title search'),
    owner: { kind: regex('^(opener|nobody|admin|person)$', 'opener') },
    due: { anchor: regex('^(opened|closing|disbursement)$', 'opened'), businessDays: integer(1) },
    milestone: boolean(false),
    waitingOn: like('abstractor'),
  };

  it("lists the agency's templates, one per transaction type", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving('a request for the checklist templates')
      .withRequest({ method: 'GET', path: '/api/checklist-templates', headers: { Authorization: bearer() } })
      .willRespondWith({
        status: 200,
        body: { result: { templates: eachLike({ transactionType: like('Purchase'), items: eachLike(templateItem), custom: boolean(false) }), waitingOn: eachLike('buyer'), people: eachLike(person) } },
      });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).checklistApi.templates());
      expect(result.templates[0]?.transactionType).toBe('Purchase');
    });
  });

  it('refuses an agent’s change of a template (403)', async () => {
    const pact = createPact();
    const items = [{ key: 'title-search', title: 'Order the title search', owner: { kind: 'opener' as const }, due: { anchor: 'opened' as const, businessDays: 1 }, milestone: false, waitingOn: 'abstractor' }];
    pact
      .given(providerStates.agentSignedIn)
      .uponReceiving("an agent's change of the Purchase checklist template")
      .withRequest({ method: 'PUT', path: '/api/checklist-templates/Purchase', headers: { Authorization: bearer(), 'Content-Type': 'application/json' }, body: { items } })
      .willRespondWith({ status: 403, body: { message: like("Only an administrator can change the agency's checklist templates.") } });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url, token).checklistApi.saveTemplate('Purchase', items)).catch((caught: unknown) => caught);
      expect((error as HttpError).status).toBe(403);
    });
  });
});

describe('the rest of the checklist calls', () => {
  it("refuses to remove a step of the agency's checklist (409)", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasChecklist, state)
      .uponReceiving('a removal of a checklist step that came from the template')
      .withRequest({ method: 'DELETE', path: itemPath(), headers: { Authorization: bearer() } })
      .willRespondWith({ status: 409, body: { message: like("This item is a step of the agency's checklist: mark it done, or leave it open, rather than remove it.") } });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url, token).checklistApi.remove(pactExamples.orderGuid, pactExamples.taskId)).catch((caught: unknown) => caught);
      expect((error as HttpError).status).toBe(409);
    });
  });

  it("replaces the agency's template for a transaction type, for an administrator", async () => {
    const pact = createPact();
    const items = [{ key: 'title-search', title: 'Order the title search', owner: { kind: 'opener' as const }, due: { anchor: 'opened' as const, businessDays: 1 }, milestone: false, waitingOn: 'abstractor' }];
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving("an administrator's change of the Purchase checklist template")
      .withRequest({ method: 'PUT', path: '/api/checklist-templates/Purchase', headers: { Authorization: bearer(), 'Content-Type': 'application/json' }, body: { items } })
      .willRespondWith({ status: 200, body: { result: { transactionType: 'Purchase', items: eachLike({ key: like('title-search'), title: like('Order the title search'), owner: { kind: like('opener') }, due: { anchor: like('opened'), businessDays: integer(1) }, milestone: boolean(false), waitingOn: like('abstractor') }), custom: true, updatedBy: like('Dana Agent') } } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).checklistApi.saveTemplate('Purchase', items));
      expect(result.custom).toBe(true);
    });
  });

  it("lists the files whose next step is overdue, each with its next step", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasChecklist, state)
      .uponReceiving('a request for the files whose next step is overdue')
      .withRequest({
        method: 'GET',
        path: '/api/files',
        query: { q: '', _sort: 'nextDue', _order: 'asc', _start: '0', _end: '200', next: 'overdue', today: fromProviderState('${today}', '2026-11-28') },
        headers: { Authorization: bearer() },
      })
      .willRespondWith({ status: 200, body: { result: { files: eachLike({ orderGuid: like(pactExamples.orderGuid), fileNumber: like(pactData.fileNumber), nextStep: { title: like('Order the title search'), due: regex(DAY, '2026-11-02') } }), total: integer(1) } } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).ordersApi.files({ q: '', sort: 'nextDue', direction: 'asc', start: 0, end: 200, next: 'overdue', today: '2026-11-28' }));
      expect(result.files[0]?.nextStep?.title).toBe('Order the title search');
    });
  });
});
