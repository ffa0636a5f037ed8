import { MatchersV3 } from '@pact-foundation/pact';
import { firstValueFrom } from 'rxjs';
import { decodeUserInfo } from '../../src/lib/auth-token.ts';
import type { HttpError } from '../../src/lib/http/http-error.ts';
import { providerStates } from '../pact-names.ts';
import { appApis, createPact, exampleToken, JWT_PATTERN } from './pact-setup.ts';

const { like, regex, fromProviderState } = MatchersV3;

const token = exampleToken();
const bearer = () => fromProviderState('Bearer ${token}', `Bearer ${token}`);

describe('POST /api/session/renew', () => {
  it('trades a valid token for a fresh one of the same session', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving('a renewal of a valid token')
      .withRequest({ method: 'POST', path: '/api/session/renew', headers: { Authorization: bearer() } })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') },
        body: { result: { token: regex(JWT_PATTERN, exampleToken()), isSuccess: true, message: like('Session renewed') } },
      });
    await pact.executeTest(async (server) => {
      const response = await firstValueFrom(appApis(server.url, token).sessionApi.renew());
      expect(decodeUserInfo(response.result.token ?? '')?.FirstName).toBe('Dana');
    });
  });

  it('refuses a token whose account is gone with 401', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaRemoved)
      .uponReceiving('a renewal for a user who has been removed')
      .withRequest({ method: 'POST', path: '/api/session/renew', headers: { Authorization: bearer() } })
      .willRespondWith({ status: 401, body: { message: like('The account behind this token no longer exists.') } });
    await pact.executeTest(async (server) => {
      const error = (await firstValueFrom(appApis(server.url, token).sessionApi.renew()).catch((caught: unknown) => caught)) as HttpError;
      expect(error.status).toBe(401);
    });
  });
});

describe('GET /api/session', () => {
  it("says a live session still stands, with the account's role now (every open window asks now and then)", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving('a check of a live session')
      .withRequest({ method: 'GET', path: '/api/session', headers: { Authorization: bearer() } })
      .willRespondWith({ status: 200, body: { result: { isSuccess: true, role: regex('admin|agent', 'admin') } } });
    await pact.executeTest(async (server) => {
      const response = await firstValueFrom(appApis(server.url, token).sessionApi.check());
      expect(response.result.isSuccess).toBe(true);
      expect(response.result.role).toBe('admin');
    });
  });

  it('answers 401 for a session the server ended', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaRemoved)
      .uponReceiving('a check of a session whose account is gone')
      .withRequest({ method: 'GET', path: '/api/session', headers: { Authorization: bearer() } })
      .willRespondWith({ status: 401, body: { message: like('The account behind this token no longer exists.') } });
    await pact.executeTest(async (server) => {
      const error = (await firstValueFrom(appApis(server.url, token).sessionApi.check()).catch((caught: unknown) => caught)) as HttpError;
      expect(error.status).toBe(401);
    });
  });
});

describe('POST /api/session/logout', () => {
  it("ends the token's session on the server, so a copy of the token stops working", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaSignedIn)
      .uponReceiving('a sign-out')
      .withRequest({ method: 'POST', path: '/api/session/logout', headers: { Authorization: bearer() } })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') },
        body: { result: { isSuccess: true, message: like('Signed out') } },
      });
    await pact.executeTest(async (server) => {
      const response = (await firstValueFrom(appApis(server.url, token).sessionApi.logout())) as { result: { isSuccess: boolean } };
      expect(response.result.isSuccess).toBe(true);
    });
  });
});
