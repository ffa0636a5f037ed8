import AxeBuilder from '@axe-core/playwright';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '../support/expect';
import { typeInto } from '../support/keyboard';
import type { AppWorld } from '../support/world';

Given('I open {string}', async function (this: AppWorld, pathname: string) {
  await this.page.goto(this.url(pathname));
});

When('I reload the page', async function (this: AppWorld) {
  await this.page.reload();
});

When('I click the {string} button', async function (this: AppWorld, name: string) {
  await this.page.getByRole('button', { name, exact: true }).click();
});

When('I click the {string} link', async function (this: AppWorld, name: string) {
  await this.page.getByRole('link', { name, exact: true }).click();
});

When('I enter {string} as the {string}', async function (this: AppWorld, value: string, label: string) {
  await typeInto(this.page.getByLabel(label, { exact: true }), value);
});

Then('I see the heading {string}', async function (this: AppWorld, name: string) {
  await expect(this.page.getByRole('heading', { name, exact: true })).toBeVisible();
});

Then('I see {string}', async function (this: AppWorld, text: string) {
  await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible();
});

Then('I see the link {string}', async function (this: AppWorld, name: string) {
  await expect(this.page.getByRole('link', { name, exact: true })).toBeVisible();
});

Then('the {string} button is disabled', async function (this: AppWorld, name: string) {
  await expect(this.page.getByRole('button', { name, exact: true })).toBeDisabled();
});

Then('the {string} button is enabled', async function (this: AppWorld, name: string) {
  await expect(this.page.getByRole('button', { name, exact: true })).toBeEnabled();
});

Then('I see the error {string}', async function (this: AppWorld, message: string) {
  await expect(this.page.getByRole('alert')).toHaveText(message);
});

When('I dismiss the error', async function (this: AppWorld) {
  await this.page.getByRole('button', { name: 'Dismiss message' }).click();
});

Then('I see no error', async function (this: AppWorld) {
  await expect(this.page.getByRole('alert')).toHaveCount(0);
});

Then('the page has no serious accessibility violations', async function (this: AppWorld) {
  // Colours are measured once transitions (a button turning enabled, a sliding step) have ended.
  // Endless ones (spinners) are skipped, and one cancelled as its element goes is fine.
  await this.page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page: this.page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(report, report.join('\n')).toEqual([]);
});
