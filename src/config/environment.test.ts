import { createEndpoints } from './endpoints.ts';
import { EnvironmentError, environmentFromVariables, parseEnvironment } from './environment.ts';

describe('environment configuration', () => {
  it('has working defaults for the embedded mock', () => {
    const environment = parseEnvironment({});
    expect(environment.apiMode).toBe('mock');
    expect(environment.authExcludedSegments).toEqual(['login', 'tenants']);
    expect(environment.production).toBe(false);
    expect(createEndpoints(environment).url('login')).toBe('/api/login');
  });

  it('names every bad value in one error', () => {
    let caught: unknown;
    try {
      parseEnvironment({
        apiMode: 'real',
        apiHost: 'ftp://gateway/',
        supportEmail: 'not-an-email',
        production: 'maybe',
        endpoints: { orders: 'orders with spaces' },
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvironmentError);
    const problems = (caught as EnvironmentError).problems.join('\n');
    expect(problems).toMatch(/apiHost/);
    expect(problems).toMatch(/supportEmail/);
    expect(problems).toMatch(/production/);
    expect(problems).toMatch(/endpoints\.orders/);
  });

  it('refuses to build secrets into a real-mode app, saying the gateway holds them', () => {
    let caught: unknown;
    try {
      parseEnvironment(environmentFromVariables({ APP_API_MODE: 'real', APP_SUBSCRIPTION_KEY: 'abc', APP_BROKER_CLIENT_SECRET: 's3cret' }));
    } catch (error) {
      caught = error;
    }
    const problems = (caught as EnvironmentError).problems.join('\n');
    expect(problems).toMatch(/APP_SUBSCRIPTION_KEY.*must not be built into the web app.*gateway/);
    expect(problems).toMatch(/APP_BROKER_CLIENT_SECRET.*must not be built into the web app.*gateway/);
  });

  it('builds a real-mode app with no secret at all, and the mock with its own', () => {
    expect(parseEnvironment({ apiMode: 'real' })).toMatchObject({ subscriptionKey: '', brokerClientSecret: '' });
    expect(parseEnvironment({})).toMatchObject({ brokerClientSecret: 'mock-broker-secret' });
  });

  it('reads APP_* variables so another environment needs no code change', () => {
    const environment = parseEnvironment(
      environmentFromVariables({
        APP_API_MODE: 'real',
        APP_API_HOST: 'https://gateway.example.com',
        APP_PRODUCTION: 'true',
        APP_AUTH_EXCLUDED: 'login, tenants, health',
        APP_ENDPOINTS: '{"orders":"v2/orders"}',
      }),
    );
    expect(environment.production).toBe(true);
    expect(environment.authExcludedSegments).toEqual(['login', 'tenants', 'health']);
    const endpoints = createEndpoints(environment);
    expect(endpoints.url('orders')).toBe('https://gateway.example.com/api/v2/orders');
    expect(endpoints.url('tenantUnderwriters', { tenantId: 7 })).toBe('https://gateway.example.com/api/tenants/7/underwriters');
  });

  it('rejects APP_ENDPOINTS that is not JSON', () => {
    expect(() => environmentFromVariables({ APP_ENDPOINTS: '{orders' })).toThrow(/APP_ENDPOINTS/);
  });

  it('refuses to build a URL with a missing parameter', () => {
    expect(() => createEndpoints(parseEnvironment({})).url('tenantUnderwriters')).toThrow(/tenantId/);
  });
});
