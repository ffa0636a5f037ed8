import AxeBuilder from '@axe-core/playwright';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '../support/expect.ts';
import type { AppWorld } from '../support/world.ts';

/** Opens a page of the app by its path (e.g. "/dashboard"), signed in or not. */
Given('I open {string}', async function (this: AppWorld, pathname: string) {
  await this.page.goto(this.url(pathname));
});

/**
 * Reloads the page as the browser's reload button does. The app may navigate at the same moment
 * on its own (it finds an expired token and goes to the login screen): the browser then aborts the
 * reload for that navigation, which is the page moving on, not a failure; the next step checks
 * where it landed.
 */
When('I reload the page', async function (this: AppWorld) {
  try {
    await this.page.reload();
  } catch (error) {
    if (!/ERR_ABORTED|frame was detached/.test(String(error))) throw error;
    await this.page.waitForLoadState('load');
  }
});

/** Clicks the button with exactly this name. */
When('I click the {string} button', async function (this: AppWorld, name: string) {
  await this.page.getByRole('button', { name, exact: true }).click();
});

/** Clicks the link with exactly this text. */
When('I click the {string} link', async function (this: AppWorld, name: string) {
  await this.page.getByRole('link', { name, exact: true }).click();
});

/** Checks that a heading with exactly this text is shown. */
Then('I see the heading {string}', async function (this: AppWorld, name: string) {
  await expect(this.page.getByRole('heading', { name, exact: true })).toBeVisible();
});

/** Checks that no button with exactly this name is offered (waiting for the page to have settled on what it shows). */
Then('I do not see the {string} button', async function (this: AppWorld, name: string) {
  await expect(this.page.getByRole('button', { name, exact: true })).toHaveCount(0);
});

/** Checks that this exact text is shown somewhere on the page. */
Then('I see {string}', async function (this: AppWorld, text: string) {
  await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible();
});

/** Checks that a link with exactly this text is shown. */
Then('I see the link {string}', async function (this: AppWorld, name: string) {
  await expect(this.page.getByRole('link', { name, exact: true })).toBeVisible();
});

/** Checks that the button with exactly this name cannot be clicked. */
Then('the {string} button is disabled', async function (this: AppWorld, name: string) {
  await expect(this.page.getByRole('button', { name, exact: true })).toBeDisabled();
});

/** Checks that the button with exactly this name can be clicked. */
Then('the {string} button is enabled', async function (this: AppWorld, name: string) {
  await expect(this.page.getByRole('button', { name, exact: true })).toBeEnabled();
});

/** Checks the page's error banner (the alert at the top) has exactly this text. */
Then('I see the error {string}', async function (this: AppWorld, message: string) {
  await expect(this.page.getByRole('alert')).toHaveText(message);
});

/** Closes the error banner with its "Dismiss message" button. */
When('I dismiss the error', async function (this: AppWorld) {
  await this.page.getByRole('button', { name: 'Dismiss message' }).click();
});

/** Checks that no error banner (alert) is shown. */
Then('I see no error', async function (this: AppWorld) {
  await expect(this.page.getByRole('alert')).toHaveCount(0);
});

/** Runs axe (within `scope` if given) and fails on serious or critical violations, listing them. */
async function expectNoSeriousViolations(world: AppWorld, scope?: string): Promise<void> {
  // Colours are measured once transitions (a button turning enabled, a sliding step) have ended.
  // Endless ones (spinners) are skipped, and one cancelled as its element goes is fine.
  await world.page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page: world.page });
  const { violations } = await (scope ? builder.include(scope) : builder).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(report, report.join('\n')).toEqual([]);
}

/** Runs axe on the page once its transitions have ended and fails on serious or critical violations, listing them. */
Then('the page has no serious accessibility violations', async function (this: AppWorld) {
  await expectNoSeriousViolations(this);
});

/**
 * The same check on the open dialog only: quick enough for a dialog that goes by itself (the idle
 * warning counts down while a whole-page check runs, which took longer than the countdown on a
 * CPU slowed 4×).
 */
Then('the dialog has no serious accessibility violations', async function (this: AppWorld) {
  await expectNoSeriousViolations(this, '[role="alertdialog"]');
});

/** The browser loses its network, as a laptop does in a tunnel: the app's calls cannot reach the server. */
When('the network drops', async function (this: AppWorld) {
  await this.context.setOffline(true);
});

/** The browser has its network again. */
When('the network returns', async function (this: AppWorld) {
  await this.context.setOffline(false);
});
