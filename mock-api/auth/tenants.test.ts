import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { OPERATOR_KEY_FAILURES, OPERATOR_KEY_HEADER } from '../routes/operator.ts';
import { EMAIL_CONFLICT, REGISTRATION_ACCEPTED, REGISTRATION_CONFLICT } from '../routes/tenants-registration.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { createMockApi } from '../server.ts';
import { Store } from '../store/store.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { UNLIMITED_ANONYMOUS, UNLIMITED_LOGINS } from '../testing/test-server.ts';
import { UNPRINTABLE_REFUSAL } from '../routes/tenants-registration.ts';
import { ApprovalError, referenceFromText } from './tenant-approval.ts';
import { signUpBody } from '../../fixtures/sign-up.ts';

const OPERATOR_KEY = 'operator-key-for-tests-only';
let outboxDir: string;

beforeEach(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
});
afterEach(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});

async function setup() {
  const store = Store.memory(await demoSeed());
  // The anonymous limits have tests of their own (hardening/limits.hardening.test.ts).
  const api = createMockApi({
    store,
    operator: { key: OPERATOR_KEY, outboxDir, signInUrl: 'http://localhost:4200/auth/login' },
    loginLimits: UNLIMITED_LOGINS,
    anonymousLimits: UNLIMITED_ANONYMOUS,
  });
  return { store, api };
}

/** A full sign-up, every optional answer given, as the registration form sends it. */
function registration(overrides: Record<string, unknown> = {}) {
  return signUpBody('Lakeside Title', 'lee@lakeside.test', {
    organizationAddress2: 'Austin TX 78701',
    businessTypes: ['Title Agency'],
    transactionsType: ['Purchase'],
    underwritersBusiness: ['TX'],
    businessStates: ['TX'],
    usersRange: '0-10',
    ...overrides,
  });
}

