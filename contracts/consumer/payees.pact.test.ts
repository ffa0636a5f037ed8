import { MatchersV3 } from '@pact-foundation/pact';
import { firstValueFrom } from 'rxjs';
import type { HttpError } from '../../src/lib/http/http-error.ts';
import { pactData, pactExamples, providerStates } from '../pact-names.ts';
import { appApis, createPact, exampleToken } from './pact-setup.ts';
import { anchoredUuid, isoDateTime } from './matchers.ts';

/**
 * Payees and their wire instructions (docs/payees.md). Account numbers here are made up, and
 * masked wherever the API masks them: no answer but an administrator's Reveal carries a whole one.
 */

const { like, eachLike, number, integer, fromProviderState, regex } = MatchersV3;

const token = exampleToken();
const bearer = () => fromProviderState('Bearer ${token}', `Bearer ${token}`);
const payeesPath = (suffix = '') => fromProviderState(`/api/orders/\${orderGuid}/payees${suffix}`, `/api/orders/${pactExamples.orderGuid}/payees${suffix}`);
const payeePath = (suffix = '') => fromProviderState(`/api/orders/\${orderGuid}/payees/\${payeeId}${suffix}`, `/api/orders/${pactExamples.orderGuid}/payees/${pactExamples.payeeId}${suffix}`);
const MASKED = '^•••• \\d{4}$';
const state = (enteredBy: 'Dana' | 'Riley') => ({ fileNumber: pactData.fileNumber, enteredBy });
const person = (name: string) => ({ userId: like('u-riley'), name: like(name) });

const payee = (fixed: Record<string, unknown> = {}) => ({
  id: like(pactExamples.payeeId),
  orderGuid: like(pactExamples.orderGuid),
  name: like('Tom Baker'),
  role: like('Seller proceeds'),
  amount: number(84250.5),
  method: regex('^(wire|check)$', 'wire'),
  status: regex('^(verified|not-verified|check)$', 'not-verified'),
  wire: {
    bankName: like('JPMorgan Chase Bank'),
    routingNumber: regex('^\\d{9}$', '021000021'),
    account: regex(MASKED, '•••• 9012'),
    accountLast4: regex('^\\d{4}$', '9012'),
    beneficiaryName: like('Tom Baker'),
    reference: like(''),
    contactPhone: like('(512) 555-0100'),
  },
  enteredBy: person('Riley Chen'),
  changedBy: person('Riley Chen'),
  changedAt: isoDateTime('2026-11-01T09:00:00.000Z'),
  version: integer(0),
  ...fixed,
});

describe('/api/orders/{orderGuid}/payees', () => {
  it("lists the file's payees, account numbers masked", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasUnverifiedWire, state('Riley'))
      .uponReceiving("a request for a file's payees")
      .withRequest({ method: 'GET', path: payeesPath(), headers: { Authorization: bearer() } })
      .willRespondWith({ status: 200, body: { result: { payees: eachLike(payee()) } } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).payeesApi.payees(pactExamples.orderGuid));
      expect(result.payees[0]?.wire?.account).toBe('•••• 9012');
    });
  });

  it('adds a payee paid by wire, the account number typed twice and answered masked', async () => {
    const pact = createPact();
    const input = {
      name: 'First National Payoff',
      role: 'Payoff lender' as const,
      amount: 212000,
      method: 'wire' as const,
      wire: { bankName: 'Wells Fargo Bank', routingNumber: '121000248', accountNumber: '7700001234', accountNumberConfirm: '7700001234', beneficiaryName: 'First National Mortgage', reference: 'Loan 44-1', contactPhone: '' },
    };
    pact
      .given(providerStates.danaHasUnverifiedWire, state('Riley'))
      .uponReceiving('a new payee paid by wire')
      .withRequest({ method: 'POST', path: payeesPath(), headers: { Authorization: bearer(), 'Content-Type': 'application/json' }, body: input })
      .willRespondWith({
        status: 201,
        body: {
          result: payee({
            id: anchoredUuid('1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b'),
            name: 'First National Payoff',
            role: 'Payoff lender',
            status: 'not-verified',
            wire: { bankName: 'Wells Fargo Bank', routingNumber: '121000248', bankOnRecord: 'Wells Fargo Bank', account: '•••• 1234', accountLast4: '1234', beneficiaryName: 'First National Mortgage', reference: 'Loan 44-1', contactPhone: '' },
            enteredBy: person('Dana Agent'),
            changedBy: person('Dana Agent'),
            verification: null,
          }),
        },
      });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).payeesApi.add(pactExamples.orderGuid, input));
      expect(result.wire?.account).toBe('•••• 1234');
    });
  });

  it('refuses a routing number that fails the ABA check, on its field', async () => {
    const pact = createPact();
    const input = { name: 'Tom Baker', role: 'Seller proceeds' as const, amount: 10, method: 'wire' as const, wire: { bankName: 'Bank', routingNumber: '021000022', accountNumber: '12345678', accountNumberConfirm: '12345678', beneficiaryName: 'Tom Baker', reference: '', contactPhone: '' } };
    pact
      .given(providerStates.danaHasUnverifiedWire, state('Riley'))
      .uponReceiving('a new payee with a routing number that fails the check')
      .withRequest({ method: 'POST', path: payeesPath(), headers: { Authorization: bearer(), 'Content-Type': 'application/json' }, body: input })
      .willRespondWith({ status: 400, body: { ExceptionList: eachLike({ Type: 'RoutingNumber', Message: like('Enter the bank’s 9-digit ABA routing number; this one fails the routing number check.') }) } });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url, token).payeesApi.add(pactExamples.orderGuid, input)).catch((caught: unknown) => caught);
      expect((error as HttpError).status).toBe(400);
    });
  });
});

