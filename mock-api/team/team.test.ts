import request from 'supertest';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { ACCOUNT_DEACTIVATED } from '../auth/require-auth.ts';
import { createMockApi } from '../server.ts';
import { Store } from '../store/store.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { memoryMailer } from './mailer.ts';
import { PASSWORD_SET } from './password-link-routes.ts';
import { LINK_NOT_VALID } from './password-links.ts';
import { activeAdmins } from './roles.ts';
import { EMAIL_HAS_ACCOUNT, EMAIL_IN_REGISTRATION, LAST_ADMIN, NO_SUCH_MEMBER, NOT_YOURSELF } from './team-actions.ts';
import { EMAIL_CONFLICT } from '../routes/tenants-registration.ts';
import { emailSkeleton } from '../auth/email-key.ts';
import { signUpBody } from '../../fixtures/sign-up.ts';
import { ADMINS_ONLY } from './team-routes.ts';

const STRONG = 'quiet-harbor-lantern-92';

async function setup() {
  const store = Store.memory(await demoSeed());
  const mailer = memoryMailer();
  const api = createMockApi({ store, mail: { mailer, appUrl: 'http://app.test' } });
  const signIn = async (email: string, password = DEMO_PASSWORD) =>
    (await request(api).post('/login').send({ email, password }).expect(200)).body.result.token as string;
  const as = (token: string) => ({
    get: (path: string) => request(api).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body?: object) => request(api).post(path).set('Authorization', `Bearer ${token}`).send(body),
    patch: (path: string, body: object) => request(api).patch(path).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => request(api).delete(path).set('Authorization', `Bearer ${token}`),
  });
  /** The secret of the newest link e-mailed to `email`. */
  const linkSentTo = (email: string) => {
    const message = [...mailer.sent].reverse().find((sent) => sent.message.includes(`<${email}>`));
    const secret = /set-password#([A-Za-z0-9_-]{43})/.exec(readable(message?.message ?? ''))?.[1];
    if (!secret) throw new Error(`no link e-mailed to ${email}`);
    return secret;
  };
  const dana = as(await signIn('dana@demo-title.test'));
  return { api, store, mailer, signIn, as, dana, linkSentTo };
}

