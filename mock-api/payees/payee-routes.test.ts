import request from 'supertest';
import { sampleOrderDetail } from '../../fixtures/sample-order.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { createMockApi } from '../server.ts';
import { Store } from '../store/store.ts';
import { memoryMailer } from '../team/mailer.ts';
import { demoSeed } from '../testing/demo-seed.ts';

/** Payees and their wire instructions: masked everywhere, verified by a second person, loud on change. */

const ACCOUNT = '000123459012';
const wire = { bankName: 'JPMorgan Chase Bank', routingNumber: '021000021', accountNumber: ACCOUNT, accountNumberConfirm: ACCOUNT, beneficiaryName: 'Tom Baker', reference: 'DTE seller proceeds', contactPhone: '(512) 555-0100' };
const seller = { name: 'Tom Baker', role: 'Seller proceeds', amount: 84250.5, method: 'wire', wire };

async function setup() {
  const store = Store.memory(await demoSeed());
  const mailer = memoryMailer();
  const api = createMockApi({ store, mail: { mailer, appUrl: 'http://localhost:4200' } });
  const tokenOf = async (email: string) => (await request(api).post('/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body.result.token as string;
  const as = (token: string) => ({
    get: (path: string) => request(api).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string) => request(api).post(path).set('Authorization', `Bearer ${token}`),
    put: (path: string) => request(api).put(path).set('Authorization', `Bearer ${token}`),
    patch: (path: string) => request(api).patch(path).set('Authorization', `Bearer ${token}`),
  });
  const [dana, riley, sam] = await Promise.all(['dana@demo-title.test', 'riley@demo-title.test', 'sam@harbor-closing.test'].map(tokenOf));
  const danaApi = as(dana!);
  const orderGuid = (await danaApi.post('/files').send(sampleOrderDetail({ fileNumber: 'PAY-2026-0001' })).expect(202)).body.result.orderId as string;
  return { store, mailer, api, dana: danaApi, riley: as(riley!), sam: as(sam!), orderGuid };
}

describe('payees', () => {
  it('keeps the account number sealed: every answer, history entry and the data file show •••• 9012 only', async () => {
    const { store, dana, orderGuid } = await setup();
    const added = await dana.post(`/orders/${orderGuid}/payees`).send(seller).expect(201);
    expect(added.body.result).toMatchObject({ status: 'not-verified', wire: { account: '•••• 9012', bankOnRecord: 'JPMorgan Chase Bank', routingNumber: '021000021' } });
    const everything = JSON.stringify([added.body, (await dana.get(`/orders/${orderGuid}/payees`).expect(200)).body, (await dana.get(`/orders/${orderGuid}/history`).expect(200)).body, store.snapshot()]);
    expect(everything).not.toContain(ACCOUNT);
    expect(everything).toContain('•••• 9012');
  });

  it('refuses a routing number that fails the ABA check and account numbers that do not match, on their fields', async () => {
    const { dana, orderGuid } = await setup();
    const refused = await dana.post(`/orders/${orderGuid}/payees`).send({ ...seller, wire: { ...wire, routingNumber: '021000022', accountNumberConfirm: '999' } }).expect(400);
    expect(refused.body.ExceptionList).toEqual(
      expect.arrayContaining([
        { Type: 'RoutingNumber', Message: 'Enter the bank’s 9-digit ABA routing number; this one fails the routing number check.' },
        { Type: 'AccountNumberConfirm', Message: 'The account numbers do not match.' },
      ]),
    );
  });

  it('is verified only by another person, not with the number given in the instructions', async () => {
    const { dana, riley, orderGuid } = await setup();
    const { id } = (await dana.post(`/orders/${orderGuid}/payees`).send(seller).expect(201)).body.result;
    const mine = await dana.post(`/orders/${orderGuid}/payees/${id}/verification`).send({ method: 'call-back', numberCalled: '512-555-0199', note: '' }).expect(403);
    expect(mine.body.message).toMatch(/another person of your agency must verify them/);
    await riley.post(`/orders/${orderGuid}/payees/${id}/verification`).send({ method: 'call-back', numberCalled: '512 555 0100', note: '' }).expect(400);
    const verified = await riley.post(`/orders/${orderGuid}/payees/${id}/verification`).send({ method: 'call-back', numberCalled: '(512) 555-0199', note: 'Bank-published number' }).expect(200);
    expect(verified.body.result).toMatchObject({ status: 'verified', verification: { method: 'call-back', by: { name: 'Riley Chen' } } });
  });

  it('makes changed instructions Not verified, says so in the history and e-mails the file owner, all masked', async () => {
    const { dana, riley, mailer, orderGuid } = await setup();
    const { id } = (await dana.post(`/orders/${orderGuid}/payees`).send(seller).expect(201)).body.result;
    await riley.post(`/orders/${orderGuid}/payees/${id}/verification`).send({ method: 'in-person', note: '' }).expect(200);
    const changed = await riley.put(`/orders/${orderGuid}/payees/${id}`).send({ ...seller, wire: { ...wire, accountNumber: '55554321', accountNumberConfirm: '55554321' } }).expect(200);
    expect(changed.body.result).toMatchObject({ status: 'not-verified', verification: null, changedBy: { name: 'Riley Chen' }, wire: { account: '•••• 4321' } });
    const [entry] = (await dana.get(`/orders/${orderGuid}/history?section=payees`).expect(200)).body.result.entries;
    expect(entry).toMatchObject({ action: 'wire-changed', summary: 'changed the wire instructions of "Tom Baker" (Seller proceeds): they were verified and are not any more' });
    expect(entry.changes).toContainEqual({ path: `payees/${id}/account`, label: 'Account', before: '•••• 9012', after: '•••• 4321' });
    const mail = mailer.sent.find((sent) => sent.slug.startsWith('wire-changed-'));
    expect(mail?.message).toContain('Riley Chen changed the wire instructions of Tom Baker');
    expect(mail?.message).toContain('dana@demo-title.test');
    expect(mail?.message).not.toMatch(/55554321|000123459012/);
    // Riley changed them: Riley cannot verify them now; Dana can.
    await riley.post(`/orders/${orderGuid}/payees/${id}/verification`).send({ method: 'in-person', note: '' }).expect(403);
  });

  it('reveals the full number to an administrator only, and records that it did', async () => {
    const { dana, riley, orderGuid } = await setup();
    const { id } = (await dana.post(`/orders/${orderGuid}/payees`).send(seller).expect(201)).body.result;
    await riley.post(`/orders/${orderGuid}/payees/${id}/reveal`).expect(403);
    expect((await dana.post(`/orders/${orderGuid}/payees/${id}/reveal`).expect(200)).body.result.accountNumber).toBe(ACCOUNT);
    const entries = (await dana.get(`/orders/${orderGuid}/history?section=payees`).expect(200)).body.result.entries;
    expect(entries[0].summary).toBe('revealed the account number •••• 9012 of "Tom Baker" (Seller proceeds)');
  });

  it('holds disbursement until every wire on the file is verified, naming who waits', async () => {
    const { dana, riley, orderGuid } = await setup();
    const { id } = (await dana.post(`/orders/${orderGuid}/payees`).send(seller).expect(201)).body.result;
    const disburse = ((await dana.get(`/orders/${orderGuid}/checklist`).expect(200)).body.result.items as { id: string; templateKey: string }[]).find((item) => item.templateKey === 'disburse')!;
    const waiting = await dana.patch(`/orders/${orderGuid}/checklist/${disburse.id}`).send({ status: 'done' }).expect(409);
    expect(waiting.body.message).toBe('Disbursement waits for verified wire instructions: Tom Baker (Seller proceeds) is not verified yet.');
    await riley.post(`/orders/${orderGuid}/payees/${id}/verification`).send({ method: 'verification-service', note: 'CertifID match' }).expect(200);
    await dana.patch(`/orders/${orderGuid}/checklist/${disburse.id}`).send({ status: 'done' }).expect(200);
  });

  it("is another agency's business only: Sam sees, changes, verifies and reveals nothing of Dana's file", async () => {
    const { dana, sam, orderGuid } = await setup();
    const { id } = (await dana.post(`/orders/${orderGuid}/payees`).send(seller).expect(201)).body.result;
    await sam.get(`/orders/${orderGuid}/payees`).expect(404);
    await sam.put(`/orders/${orderGuid}/payees/${id}`).send(seller).expect(404);
    await sam.post(`/orders/${orderGuid}/payees/${id}/verification`).send({ method: 'in-person' }).expect(404);
    await sam.post(`/orders/${orderGuid}/payees/${id}/reveal`).expect(404);
    await sam.get('/payees').expect(404);
  });
});

describe('payees, after a fresh-eyes review', () => {
  it('takes ordinary amounts in cents, refuses invisible and direction-override characters, and a call-back to +1 and the given number', async () => {
    const { dana, riley, orderGuid } = await setup();
    for (const amount of [19.99, 1.15, 8.2, 0.29]) await dana.post(`/orders/${orderGuid}/payees`).send({ ...seller, amount }).expect(201);
    await dana.post(`/orders/${orderGuid}/payees`).send({ ...seller, amount: 0.001 }).expect(400);
    await dana.post(`/orders/${orderGuid}/payees`).send({ ...seller, wire: { ...wire, reference: 'FFC \u202e1234 5678\u202c' } }).expect(400);
    await dana.post(`/orders/${orderGuid}/payees`).send({ ...seller, name: 'Tom\u0000Baker' }).expect(400);
    const { id } = (await dana.post(`/orders/${orderGuid}/payees`).send(seller).expect(201)).body.result;
    for (const numberCalled of ['+1 512 555 0100', '1-512-555-0100']) await riley.post(`/orders/${orderGuid}/payees/${id}/verification`).send({ method: 'call-back', numberCalled }).expect(400);
  });

  it('refuses a verification of instructions changed since the verifier read them', async () => {
    const { dana, riley, orderGuid } = await setup();
    const { id } = (await dana.post(`/orders/${orderGuid}/payees`).send(seller).expect(201)).body.result;
    await dana.put(`/orders/${orderGuid}/payees/${id}`).send({ ...seller, wire: { ...wire, accountNumber: '55554321', accountNumberConfirm: '55554321' } }).expect(200);
    await riley.post(`/orders/${orderGuid}/payees/${id}/verification`).set('If-Match', '"0"').send({ method: 'in-person' }).expect(412);
    await riley.post(`/orders/${orderGuid}/payees/${id}/verification`).set('If-Match', '"1"').send({ method: 'in-person' }).expect(200);
  });

  it('is loud when a check becomes a wire', async () => {
    const { dana, riley, mailer, orderGuid } = await setup();
    const { id } = (await dana.post(`/orders/${orderGuid}/payees`).send({ ...seller, method: 'check', wire: null }).expect(201)).body.result;
    await riley.put(`/orders/${orderGuid}/payees/${id}`).send(seller).expect(200);
    const [entry] = (await dana.get(`/orders/${orderGuid}/history?section=payees`).expect(200)).body.result.entries;
    expect(entry.action).toBe('wire-changed');
    expect(mailer.sent.some((sent) => sent.slug.startsWith('wire-changed-'))).toBe(true);
  });
});
