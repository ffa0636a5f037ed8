import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '../support/expect';
import { typeInto } from '../support/keyboard';
import type { AppWorld } from '../support/world';

const ordinal = (text: string) => Number.parseInt(text, 10) - 1;

function tabs(world: AppWorld) {
  return world.page.getByRole('navigation', { name: 'Open orders' }).getByRole('listitem');
}

When('I open my profile menu', async function (this: AppWorld) {
  await this.page.getByRole('button', { name: /Account menu/, expanded: false }).click();
});

Then('my profile menu shows {string}', async function (this: AppWorld, name: string) {
  await expect(this.page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
});

Then('the side menu is closed', async function (this: AppWorld) {
  await expect(this.page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(this.page.locator('#side-menu')).toBeHidden();
});

When('I open the side menu', async function (this: AppWorld) {
  await this.page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(this.page.locator('#side-menu')).toBeVisible();
});

When('I choose {string} in the side menu', async function (this: AppWorld, label: string) {
  await this.page.locator('#side-menu').getByRole('link', { name: label, exact: true }).click();
});

Then('{string} is the selected item of the side menu', async function (this: AppWorld, label: string) {
  await expect(this.page.locator('#side-menu').getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
});

Given('I search for {string}', async function (this: AppWorld, text: string) {
  await typeInto(this.page.getByRole('searchbox'), text);
});

When(/^I open the (\d+)(?:st|nd|rd|th) file of the list$/, async function (this: AppWorld, position: string) {
  if (!this.page.url().endsWith('/orders')) {
    await this.page.getByRole('link', { name: 'TitleTrack' }).click();
    await this.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await this.page.locator('#side-menu').getByRole('link', { name: 'Order Tracking', exact: true }).click();
  }
  // A search still on its way would leave the previous list on screen: wait for its results.
  const query = (await this.page.getByRole('searchbox').inputValue()).trim();
  if (query) await expect(this.page.getByText(`matching “${query}”`)).toBeVisible();
  const link = this.page.getByRole('table', { name: 'Files' }).getByRole('row').nth(ordinal(position) + 1).getByRole('link');
  const fileNumber = (await link.textContent()) ?? '';
  await link.click();
  await expect(this.page.getByRole('heading', { name: `File ${fileNumber}` })).toBeVisible();
});

Then(/^the (\d+)(?:st|nd|rd|th) file of the list is "([^"]*)"$/, async function (this: AppWorld, position: string, fileNumber: string) {
  await expect(this.page.getByRole('table', { name: 'Files' }).getByRole('row').nth(ordinal(position) + 1).getByRole('link')).toHaveText(fileNumber);
});

Then(/^the list shows (\d+) files?$/, async function (this: AppWorld, count: string) {
  await expect(this.page.getByText(new RegExp(`^${count} files? matching`))).toBeVisible();
});

Then(/^I see (\d+) tabs?$/, async function (this: AppWorld, count: string) {
  await expect(tabs(this)).toHaveCount(Number(count));
});

Then(/^the (\d+)(?:st|nd|rd|th) tab is active$/, async function (this: AppWorld, position: string) {
  await expect(tabs(this).nth(ordinal(position)).getByRole('link')).toHaveAttribute('aria-current', 'page');
});

When(/^I click the (\d+)(?:st|nd|rd|th) tab$/, async function (this: AppWorld, position: string) {
  await tabs(this).nth(ordinal(position)).getByRole('link').click();
});

When(/^I close the (\d+)(?:st|nd|rd|th) tab$/, async function (this: AppWorld, position: string) {
  await tabs(this).nth(ordinal(position)).getByRole('button').click();
});

Then(/^I see the order of the (\d+)(?:st|nd|rd|th) tab$/, async function (this: AppWorld, position: string) {
  const label = (await tabs(this).nth(ordinal(position)).getByRole('link').getAttribute('title')) ?? '';
  await expect(this.page.getByRole('heading', { name: `File ${label}` })).toBeVisible();
});

Then('I see the figure {string}', async function (this: AppWorld, label: string) {
  const figure = this.page.locator('.figure').filter({ has: this.page.getByText(label, { exact: true }) });
  await expect(figure.locator('.figure__value')).toHaveText(/^\d[\d,]*$/);
});

Then('the profile area is hidden', async function (this: AppWorld) {
  await expect(this.page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
});

When('I press Enter in the search box', async function (this: AppWorld) {
  await this.page.getByRole('searchbox').press('Enter');
});