/** A message's text as a mail client shows it (quoted-printable soft breaks and escapes undone). */
const readable = (message: string) => message.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('the team routes', () => {
  it("lists the admin's agency only, with roles and statuses, and the token carries the role", async () => {
    const { dana, signIn } = await setup();
    const { members } = (await dana.get('/team').expect(200)).body.result as { members: { email: string; role: string; status: string }[] };
    expect(members.map(({ email, role, status }) => ({ email, role, status }))).toEqual([
      { email: 'dana@demo-title.test', role: 'admin', status: 'active' },
      { email: 'riley@demo-title.test', role: 'agent', status: 'active' },
    ]);
    expect(JSON.stringify(members)).not.toMatch(/passwordHash|scrypt|sessions/);
    expect(claimsOf(await signIn('riley@demo-title.test')).role).toBe('agent');
    expect(claimsOf(await signIn('dana@demo-title.test')).role).toBe('admin');
  });

  it('answers an agent 403 on every admin route, and changes nothing', async () => {
    const { as, signIn, store } = await setup();
    const riley = as(await signIn('riley@demo-title.test'));
    const before = store.list('users').length;
    for (const answer of [
      await riley.get('/team'),
      await riley.post('/team/invitations', { firstName: 'A', lastName: 'B', email: 'ab@demo-title.test', role: 'admin' }),
      await riley.patch('/team/u-riley', { role: 'admin' }),
      await riley.patch('/team/u-dana', { active: false }),
      await riley.post('/team/u-dana/password-reset'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: ADMINS_ONLY });
    }
    expect(store.list('users')).toHaveLength(before);
  });

  it('invites a colleague by e-mail; the link sets a strong password once, and they sign in as an agent', async () => {
    const { dana, api, mailer, linkSentTo, signIn } = await setup();
    const invited = await dana.post('/team/invitations', { firstName: 'Jo', lastName: 'Park', email: 'Jo.Park@demo-title.test', role: 'agent' }).expect(201);
    expect(invited.body.result.member).toMatchObject({ email: 'jo.park@demo-title.test', role: 'agent', status: 'invited', lastSignInAt: null });
    expect(readable(mailer.sent.at(-1)?.message ?? '')).toMatch(/Dana Agent invited you to work in TitleTrack with Demo Title & Escrow/);
    const token = linkSentTo('jo.park@demo-title.test');
    // Not yet a usable account.
    await request(api).post('/login').send({ email: 'jo.park@demo-title.test', password: '' }).expect(400);
    expect((await request(api).post('/password-links/check').send({ token }).expect(200)).body.result).toMatchObject({ purpose: 'invitation', firstName: 'Jo', tenantName: 'Demo Title & Escrow' });
    const weak = await request(api).post('/password-links/use').send({ token, password: 'password1234' }).expect(400);
    expect(weak.body.ExceptionList[0]).toMatchObject({ Type: 'Password' });
    const personal = await request(api).post('/password-links/use').send({ token, password: 'jopark-demo-title' }).expect(400);
    expect(JSON.stringify(personal.body)).toMatch(/your name, your e-mail or your agency/);
    expect((await request(api).post('/password-links/use').send({ token, password: STRONG }).expect(200)).body.result.message).toBe(PASSWORD_SET);
    expect(claimsOf(await signIn('jo.park@demo-title.test', STRONG))).toMatchObject({ role: 'agent', FirstName: 'Jo' });
    // Used once: the same link is gone.
    expect((await request(api).post('/password-links/use').send({ token, password: `${STRONG}!` }).expect(410)).body).toEqual({ message: LINK_NOT_VALID });
    expect((await dana.get('/team')).body.result.members.find((member: { email: string }) => member.email === 'jo.park@demo-title.test')).toMatchObject({ status: 'active' });
  });

  it('refuses a tampered, unknown or expired link with the same 410', async () => {
    const { dana, api, linkSentTo, store } = await setup();
    await dana.post('/team/invitations', { firstName: 'Jo', lastName: 'Park', email: 'jo@demo-title.test', role: 'agent' }).expect(201);
    const token = linkSentTo('jo@demo-title.test');
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'short', 'x'.repeat(43)]) {
      expect((await request(api).post('/password-links/check').send({ token: bad })).status).toBe(410);
    }
    const jo = store.find('users', (user) => user.email === 'jo@demo-title.test');
    if (!jo?.passwordLink) throw new Error('no link');
    await store.put('users', { ...jo, passwordLink: { ...jo.passwordLink, expiresAt: new Date(Date.now() - 1000).toISOString() } });
    expect((await request(api).post('/password-links/use').send({ token, password: STRONG })).status).toBe(410);
  });

  it('re-sends an invitation (the old link stops) and cancels one', async () => {
    const { dana, api, linkSentTo, store } = await setup();
    const { member } = (await dana.post('/team/invitations', { firstName: 'Jo', lastName: 'Park', email: 'jo@demo-title.test', role: 'admin' }).expect(201)).body.result;
    const first = linkSentTo('jo@demo-title.test');
    await dana.post(`/team/${member.id}/invitation`).expect(200);
    expect(linkSentTo('jo@demo-title.test')).not.toBe(first);
    await request(api).post('/password-links/check').send({ token: first }).expect(410);
    await dana.delete(`/team/${member.id}/invitation`).expect(200);
    expect(store.get('users', member.id)).toBeUndefined();
    await request(api).post('/password-links/check').send({ token: linkSentTo('jo@demo-title.test') }).expect(410);
  });

  it('refuses an e-mail with an account (here or elsewhere), a role that does not exist, and another agency', async () => {
    const { dana } = await setup();
    for (const email of ['riley@demo-title.test', 'SAM@harbor-closing.test']) {
      const taken = await dana.post('/team/invitations', { firstName: 'A', lastName: 'B', email, role: 'agent' }).expect(409);
      expect(taken.body.ExceptionList).toEqual([{ Type: 'Email', Message: EMAIL_HAS_ACCOUNT }]);
    }
    expect((await dana.post('/team/invitations', { firstName: 'A', lastName: 'B', email: 'ab@demo-title.test', role: 'owner' }).expect(400)).body.ExceptionList[0].Type).toBe('Role');
    expect((await dana.patch('/team/u-riley', { role: 'superuser' }).expect(400)).body.ExceptionList[0].Type).toBe('Role');
    for (const answer of [await dana.patch('/team/u-sam', { active: false }), await dana.post('/team/u-morgan/password-reset'), await dana.delete('/team/u-sam/invitation')]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: NO_SUCH_MEMBER });
    }
  });

  it('keeps an active admin: no demoting or deactivating the last one, nor oneself', async () => {
    const { dana } = await setup();
    expect((await dana.patch('/team/u-dana', { role: 'agent' }).expect(409)).body.message).toBe(NOT_YOURSELF);
    expect((await dana.patch('/team/u-dana', { active: false }).expect(409)).body.message).toBe(NOT_YOURSELF);
    // With two admins, one may demote the other; the one left is still the caller.
    await dana.patch('/team/u-riley', { role: 'admin' }).expect(200);
    expect((await dana.patch('/team/u-riley', { role: 'agent' }).expect(200)).body.result.member.role).toBe('agent');
    const admins = (await dana.get('/team')).body.result.members.filter((member: { role: string }) => member.role === 'admin');
    expect(admins.map((member: { email: string }) => member.email)).toEqual(['dana@demo-title.test']);
  });

  it("deactivation ends the colleague's sessions at once and keeps them out until reactivated", async () => {
    const { dana, as, signIn, api } = await setup();
    const rileyToken = await signIn('riley@demo-title.test');
    const riley = as(rileyToken);
    await riley.get('/dashboard').expect(200);
    await riley.get('/session').expect(200);
    const { member } = (await dana.patch('/team/u-riley', { active: false }).expect(200)).body.result;
    expect(member.status).toBe('deactivated');
    const refused = await riley.get('/dashboard').expect(401);
    expect(refused.body.message).toBe(ACCOUNT_DEACTIVATED);
    // What every open window asks every 20 s: it hears the same at once.
    expect((await riley.get('/session').expect(401)).body.message).toBe(ACCOUNT_DEACTIVATED);
    await request(api).post('/session/renew').set('Authorization', `Bearer ${rileyToken}`).expect(401);
    await request(api).post('/login').send({ email: 'riley@demo-title.test', password: DEMO_PASSWORD }).expect(404);
    await dana.patch('/team/u-riley', { active: true }).expect(200);
    await signIn('riley@demo-title.test');
  });

  it('a reset link leaves the old password working until it is used, then only the new one', async () => {
    const { dana, api, linkSentTo, signIn } = await setup();
    const rileyToken = await signIn('riley@demo-title.test');
    await dana.post('/team/u-riley/password-reset').expect(200);
    await signIn('riley@demo-title.test');
    await request(api).post('/password-links/use').send({ token: linkSentTo('riley@demo-title.test'), password: STRONG }).expect(200);
    await request(api).post('/login').send({ email: 'riley@demo-title.test', password: DEMO_PASSWORD }).expect(404);
    await signIn('riley@demo-title.test', STRONG);
    // The reset ended the sessions that were open.
    await request(api).post('/session/renew').set('Authorization', `Bearer ${rileyToken}`).expect(401);
  });

  it('two admins demoting or deactivating each other at once: one wins, the agency keeps an admin', async () => {
    const { dana, as, signIn, store } = await setup();
    for (const change of [{ role: 'agent' }, { active: false }]) {
      await dana.patch('/team/u-riley', { role: 'admin', active: true }).expect(200);
      const riley = as(await signIn('riley@demo-title.test'));
      const answers = await Promise.all([dana.patch('/team/u-riley', change), riley.patch('/team/u-dana', change)]);
      const won = answers.filter((answer) => answer.status === 200);
      expect(won).toHaveLength(1);
      // The other is refused: no longer an admin (403), signed out by the deactivation (401), or
      // the last admin (409), depending on which request the server took first.
      const lost = answers.find((answer) => answer.status !== 200);
      expect([401, 403, 409]).toContain(lost?.status);
      if (lost?.status === 409) expect(lost.body.message).toBe(LAST_ADMIN);
      expect(activeAdmins(store, 1)).toHaveLength(1);
      // The winner puts the other back for the next round.
      const winner = answers[0] === won[0] ? dana : riley;
      await winner.patch(winner === dana ? '/team/u-riley' : '/team/u-dana', { role: 'admin', active: true }).expect(200);
    }
  });

  it("lets a lapsed invitation give its address way, in this agency or another", async () => {
    const { dana, as, signIn, store } = await setup();
    await dana.post('/team/invitations', { firstName: 'New', lastName: 'Hire', email: 'newhire@harbor-closing.test', role: 'agent' }).expect(201);
    const sam = as(await signIn('sam@harbor-closing.test'));
    // While Dana's link works the address is taken; once it has run out, Sam's agency may invite.
    await sam.post('/team/invitations', { firstName: 'New', lastName: 'Hire', email: 'newhire@harbor-closing.test', role: 'agent' }).expect(409);
    const held = store.find('users', (user) => user.email === 'newhire@harbor-closing.test');
    if (!held?.passwordLink) throw new Error('no invitation');
    await store.put('users', { ...held, passwordLink: { ...held.passwordLink, expiresAt: new Date(Date.now() - 1000).toISOString() } });
    await sam.post('/team/invitations', { firstName: 'New', lastName: 'Hire', email: 'newhire@harbor-closing.test', role: 'agent' }).expect(201);
    expect(store.list('users').filter((user) => user.email === 'newhire@harbor-closing.test').map((user) => user.tenantId)).toEqual([2]);
  });

  it('sends at most 5 e-mails an hour to one person, and no web address in a name', async () => {
    const { dana } = await setup();
    const { member } = (await dana.post('/team/invitations', { firstName: 'Vic', lastName: 'Tim', email: 'vic@outside.test', role: 'agent' }).expect(201)).body.result;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await dana.post(`/team/${member.id}/invitation`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const phishing = await dana.post('/team/invitations', { firstName: 'Verify at https://evil.test/login', lastName: 'X', email: 'v2@outside.test', role: 'agent' }).expect(400);
    expect(phishing.body.ExceptionList).toEqual([{ Type: 'FirstName', Message: 'The first name cannot hold a web address.' }]);
  });
});

