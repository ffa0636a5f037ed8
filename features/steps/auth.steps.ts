import { Given, Then, When } from '@cucumber/cucumber';
import { decodeJwt, SignJWT } from 'jose';
import { expect } from '../support/expect.ts';
import { DEMO_PASSWORD } from '../../mock-api/index.ts';
import { signIn } from '../support/sign-in.ts';
import type { AppWorld } from '../support/world.ts';

/** Opens the login screen (/auth/login) and waits for its heading. */
Given('I open the login screen', async function (this: AppWorld) {
  await this.page.goto(this.url('/auth/login'));
  await expect(this.page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
});

/** Types the e-mail and password on the login screen already open and clicks SIGN IN. The seeded demo users (mock-api/seed/demo.ts) all have the password "Closing#2021": dana@demo-title.test (Demo Title & Escrow), sam@harbor-closing.test (another agency). */
When('I sign in as {string} with the password {string}', async function (this: AppWorld, email: string, password: string) {
  await signIn(this.page, email, password);
});

/** Signs in from the login screen with the demo password "Closing#2021" (every seeded user has it, mock-api/seed/demo.ts) and waits for the dashboard. Seeded users: dana@demo-title.test (Dana Agent, Demo Title & Escrow), sam@harbor-closing.test (another agency). */
Given('I am signed in as {string}', async function (this: AppWorld, email: string) {
  await this.page.goto(this.url('/auth/login'));
  await signIn(this.page, email, DEMO_PASSWORD);
  await expect(this.page).toHaveURL(/\/dashboard$/);
});

/** The test server has the sign-in limits off (a run signs in hundreds of times from one address); this turns on, for this scenario only, those of a real server: 5 wrong passwords for an account from one address, and the next attempt waits a minute (429). */
Given('the sign-in limits of a real server are on', function (this: AppWorld) {
  this.server.useRealSignInLimits();
});

/** Replaces the signed-in user's token by one that expired 5 minutes ago, as after a night away; nothing is reloaded yet. */
Given('my session has expired', async function (this: AppWorld) {
  const token = await this.page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('There is no session to expire');
  const { exp: _exp, iat: _iat, ...claims } = decodeJwt(token);
  const key = new TextEncoder().encode(this.server.store.metadata.jwtSecret);
  const expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
    .sign(key);
  await this.page.evaluate((value) => window.localStorage.setItem('token', value), expired);
});

/** Checks the address is /auth/login and the Login heading is shown. */
Then('I am on the login screen', async function (this: AppWorld) {
  await expect(this.page).toHaveURL(/\/auth\/login$/);
  await expect(this.page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
});

/** Checks the address is /dashboard and the Dashboard heading is shown. */
Then('I am on the dashboard', async function (this: AppWorld) {
  await expect(this.page).toHaveURL(/\/dashboard$/);
  await expect(this.page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
});

/** Checks the header shows the agency's name and the account button the user's initials. */
Then('the header shows the tenant {string} and the initials {string}', async function (this: AppWorld, tenant: string, initials: string) {
  const header = this.page.getByRole('banner');
  await expect(header.getByText(tenant, { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: /account menu/i })).toHaveText(initials);
});

/** Opens the account menu in the header (if closed) and clicks the item with this name, e.g. "Logout". */
When('I choose {string} from my profile menu', async function (this: AppWorld, item: string) {
  const toggle = this.page.getByRole('button', { name: /account menu/i });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await this.page.getByRole('button', { name: item, exact: true }).click();
});

/** Sends the window a focus event, as when the agent returns to the browser; the dashboard refreshes its figures. */
When('I come back to the window and the dashboard refreshes', async function (this: AppWorld) {
  await this.page.evaluate(() => window.dispatchEvent(new Event('focus'))).catch((error: unknown) => {
    // On a slow machine the app may find the expired token first by itself (it looks at the
    // session every second, session-watch-epics.ts SESSION_CHECK_MS) and be leaving for the login page
    // as the window comes back: the page the event was for is gone, and the steps after this one
    // check where the agent ended up.
    if (!(error instanceof Error && error.message.includes('Execution context was destroyed'))) throw error;
  });
});
