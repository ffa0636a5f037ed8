import { MatchersV3 } from '@pact-foundation/pact';
import { firstValueFrom } from 'rxjs';
import type { HttpError } from '../../src/lib/http/http-error.ts';
import { providerStates } from '../pact-names.ts';
import { appApis, createPact, exampleToken, JWT_PATTERN } from './pact-setup.ts';

const { like, eachLike, fromProviderState, regex } = MatchersV3;

const token = exampleToken();
const bearer = () => fromProviderState('Bearer ${token}', `Bearer ${token}`);

describe('GET /api/tenants/{TenantId}/underwriters', () => {
  it("lists the signed-in tenant's underwriters", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving("a request for the caller's own tenant underwriters")
      .withRequest({
        method: 'GET',
        path: fromProviderState('/api/tenants/${tenantId}/underwriters', '/api/tenants/1/underwriters'),
        headers: { Authorization: bearer() },
      })
      .willRespondWith({
        status: 200,
        body: { result: { underWriters: eachLike({ name: like('First American Title Insurance Company') }) } },
      });
    await pact.executeTest(async (server) => {
      const response = await firstValueFrom(appApis(server.url, token).authApi.tenantUnderwriters(1));
      expect(response.result.underWriters[0]?.name).toBe('First American Title Insurance Company');
    });
  });

  it("answers 404 for another tenant's id", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving("a request for another tenant's underwriters")
      .withRequest({
        method: 'GET',
        path: fromProviderState('/api/tenants/${otherTenantId}/underwriters', '/api/tenants/2/underwriters'),
        headers: { Authorization: bearer() },
      })
      .willRespondWith({ status: 404, body: { message: like('There is no such tenant.') } });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url, token).authApi.tenantUnderwriters(2)).catch((caught: unknown) => caught);
      expect((error as HttpError).status).toBe(404);
    });
  });

  it('answers 401 for an expired token', async () => {
    const expired = exampleToken(Date.parse('2021-01-01T00:00:00Z'));
    const pact = createPact();
    pact
      .given(providerStates.demoTenants)
      .uponReceiving('a request with an expired token')
      .withRequest({
        method: 'GET',
        path: '/api/tenants/1/underwriters',
        headers: { Authorization: regex(`^Bearer ${JWT_PATTERN.slice(1)}`, `Bearer ${expired}`) },
      })
      .willRespondWith({ status: 401, body: { message: like('Your session has expired. Please sign in again.') } });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url, expired).authApi.tenantUnderwriters(1)).catch((caught: unknown) => caught);
      expect((error as HttpError).status).toBe(401);
    });
  });
});