describe('one rule for every e-mail and name, in invitations', () => {
  const invitation = (email: string, names: { firstName?: string; lastName?: string } = {}) => ({ firstName: 'Sam', lastName: 'Harbor', email, role: 'admin', ...names });

  it.each([
    ['a NUL after it', 'sam@harbor-closing.test\u0000'],
    ['a NUL before it', '\u0000sam@harbor-closing.test'],
    ['a zero-width space in it', 'sam\u200b@harbor-closing.test'],
    ['a right-to-left mark after it', 'sam@harbor-closing.test\u200f'],
    ['a tab after it', 'sam@harbor-closing.test\t'],
    ['a line break and a header', 'sam@harbor-closing.test\r\nBcc: evil@outside.test'],
    ['a second address after a comma', 'sam@harbor-closing.test,evil@outside.test'],
    ['a full-width @', 'sam\uff20harbor-closing.test'],
  ])("refuses another agency's admin's e-mail with %s: no account, nothing mailed", async (_what, email) => {
    const { dana, store, mailer } = await setup();
    const before = store.list('users').length;
    const response = await dana.post('/team/invitations', invitation(email)).expect(400);
    expect(response.body.ExceptionList).toEqual([{ Type: 'Email', Message: 'Please enter valid email address.' }]);
    expect(store.list('users')).toHaveLength(before);
    expect(mailer.sent).toHaveLength(0);
  });

  it.each([
    ['another case', 'SAM@HARBOR-CLOSING.TEST'],
    ['spaces around it', '  sam@harbor-closing.test  '],
    ['a Cyrillic "а"', 's\u0430m@harbor-closing.test'],
    ['a Cyrillic "о" in the domain', 'sam@harb\u043er-closing.test'],
    ['full-width letters', '\uff53\uff41\uff4d@harbor-closing.test'],
    ['"rn" for "m"', 'sarn@harbor-closing.test'],
  ])("refuses an e-mail that looks like an account's (%s) as taken", async (_what, email) => {
    const { dana, store, mailer } = await setup();
    const response = await dana.post('/team/invitations', invitation(email)).expect(409);
    expect(response.body.ExceptionList).toEqual([{ Type: 'Email', Message: EMAIL_HAS_ACCOUNT }]);
    expect(store.list('users').filter((user) => emailSkeleton(user.email) === emailSkeleton('sam@harbor-closing.test')).map((user) => user.id)).toEqual(['u-sam']);
    expect(mailer.sent).toHaveLength(0);
  });

  it('refuses an e-mail a registration waiting for approval holds, and a registration refuses an invited one', async () => {
    const { api, dana, mailer } = await setup();
    await request(api).post('/tenants').send(signUpBody('Lakeside Title', 'lee@lakeside.test')).expect(202);
    for (const email of ['lee@lakeside.test', 'L\u0435e@Lakeside.test']) {
      const refused = await dana.post('/team/invitations', invitation(email, { firstName: 'Lee', lastName: 'Park' })).expect(409);
      expect(refused.body.ExceptionList).toEqual([{ Type: 'Email', Message: EMAIL_IN_REGISTRATION }]);
    }
    expect(mailer.sent).toHaveLength(0);
    await dana.post('/team/invitations', invitation('newhire@outside.test', { firstName: 'New', lastName: 'Hire' })).expect(201);
    for (const email of ['newhire@outside.test', 'n\u0435whire@outside.test']) {
      const refused = await request(api).post('/tenants').send(signUpBody('Outside Title', email)).expect(409);
      expect(refused.body.ExceptionList).toEqual([{ Type: 'Email', Message: EMAIL_CONFLICT }]);
    }
  });

  it.each([
    ['an ideographic full stop', { firstName: 'evil\u3002com' }, 'FirstName', 'first name'],
    ['a full-width dot', { lastName: 'Visit evil\uff0ecom' }, 'LastName', 'last name'],
    ['a bare domain', { lastName: 'pay-here.xyz' }, 'LastName', 'last name'],
    ['"hxxp"', { firstName: 'hxxp evil[.]co' }, 'FirstName', 'first name'],
    ['"www"', { firstName: 'www evil' }, 'FirstName', 'first name'],
  ])('refuses a name with a web address in disguise (%s)', async (_what, names, type, label) => {
    const { dana, mailer } = await setup();
    const response = await dana.post('/team/invitations', invitation('vic@outside.test', names)).expect(400);
    expect(response.body.ExceptionList).toEqual([{ Type: type, Message: `The ${label} cannot hold a web address.` }]);
    expect(mailer.sent).toHaveLength(0);
  });

  it('keeps names with initials, abbreviations and punctuation', async () => {
    const { dana } = await setup();
    const { member } = (await dana.post('/team/invitations', invitation('jr@outside.test', { firstName: 'J. R. R.', lastName: "O'Brien-Smith, Jr." })).expect(201)).body.result;
    expect(member).toMatchObject({ firstName: 'J. R. R.', lastName: "O'Brien-Smith, Jr." });
  });
});
