import request from 'supertest';
import { scheduleADefaults } from '../../src/commitments/schedule-a-defaults.ts';
import { buildLetterRequest } from '../../src/letters/build-letter-request.ts';
import type { LetterInput } from '../../src/letters/build-letter-request.ts';
import type { OrderDetail } from '../../src/orders/order-schemas.ts';
import { BROKER_CLIENT_ID } from './broker.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { createMockApi, DEFAULT_BROKER_CLIENT_SECRET } from '../server.ts';
import { Store } from '../store/store.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { sampleLetterChoices } from '../../fixtures/sample-order.ts';

async function setup() {
  const store = Store.memory(await demoSeed());
  const api = createMockApi({ store });
  const tokenOf = async (email: string) => (await request(api).post('/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body.result.token as string;
  const dana = await tokenOf('dana@demo-title.test');
  const sam = await tokenOf('sam@harbor-closing.test');
  const order = store.list('orders').find((candidate) => candidate.tenantId === 1);
  if (!order) throw new Error('no demo order');
  return { api, store, dana, sam, order };
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('commitments', () => {
  it('has no Schedule A until one is saved, then answers it', async () => {
    const { api, dana, order } = await setup();
    const first = await request(api).get(`/commitments/${order.id}`).set(auth(dana)).expect(200);
    expect(first.body).toEqual({ result: null });
    expect(first.headers.etag).toBe('"0"');
    const scheduleA = scheduleADefaults(order.baseOrderDetail as unknown as OrderDetail, 'Demo Title & Escrow', new Date('2026-11-18T00:00:00Z'));
    const put = await request(api).put(`/commitments/${order.id}`).set(auth(dana)).set('If-Match', '"0"').send(scheduleA).expect(202);
    expect(put.headers.etag).toBe('"1"');
    const saved = (await request(api).get(`/commitments/${order.id}`).set(auth(dana)).expect(200)).body.result;
    expect(saved).toMatchObject({ requirementExpire: '180', commitmentTilte: scheduleA.commitmentTilte, orderGuid: order.id });
  });

  it('rejects a bad Schedule A with an ExceptionList', async () => {
    const { api, dana, order } = await setup();
    const response = await request(api)
      .put(`/commitments/${order.id}`)
      .set(auth(dana))
      .send({ commitmentEffectiveDateTime: 'soon', requirementExpire: 'forever', ownersCoverageAmount: -1 })
      .expect(400);
    expect(response.body.ExceptionList.map((entry: { Type: string }) => entry.Type).sort()).toEqual(['CommitmentEffectiveDateTime', 'OwnersCoverageAmount', 'RequirementExpire']);
  });

  it('keeps requirements and exceptions in the order given', async () => {
    const { api, dana, order } = await setup();
    const items = [
      { code: 'R-101', text: 'Warranty Deed from the record owner.' },
      { code: '', text: 'Custom: payoff of the second mortgage.' },
    ];
    await request(api).put(`/commitments/${order.id}/requirements`).set(auth(dana)).set('If-Match', '"0"').send({ items }).expect(202);
    // Each requirement comes back with its curative checklist item (docs/checklists.md).
    expect((await request(api).get(`/commitments/${order.id}/requirements`).set(auth(dana)).expect(200)).body.result.items).toEqual(
      items.map((item) => ({ ...item, satisfied: false, taskId: expect.any(String) })),
    );
    expect((await request(api).get(`/commitments/${order.id}/exceptions`).set(auth(dana)).expect(200)).body.result.items).toEqual([]);
    await request(api).put(`/commitments/${order.id}/exceptions`).set(auth(dana)).set('If-Match', '"0"').send({ items: [{ code: 'E', text: '' }] }).expect(400);
  });

  it('refuses a save built on an old version (412, with what is stored now) or naming none (428)', async () => {
    const { api, dana, store, order } = await setup();
    const path = `/commitments/${order.id}/requirements`;
    const mine = { items: [{ code: 'R-101', text: 'Mine.' }] };
    const theirs = { items: [{ code: 'R-102', text: 'Theirs.' }] };
    // Two agents read version "0"; both save at once: exactly one wins, whichever arrives first
    // (on a busy machine either may), and the other is told what the winner stored.
    const [a, b] = await Promise.all([
      request(api).put(path).set(auth(dana)).set('If-Match', '"0"').send(theirs),
      request(api).put(path).set(auth(dana)).set('If-Match', '"0"').send(mine),
    ]);
    expect([a.status, b.status].sort()).toEqual([202, 412]);
    const [winner, loser] = a.status === 202 ? [theirs, b] : [mine, a];
    const other = winner === theirs ? mine : theirs;
    expect(loser.body.result).toMatchObject({ isSuccess: false, current: winner, version: '"1"' });
    expect(store.get('commitments', order.id)?.requirements).toEqual(winner.items);
    const missing = await request(api).put(path).set(auth(dana)).send(other).expect(428);
    expect(missing.body.message).toMatch(/If-Match/);
    // "*" names no version: it would overwrite blindly, so it is refused the same way.
    await request(api).put(path).set(auth(dana)).set('If-Match', '*').send(other).expect(428);
    // Nor does a list naming every version: it would match whatever is stored.
    await request(api).put(path).set(auth(dana)).set('If-Match', '"0", "1", "2", "3"').send(other).expect(428);
    expect(store.get('commitments', order.id)?.requirements).toEqual(winner.items);
    // Saving over the winner's knowingly names its version.
    await request(api).put(path).set(auth(dana)).set('If-Match', '"1"').send(other).expect(202);
    expect(store.get('commitments', order.id)?.requirements).toEqual(other.items);
  });

  it("answers 404 for another tenant's order on every commitment route", async () => {
    const { api, sam, order } = await setup();
    await request(api).get(`/commitments/${order.id}`).set(auth(sam)).expect(404);
    await request(api).put(`/commitments/${order.id}`).set(auth(sam)).send({}).expect(404);
    await request(api).get(`/commitments/${order.id}/requirements`).set(auth(sam)).expect(404);
    await request(api).put(`/commitments/${order.id}/exceptions`).set(auth(sam)).send({ items: [] }).expect(404);
    await request(api).get('/tenant/1/ownerspolicytype').set(auth(sam)).expect(404);
  });

  it('serves the libraries, policy lists and mortgage clauses', async () => {
    const { api, dana } = await setup();
    expect((await request(api).get('/commitments/requirements-library').set(auth(dana)).expect(200)).body.result[0]).toHaveProperty('requirementCode');
    expect((await request(api).get('/commitments/exceptions-library').set(auth(dana)).expect(200)).body.result[0]).toHaveProperty('exceptionDescription');
    expect((await request(api).get('/tenant/1/ownerspolicytype').set(auth(dana)).expect(200)).body.result).toContainEqual({ name: 'ALTA HomeOwners (10/7/2013)' });
    expect((await request(api).get('/loanPolicyType').expect(200)).body.result).toContainEqual(expect.objectContaining({ name: 'ALTA Short Form Policy (6/1/2006)' }));
    expect((await request(api).get('/ownershipInterest').expect(200)).body.result).toContainEqual(expect.objectContaining({ name: 'Leasehold Estate' }));
    expect((await request(api).get('/orders/mortgage-clauses').set(auth(dana)).expect(200)).body.result[0]).toHaveProperty('mortgageClause');
  });
});

describe('the broker', () => {
  async function brokerToken(api: Awaited<ReturnType<typeof setup>>['api']) {
    const response = await request(api)
      .post('/broker/connect/token')
      .type('form')
      .send({ grant_type: 'client_credentials', client_id: BROKER_CLIENT_ID, client_secret: DEFAULT_BROKER_CLIENT_SECRET })
      .expect(200);
    expect(response.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    return response.body.access_token as string;
  }

  function letterFor(order: { id: string; baseOrderDetail: Record<string, unknown> }, userToken: string): ReturnType<typeof buildLetterRequest> {
    const detail = order.baseOrderDetail as unknown as OrderDetail;
    const input: LetterInput = {
      orderGuid: order.id,
      detail,
      scheduleA: null,
      ...sampleLetterChoices,
      tenantName: 'Demo Title & Escrow',
      user: { token: userToken, userName: 'dana@demo-title.test', firstName: 'Dana', lastName: 'Agent', email: 'dana@demo-title.test' },
    };
    return buildLetterRequest(input);
  }

  it('refuses a wrong client secret and other grants', async () => {
    const { api } = await setup();
    await request(api).post('/broker/connect/token').type('form').send({ grant_type: 'client_credentials', client_id: BROKER_CLIENT_ID, client_secret: 'nope' }).expect(401);
    await request(api).post('/broker/connect/token').type('form').send({ grant_type: 'password' }).expect(400);
  });

  it('issues a letter and lists the letters of the order', async () => {
    const { api, dana, order } = await setup();
    const token = await brokerToken(api);
    const issued = await request(api).post('/broker/v1/letters').set(auth(token)).send(letterFor(order, dana)).expect(201);
    expect(issued.body).toMatchObject({ letterNumber: expect.stringMatching(/^CPL-\d{4}-000001$/), status: 'Issued', lenderName: 'Rocket Mortgage', underwriter: 'Stewart Title Guaranty Company' });
    const listed = await request(api).get(`/broker/v1/letters?orderMoniker=${order.id}`).set(auth(token)).set('X-User-Token', dana).expect(200);
    expect(listed.body.letters).toHaveLength(1);
  });

  it('never hands out the number of a letter that exists, also after one was deleted', async () => {
    const { api, dana, order } = await setup();
    const token = await brokerToken(api);
    const issue = async () => (await request(api).post('/broker/v1/letters').set(auth(token)).send(letterFor(order, dana)).expect(201)).body as { id: string; letterNumber: string };
    const first = await issue();
    await issue();
    await issue();
    await request(api).delete(`/broker/v1/letters/${first.id}`).set(auth(token)).set('X-User-Token', dana).expect(204);
    const next = await issue();
    expect(next.letterNumber).toMatch(/-000004$/);
    const listed = await request(api).get(`/broker/v1/letters?orderMoniker=${order.id}`).set(auth(token)).set('X-User-Token', dana).expect(200);
    const numbers = (listed.body.letters as { letterNumber: string }[]).map((letter) => letter.letterNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('answers a request without its required keys with an ExceptionList', async () => {
    const { api, dana, order } = await setup();
    const token = await brokerToken(api);
    const letter = letterFor(order, dana);
    letter.submissionData.agent.Data = letter.submissionData.agent.Data.filter((entry) => entry.Key !== 'agentNumber');
    letter.order.contacts = letter.order.contacts.filter((contact) => contact.type !== 'Lender');
    const response = await request(api).post('/broker/v1/letters').set(auth(token)).send(letter).expect(400);
    expect(response.body.ExceptionList).toEqual([
      { Type: 'agentNumber', Message: 'agentNumber is required.' },
      { Type: 'contacts.Lender', Message: 'contacts.Lender is required.' },
    ]);
  });

  it("needs the broker's own token, and scopes letters to the user's tenant", async () => {
    const { api, dana, sam, order } = await setup();
    await request(api).post('/broker/v1/letters').set(auth(dana)).send(letterFor(order, dana)).expect(401);
    const token = await brokerToken(api);
    await request(api).post('/broker/v1/letters').set(auth(token)).send(letterFor(order, sam)).expect(404);
    await request(api).post('/broker/v1/letters').set(auth(token)).send(letterFor(order, 'not-a-token')).expect(401);
    await request(api).get(`/broker/v1/letters?orderMoniker=${order.id}`).set(auth(token)).set('X-User-Token', sam).expect(404);
  });
});
