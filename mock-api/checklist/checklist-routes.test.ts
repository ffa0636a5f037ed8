import { addBusinessDays, format, parseISO } from 'date-fns';
import request from 'supertest';
import { sampleOrderDetail } from '../../fixtures/sample-order.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { createMockApi } from '../server.ts';
import { Store } from '../store/store.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { defaultTemplate } from './default-templates.ts';

/** A file's checklist, curative, due dates that follow the file, My work and templates, through the API. */

async function setup() {
  const store = Store.memory(await demoSeed());
  const api = createMockApi({ store });
  const tokenOf = async (email: string) => (await request(api).post('/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body.result.token as string;
  const as = (token: string) => ({
    get: (path: string) => request(api).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string) => request(api).post(path).set('Authorization', `Bearer ${token}`),
    put: (path: string) => request(api).put(path).set('Authorization', `Bearer ${token}`),
    patch: (path: string) => request(api).patch(path).set('Authorization', `Bearer ${token}`),
    delete: (path: string) => request(api).delete(path).set('Authorization', `Bearer ${token}`),
  });
  const [dana, riley, sam] = await Promise.all(['dana@demo-title.test', 'riley@demo-title.test', 'sam@harbor-closing.test'].map(tokenOf));
  return { api, store, dana: as(dana!), riley: as(riley!), sam: as(sam!) };
}

type Client = Awaited<ReturnType<typeof setup>>['dana'];
interface Item {
  id: string;
  title: string;
  status: string;
  due: string | null;
  assignee: string | null;
  templateKey: string | null;
  milestone: boolean;
  version: number;
  requirement: { code: string; text: string } | null;
}

async function open(client: Client, overrides: Record<string, unknown> = {}): Promise<{ orderGuid: string; items: Item[] }> {
  const created = await client.post('/files').send({ ...sampleOrderDetail({ fileNumber: `CHK-${Math.random().toString(36).slice(2, 8)}` }), ...overrides }).expect(202);
  const orderGuid = created.body.result.orderId as string;
  const items = (await client.get(`/orders/${orderGuid}/checklist`).expect(200)).body.result.items as Item[];
  return { orderGuid, items };
}

describe("a file's checklist", () => {
  it("is the agency's template for the file's transaction type, assigned to whoever opened it, due from the file's dates", async () => {
    const { dana } = await setup();
    const { items } = await open(dana);
    expect(items.map((item) => item.templateKey)).toEqual(defaultTemplate('Purchase').map((step) => step.key));
    expect(new Set(items.map((item) => item.assignee))).toEqual(new Set(['dana@demo-title.test']));
    // Closing 2026-12-15 (a Tuesday): payoffs 10 business days before, the disbursement on 12-16.
    expect(items.find((item) => item.templateKey === 'payoffs')?.due).toBe('2026-12-01');
    expect(items.find((item) => item.templateKey === 'disburse')?.due).toBe('2026-12-16');
    const cash = await open(dana, { cashClosing: 'Cash', loanAmount: 0 });
    expect(cash.items.map((item) => item.templateKey)).not.toContain('cpl');
    expect(cash.items.map((item) => item.templateKey)).not.toContain('lender-package');
  });

  it('takes a tick, a reopen, an assignment and a new item, each a history entry, and refuses a stale tick', async () => {
    const { dana, riley, sam } = await setup();
    const { orderGuid, items } = await open(dana);
    const [first] = items;
    const ticked = await riley.patch(`/orders/${orderGuid}/checklist/${first!.id}`).set('If-Match', '"0"').send({ status: 'done' }).expect(200);
    expect(ticked.body.result).toMatchObject({ status: 'done', doneBy: 'Riley Chen', version: 1 });
    await dana.patch(`/orders/${orderGuid}/checklist/${first!.id}`).set('If-Match', '"0"').send({ status: 'open' }).expect(412);
    await dana.patch(`/orders/${orderGuid}/checklist/${first!.id}`).send({ status: 'open', assigneeId: 'u-riley' }).expect(200);
    await dana.patch(`/orders/${orderGuid}/checklist/${first!.id}`).send({ assigneeId: 'u-sam' }).expect(400);
    const added = await dana.post(`/orders/${orderGuid}/checklist`).send({ title: '<img src=x onerror=alert(1)> Call the HOA', waitingOn: 'HOA', due: '2026-12-05' }).expect(201);
    expect(added.body.result).toMatchObject({ title: '<img src=x onerror=alert(1)> Call the HOA', status: 'open', due: '2026-12-05', dueRule: null });
    const history = (await dana.get(`/orders/${orderGuid}/history?section=checklist`).expect(200)).body.result.entries as { summary: string; actor: { name: string } }[];
    expect(history.map((entry) => entry.summary)).toEqual([
      'added checklist item "<img src=x onerror=alert(1)> Call the HOA"',
      `changed checklist item "${first!.title}"`,
      `completed "${first!.title}"`,
      'added the Purchase checklist (13 items)',
    ]);
    await sam.get(`/orders/${orderGuid}/checklist`).expect(404);
    await sam.patch(`/orders/${orderGuid}/checklist/${first!.id}`).send({ status: 'done' }).expect(404);
  });

  it('moves open items counted from the closing date when it moves, keeps done ones, and says so once', async () => {
    const { dana } = await setup();
    const { orderGuid, items } = await open(dana);
    const payoffs = items.find((item) => item.templateKey === 'payoffs')!;
    const schedule = items.find((item) => item.templateKey === 'schedule')!;
    await dana.patch(`/orders/${orderGuid}/checklist/${schedule.id}`).send({ status: 'done' }).expect(200);
    // Closing three days earlier, on Friday the 11th (disbursement stays on the 16th).
    await dana.patch(`/orders/${orderGuid}`).send([{ op: 'replace', path: '/closingDate', value: '2026-12-11T00:00:00Z' }]).expect(202);
    const after = (await dana.get(`/orders/${orderGuid}/checklist`).expect(200)).body.result.items as Item[];
    expect(after.find((item) => item.id === payoffs.id)?.due).toBe('2026-11-27');
    expect(after.find((item) => item.templateKey === 'disburse')?.due).toBe('2026-12-16');
    expect(after.find((item) => item.id === schedule.id)?.due).toBe(schedule.due);
    // Items counted from the opening date stay where they were.
    expect(after.find((item) => item.templateKey === 'title-search')?.due).toBe(items.find((item) => item.templateKey === 'title-search')?.due);
    const moves = ((await dana.get(`/orders/${orderGuid}/history?section=checklist`).expect(200)).body.result.entries as { summary: string; changes: unknown[] }[]).filter((entry) => entry.summary.startsWith('moved'));
    expect(moves).toHaveLength(1);
    expect(moves[0]!.summary).toBe('moved 6 checklist items with the closing date');
    expect(moves[0]!.changes).toContainEqual({ path: `checklist/${payoffs.id}/due`, label: `${payoffs.title}: due`, before: '2026-12-01', after: '2026-11-27' });
  });
});

describe('curative from the commitment', () => {
  it('makes each B-I requirement an item, satisfied when the item is done, and removes it with the requirement', async () => {
    const { dana } = await setup();
    const { orderGuid } = await open(dana);
    const items = [
      { code: 'R-1', text: 'Payoff and release of the mortgage recorded as Instrument 2019-00412.' },
      { code: 'R-2', text: 'Certification of trust for the Baker Family Trust.' },
    ];
    await dana.put(`/commitments/${orderGuid}/requirements`).set('If-Match', '"0"').send({ items }).expect(202);
    const curative = ((await dana.get(`/orders/${orderGuid}/checklist`).expect(200)).body.result.items as (Item & { waitingOn: string })[]).filter((item) => item.requirement);
    expect(curative.map((item) => [item.title, item.waitingOn, item.due])).toEqual([
      ['Curative R-1: Payoff and release of the mortgage recorded as Instrument 2019-00412.', 'payoff lender', '2026-12-11'],
      ['Curative R-2: Certification of trust for the Baker Family Trust.', 'attorney', '2026-12-11'],
    ]);
    await dana.patch(`/orders/${orderGuid}/checklist/${curative[1]!.id}`).send({ status: 'done' }).expect(200);
    const requirements = (await dana.get(`/commitments/${orderGuid}/requirements`).expect(200)).body.result.items;
    expect(requirements.map((item: { satisfied: boolean; taskId: string }) => [item.satisfied, item.taskId])).toEqual([
      [false, curative[0]!.id],
      [true, curative[1]!.id],
    ]);
    await dana.put(`/commitments/${orderGuid}/requirements`).set('If-Match', '"1"').send({ items: [items[1]] }).expect(202);
    const left = ((await dana.get(`/orders/${orderGuid}/checklist`).expect(200)).body.result.items as Item[]).filter((item) => item.requirement);
    expect(left.map((item) => [item.id, item.status])).toEqual([[curative[1]!.id, 'done']]);
    await dana.delete(`/orders/${orderGuid}/checklist/${curative[1]!.id}`).expect(409);
  });
});

describe('My work', () => {
  it("groups the person's open items, and an administrator reassigns them", async () => {
    const { dana, riley } = await setup();
    const today = new Date().toISOString().slice(0, 10);
    const before = (await dana.get('/my-work').expect(200)).body.result.total as number;
    const closing = format(addBusinessDays(parseISO(today), 10), 'yyyy-MM-dd');
    const { orderGuid, items } = await open(dana, { closingDate: `${closing}T00:00:00Z`, disbursementDate: `${closing}T00:00:00Z` });
    await dana.post(`/orders/${orderGuid}/checklist`).send({ title: 'Due today', assigneeId: 'u-dana', due: today }).expect(201);
    await dana.post(`/orders/${orderGuid}/checklist`).send({ title: 'Overdue', assigneeId: 'u-dana', due: '2026-01-05' }).expect(201);
    const mine = (await dana.get(`/my-work?today=${today}`).expect(200)).body.result;
    expect(mine.person.email).toBe('dana@demo-title.test');
    expect(mine.groups.today.map((item: Item) => item.title)).toContain('Due today');
    expect(mine.groups.overdue.map((item: Item) => item.title)).toContain('Overdue');
    expect(mine.groups.today.every((item: Item) => item.due === today)).toBe(true);
    expect(mine.counts.overdue + mine.counts.today + mine.counts.thisWeek + mine.counts.later).toBe(before + items.length + 2);
    expect(mine.total).toBe(before + items.length + 2);
    expect(mine.groups.overdue.every((item: Item) => item.due! < today)).toBe(true);
    await riley.get('/my-work?person=u-dana').expect(403);
    await riley.post('/my-work/reassign').send({ from: 'u-dana', to: 'u-riley' }).expect(403);
    await dana.get('/my-work?today=1999-01-01').expect(400);
    const moved = await dana.post('/my-work/reassign').send({ from: 'u-dana', to: 'u-riley', taskIds: [items[0]!.id] }).expect(200);
    expect(moved.body.result.moved).toBe(1);
    const rileys = (await riley.get('/my-work').expect(200)).body.result;
    expect(Object.values(rileys.groups).flat().map((item) => (item as Item).id)).toContain(items[0]!.id);
    // Testers query the same items with json-server's conventions.
    const listed = await dana.get(`/tasks?assignee=riley@demo-title.test&orderGuid=${orderGuid}&status=open&_sort=due&_order=asc&_page=1`).expect(200);
    expect(listed.body.map((item: Item) => item.id)).toContain(items[0]!.id);
    expect(listed.body[0]).not.toHaveProperty('tenantId');
    await dana.get(`/tasks?orderGuid=${orderGuid}&_limit=100`).expect(200);
  });
});

describe('checklist templates', () => {
  it('an administrator edits a type, files opened afterwards follow it, and an agent cannot', async () => {
    const { dana, riley } = await setup();
    const { items: before } = await open(dana, { transactionType: 'Refinance' });
    const template = (await dana.get('/checklist-templates/Refinance').expect(200)).body.result;
    const items = [{ ...template.items[1], title: 'Examine title (renamed)' }, template.items[0], { title: 'Order the HOA estoppel', owner: { kind: 'nobody' }, due: { anchor: 'closing', businessDays: -8 }, milestone: false, waitingOn: 'HOA' }];
    await riley.put('/checklist-templates/Refinance').send({ items }).expect(403);
    await dana.put('/checklist-templates/Refinance').send({ items: [] }).expect(400);
    await dana.put('/checklist-templates/Refinance').send({ items }).expect(200);
    const { items: after } = await open(dana, { transactionType: 'Refinance' });
    expect(after.map((item) => [item.title, item.assignee])).toEqual([
      ['Examine title (renamed)', 'dana@demo-title.test'],
      [template.items[0].title, 'dana@demo-title.test'],
      ['Order the HOA estoppel', null],
    ]);
    expect(before.length).toBeGreaterThan(3);
    await dana.get('/checklist-templates/Timeshare').expect(404);
  });
});

describe('what a fresh-eyes review found', () => {
  it('refuses days that do not exist, bad days for My work and the file list, and invisible or control characters', async () => {
    const { dana } = await setup();
    const { orderGuid } = await open(dana);
    for (const due of ['2026-02-30', '2026-04-31', '0000-01-01']) await dana.post(`/orders/${orderGuid}/checklist`).send({ title: 'x', due }).expect(400);
    for (const day of ['2026-99-99', '2026-13-45', '9999-12-31']) await dana.get(`/my-work?today=${day}`).expect(400);
    for (const day of ['2026-02-30', '0000-00-00', '2026-99-99']) await dana.get(`/files?next=overdue&today=${day}`).expect(400);
    for (const title of ['red\u202eevil', 'two\r\nlines', '\u200b\u200b', '\u0000', '   ']) await dana.post(`/orders/${orderGuid}/checklist`).send({ title }).expect(400);
    await dana.post(`/orders/${orderGuid}/checklist`).send({ title: 'Call the HOA', note: 'line one\nline two' }).expect(201);
  });

  it('refuses to reassign work to the person who has it', async () => {
    const { dana } = await setup();
    await dana.post('/my-work/reassign').send({ from: 'u-riley', to: 'u-riley' }).expect(400);
  });

  it("takes a file's new number to its items", async () => {
    const { dana } = await setup();
    const { orderGuid } = await open(dana);
    await dana.patch(`/orders/${orderGuid}`).send([{ op: 'replace', path: '/fileNumber', value: 'RENUM-0001' }]).expect(202);
    const items = (await dana.get(`/orders/${orderGuid}/checklist`).expect(200)).body.result.items as { fileNumber: string }[];
    expect(new Set(items.map((item) => item.fileNumber))).toEqual(new Set(['RENUM-0001']));
    expect((await dana.get(`/tasks?fileNumber=RENUM-0001&_limit=100`).expect(200)).body.length).toBe(items.length);
  });

  it('keeps a code-less requirement’s item when its text is edited, and satisfies it from the commitment', async () => {
    const { dana } = await setup();
    const { orderGuid } = await open(dana);
    await dana.put(`/commitments/${orderGuid}/requirements`).set('If-Match', '"0"').send({ items: [{ code: '', text: 'Release of the 2019 mortgage.' }] }).expect(202);
    const [item] = ((await dana.get(`/orders/${orderGuid}/checklist`).expect(200)).body.result.items as Item[]).filter((candidate) => candidate.requirement);
    await dana.patch(`/orders/${orderGuid}/checklist/${item!.id}`).send({ note: 'Lender says next week' }).expect(200);
    await dana.put(`/commitments/${orderGuid}/requirements`).set('If-Match', '"1"').send({ items: [{ code: '', text: 'Release of the 2019 mortgage, recorded.', satisfied: true }] }).expect(202);
    const [after] = ((await dana.get(`/orders/${orderGuid}/checklist`).expect(200)).body.result.items as (Item & { note: string })[]).filter((candidate) => candidate.requirement);
    expect(after).toMatchObject({ id: item!.id, note: 'Lender says next week', status: 'done', title: 'Curative: Release of the 2019 mortgage, recorded.' });
    const requirements = (await dana.get(`/commitments/${orderGuid}/requirements`).expect(200)).body.result.items;
    expect(requirements[0].satisfied).toBe(true);
  });
});
