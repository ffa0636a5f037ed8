import { SignJWT, UnsecuredJWT } from 'jose';
import request from 'supertest';
import { createMockApi } from '../server.ts';
import { Store } from '../store/store.ts';
import { demoSeed, TEST_JWT_SECRET } from '../testing/demo-seed.ts';
import { UNLIMITED_LOGINS } from '../testing/test-server.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';

async function setup(tokenTtlSeconds?: number) {
  const seed = await demoSeed();
  const store = Store.memory(seed);
  // Sign-in limits have tests of their own (login-limits.test.ts).
  const api = createMockApi({ store, tokenTtlSeconds, loginLimits: UNLIMITED_LOGINS });
  const login = async (email = 'dana@demo-title.test') => {
    const response = await request(api).post('/login').send({ email, password: DEMO_PASSWORD }).expect(200);
    return response.body.result.token as string;
  };
  return { api, store, login };
}

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const claims = { TenantId: 1, TenantGuid: 'g', TenantName: 'Demo Title & Escrow', FirstName: 'Dana', LastName: 'Agent', email: 'dana@demo-title.test' };

describe('POST /api/login', () => {
  it('answers a token whose claims the app decodes', async () => {
    const { api } = await setup();
    const response = await request(api).post('/login').send({ email: 'Dana@Demo-Title.test', password: DEMO_PASSWORD }).expect(200);
    expect(response.body.result).toMatchObject({ isSuccess: true, message: 'Login successful' });
    const payload = JSON.parse(Buffer.from(response.body.result.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ TenantId: 1, TenantName: 'Demo Title & Escrow', FirstName: 'Dana', LastName: 'Agent' });
    expect(payload.exp - payload.iat).toBe(300);
  });

  it('answers 404 with isSuccess false for a wrong password or an unknown user', async () => {
    const { api } = await setup();
    for (const body of [
      { email: 'dana@demo-title.test', password: 'wrong' },
      { email: 'nobody@demo-title.test', password: DEMO_PASSWORD },
    ]) {
      const response = await request(api).post('/login').send(body).expect(404);
      expect(response.body).toEqual({ result: { isSuccess: false, message: 'Invalid username or password' } });
    }
  });

  it.each([
    [{}, ['Email', 'Password']],
    [{ email: 'not-an-email', password: 'x' }, ['Email']],
    [{ email: 42, password: true }, ['Email', 'Password']],
    [{ email: null, password: ['a'] }, ['Email', 'Password']],
  ])('answers 400 with an ExceptionList for %j', async (body, types) => {
    const { api } = await setup();
    const response = await request(api).post('/login').send(body).expect(400);
    expect(response.body.message).toBe('One or more validation errors occurred.');
    expect(response.body.ExceptionList.map((entry: { Type: string }) => entry.Type).sort()).toEqual(types);
  });

  it.each([
    ['malformed JSON', '{"email": ', 'application/json', 400],
    ['a JSON array', '[1,2]', 'application/json', 400],
    ['a JSON string', '"hello"', 'application/json', 400],
    ['form data', 'email=a@b.co', 'application/x-www-form-urlencoded', 400],
    ['no body', '', 'application/json', 400],
  ])('rejects %s without a 500', async (_name, body, type, status) => {
    const { api } = await setup();
    const response = await request(api).post('/login').set('Content-Type', type).send(body);
    expect(response.status).toBe(status);
    expect(typeof response.body.message).toBe('string');
  });

  it('answers 413 for a body over 16 KiB (an anonymous route)', async () => {
    const { api } = await setup();
    const response = await request(api)
      .post('/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(17 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/16 KiB/);
  });

  it('answers 413 for a body over 1 MiB on a signed-in route', async () => {
    const { api, login } = await setup();
    const response = await request(api)
      .post('/files')
      .set('Authorization', `Bearer ${await login()}`)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ fileNumber: 'x'.repeat(1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/1 MiB/);
  });

  it('answers 405 for other methods and 404 for unknown routes', async () => {
    const { api } = await setup();
    expect((await request(api).get('/login')).status).toBe(405);
    const unknown = await request(api).get('/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/no GET/);
  });

  it('never stores a password in clear', async () => {
    const { store } = await setup();
    const text = JSON.stringify(store.snapshot());
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(store.list('users').every((user) => user.passwordHash.startsWith('scrypt$'))).toBe(true);
  });
});

describe('tokens on a protected route', () => {
  const path = '/tenants/1/underwriters';

  it("answers the caller's own tenant underwriters", async () => {
    const { api, login } = await setup();
    const response = await request(api).get(path).set('Authorization', `Bearer ${await login()}`).expect(200);
    expect(response.body.result.underWriters.length).toBeGreaterThan(0);
    expect(response.body.result.underWriters[0]).toHaveProperty('name');
  });

  it("answers 404 for another tenant's id", async () => {
    const { api, login } = await setup();
    await request(api).get('/tenants/2/underwriters').set('Authorization', `Bearer ${await login()}`).expect(404);
    await request(api).get('/tenants/999/underwriters').set('Authorization', `Bearer ${await login()}`).expect(404);
  });

  it.each([
    ['missing', async () => undefined],
    ['not Bearer', async () => 'Basic abc'],
    ['malformed', async () => 'Bearer not-a-token'],
    ['unsigned (alg: none)', async () => `Bearer ${new UnsecuredJWT({ ...claims }).setSubject('u-dana').setExpirationTime('5m').encode()}`],
    [
      'signed with another key',
      async () =>
        `Bearer ${await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('u-dana').setExpirationTime('5m').sign(new TextEncoder().encode('other'))}`,
    ],
    [
      'expired',
      async () =>
        `Bearer ${await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('u-dana').setExpirationTime(Math.floor(Date.now() / 1000) - 10).sign(key)}`,
    ],
    [
      'for a user who does not exist',
      async () => `Bearer ${await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('u-ghost').setExpirationTime('5m').sign(key)}`,
    ],
  ])('answers 401 for a %s token', async (_name, header) => {
    const { api } = await setup();
    const value = await header();
    const call = request(api).get(path);
    if (value) call.set('Authorization', value);
    const response = await call;
    expect(response.status).toBe(401);
    expect(typeof response.body.message).toBe('string');
  });

  it('answers 401 for a token whose payload was tampered with', async () => {
    const { api, login } = await setup();
    const [header, payload, signature] = (await login()).split('.');
    const changed = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    changed.TenantId = 2;
    const forged = `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    await request(api).get('/tenants/2/underwriters').set('Authorization', `Bearer ${forged}`).expect(401);
  });
});

describe('reference routes', () => {
  it('wraps the states list as result.states', async () => {
    const { api } = await setup();
    const response = await request(api).get('/states').expect(200);
    expect(response.body.result.states).toContainEqual(expect.objectContaining({ code: 'TX', name: 'Texas' }));
  });

  it('is read-only and hides json-server internals', async () => {
    const { api } = await setup();
    expect((await request(api).post('/states').send({ code: 'XX' })).status).toBe(405);
    expect((await request(api).get('/db')).status).toBe(404);
  });
});

describe('hostile input to POST /api/login', () => {
  it('never answers 5xx and always answers the documented shape', async () => {
    const fc = await import('fast-check');
    const { api } = await setup();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ email: fc.anything(), password: fc.anything() }, { requiredKeys: [] }),
          fc.record({ email: fc.emailAddress(), password: fc.string({ maxLength: 300 }) }),
        ),
        async (body) => {
          const response = await request(api).post('/login').set('Content-Type', 'application/json').send(JSON.stringify(body) ?? 'null');
          expect([200, 400, 404]).toContain(response.status);
          if (response.status === 400) expect(Array.isArray(response.body.ExceptionList)).toBe(true);
          if (response.status === 404) expect(response.body.result.isSuccess).toBe(false);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
