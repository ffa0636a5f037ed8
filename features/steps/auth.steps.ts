import { Given, Then, When } from '@cucumber/cucumber';
import { decodeJwt, SignJWT } from 'jose';
import { expect } from '../support/expect';
import { DEMO_PASSWORD } from '../../mock-api/seed/demo';
import { typeInto } from '../support/keyboard';
import type { AppWorld } from '../support/world';

async function signIn(world: AppWorld, email: string, password: string) {
  await typeInto(world.page.getByLabel('User Name', { exact: true }), email);
  await typeInto(world.page.getByLabel('Password', { exact: true }), password);
  await world.page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
}

Given('I open the login screen', async function (this: AppWorld) {
  await this.page.goto(this.url('/auth/login'));
  await expect(this.page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
});

When('I sign in as {string} with the password {string}', async function (this: AppWorld, email: string, password: string) {
  await signIn(this, email, password);
});

Given('I am signed in as {string}', async function (this: AppWorld, email: string) {
  await this.page.goto(this.url('/auth/login'));
  await signIn(this, email, DEMO_PASSWORD);
  await expect(this.page).toHaveURL(/\/dashboard$/);
});

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

Then('I am on the login screen', async function (this: AppWorld) {
  await expect(this.page).toHaveURL(/\/auth\/login$/);
  await expect(this.page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
});

Then('I am on the dashboard', async function (this: AppWorld) {
  await expect(this.page).toHaveURL(/\/dashboard$/);
  await expect(this.page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
});

Then('the header shows the tenant {string} and the initials {string}', async function (this: AppWorld, tenant: string, initials: string) {
  const header = this.page.getByRole('banner');
  await expect(header.getByText(tenant, { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: /Account menu/ })).toHaveText(initials);
});

When('I choose {string} from my profile menu', async function (this: AppWorld, item: string) {
  const toggle = this.page.getByRole('button', { name: /Account menu/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await this.page.getByRole('button', { name: item, exact: true }).click();
});

When('I come back to the window and the dashboard refreshes', async function (this: AppWorld) {
  await this.page.evaluate(() => window.dispatchEvent(new Event('focus')));
});
