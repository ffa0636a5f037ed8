import { Then, When } from '@cucumber/cucumber';
import { expect } from '../support/expect.ts';
import { typeInto } from '../support/keyboard.ts';
import type { AppWorld } from '../support/world.ts';

/** Clicks "Add <code>" for this library entry (requirements R-…, exceptions E-…). */
When('I add {string} from the library', async function (this: AppWorld, code: string) {
  await this.page.getByRole('button', { name: `Add ${code}`, exact: true }).click();
});

/** Types this text into "Or type your own…" and clicks "Add custom…". */
When('I add the custom text {string}', async function (this: AppWorld, text: string) {
  await typeInto(this.page.getByLabel(/^Or type your own/), text);
  await this.page.getByRole('button', { name: /^Add custom/ }).click();
});

/** Clicks "Move … up" on the entry at this position (counted from 1). */
When('I move entry {int} up', async function (this: AppWorld, position: number) {
  await this.page.getByRole('button', { name: new RegExp(`^Move \\w+ ${position} up$`) }).click();
});

/** Replaces the text of the requirement or exception at this position (counted from 1) by typing this text into it. */
When('I change entry {int} to {string}', async function (this: AppWorld, position: number, text: string) {
  await typeInto(this.page.locator('.schedule-b__item').nth(position - 1).getByRole('textbox'), text);
});

/** Clicks "Remove …" on the entry at this position (counted from 1); the entries after it move up. */
When('I remove entry {int}', async function (this: AppWorld, position: number) {
  await this.page.getByRole('button', { name: new RegExp(`^Remove \\w+ ${position}$`) }).click();
});

/** Checks how many requirements or exceptions the page lists (0: the "No … yet" line). */
Then('I see {int} entry/entries', async function (this: AppWorld, count: number) {
  await expect(this.page.locator('.schedule-b__item')).toHaveCount(count);
});

/** Checks the entry at this position (counted from 1) holds this text, or shows this library code. */
Then('entry {int} reads {string}', async function (this: AppWorld, position: number, text: string) {
  const item = this.page.locator('.schedule-b__item').nth(position - 1);
  const shown = `${(await item.locator('.badge').allTextContents()).join(' ')} ${await item.getByRole('textbox').inputValue()}`;
  expect(shown).toContain(text);
});

/** Checks there are three entries: the first two contain these codes, the third is the custom text (no library badge). */
Then('the entries read {string}, {string} and the custom text', async function (this: AppWorld, first: string, second: string) {
  const items = this.page.locator('.schedule-b__item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(first);
  await expect(items.nth(1)).toContainText(second);
  await expect(items.nth(2).locator('.badge')).toHaveCount(0);
});

/** Checks the header has the TitleTrack logo but no search box and no account menu, as on printable pages. */
Then('the header shows only the logo', async function (this: AppWorld) {
  const header = this.page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'TitleTrack' })).toBeVisible();
  await expect(header.getByRole('searchbox')).toHaveCount(0);
  await expect(header.getByRole('button', { name: /account menu/i })).toHaveCount(0);
});

/** Chooses this lender in the "Lender" list of the closing protection letter form. */
When('I choose the lender {string}', async function (this: AppWorld, lender: string) {
  await this.page.getByRole('combobox', { name: 'Lender', exact: true }).selectOption(lender);
});

/** Fills the office the letter is for: address, city, state (two letters), zip and phone, in that order. */
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

/** Checks the confirmation "Letter CPL-YYYY-NNNNNN issued for <lender>" is shown. */
Then('I see a letter issued for {string}', async function (this: AppWorld, lender: string) {
  await expect(this.page.getByRole('status').filter({ hasText: new RegExp(`^Letter CPL-\\d{4}-\\d{6} issued for ${lender}`) })).toBeVisible();
});

/** Checks how many letters "Letters issued for this order" lists (0 shows "No letters yet."). */
Then('the letters of this order list {int} letter(s)', async function (this: AppWorld, count: number) {
  const panel = this.page.getByRole('region', { name: 'Letters issued for this order' });
  if (count === 0) await expect(panel.getByText('No letters yet.')).toBeVisible();
  else await expect(panel.getByRole('row')).toHaveCount(count + 1);
});