describe('POST /api/tenants', () => {
  it('stores the registration as a pending tenant and answers 202', async () => {
    const { api, store } = await setup();
    const response = await request(api).post('/tenants').send(registration()).expect(202);
    expect(response.body).toEqual({ result: { isSuccess: true, message: REGISTRATION_ACCEPTED } });
    const tenant = store.find('tenants', (candidate) => candidate.name === 'Lakeside Title');
    expect(tenant).toMatchObject({ status: 'pending', registration: { email: 'lee@lakeside.test', zip: '78701' } });
  });

  it.each([
    ['the name tenant1', { organizationName: 'tenant1' }],
    ['a name already registered, in another case', { organizationName: 'DEMO TITLE & ESCROW' }],
  ])('answers 409 for %s', async (_name, overrides) => {
    const { api } = await setup();
    const response = await request(api).post('/tenants').send(registration(overrides)).expect(409);
    expect(response.body).toEqual({ result: { isSuccess: false, message: REGISTRATION_CONFLICT } });
  });

  it.each([
    ['already has an account', 'Dana@Demo-Title.test'],
    ['looks like an account\'s (a Cyrillic "а")', 'd\u0430na@demo-title.test'],
    ['looks like an account\'s (full-width letters)', '\uff44\uff41\uff4e\uff41@demo-title.test'],
    ['waits in another registration', 'lee@lakeside.test'],
    ['looks like one waiting in another registration (a Cyrillic "е")', 'l\u0435e@lakeside.test'],
    ['an invitation holds', 'ana@demo-title.test'],
    ['looks like one an invitation holds', 'ANA@dem\u043e-title.test'],
  ])('answers 409 on the e-mail field for an e-mail that %s', async (_name, email) => {
    const { api, store } = await setup();
    await request(api).post('/tenants').send(registration()).expect(202);
    await store.put('users', { id: 'u-ana', tenantId: 1, email: 'ana@demo-title.test', firstName: 'Ana', lastName: 'Ruiz', passwordHash: '', invitedAt: new Date().toISOString(), createdAt: new Date().toISOString() });
    const response = await request(api).post('/tenants').send(registration({ organizationName: 'New Agency', email })).expect(409);
    expect(response.body).toEqual({ result: { isSuccess: false, message: REGISTRATION_CONFLICT }, ExceptionList: [{ Type: 'Email', Message: EMAIL_CONFLICT }] });
  });

  it('lets exactly one of many simultaneous registrations of a name through', async () => {
    const { api, store } = await setup();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => request(api).post('/tenants').send(registration({ email: `lee${index}@lakeside.test` }))),
    );
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(store.list('tenants').filter((tenant) => tenant.name === 'Lakeside Title')).toHaveLength(1);
  });

  it.each([
    ['no tenant wrapper', { organizationName: 'x' }, 'Tenant'],
    ['a bad zip', registration({ zip: '7870' }), 'Zip'],
    ['a zip sent as a number', registration({ zip: 78701 }), 'Zip'],
    ['a missing agency name', registration({ organizationName: '  ' }), 'OrganizationName'],
    ['a missing primary contact', registration({ isPrimaryContact: false }), 'PrimaryEmail'],
    ['a string instead of a list', registration({ businessStates: 'TX' }), 'BusinessStates'],
  ])('answers 400 with an ExceptionList for %s', async (_name, body, type) => {
    const { api, store } = await setup();
    const before = store.count('tenants');
    const response = await request(api).post('/tenants').send(body).expect(400);
    expect(response.body.ExceptionList.map((entry: { Type: string }) => entry.Type)).toContain(type);
    expect(store.count('tenants')).toBe(before);
  });

  it.each([
    ['an escape sequence in the name', { organizationName: 'Evil\u001b]0;PWNED\u0007\u001b[2J Title' }, 'OrganizationName'],
    ['a direction override in the city', { city: 'Austin\u202e' }, 'City'],
    ['a right-to-left mark in the name', { organizationName: 'Demo Title\u200f & Escrow' }, 'OrganizationName'],
    ['an Arabic letter mark in the name', { organizationName: 'Demo\u061c Title' }, 'OrganizationName'],
    ['a line separator in the name', { organizationName: 'Demo\u2028Title' }, 'OrganizationName'],
    ['a byte order mark in the name', { organizationName: '\ufeffDemo Title' }, 'OrganizationName'],
    ['a soft hyphen in the name', { organizationName: 'Demo Ti\u00adtle' }, 'OrganizationName'],
    ['a Hangul filler as the name', { organizationName: '\u3164\u3164\u3164' }, 'OrganizationName'],
    ['a zero-width joiner in the name', { organizationName: 'Demo\u200dTitle' }, 'OrganizationName'],
    ['a no-break space in the name', { organizationName: 'Demo\u00a0Title' }, 'OrganizationName'],
    ['a zero-width space in the first name', { firstName: 'Lee\u200b' }, 'FirstName'],
  ])('refuses %s, which an operator would later see in a terminal', async (_what, overrides, type) => {
    const { api, store } = await setup();
    const before = store.count('tenants');
    const response = await request(api).post('/tenants').send(registration(overrides)).expect(400);
    expect(response.body.ExceptionList).toContainEqual({ Type: type, Message: `${type} ${UNPRINTABLE_REFUSAL}` });
    expect(store.count('tenants')).toBe(before);
  });

  it.each([
    ['a colour code', 'a3\u001b[31m@x.test'],
    ['a NUL after an account\'s e-mail', 'dana@demo-title.test\u0000'],
    ['a right-to-left mark', 'lee@lakeside.test\u200f'],
    ['a full-width dot', 'lee@lakeside\uff0etest'],
  ])('refuses an e-mail with %s as not valid (the fixed message)', async (_what, email) => {
    const { api, store } = await setup();
    const before = store.count('tenants');
    const response = await request(api).post('/tenants').send(registration({ email })).expect(400);
    expect(response.body.ExceptionList).toContainEqual({ Type: 'Email', Message: 'Please enter valid email address.' });
    expect(store.count('tenants')).toBe(before);
  });

  it.each([
    ['the agency name', { organizationName: 'Lakeside Title pay-here.xyz' }, 'OrganizationName', 'agency name'],
    ['the agency name, with an ideographic full stop', { organizationName: 'evil\u3002com Title' }, 'OrganizationName', 'agency name'],
    ['the first name', { firstName: 'Visit evil\uff0ecom' }, 'FirstName', 'first name'],
    ['the last name', { lastName: 'hxxps evil[.]co' }, 'LastName', 'last name'],
    ['the primary contact\'s name', { isPrimaryContact: false, primaryFirstName: 'www evil', primaryLastName: 'Ray', primaryEmail: 'ann@lakeside.test' }, 'PrimaryFirstName', 'first name'],
  ])('refuses a web address in %s', async (_what, overrides, type, label) => {
    const { api, store } = await setup();
    const before = store.count('tenants');
    const response = await request(api).post('/tenants').send(registration(overrides)).expect(400);
    expect(response.body.ExceptionList).toContainEqual({ Type: type, Message: `The ${label} cannot hold a web address.` });
    expect(store.count('tenants')).toBe(before);
  });

  it.each([
    ['a Cyrillic е', 'D\u0435mo Title & Escrow'],
    ['rn for m', 'Derno Title & Escrow'],
    ['full-width letters', '\uff24emo Title & Escrow'],
    ['other case and doubled spaces', 'demo  TITLE & escrow'],
    ['a full stop at the end', 'Demo Title & Escrow.'],
    ['punctuation and spaces at the end', 'Demo Title & Escrow ,!'],
    ['an ideographic full stop at the end', 'Demo Title & Escrow\u3002'],
    ['quotes around it', '\u201cDemo Title & Escrow\u201d'],
    ['a symbol at the end', 'Demo Title & Escrow\u00ae'],
  ])('treats a name that looks like an existing agency (%s) as taken', async (_what, organizationName) => {
    const { api, store } = await setup();
    const before = store.count('tenants');
    await request(api).post('/tenants').send(registration({ organizationName, email: 'look@alike.test' })).expect(409);
    expect(store.count('tenants')).toBe(before);
  });

  it('uses the fixed message for a bad zip', async () => {
    const { api } = await setup();
    const response = await request(api).post('/tenants').send(registration({ zip: '123' })).expect(400);
    expect(response.body.ExceptionList).toContainEqual({ Type: 'Zip', Message: 'Please enter valid zip.' });
  });
});

