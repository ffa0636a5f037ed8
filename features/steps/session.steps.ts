import { Then, When } from '@cucumber/cucumber';
import { decodeJwt } from 'jose';
import type { Page, Route } from 'playwright-core';
import { DEMO_PASSWORD } from '../../mock-api/index.ts';
import { expect } from '../support/expect.ts';
import { waitFor } from '../support/waits.ts';
import { field } from '../support/fields.ts';
import { typeAndLeave } from '../support/keyboard.ts';
import { signIn } from '../support/sign-in.ts';
import type { AppWorld } from '../support/world.ts';

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

/** The token the scenario signed in with, remembered by the first step that needs it. */
const signInTokens = new WeakMap<AppWorld, string>();

/** Waits (up to 25 s) until the token the agent signed in with is past its expiry; @short-session scenarios only, where tokens live 6 s. */
When('I wait until the token I signed in with has expired', { timeout: 30_000 }, async function (this: AppWorld) {
  const token = await storedToken(this.page);
  if (!token) throw new Error('Nobody is signed in');
  signInTokens.set(this, token);
  const { exp } = decodeJwt(token);
  // Not a sleep: the browser's own clock is watched until the token is past its expiry.
  await this.page.waitForFunction((expiresAt) => Date.now() > expiresAt + 500, (exp ?? 0) * 1000, { timeout: 25_000 });
});

/** Checks the app holds a new, unexpired token and did not sign the agent out. */
Then('my sign-in has been renewed', async function (this: AppWorld) {
  const first = signInTokens.get(this);
  const current = await storedToken(this.page);
  if (!current) throw new Error('The app has no token any more: it was signed out');
  expect(current).not.toBe(first);
  expect((decodeJwt(current).exp ?? 0) * 1000).toBeGreaterThan(Date.now());
  await expect(this.page).not.toHaveURL(/\/auth\/login/);
});

