import request from 'supertest';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { createMockApi } from '../server.ts';
import { Store } from '../store/store.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGED } from './account-routes.ts';
import { memoryMailer } from './mailer.ts';
import { RESET_REQUESTED } from './password-link-routes.ts';

const STRONG = 'quiet-harbor-lantern-92';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

async function setup() {
  const store = Store.memory(await demoSeed());
  const mailer = memoryMailer();
  const api = createMockApi({ store, mail: { mailer, appUrl: 'http://app.test' } });
  const signIn = async (email: string, password = DEMO_PASSWORD, agent = CHROME) =>
    (await request(api).post('/login').set('User-Agent', agent).send({ email, password }).expect(200)).body.result.token as string;
  const as = (token: string) => ({
    get: (path: string) => request(api).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body?: object) => request(api).post(path).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => request(api).delete(path).set('Authorization', `Bearer ${token}`),
  });
  return { api, store, mailer, signIn, as };
}

describe('my account', () => {
  it('lists my open sessions with their browser, and signs out one or all of them', async () => {
    const { signIn, as } = await setup();
    const here = as(await signIn('dana@demo-title.test'));
    const laptopToken = await signIn('dana@demo-title.test', DEMO_PASSWORD, FIREFOX);
    const { sessions } = (await here.get('/account/sessions').expect(200)).body.result as { sessions: { id: string; browser: string; current: boolean }[] };
    expect(sessions.map(({ browser, current }) => ({ browser, current }))).toEqual([
      { browser: 'Chrome on Windows', current: true },
      { browser: 'Firefox on Linux', current: false },
    ]);
    const laptop = sessions.find((session) => !session.current);
    await here.delete(`/account/sessions/${laptop?.id ?? ''}`).expect(200);
    await as(laptopToken).get('/session').expect(401);
    await here.delete('/account/sessions/not-a-session').expect(404);
    await here.delete('/account/sessions').expect(200);
    await here.get('/session').expect(401);
  });

  it("cannot end another person's session", async () => {
    const { signIn, as } = await setup();
    const rileyToken = await signIn('riley@demo-title.test');
    const riley = (await as(rileyToken).get('/account/sessions')).body.result.sessions[0].id as string;
    const dana = as(await signIn('dana@demo-title.test'));
    await dana.delete(`/account/sessions/${riley}`).expect(404);
    await as(rileyToken).get('/session').expect(200);
  });

  it('changes the password with the current one: the new one works, the old one and the other sessions stop', async () => {
    const { api, signIn, as } = await setup();
    const other = await signIn('dana@demo-title.test', DEMO_PASSWORD, FIREFOX);
    const here = as(await signIn('dana@demo-title.test'));
    const wrong = await here.post('/account/password', { currentPassword: 'nope', newPassword: STRONG }).expect(400);
    expect(wrong.body.ExceptionList).toEqual([{ Type: 'CurrentPassword', Message: CURRENT_PASSWORD_WRONG }]);
    expect((await here.post('/account/password', { currentPassword: DEMO_PASSWORD, newPassword: 'password1234' }).expect(400)).body.ExceptionList[0].Type).toBe('NewPassword');
    expect((await here.post('/account/password', { currentPassword: DEMO_PASSWORD, newPassword: STRONG }).expect(200)).body.result.message).toBe(PASSWORD_CHANGED);
    await here.get('/session').expect(200);
    await as(other).get('/session').expect(401);
    await request(api).post('/login').send({ email: 'dana@demo-title.test', password: DEMO_PASSWORD }).expect(404);
    await signIn('dana@demo-title.test', STRONG);
  });

  it('makes a stolen session wait after five wrong current passwords', async () => {
    const { signIn, as } = await setup();
    const here = as(await signIn('dana@demo-title.test'));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await here.post('/account/password', { currentPassword: `wrong-${attempt}`, newPassword: STRONG })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('a password chosen for the person (e-mailed at approval, given to title-cli)', () => {
  it('opens only the way to choose their own; the new token then opens everything', async () => {
    const { store, signIn, as } = await setup();
    const riley = store.get('users', 'u-riley');
    if (!riley) throw new Error('no Riley');
    await store.put('users', { ...riley, mustChangePassword: true });
    const token = await signIn('riley@demo-title.test');
    expect(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({ pwd_change: true });
    const riley403 = await as(token).get('/dashboard').expect(403);
    expect(riley403.body.message).toMatch(/^Choose your own password before anything else/);
    await as(token).get('/session').expect(200);
    const changed = await as(token).post('/account/password', { currentPassword: DEMO_PASSWORD, newPassword: STRONG }).expect(200);
    const fresh = changed.body.result.token as string;
    expect(JSON.parse(Buffer.from(fresh.split('.')[1] ?? '', 'base64url').toString()).pwd_change).toBeUndefined();
    await as(fresh).get('/dashboard').expect(200);
    // The same session: the token the person had goes on working too.
    await as(token).get('/dashboard').expect(200);
  });
});

describe('forgot password', () => {
  it('answers the same whether or not the e-mail has an account, and e-mails a link only to an active one', async () => {
    const { api, mailer } = await setup();
    const known = await request(api).post('/password-links/request').send({ email: 'Riley@demo-title.test' }).expect(202);
    const unknown = await request(api).post('/password-links/request').send({ email: 'nobody@demo-title.test' }).expect(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.result.message).toBe(RESET_REQUESTED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailer.sent.map((sent) => sent.slug)).toEqual(['reset-riley-demo-title-test']);
    expect(mailer.sent[0]?.message).toMatch(/Someone \(we hope you\) asked/);
  });

  it('sends at most 3 links an hour to one e-mail and takes 10 requests an hour from one source', async () => {
    const { api, mailer } = await setup();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await request(api).post('/password-links/request').send({ email: 'riley@demo-title.test' })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailer.sent).toHaveLength(3);
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await request(api).post('/password-links/request').send({ email: `x${attempt}@demo-title.test` })).status);
    expect(statuses.slice(5)).toEqual([202, 202, 202, 202, 202]);
    expect((await request(api).post('/password-links/request').send({ email: 'y@demo-title.test' })).status).toBe(429);
  });

  it("a stranger's requests neither kill the link an admin sent nor reach past their own allowance", async () => {
    const { api, mailer, store } = await setup();
    const dana = (await request(api).post('/login').send({ email: 'dana@demo-title.test', password: DEMO_PASSWORD }).expect(200)).body.result.token as string;
    await request(api).post('/team/u-riley/password-reset').set('Authorization', `Bearer ${dana}`).expect(200);
    const sentByDana = /set-password#([A-Za-z0-9_-]{43})/.exec((mailer.sent.at(-1)?.message ?? '').replace(/=\n/g, ''))?.[1] ?? '';
    for (let attempt = 0; attempt < 4; attempt += 1) await request(api).post('/password-links/request').send({ email: 'riley@demo-title.test' }).expect(202);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Three went out from this source, and the link Dana sent still works.
    expect(mailer.sent.filter((sent) => sent.slug === 'reset-riley-demo-title-test')).toHaveLength(4);
    await request(api).post('/password-links/check').send({ token: sentByDana }).expect(200);
    expect(store.get('users', 'u-riley')?.earlierResetLinks).toHaveLength(3);
  });
});
