import { MatchersV3 } from '@pact-foundation/pact';
import { firstValueFrom } from 'rxjs';
import { toLoginError } from '../../src/auth/login-error.ts';
import { decodeUserInfo } from '../../src/lib/auth-token.ts';
import { HttpError } from '../../src/lib/http/http-error.ts';
import { providerStates } from '../pact-names.ts';
import { appApis, createPact, exampleToken, JWT_PATTERN } from './pact-setup.ts';

const { like, regex, eachLike } = MatchersV3;

/** The account the login interactions use; the provider state creates it with this password. */
const login = { email: 'pat.pact@demo-title.test', password: 'Pact-Login#2026' };

/** The request the login screen sends, with these credentials. */
const loginRequest = (body: { email: string; password: string }) => ({ method: 'POST', path: '/api/login', headers: { 'Content-Type': 'application/json' }, body });

describe('POST /api/login', () => {
  it('signs in a known user', async () => {
    const pact = createPact();
    pact
      // The backend creates the account it is told about: no password of ours to know.
      .given(providerStates.userWithPassword, login)
      .uponReceiving('a login with the right password')
      .withRequest(loginRequest(login))
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') },
        body: { result: { token: regex(JWT_PATTERN, exampleToken()), isSuccess: true, message: 'Login successful' } },
      });
    await pact.executeTest(async (server) => {
      const response = await firstValueFrom(
        appApis(server.url).authApi.login(login),
      );
      expect(response.result.isSuccess).toBe(true);
      expect(decodeUserInfo(response.result.token ?? '')).toMatchObject({ TenantName: 'Demo Title & Escrow', FirstName: 'Dana' });
    });
  });

  it('refuses unknown credentials with 404', async () => {
    const pact = createPact();
    pact
      .given(providerStates.userWithPassword, login)
      .uponReceiving('a login with a wrong password')
      .withRequest(loginRequest({ email: login.email, password: 'not-the-password' }))
      .willRespondWith({
        status: 404,
        body: { result: { isSuccess: false, message: like('Invalid username or password') } },
      });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(
        appApis(server.url).authApi.login({ email: login.email, password: 'not-the-password' }),
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect(toLoginError(error).message).toBe('Invalid username or password');
    });
  });

  it('answers an invalid body with an ExceptionList', async () => {
    const pact = createPact();
    pact
      .uponReceiving('a login with an invalid e-mail and no password')
      .withRequest(loginRequest({ email: 'not-an-email', password: '' }))
      .willRespondWith({
        status: 400,
        body: {
          message: like('One or more validation errors occurred.'),
          ExceptionList: eachLike({ Type: like('Email'), Message: like('Please enter valid email address.') }),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url).authApi.login({ email: 'not-an-email', password: '' })).catch(
        (caught: unknown) => caught,
      );
      const mapped = toLoginError(error);
      expect(mapped.message).toBe('Please fill below errors');
      expect(mapped.fieldErrors.email).toBe('Please enter valid email address.');
    });
  });
});
