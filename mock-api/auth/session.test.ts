import request from 'supertest';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { createMockApi } from '../server.ts';
import { Store } from '../store/store.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { SESSION_LIMIT_REACHED } from './tokens.ts';

async function setup(options: { tokenTtlSeconds?: number; sessionLimitSeconds?: number } = {}) {
  const store = Store.memory(await demoSeed());
  const api = createMockApi({ store, ...options });
  const login = async () =>
    (await request(api).post('/login').send({ email: 'dana@demo-title.test', password: DEMO_PASSWORD }).expect(200)).body.result.token as string;
  const renew = (token: string) => request(api).post('/session/renew').set('Authorization', `Bearer ${token}`);
  return { api, store, login, renew };
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('POST /api/session/renew', () => {
  it('trades a valid token for a fresh one of the same session', async () => {
    const { login, renew } = await setup();
    const token = await login();
    const response = await renew(token).expect(200);
    expect(response.body.result).toMatchObject({ isSuccess: true, message: 'Session renewed' });
    const renewed = claimsOf(response.body.result.token);
    const original = claimsOf(token);
    expect(renewed).toMatchObject({ TenantId: 1, FirstName: 'Dana', sub: original.sub, auth_time: original.auth_time });
    expect(renewed.exp as number).toBeGreaterThanOrEqual(original.exp as number);
  });

  it('stamps the token with the session’s own start, even when the clock ticks over between the two', async () => {
    const { store, login } = await setup();
    // Every read of the clock is 700 ms after the one before, so any two reads fall in different seconds.
    let clock = Date.UTC(2026, 10, 26, 12, 0, 0, 500);
    const now = vi.spyOn(Date, 'now').mockImplementation(() => (clock += 700));
    try {
      const claims = claimsOf(await login());
      const dana = store.find('users', (user) => user.email === 'dana@demo-title.test');
      const session = dana?.sessions?.[claims.sid as string];
      expect(session?.startedAt).toBeDefined();
      expect(claims.auth_time).toBe(session?.startedAt);
    } finally {
      now.mockRestore();
    }
  });

  it('refuses a removed user and a tenant that is no longer active with 401', async () => {
    const { store, login, renew } = await setup();
    const token = await login();
    const dana = store.find('users', (user) => user.email === 'dana@demo-title.test');
    if (!dana) throw new Error('no Dana');
    await store.delete('users', dana.id);
    await renew(token).expect(401);
    await store.put('users', dana);
    await renew(token).expect(200);
    const tenant = store.get('tenants', dana.tenantId);
    if (!tenant) throw new Error('no tenant');
    await store.put('tenants', { ...tenant, status: 'pending' });
    await renew(token).expect(401);
  });

  it('never renews past the absolute session limit', async () => {
    const { login, renew } = await setup({ tokenTtlSeconds: 300, sessionLimitSeconds: 2 });
    const token = await login();
    const first = claimsOf(token);
    expect((first.exp as number) - (first.auth_time as number)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const refused = await renew(token).expect(401);
    expect(refused.body.message).toMatch(/expired|time limit/);
    expect([SESSION_LIMIT_REACHED, 'Your session has expired. Please sign in again.']).toContain(refused.body.message);
  });

  it('answers 401 without a token and 405 to other methods', async () => {
    const { api } = await setup();
    await request(api).post('/session/renew').expect(401);
    await request(api).get('/session/renew').expect(405);
  });
});