/** Waits (up to 25 s) without touching anything until "Are you still there?" appears; @short-session scenarios only (idle sign-out after 30 s). */
When('I leave the computer alone', { timeout: 30_000 }, async function (this: AppWorld) {
  await expect(this.page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible({ timeout: 25_000 });
});

/** Checks the idle warning counts down ("signed out in 0:1x") and offers "Stay signed in". */
Then('I am warned that I will be signed out, with a countdown', async function (this: AppWorld) {
  const warning = this.page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toContainText(/signed out in 0:[01]\d/);
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeVisible();
});

/** Checks no warning dialog is shown. */
Then('the idle warning is gone', async function (this: AppWorld) {
  await expect(this.page.getByRole('alertdialog')).toHaveCount(0);
});

/** Waits (up to 55 s) without touching anything until the login screen appears; @short-session scenarios only. */
When('I leave the computer alone until I am signed out', { timeout: 60_000 }, async function (this: AppWorld) {
  await expect(this.page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible({ timeout: 55_000 });
});

/** Checks the login screen's notice (status) contains this text, e.g. why the agent was signed out. */
Then('the login screen says {string}', async function (this: AppWorld, text: string) {
  await expect(this.page.getByRole('status').filter({ hasText: text })).toBeVisible();
});

/** Changes the server's token signing key, so every token issued so far is refused although none has expired.@engineering */
When('the server restarts with a new signing key', async function (this: AppWorld) {
  // Every token issued so far is now refused, although none has expired.
  await this.server.store.updateMeta({ jwtSecret: `restarted-${Date.now()}-${Math.random()}` });
});

/**
 * Goes on to the file list through the side menu, which asks the server for the files. The app may
 * ask the server first on its own (the dashboard refreshes its figures): then it is on the login
 * screen already, which is the same ending, and there is no menu left to click.
 */
When('I go on to the file list, unless the app finds out first', async function (this: AppWorld) {
  const login = this.page.getByRole('heading', { name: 'Login', exact: true });
  const foundOut = login.waitFor({ state: 'visible' });
  const goneOn = (async () => {
    await this.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await this.page.locator('#side-menu').getByRole('link', { name: 'Order Tracking', exact: true }).click();
  })();
  // The one that does not finish first gives up at its timeout, unheard.
  foundOut.catch(() => undefined);
  goneOn.catch(() => undefined);
  await Promise.race([foundOut, goneOn]);
});

/** Opens a second browser, signs in there as dana@demo-title.test with the demo password "Closing#2021" and opens the order open in the first window. */
When('a colleague opens the same file in another window', async function (this: AppWorld) {
  const orderUrl = this.page.url();
  const page = await this.openOtherWindow();
  await page.goto(this.url('/auth/login'));
  await signIn(page, 'dana@demo-title.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(orderUrl);
  await expect(page.getByRole('heading', { name: /^File / })).toBeVisible();
});

function colleague(world: AppWorld): Page {
  if (!world.otherPage) throw new Error('No colleague has the file open');
  return world.otherPage;
}

/** Types in the colleague's window as "I type … as the …" does: key by key, then leaves the field. */
When('the colleague types {string} as the {string}', async function (this: AppWorld, text: string, label: string) {
  await typeAndLeave(field(colleague(this), label), text);
});

/** Checks the save state shown beside this field in the colleague's window, e.g. "Saved". */
Then("the colleague's {string} field says {string}", async function (this: AppWorld, label: string, state: string) {
  const page = colleague(this);
  const field = page.locator('.saved-field').filter({ has: page.getByLabel(label, { exact: true }) });
  await expect(field.locator('.save-state')).toHaveText(state);
});

/** Checks the field shows "Someone else changed this while you were editing" with "Theirs: <value>". */
Then('I see that someone else changed the {string} to {string}', async function (this: AppWorld, label: string, theirs: string) {
  const field = this.page.locator('.saved-field').filter({ has: this.page.getByLabel(label, { exact: true }) });
  const notice = field.getByRole('alert');
  await expect(notice).toContainText('Someone else changed this while you were editing');
  await expect(notice).toContainText(`Theirs: ${theirs}`);
});

/** Checks the field asks to confirm which date the typed text means (a date that reads two ways). */
Then('I am asked which date {string} means', async function (this: AppWorld, text: string) {
  await expect(this.page.getByRole('group', { name: /^Confirm / })).toContainText(`“${text}”`);
});

/** Checks the "Leave without saving?" dialog is shown. */
Then('I am asked whether to leave without saving', async function (this: AppWorld) {
  await expect(this.page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
});

/** Reloads the page, checks the browser's own "leave site?" question came first, and accepts it. */
When('I reload the page, the browser asks first', async function (this: AppWorld) {
  const asked = this.page.waitForEvent('dialog').then(async (dialog) => {
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });
  await this.page.reload();
  await asked;
});

/** Chunks of code requested from now on wait until released: an open file's code "loads late". */
const heldChunks = new WeakMap<AppWorld, { release: () => void; requested: Promise<void> }>();

/**
 * Opens the dashboard (whose code brings the file list's) and holds back the code of every other
 * screen, an open file's included, until "the code arrives after I asked for the file". @engineering
 */
When('the code of an open file is slow to arrive', async function (this: AppWorld) {
  // No fetching of the next screen while idle: a file's code comes only when a file opens.
  await this.context.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await this.page.goto(this.url('/dashboard'));
  await expect(this.page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = () => {};
  const firstRequest = new Promise<void>((resolve) => (requested = resolve));
  await this.page.route('**/assets/**/*.js', async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  heldChunks.set(this, { release, requested: firstRequest });
});

/** Waits until opening the file asked for its code, then lets the held-back code arrive.@engineering */
When('the code arrives after I asked for the file', async function (this: AppWorld) {
  const held = heldChunks.get(this);
  if (!held) throw new Error("An open file's code is not being held");
  // The file was asked for (the app asked for its code); only now does the code come.
  await waitFor("the app to ask for an open file's code", held.requested);
  held.release();
});
