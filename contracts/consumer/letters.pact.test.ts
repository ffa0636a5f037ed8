import { MatchersV3 } from '@pact-foundation/pact';
import { firstValueFrom } from 'rxjs';
import { buildLetterRequest } from '../../src/letters/build-letter-request.ts';
import { sampleLetterChoices, sampleOrderDetail } from '../../fixtures/sample-order.ts';
import { pactExamples, pactData, providerStates } from '../pact-names.ts';
import { appApis, createPact, exampleToken } from './pact-setup.ts';
import { anchoredUuid, isoDateTime } from './matchers.ts';
import type { HttpError } from '../../src/lib/http/http-error.ts';
import { exceptionListOf } from '../../src/lib/http/http-error.ts';

const { like, eachLike, integer, fromProviderState, regex } = MatchersV3;

const token = exampleToken();
const brokerExample = 'broker.access.token';

const detail = sampleOrderDetail({ orderGuid: pactExamples.orderGuid });

const letter = buildLetterRequest({
  orderGuid: pactExamples.orderGuid,
  detail,
  scheduleA: null,
  ...sampleLetterChoices,
  tenantName: 'Demo Title & Escrow',
  user: { token, userName: 'dana@demo-title.test', firstName: 'Dana', lastName: 'Agent', email: 'dana@demo-title.test' },
});

describe('GET /api/orders/mortgage-clauses', () => {
  it("lists lenders' mortgage clauses", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving('a request for the mortgage clauses')
      .withRequest({ method: 'GET', path: '/api/orders/mortgage-clauses', headers: { Authorization: fromProviderState('Bearer ${token}', `Bearer ${token}`) } })
      .willRespondWith({
        status: 200,
        body: { result: eachLike({ lenderName: like('Rocket Mortgage'), mortgageClause: like('Rocket Mortgage, LLC, ISAOA/ATIMA'), address1: like('1050 Woodward Avenue'), city: like('Detroit'), state: like('MI'), zip: like('48226') }) },
      });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).lettersApi.mortgageClauses());
      expect(result[0]?.lenderName).toBe('Rocket Mortgage');
    });
  });
});

describe('POST /api/broker/connect/token', () => {
  it('gives the web app a broker token (client credentials), without the app Bearer header', async () => {
    const pact = createPact();
    pact
      .uponReceiving('a client-credentials token request')
      .withRequest({
        method: 'POST',
        path: '/api/broker/connect/token',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&client_id=title-track-web&client_secret=mock-broker-secret',
      })
      .willRespondWith({ status: 200, body: { access_token: like(brokerExample), token_type: 'Bearer', expires_in: integer(3600) } });
    await pact.executeTest(async (server) => {
      const answer = await firstValueFrom(appApis(server.url, token).lettersApi.brokerToken('title-track-web', 'mock-broker-secret'));
      expect(answer.token_type).toBe('Bearer');
    });
  });
});

describe('/api/broker/v1/letters', () => {
  it('issues a lender closing protection letter', async () => {
    const pact = createPact();
    pact
      .given(providerStates.brokerReady, { fileNumber: pactData.fileNumber })
      .uponReceiving('a lender CPL request')
      .withRequest({
        method: 'POST',
        path: '/api/broker/v1/letters',
        headers: { Authorization: fromProviderState('Bearer ${brokerToken}', `Bearer ${brokerExample}`), 'Content-Type': 'application/json' },
        body: { ...letter, token: fromProviderState('${token}', token), orderMoniker: fromProviderState('${orderGuid}', pactExamples.orderGuid) },
      })
      .willRespondWith({
        status: 201,
        body: {
          letterId: anchoredUuid('0f4e7a1c-2b3d-4c5e-8f90-1a2b3c4d5e6f'),
          letterNumber: regex('^CPL-\\d{4}-\\d{6}$', 'CPL-2026-000001'),
          letterType: 'Lender',
          underwriter: 'Stewart Title Guaranty Company',
          lenderName: 'Rocket Mortgage',
          status: 'Issued',
          issuedAt: isoDateTime('2026-11-21T10:00:00.000Z'),
        },
      });
    await pact.executeTest(async (server) => {
      const issued = await firstValueFrom(appApis(server.url, token).lettersApi.submitLetter(brokerExample, letter));
      expect(issued.status).toBe('Issued');
    });
  });

  it('refuses a letter request that lacks a detail the broker needs (400 with an ExceptionList)', async () => {
    const pact = createPact();
    // The same request without a lender name: the screen shows "The broker needs more details".
    const refused = buildLetterRequest({
      orderGuid: pactExamples.orderGuid,
      detail,
      scheduleA: null,
      ...sampleLetterChoices,
      lender: { ...sampleLetterChoices.lender, lenderName: '' },
      tenantName: 'Demo Title & Escrow',
      user: { token, userName: 'dana@demo-title.test', firstName: 'Dana', lastName: 'Agent', email: 'dana@demo-title.test' },
    });
    pact
      .given(providerStates.brokerReady, { fileNumber: pactData.fileNumber })
      .uponReceiving('a lender CPL request without a lender name')
      .withRequest({
        method: 'POST',
        path: '/api/broker/v1/letters',
        headers: { Authorization: fromProviderState('Bearer ${brokerToken}', `Bearer ${brokerExample}`), 'Content-Type': 'application/json' },
        body: { ...refused, token: fromProviderState('${token}', token), orderMoniker: fromProviderState('${orderGuid}', pactExamples.orderGuid) },
      })
      .willRespondWith({
        status: 400,
        body: { message: like('One or more validation errors occurred.'), ExceptionList: eachLike({ Type: like('lenderName'), Message: like('lenderName is required.') }) },
      });
    await pact.executeTest(async (server) => {
      const error = (await firstValueFrom(appApis(server.url, token).lettersApi.submitLetter(brokerExample, refused)).catch((caught: unknown) => caught)) as HttpError;
      expect(error.status).toBe(400);
      expect(exceptionListOf(error.body)?.[0]?.Type).toBe('lenderName');
    });
  });

  it('lists the letters of an order', async () => {
    const pact = createPact();
    pact
      .given(providerStates.brokerReady, { fileNumber: pactData.fileNumber })
      .uponReceiving('a request for the letters of an order')
      .withRequest({
        method: 'GET',
        path: '/api/broker/v1/letters',
        query: { orderMoniker: fromProviderState('${orderGuid}', pactExamples.orderGuid) },
        headers: { Authorization: fromProviderState('Bearer ${brokerToken}', `Bearer ${brokerExample}`), 'X-User-Token': fromProviderState('${token}', token) },
      })
      .willRespondWith({ status: 200, body: { letters: like([]) } });
    await pact.executeTest(async (server) => {
      const { letters } = await firstValueFrom(appApis(server.url, token).lettersApi.letters(brokerExample, pactExamples.orderGuid, token));
      expect(Array.isArray(letters)).toBe(true);
    });
  });
});
