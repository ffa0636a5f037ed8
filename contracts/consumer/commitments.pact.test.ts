import { MatchersV3 } from '@pact-foundation/pact';
import { firstValueFrom } from 'rxjs';
import { pactExamples, pactScheduleA, pactData, providerStates } from '../pact-names.ts';
import { appApis, createPact, exampleToken } from './pact-setup.ts';
import { staleSaveOf } from '../../src/commitments/commitment-epics.ts';

const { like, eachLike, fromProviderState, regex } = MatchersV3;
/** A strong ETag such as "3": the version a save must name in If-Match. */
const ETAG = '^"[^"]+"$';
const etag = () => regex(ETAG, '"1"');
const ifMatch = (stateKey: string) => fromProviderState(`\${${stateKey}}`, '"1"');

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
      const { result } = await firstValueFrom(appApis(server.url, token).commitmentApi.ownersPolicyTypes(1));
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
      const { result } = await firstValueFrom(appApis(server.url, token).commitmentApi[method]());
      expect(result[0]?.name).toBe(example);
    });
  });
});

describe('/api/commitments/{orderGuid}', () => {
  it('answers the saved Schedule A', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasCommitment, { fileNumber: pactData.fileNumber })
      .uponReceiving('a request for Schedule A')
      .withRequest({ method: 'GET', path: commitmentPath(), headers: { Authorization: bearer() } })
      .willRespondWith({ status: 200, headers: { ETag: etag() }, body: { result: like(scheduleA) } });
    await pact.executeTest(async (server) => {
      const { body, version } = await firstValueFrom(appApis(server.url, token).commitmentApi.scheduleA(pactExamples.orderGuid));
      expect(body.result?.commitmentTilte).toBe('Commitment for Title Insurance');
      expect(version).toBe('"1"');
    });
  });

  it('saves Schedule A with 202', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasOrder, { fileNumber: pactData.fileNumber })
      .uponReceiving('a save of Schedule A naming the version it was built on')
      .withRequest({
        method: 'PUT',
        path: commitmentPath(),
        headers: { Authorization: bearer(), 'Content-Type': 'application/json', 'If-Match': ifMatch('scheduleAVersion') },
        body: scheduleA,
      })
      .willRespondWith({ status: 202, headers: { ETag: etag() } });
    await pact.executeTest(async (server) => {
      const saved = await firstValueFrom(appApis(server.url, token).commitmentApi.saveScheduleA(pactExamples.orderGuid, scheduleA, '"1"'));
      expect(saved.version).toMatch(new RegExp(ETAG));
    });
  });

  it('refuses a save of Schedule A built on an old version with 412 and what is stored now', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasCommitment, { fileNumber: pactData.fileNumber })
      .uponReceiving('a save of Schedule A built on an old version')
      .withRequest({
        method: 'PUT',
        path: commitmentPath(),
        headers: { Authorization: bearer(), 'Content-Type': 'application/json', 'If-Match': '"stale"' },
        body: scheduleA,
      })
      .willRespondWith({
        status: 412,
        headers: { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') },
        body: { result: { isSuccess: false, message: like('Someone else saved this since you read it.'), current: like(scheduleA), version: etag() } },
      });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url, token).commitmentApi.saveScheduleA(pactExamples.orderGuid, scheduleA, '"stale"')).catch((caught: unknown) => caught);
      expect(staleSaveOf(error)).toEqual({ theirs: scheduleA, version: '"1"' });
    });
  });

  it('answers the requirements (B-I) in order', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasCommitment, { fileNumber: pactData.fileNumber })
      .uponReceiving('a request for the requirements')
      .withRequest({ method: 'GET', path: commitmentPath('/requirements'), headers: { Authorization: bearer() } })
      .willRespondWith({ status: 200, headers: { ETag: etag() }, body: { result: { items: eachLike({ code: like('R-101'), text: like('Warranty Deed from the record owner.') }) } } });
    await pact.executeTest(async (server) => {
      const { body } = await firstValueFrom(appApis(server.url, token).commitmentApi.scheduleB(pactExamples.orderGuid, 'requirements'));
      expect(body.result.items[0]?.code).toBe('R-101');
    });
  });

  it('answers the exceptions (B-II) in order', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasCommitment, { fileNumber: pactData.fileNumber })
      .uponReceiving('a request for the exceptions')
      .withRequest({ method: 'GET', path: commitmentPath('/exceptions'), headers: { Authorization: bearer() } })
      .willRespondWith({ status: 200, headers: { ETag: etag() }, body: { result: { items: eachLike({ code: like('E-200'), text: like('Rights or claims of parties in possession.') }) } } });
    await pact.executeTest(async (server) => {
      const { body } = await firstValueFrom(appApis(server.url, token).commitmentApi.scheduleB(pactExamples.orderGuid, 'exceptions'));
      expect(body.result.items[0]?.code).toBe('E-200');
    });
  });

  it('saves the requirements (B-I) with 202', async () => {
    const items = [{ code: 'R-101', text: 'Warranty Deed from the record owner to the proposed insured purchaser.' }];
    const pact = createPact();
    pact
      .given(providerStates.danaHasOrder, { fileNumber: pactData.fileNumber })
      .uponReceiving('a save of the requirements')
      .withRequest({
        method: 'PUT',
        path: commitmentPath('/requirements'),
        headers: { Authorization: bearer(), 'Content-Type': 'application/json', 'If-Match': ifMatch('requirementsVersion') },
        body: { items },
      })
      .willRespondWith({ status: 202, headers: { ETag: etag() } });
    await pact.executeTest(async (server) => {
      const saved = await firstValueFrom(appApis(server.url, token).commitmentApi.saveScheduleB(pactExamples.orderGuid, 'requirements', items, '"1"'));
      expect(saved.version).toMatch(new RegExp(ETAG));
    });
  });

  it('refuses a save of the requirements built on an old version with 412 and the stored list', async () => {
    const items = [{ code: 'R-102', text: 'Release of the deed of trust recorded as 2019-004512.' }];
    const stored = { items: eachLike({ code: like('R-101'), text: like('Warranty Deed from the record owner to the proposed insured purchaser.') }) };
    const pact = createPact();
    pact
      .given(providerStates.danaHasCommitment, { fileNumber: pactData.fileNumber })
      .uponReceiving('a save of the requirements built on an old version')
      .withRequest({
        method: 'PUT',
        path: commitmentPath('/requirements'),
        headers: { Authorization: bearer(), 'Content-Type': 'application/json', 'If-Match': '"stale"' },
        body: { items },
      })
      .willRespondWith({
        status: 412,
        headers: { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') },
        body: { result: { isSuccess: false, message: like('Someone else saved this since you read it.'), current: stored, version: etag() } },
      });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url, token).commitmentApi.saveScheduleB(pactExamples.orderGuid, 'requirements', items, '"stale"')).catch((caught: unknown) => caught);
      expect(staleSaveOf(error)?.version).toBe('"1"');
      expect(staleSaveOf(error)?.theirs).toEqual({ items: [{ code: 'R-101', text: 'Warranty Deed from the record owner to the proposed insured purchaser.' }] });
    });
  });

  it('saves the exceptions (B-II) with 202', async () => {
    const items = [{ code: 'E-200', text: 'Rights or claims of parties in possession not shown by the public records.' }];
    const pact = createPact();
    pact
      .given(providerStates.danaHasOrder, { fileNumber: pactData.fileNumber })
      .uponReceiving('a save of the exceptions')
      .withRequest({
        method: 'PUT',
        path: commitmentPath('/exceptions'),
        headers: { Authorization: bearer(), 'Content-Type': 'application/json', 'If-Match': ifMatch('exceptionsVersion') },
        body: { items },
      })
      .willRespondWith({ status: 202, headers: { ETag: etag() } });
    await pact.executeTest(async (server) => {
      const saved = await firstValueFrom(appApis(server.url, token).commitmentApi.saveScheduleB(pactExamples.orderGuid, 'exceptions', items, '"1"'));
      expect(saved.version).toMatch(new RegExp(ETAG));
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
      const entries = await firstValueFrom(appApis(server.url, token).commitmentApi.library(part));
      expect(entries[0]?.code).toMatch(/^[RE]-/);
    });
  });
});
