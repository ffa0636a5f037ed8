import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '../support/expect.ts';
import { typeInto } from '../support/keyboard.ts';
import type { AppWorld } from '../support/world.ts';

function tabs(world: AppWorld) {
  return world.page.getByRole('navigation', { name: 'Open orders' }).getByRole('listitem');
}

/** Opens the account menu in the header. */
When('I open my profile menu', async function (this: AppWorld) {
  await this.page.getByRole('button', { name: /account menu/i, expanded: false }).click();
});

/** Checks the header (with its account menu) shows this text, e.g. the user's name. */
Then('my profile menu shows {string}', async function (this: AppWorld, name: string) {
  await expect(this.page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
});

/** Checks the side menu is hidden and its Menu button says it is collapsed. */
Then('the side menu is closed', async function (this: AppWorld) {
  await expect(this.page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(this.page.locator('#side-menu')).toBeHidden();
});

/** Clicks Menu and waits for the side menu to show. */
When('I open the side menu', async function (this: AppWorld) {
  await this.page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(this.page.locator('#side-menu')).toBeVisible();
});

/** Opens the side menu if it is closed and clicks the item with this name, e.g. "Order Tracking", "Documents", or in an order "Schedule A", "Requirements (B-I)", "Printable commitment". */
When('I choose {string} in the side menu', async function (this: AppWorld, label: string) {
  const toggle = this.page.getByRole('button', { name: 'Menu', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await this.page.locator('#side-menu').getByRole('link', { name: label, exact: true }).click();
});

/** Checks this side menu item is marked as the current page. */
Then('{string} is the selected item of the side menu', async function (this: AppWorld, label: string) {
  await expect(this.page.locator('#side-menu').getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
});

/** Types this text key by key into the search box in the header; the order list shows the matching files. */
Given('I search for {string}', async function (this: AppWorld, text: string) {
  await typeInto(this.page.getByRole('searchbox'), text);
});

/** Clicks the file number's link in the order list and does not wait for the file to open. */
When('I click the file {string} in the list', async function (this: AppWorld, fileNumber: string) {
  await this.page.getByRole('table', { name: 'Files' }).getByRole('link', { name: fileNumber, exact: true }).click();
});

/** Goes to the order list (through the side menu if elsewhere), waits for the search in the box to apply, opens the file at this position and waits for its heading. The seeded agency Demo Title & Escrow has files to open. */
When('I open the {ordinal} file of the list', async function (this: AppWorld, position: number) {
  if (!this.page.url().endsWith('/orders')) {
    await this.page.getByRole('link', { name: 'TitleTrack' }).click();
    await this.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await this.page.locator('#side-menu').getByRole('link', { name: 'Order Tracking', exact: true }).click();
  }
  // A search still on its way would leave the previous list on screen: wait for its results.
  const query = (await this.page.getByRole('searchbox').inputValue()).trim();
  if (query) await expect(this.page.getByText(`matching “${query}”`)).toBeVisible();
  const link = this.page.getByRole('table', { name: 'Files' }).getByRole('row').nth(position - 1 + 1).getByRole('link');
  const fileNumber = (await link.textContent()) ?? '';
  await link.click();
  await expect(this.page.getByRole('heading', { name: `File ${fileNumber}` })).toBeVisible();
});

/** Searches for this file number in the header's search box and opens that file from the list (exactly this number, whatever else matches), waiting for its heading. */
When('I open the file {string}', async function (this: AppWorld, fileNumber: string) {
  const search = this.page.getByRole('searchbox');
  await typeInto(search, fileNumber);
  await search.press('Enter');
  await expect(this.page.getByText(`matching “${fileNumber}”`)).toBeVisible();
  await this.page.getByRole('table', { name: 'Files' }).getByRole('link', { name: fileNumber, exact: true }).click();
  await expect(this.page.getByRole('heading', { name: `File ${fileNumber}` })).toBeVisible();
});

/** Checks the file number at this position of the order list. */
Then('the {ordinal} file of the list is {string}', async function (this: AppWorld, position: number, fileNumber: string) {
  await expect(this.page.getByRole('table', { name: 'Files' }).getByRole('row').nth(position - 1 + 1).getByRole('link')).toHaveText(fileNumber);
});

/** Checks the order list says "<n> file(s) matching …". */
Then('the list shows {int} file(s)', async function (this: AppWorld, count: number) {
  await expect(this.page.getByText(new RegExp(`^${count} files? matching`))).toBeVisible();
});

/** Checks how many files are open as tabs. */
Then('I see {int} tab(s)', async function (this: AppWorld, count: number) {
  await expect(tabs(this)).toHaveCount(count);
});

/** Checks the tab at this position is the current page. */
Then('the {ordinal} tab is active', async function (this: AppWorld, position: number) {
  await expect(tabs(this).nth(position - 1).getByRole('link')).toHaveAttribute('aria-current', 'page');
});

/** Clicks the tab at this position. */
When('I click the {ordinal} tab', async function (this: AppWorld, position: number) {
  await tabs(this).nth(position - 1).getByRole('link').click();
});

/** Clicks the close button of the tab at this position. */
When('I close the {ordinal} tab', async function (this: AppWorld, position: number) {
  await tabs(this).nth(position - 1).getByRole('button').click();
});

/** Checks the open order is the one of the tab at this position ("File <number>" heading). */
Then('I see the order of the {ordinal} tab', async function (this: AppWorld, position: number) {
  const label = (await tabs(this).nth(position - 1).getByRole('link').getAttribute('title')) ?? '';
  await expect(this.page.getByRole('heading', { name: `File ${label}` })).toBeVisible();
});

/** Checks the dashboard figure with this label shows a number. */
Then('I see the figure {string}', async function (this: AppWorld, label: string) {
  const figure = this.page.locator('.figure').filter({ has: this.page.getByText(label, { exact: true }) });
  await expect(figure.locator('.figure__value')).toHaveText(/^\d[\d,]*$/);
});

/** Checks there is no account menu in the header (as on document previews). */
Then('the profile area is hidden', async function (this: AppWorld) {
  await expect(this.page.getByRole('button', { name: /account menu/i })).toHaveCount(0);
});

/** Presses Enter in the header's search box, which runs its search again. */
When('I press Enter in the search box', async function (this: AppWorld) {
  await this.page.getByRole('searchbox').press('Enter');
});