describe('approving a tenant', () => {
  it('is refused without the operator key, also for a signed-in tenant', async () => {
    const { api } = await setup();
    await request(api).post('/tenants').send(registration()).expect(202);
    const login = await request(api).post('/login').send({ email: 'dana@demo-title.test', password: DEMO_PASSWORD }).expect(200);
    await request(api).post('/operator/tenants/by-name/Lakeside%20Title/approve').expect(401);
    await request(api).post('/operator/tenants/by-name/Lakeside%20Title/approve').set('Authorization', `Bearer ${login.body.result.token}`).expect(401);
    await request(api).post('/operator/tenants/by-name/Lakeside%20Title/approve').set(OPERATOR_KEY_HEADER, 'wrong-key').expect(401);
    await request(api).get('/operator/tenants').expect(401);
  });

  it('refuses a client that keeps guessing the key, even with the right one, for the rest of the window', async () => {
    const { api } = await setup();
    for (let guess = 0; guess < OPERATOR_KEY_FAILURES.points; guess += 1) {
      await request(api).get('/operator/tenants').set(OPERATOR_KEY_HEADER, `guess-${guess}`).expect(401);
    }
    const refused = await request(api).get('/operator/tenants').set(OPERATOR_KEY_HEADER, OPERATOR_KEY).expect(429);
    expect(refused.body.message).toMatch(/Too many wrong operator keys/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('activates the tenant, writes the credentials e-mail, and the new user can sign in', async () => {
    const { api } = await setup();
    await request(api).post('/tenants').send(registration()).expect(202);
    const listed = await request(api).get('/operator/tenants').set(OPERATOR_KEY_HEADER, OPERATOR_KEY).expect(200);
    expect(listed.body.result.tenants).toContainEqual(expect.objectContaining({ name: 'Lakeside Title', status: 'pending', contact: 'lee@lakeside.test' }));

    const approved = await request(api).post('/operator/tenants/by-name/lakeside%20title/approve').set(OPERATOR_KEY_HEADER, OPERATOR_KEY).expect(200);
    const { emlPath } = approved.body.result as { emlPath: string };
    expect(path.dirname(emlPath)).toBe(outboxDir);
    const eml = await readFile(emlPath, 'utf8');
    expect(eml).toMatch(/^To: Lee Park <lee@lakeside\.test>$/m);
    expect(eml).toMatch(/^Subject: Your TitleTrack login credentials for Lakeside Title$/m);
    const password = /Password:\s+(\S+)/.exec(eml)?.[1];
    expect(password).toBeTruthy();

    const login = await request(api).post('/login').send({ email: 'lee@lakeside.test', password }).expect(200);
    const claims = JSON.parse(Buffer.from(login.body.result.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ TenantName: 'Lakeside Title', FirstName: 'Lee', LastName: 'Park' });

    // Approving again re-issues: a new password in a new e-mail, the old one stops working.
    const again = await request(api).post('/operator/tenants/by-name/lakeside%20title/approve').set(OPERATOR_KEY_HEADER, OPERATOR_KEY).expect(200);
    expect(again.body.result).toMatchObject({ by: 'name', reissued: true, email: 'lee@lakeside.test' });
    const newPassword = /Password:\s+(\S+)/.exec(await readFile(again.body.result.emlPath as string, 'utf8'))?.[1];
    expect(newPassword).not.toBe(password);
    await request(api).post('/login').send({ email: 'lee@lakeside.test', password }).expect(404);
    await request(api).post('/login').send({ email: 'lee@lakeside.test', password: newPassword }).expect(200);
    await request(api).post('/operator/tenants/by-name/nobody/approve').set(OPERATOR_KEY_HEADER, OPERATOR_KEY).expect(404);
  });

  it('approves by id or by name as asked, and has no route that guesses which', async () => {
    const { api, store } = await setup();
    await request(api).post('/tenants').send(registration()).expect(202);
    await request(api).post('/tenants').send(registration({ organizationName: '3', email: 'three@lakeside.test' })).expect(202);
    const lakeside = store.find('tenants', (tenant) => tenant.name === 'Lakeside Title');
    expect(lakeside?.id).toBe(3);
    await request(api).post('/operator/tenants/3/approve').set(OPERATOR_KEY_HEADER, OPERATOR_KEY).expect(404);
    expect(store.get('tenants', 3)?.status).toBe('pending');
    const byName = await request(api).post('/operator/tenants/by-name/3/approve').set(OPERATOR_KEY_HEADER, OPERATOR_KEY).expect(200);
    expect(byName.body.result).toMatchObject({ by: 'name', tenant: '3' });
    expect(store.get('tenants', 3)?.status).toBe('pending');
    const byId = await request(api).post('/operator/tenants/by-id/3/approve').set(OPERATOR_KEY_HEADER, OPERATOR_KEY).expect(200);
    expect(byId.body.result).toMatchObject({ by: 'id', tenant: 'Lakeside Title' });
    await request(api).post('/operator/tenants/by-id/abc/approve').set(OPERATOR_KEY_HEADER, OPERATOR_KEY).expect(400);
  });

  it("reads text that could be an id or a name (title-cli's argument): digits are an id, unless a tenant has them as its name", () => {
    expect(referenceFromText(' 3 ', ['Lakeside Title'])).toEqual({ by: 'id', id: 3 });
    expect(referenceFromText('Lakeside Title', ['Lakeside Title'])).toEqual({ by: 'name', name: 'Lakeside Title' });
    expect(() => referenceFromText('3', ['Lakeside Title', ' 3'])).toThrow(ApprovalError);
    expect(() => referenceFromText('3', ['3'])).toThrow(/both a tenant id and a tenant's name/);
  });

  it('does not let a pending tenant sign in before approval', async () => {
    const { api } = await setup();
    await request(api).post('/tenants').send(registration()).expect(202);
    await request(api).post('/login').send({ email: 'lee@lakeside.test', password: 'anything-at-all' }).expect(404);
  });

  it('has no operator routes when no operator key is configured', async () => {
    const api = createMockApi({ store: Store.memory(await demoSeed()) });
    await request(api).get('/operator/tenants').set(OPERATOR_KEY_HEADER, OPERATOR_KEY).expect(404);
  });
});
