import { MatchersV3 } from '@pact-foundation/pact';
import { firstValueFrom } from 'rxjs';
import { pactExamples, pactScheduleA, providerStates } from '../pact-names';
import { appApis, createPact, exampleToken } from './pact-setup';

const { like, eachLike, fromProviderState } = MatchersV3;

const token = exampleToken();
const bearer = () => fromProviderState('Bearer ${token}', `Bearer ${token}`);
const commitmentPath = (suffix = '') => fromProviderState(`/api/commitments/\${orderGuid}${suffix}`, `/api/commitments/${pactExamples.orderGuid}${suffix}`);
const scheduleA = { ...pactScheduleA, orderGuid: pactExamples.orderGuid };

describe('policy and interest lists', () => {
  it("GET /api/tenant/{TenantId}/ownerspolicytype lists the tenant's owner policy types", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving("a request for the tenant's owner policy types")
      .withRequest({ method: 'GET', path: fromProviderState('/api/tenant/${tenantId}/ownerspolicytype', '/api/tenant/1/ownerspolicytype'), headers: { Authorization: bearer() } })
      .willRespondWith({ status: 200, body: { result: eachLike({ name: like('ALTA Owners Policy (6/17/06)') }) } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).commitments.ownersPolicyTypes(1));
      expect(result[0]?.name).toBe('ALTA Owners Policy (6/17/06)');
    });
  });

  it.each([
    ['loanPolicyTypes', '/api/loanPolicyType', 'ALTA Loan Policy (6/17/06)'],
    ['ownershipInterests', '/api/ownershipInterest', 'Fee Simple'],
  ] as const)('%s: GET %s', async (method, path, example) => {
    const pact = createPact();
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving(`a request for ${path}`)
      .withRequest({ method: 'GET', path, headers: { Authorization: bearer() } })
      .willRespondWith({ status: 200, body: { result: eachLike({ name: like(example) }) } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).commitments[method]());
      expect(result[0]?.name).toBe(example);
    });
  });
});

describe('/api/commitments/{orderGuid}', () => {
  it('answers the saved Schedule A', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasCommitment)
      .uponReceiving('a request for Schedule A')
      .withRequest({ method: 'GET', path: commitmentPath(), headers: { Authorization: bearer() } })
      .willRespondWith({ status: 200, body: { result: like(scheduleA) } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).commitments.scheduleA(pactExamples.orderGuid));
      expect(result?.commitmentTilte).toBe('Commitment for Title Insurance');
    });
  });

  it('saves Schedule A with 202', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasOrder)
      .uponReceiving('a save of Schedule A')
      .withRequest({ method: 'PUT', path: commitmentPath(), headers: { Authorization: bearer(), 'Content-Type': 'application/json' }, body: scheduleA })
      .willRespondWith({ status: 202 });
    await pact.executeTest(async (server) => {
      await expect(firstValueFrom(appApis(server.url, token).commitments.saveScheduleA(pactExamples.orderGuid, scheduleA))).resolves.toBeNull();
    });
  });

  it('answers the requirements (B-I) in order', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasCommitment)
      .uponReceiving('a request for the requirements')
      .withRequest({ method: 'GET', path: commitmentPath('/requirements'), headers: { Authorization: bearer() } })
      .willRespondWith({ status: 200, body: { result: { items: eachLike({ code: like('R-101'), text: like('Warranty Deed from the record owner.') }) } } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).commitments.scheduleB(pactExamples.orderGuid, 'requirements'));
      expect(result.items[0]?.code).toBe('R-101');
    });
  });

  it('saves the exceptions (B-II) with 202', async () => {
    const items = [{ code: 'E-200', text: 'Rights or claims of parties in possession not shown by the public records.' }];
    const pact = createPact();
    pact
      .given(providerStates.danaHasOrder)
      .uponReceiving('a save of the exceptions')
      .withRequest({ method: 'PUT', path: commitmentPath('/exceptions'), headers: { Authorization: bearer(), 'Content-Type': 'application/json' }, body: { items } })
      .willRespondWith({ status: 202 });
    await pact.executeTest(async (server) => {
      await expect(firstValueFrom(appApis(server.url, token).commitments.saveScheduleB(pactExamples.orderGuid, 'exceptions', items))).resolves.toBeNull();
    });
  });

  it.each([
    ['requirements', '/api/commitments/requirements-library', { requirementCode: like('R-101'), requirementDescription: like('Warranty Deed…') }],
    ['exceptions', '/api/commitments/exceptions-library', { exceptionCode: like('E-200'), exceptionDescription: like('Rights of parties in possession…') }],
  ] as const)('lists the %s library', async (part, path, entry) => {
    const pact = createPact();
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving(`a request for the ${part} library`)
      .withRequest({ method: 'GET', path, headers: { Authorization: bearer() } })
      .willRespondWith({ status: 200, body: { result: eachLike(entry) } });
    await pact.executeTest(async (server) => {
      const entries = await firstValueFrom(appApis(server.url, token).commitments.library(part));
      expect(entries[0]?.code).toMatch(/^[RE]-/);
    });
  });
});
