import { Then } from '@cucumber/cucumber';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../mock-api/index.ts';
import { appHasTakenOver, fillAs, needsFocus, openBeforeAnyScript, openBeforeTheAppStarts, type FillWay } from '../support/browser-fill.ts';
import { expect } from '../support/expect.ts';
import { SLOWDOWN, STEP_TIMEOUT_MS } from '../support/waits.ts';
import type { AppWorld } from '../support/world.ts';
import { waitForQuietNetwork } from '../../fixtures/quiet-network.ts';

type Moment = 'before its first script arrives' | 'before the app starts' | 'as the page arrives' | 'after the app has taken over';

/** How long the form may take to agree with its fields once the app has the page: validation is asynchronous, but quick. */
const AGREE_MS = 3_000 * SLOWDOWN;

/**
 * Opens the page and runs `fill` at the moment asked; returns once the app has the page (its
 * `heading` owned by React), or, with `leaves`, at once (the fill goes on to another page).
 */
async function openAndFill(page: Page, url: string, heading: string, moment: Moment, fill: () => Promise<void>, leaves = false): Promise<void> {
  if (moment === 'before the app starts' || moment === 'before its first script arrives') {
    const scripts = moment === 'before the app starts' ? await openBeforeTheAppStarts(page, url) : await openBeforeAnyScript(page, url);
    await fill();
    await scripts.release();
  } else if (moment === 'as the page arrives') {
    // Right after goto, as a script or a password manager acts: the page has loaded, the app is
    // still fetching and evaluating its code and taking the page over.
    await page.goto(url);
    await fill();
  } else {
    await page.goto(url);
    await appHasTakenOver(page, heading);
    await fill();
  }
  if (!leaves) await appHasTakenOver(page, heading);
}

/** These steps repeat a whole page load and fill many times: Cucumber's limit for one step, for each of up to 20 tries. */
const REPEATED = { timeout: 20 * STEP_TIMEOUT_MS };

/** Runs `attempt` in `times` fresh pages and fails naming how many went wrong, and how the first did. */
async function inFreshPages(world: AppWorld, times: number, attempt: (page: Page) => Promise<void>): Promise<void> {
  const failures: string[] = [];
  for (let run = 0; run < times; run += 1) {
    const { context, page } = await world.newPage();
    try {
      await attempt(page);
    } catch (error) {
      failures.push(error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error));
    } finally {
      await context.close();
    }
  }
  if (failures.length > 0) throw new Error(`Worked ${times - failures.length} times out of ${times}; the first failure: ${failures[0]}`);
}

/**
 * Signs Dana in, in fresh pages, with the login's fields filled this way at this moment, then
 * checks that the fields still show what was filled, SIGN IN is enabled and Enter signs in.
 */
