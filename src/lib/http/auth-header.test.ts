import { needsBearerToken } from './auth-header.ts';

const excluded = ['login', 'tenants'];

describe('needsBearerToken (docs/behaviour.md#who-gets-the-bearer-token)', () => {
  it.each([
    ['/api/login', false],
    ['http://localhost:4200/api/login', false],
    ['/api/login?next=%2Forders', false],
    ['/api/tenants', false],
    ['https://gateway.example.com/api/tenants#top', false],
    ['/api/tenants/12/underwriters', true],
    ['/api/files', true],
    ['/api/orders/5c8e0d2e/', true],
    ['/api/orders/login-history', true],
    ['/api/broker/v1/letters', false],
    ['/api/broker/connect/token', false],
    ['https://broker.example.com/v1', false],
    ['/api/states', true],
    ['/api/Login', true],
  ])('%s → %s', (url, expected) => {
    expect(needsBearerToken(url, excluded)).toBe(expected);
  });

  it('follows the configured list, not a fixed one', () => {
    expect(needsBearerToken('/api/files', ['files'])).toBe(false);
    expect(needsBearerToken('/api/login', [])).toBe(true);
  });
});
