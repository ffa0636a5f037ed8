import { Then, When } from '@cucumber/cucumber';
import { expect } from '../support/expect';
import { typeInto } from '../support/keyboard';
import type { AppWorld } from '../support/world';

When('I open {string} of the commitment', async function (this: AppWorld, page: string) {
  await this.page.getByRole('button', { name: 'Menu', exact: true }).click();
  await this.page.locator('#side-menu').getByRole('link', { name: page, exact: true }).click();
});

When('I add {string} from the library', async function (this: AppWorld, code: string) {
  await this.page.getByRole('button', { name: `Add ${code}`, exact: true }).click();
});

When('I add the custom text {string}', async function (this: AppWorld, text: string) {
  await typeInto(this.page.getByLabel(/^Or type your own/), text);
  await this.page.getByRole('button', { name: /^Add custom/ }).click();
});

When('I move entry {int} up', async function (this: AppWorld, position: number) {
  await this.page.getByRole('button', { name: new RegExp(`^Move \\w+ ${position} up$`) }).click();
});

Then('the entries read {string}, {string} and the custom text', async function (this: AppWorld, first: string, second: string) {
  const items = this.page.locator('.schedule-b__item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(first);
  await expect(items.nth(1)).toContainText(second);
  await expect(items.nth(2).locator('.badge')).toHaveCount(0);
});

Then('the header shows only the logo', async function (this: AppWorld) {
  const header = this.page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'TitleTrack' })).toBeVisible();
  await expect(header.getByRole('searchbox')).toHaveCount(0);
  await expect(header.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
});

When('I choose the lender {string}', async function (this: AppWorld, lender: string) {
  await this.page.getByRole('combobox', { name: 'Lender', exact: true }).selectOption(lender);
});

When(
  'I fill in the office {string}, {string}, {string}, {string}, {string}',
  async function (this: AppWorld, address: string, city: string, state: string, zip: string, phone: string) {
    await typeInto(this.page.getByLabel('Office Address', { exact: true }), address);
    await typeInto(this.page.getByLabel('Office City', { exact: true }), city);
    await this.page.getByLabel('Office State', { exact: true }).selectOption(state);
    await typeInto(this.page.getByLabel('Office Zip', { exact: true }), zip);
    await typeInto(this.page.getByLabel('Office Phone', { exact: true }), phone);
  },
);

Then('I see a letter issued for {string}', async function (this: AppWorld, lender: string) {
  await expect(this.page.getByRole('status').filter({ hasText: new RegExp(`^Letter CPL-\\d{4}-\\d{6} issued for ${lender}`) })).toBeVisible();
});

Then(/^the letters of this order list (\d+) letters?$/, async function (this: AppWorld, count: string) {
  const panel = this.page.getByRole('region', { name: 'Letters issued for this order' });
  if (Number(count) === 0) await expect(panel.getByText('No letters yet.')).toBeVisible();
  else await expect(panel.getByRole('row')).toHaveCount(Number(count) + 1);
});