Then(
  'signing in filled by {fillWay} {fillMoment} works {int} times out of {int}',
  REPEATED,
  async function (this: AppWorld, way: FillWay, moment: Moment, expected: number, times: number) {
    if (expected !== times) throw new Error('Say how many times it must work out of as many tries: every one.');
    const email = 'dana@demo-title.test';
    await inFreshPages(this, times, async (page) => {
      await openAndFill(page, this.url('/auth/login'), 'Login', moment, async () => {
        await fillAs(way, page.locator('form [name="email"]'), email);
        await fillAs(way, page.locator('form [name="password"]'), DEMO_PASSWORD);
      });
      await expect(page.locator('form [name="email"]')).toHaveValue(email);
      await expect(page.getByRole('button', { name: 'SIGN IN', exact: true })).toBeEnabled({ timeout: AGREE_MS });
      await page.locator('form [name="password"]').press('Enter');
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  },
);

/**
 * Signs Dana in, in fresh pages, pressing Enter in the password field at once after filling it
 * this way at this moment (before the app has the page, Enter lands on the static page), and
 * checks that she reaches the dashboard.
 */
Then(
  'signing in filled by {fillWay} {fillMoment} with Enter pressed at once works {int} times out of {int}',
  REPEATED,
  async function (this: AppWorld, way: FillWay, moment: Moment, expected: number, times: number) {
    if (expected !== times) throw new Error('Say how many times it must work out of as many tries: every one.');
    await inFreshPages(this, times, async (page) => {
      const fillAndPressEnter = async () => {
        await fillAs(way, page.locator('form [name="email"]'), 'dana@demo-title.test');
        await fillAs(way, page.locator('form [name="password"]'), DEMO_PASSWORD);
        await page.locator('form [name="password"]').press('Enter');
      };
      await openAndFill(page, this.url('/auth/login'), 'Login', moment, fillAndPressEnter, true);
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  },
);

const AGENCY: [string, string][] = [
  ['organizationName', 'Lakeside Title'],
  ['organizationAddress1', '1200 Lakeshore Drive'],
  ['city', 'Austin'],
  ['zip', '78701'],
];
const PERSON: [string, string][] = [
  ['firstName', 'Lee'],
  ['lastName', 'Park'],
  ['email', 'lee@lakeside.test'],
];

/**
 * Registers (without submitting) in fresh pages: the agency step's text fields filled this way
 * at this moment, and the person step too where the way needs no focus (before the app starts that
 * step is in the page but not in view); then the State is chosen, NEXT is enabled, Enter moves on,
 * and the person step (filled the same way now if it was not) enables SUBMIT, every text kept.
 */
Then(
  'registering filled by {fillWay} {fillMoment} reaches SUBMIT {int} times out of {int}',
  REPEATED,
  async function (this: AppWorld, way: FillWay, moment: Moment, expected: number, times: number) {
    if (expected !== times) throw new Error('Say how many times it must work out of as many tries: every one.');
    await inFreshPages(this, times, async (page) => {
      const personFilledEarly = moment !== 'after the app has taken over' && !needsFocus(way);
      await openAndFill(page, this.url('/auth/tenant-register'), 'Your Agency Details', moment, async () => {
        for (const [name, text] of [...AGENCY, ...(personFilledEarly ? PERSON : [])]) await fillAs(way, page.locator(`form [name="${name}"]`), text);
      });
      const state = page.locator('form [name="state"]');
      await expect(state.locator('option')).not.toHaveCount(1);
      await state.selectOption('TX');
      for (const [name, text] of AGENCY) await expect(page.locator(`form [name="${name}"]`)).toHaveValue(text);
      await expect(page.getByRole('button', { name: 'NEXT', exact: true })).toBeEnabled({ timeout: AGREE_MS });
      await page.locator('form [name="zip"]').press('Enter');
      await expect(page.getByRole('heading', { name: 'A little bit about yourself' })).toBeFocused();
      if (!personFilledEarly) for (const [name, text] of PERSON) await fillAs(way, page.locator(`form [name="${name}"]`), text);
      for (const [name, text] of PERSON) await expect(page.locator(`form [name="${name}"]`)).toHaveValue(text);
      await expect(page.getByRole('button', { name: 'SUBMIT', exact: true })).toBeEnabled({ timeout: AGREE_MS });
    });
  },
);

/**
 * Types the text fast (no pause between keys) into the field with this label ("the header search"
 * for the search box) on this page, signed in, while the page is still loading: the browser's CPU
 * 6 times slower and every GET to the API answered 400 ms late, so answers, renders and route
 * changes land in the middle of the typing. Checks that the field holds every character at once,
 * and still once every late answer has come.
 */
Then(
  'typing {string} fast into {string} on {string} while it is still loading keeps every character',
  async function (this: AppWorld, text: string, label: string, pathname: string) {
    const page = this.page;
    const cdp = await this.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.route('**/api/**', async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue().catch(() => {});
    });
    await page.goto(this.url(pathname), { waitUntil: 'commit' });
    const field = label === 'the header search' ? page.getByRole('searchbox', { name: 'Search files' }) : page.getByLabel(label, { exact: true });
    await field.click();
    await field.pressSequentially(text);
    await expect(field).toHaveValue(text, { timeout: 1 });
    await waitForQuietNetwork(page);
    await expect(field).toHaveValue(text, { timeout: 1 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  },
);

/**
 * Fills the agency step by keystrokes once the app has the page, leaves for another page of the
 * site (a whole page load, as a link to the help or a bookmark would), and comes back with the
 * browser's Back, in fresh pages: the browser gives the fields back, the form takes them, and NEXT
 * is enabled once the State is chosen.
 */
Then(
  "registering, leaving and coming back with Back keeps the agency's details {int} times out of {int}",
  REPEATED,
  async function (this: AppWorld, expected: number, times: number) {
    if (expected !== times) throw new Error('Say how many times it must work out of as many tries: every one.');
    await inFreshPages(this, times, async (page) => {
      await openAndFill(page, this.url('/auth/tenant-register'), 'Your Agency Details', 'after the app has taken over', async () => {
        for (const [name, text] of AGENCY) await fillAs('keystrokes', page.locator(`form [name="${name}"]`), text);
      });
      await page.goto(this.url('/auth/login'));
      await appHasTakenOver(page, 'Login');
      await page.goBack();
      await appHasTakenOver(page, 'Your Agency Details');
      for (const [name, text] of AGENCY) await expect(page.locator(`form [name="${name}"]`)).toHaveValue(text);
      await page.locator('form [name="state"]').selectOption('TX');
      await expect(page.getByRole('button', { name: 'NEXT', exact: true })).toBeEnabled({ timeout: AGREE_MS });
    });
  },
);