describe('POST /api/orders/{orderGuid}/payees/{payeeId}/verification', () => {
  it("records a second person's verification", async () => {
    const pact = createPact();
    const verification = { method: 'call-back' as const, numberCalled: '(512) 555-0199', note: 'Number from the bank’s website' };
    pact
      .given(providerStates.danaHasUnverifiedWire, state('Riley'))
      .uponReceiving('a verification of wire instructions a colleague entered')
      .withRequest({ method: 'POST', path: payeePath('/verification'), headers: { Authorization: bearer(), 'Content-Type': 'application/json', 'If-Match': '"0"' }, body: verification })
      .willRespondWith({
        status: 200,
        body: { result: payee({ status: 'verified', verification: { method: 'call-back', numberCalled: '(512) 555-0199', note: like('Number from the bank’s website'), by: person('Dana Agent'), at: isoDateTime('2026-11-28T10:00:00.000Z') }, version: integer(1) }) },
      });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).payeesApi.verify(pactExamples.orderGuid, pactExamples.payeeId, verification, 0));
      expect(result.status).toBe('verified');
    });
  });

  it('refuses the person who entered the instructions (403)', async () => {
    const pact = createPact();
    const verification = { method: 'in-person' as const, numberCalled: '', note: '' };
    pact
      .given(providerStates.danaHasUnverifiedWire, state('Dana'))
      .uponReceiving('a verification by the person who entered the wire instructions')
      .withRequest({ method: 'POST', path: payeePath('/verification'), headers: { Authorization: bearer(), 'Content-Type': 'application/json', 'If-Match': '"0"' }, body: verification })
      .willRespondWith({ status: 403, body: { message: like('You entered or last changed these wire instructions: another person of your agency must verify them.') } });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url, token).payeesApi.verify(pactExamples.orderGuid, pactExamples.payeeId, verification, 0)).catch((caught: unknown) => caught);
      expect((error as HttpError).status).toBe(403);
    });
  });
});

describe('POST /api/orders/{orderGuid}/payees/{payeeId}/reveal', () => {
  it('gives an administrator the whole (made-up) account number', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasUnverifiedWire, state('Riley'))
      .uponReceiving("an administrator's reveal of an account number")
      .withRequest({ method: 'POST', path: payeePath('/reveal'), headers: { Authorization: bearer() } })
      .willRespondWith({ status: 200, body: { result: { accountNumber: regex('^\\d{4,17}$', pactExamples.accountNumber) } } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).payeesApi.reveal(pactExamples.orderGuid, pactExamples.payeeId));
      expect(result.accountNumber).toBe(pactExamples.accountNumber);
    });
  });
});

describe('disbursement', () => {
  it('waits for every wire to be verified (409, naming who waits)', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasUnverifiedWire, state('Riley'))
      .uponReceiving('a tick of the disbursement item while a wire is not verified')
      .withRequest({
        method: 'PATCH',
        path: fromProviderState('/api/orders/${orderGuid}/checklist/${disburseTaskId}', `/api/orders/${pactExamples.orderGuid}/checklist/${pactExamples.taskId}`),
        headers: { Authorization: bearer(), 'Content-Type': 'application/json', 'If-Match': '"0"' },
        body: { status: 'done' },
      })
      .willRespondWith({ status: 409, body: { message: like('Disbursement waits for verified wire instructions: Tom Baker (Seller proceeds) is not verified yet.') } });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url, token).checklistApi.change(pactExamples.orderGuid, pactExamples.taskId, { status: 'done' }, 0)).catch((caught: unknown) => caught);
      expect((error as HttpError).status).toBe(409);
    });
  });
});

describe('changing and removing a payee', () => {
  const changed = {
    name: 'Tom Baker',
    role: 'Seller proceeds' as const,
    amount: 84250.5,
    method: 'wire' as const,
    wire: { bankName: 'JPMorgan Chase Bank', routingNumber: '021000021', accountNumber: '55554321', accountNumberConfirm: '55554321', beneficiaryName: 'Tom Baker', reference: '', contactPhone: '(512) 555-0100' },
  };

  it('changes the wire instructions: answered masked and Not verified', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasUnverifiedWire, state('Riley'))
      .uponReceiving("a change of a payee's account number")
      .withRequest({ method: 'PUT', path: payeePath(), headers: { Authorization: bearer(), 'Content-Type': 'application/json', 'If-Match': '"0"' }, body: changed })
      .willRespondWith({ status: 200, body: { result: payee({ status: 'not-verified', verification: null, wire: { bankName: like('JPMorgan Chase Bank'), routingNumber: '021000021', account: '•••• 4321', accountLast4: '4321', beneficiaryName: like('Tom Baker'), reference: like(''), contactPhone: like('(512) 555-0100') }, changedBy: person('Dana Agent'), version: integer(1) }) } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).payeesApi.change(pactExamples.orderGuid, pactExamples.payeeId, changed, 0));
      expect(result.wire?.account).toBe('•••• 4321');
    });
  });

  it('removes a payee', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasUnverifiedWire, state('Riley'))
      .uponReceiving('a removal of a payee')
      .withRequest({ method: 'DELETE', path: payeePath(), headers: { Authorization: bearer() } })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (server) => {
      await firstValueFrom(appApis(server.url, token).payeesApi.remove(pactExamples.orderGuid, pactExamples.payeeId), { defaultValue: null });
    });
  });
});
