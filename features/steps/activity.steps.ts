import { Given, Then, When } from '@cucumber/cucumber';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../mock-api/index.ts';
import { expect } from '../support/expect.ts';
import { field } from '../support/fields.ts';
import { signIn } from '../support/sign-in.ts';
import type { AppWorld } from '../support/world.ts';
import { ORDER_FIELD_LABELS } from '../../src/orders/order-field-labels.ts';

/** The demo agency's people by first name, as scenarios call them. */
const PEOPLE: Record<string, string> = { Dana: 'dana@demo-title.test', Riley: 'riley@demo-title.test' };

function emailOf(name: string): string {
  const email = PEOPLE[name];
  if (!email) throw new Error(`No one called ${name} in the demo agency (known: ${Object.keys(PEOPLE).join(', ')})`);
  return email;
}

/** How long a held save waits for the colleague's change at most (a scenario without one goes on). */
const HELD_SAVE_LIMIT_MS = 15_000;

function colleague(world: AppWorld): Page {
  if (!world.otherPage) throw new Error('No colleague has a window open');
  return world.otherPage;
}

async function orderGuidOf(world: AppWorld, fileNumber: string): Promise<string> {
  const token = await world.page.evaluate(() => window.localStorage.getItem('token'));
  const response = await fetch(world.url(`/api/files?q=${encodeURIComponent(fileNumber)}`), { headers: { Authorization: `Bearer ${token ?? ''}` } });
  const files = ((await response.json()) as { result: { files: { orderGuid: string; fileNumber: string }[] } }).result.files;
  const file = files.find((candidate) => candidate.fileNumber === fileNumber);
  if (!file) throw new Error(`There is no file ${fileNumber} in the agency`);
  return file.orderGuid;
}

/** The file's header line that says who else is in it. */
const presence = (page: Page) => page.locator('.presence-bar');

/** Opens a second browser in which this colleague (Riley: riley@demo-title.test, password "Closing#2021") signs in and opens the file's order entry. */
Given('{word} has the file {string} open', async function (this: AppWorld, name: string, fileNumber: string) {
  const orderGuid = await orderGuidOf(this, fileNumber);
  const page = await this.openOtherWindow();
  await page.goto(this.url('/auth/login'));
  await signIn(page, emailOf(name), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(this.url(`/orders/${orderGuid}/file-setup/order-entry`));
  await expect(page.getByRole('heading', { name: `File ${fileNumber}` })).toBeVisible();
});

/** Checks the file's header says "<name> is viewing" (someone else has the file open). */
Then('I see that {word} {word} is viewing the file', async function (this: AppWorld, first: string, last: string) {
  await expect(presence(this.page)).toContainText(`${first} ${last} is viewing`);
});

/** Checks the file's header in the colleague's window says "<name> is viewing". */
Then('{word} sees that {word} {word} is viewing the file', async function (this: AppWorld, _name: string, first: string, last: string) {
  await expect(presence(colleague(this))).toContainText(`${first} ${last} is viewing`);
});

/** Checks the file's header says "<name> is editing <field label>". */
Then('I see that {word} {word} is editing {}', async function (this: AppWorld, first: string, last: string, label: string) {
  await expect(presence(this.page)).toContainText(`${first} ${last} is editing ${label}`);
});

/** Checks the file's header no longer names this person (they left, or closed the file). */
Then('I no longer see {word} {word} in the file', async function (this: AppWorld, first: string, last: string) {
  await expect(presence(this.page)).not.toContainText(`${first} ${last}`);
});

/** In the colleague's window: clicks into the field with this label (and stays there). */
When('{word} clicks into the {string}', async function (this: AppWorld, _name: string, label: string) {
  await field(colleague(this), label).click();
});

/** In the colleague's window: clicks Dashboard in the menu's place, leaving the file. */
When('{word} goes back to the dashboard', async function (this: AppWorld, _name: string) {
  const page = colleague(this);
  await page.getByRole('link', { name: 'TitleTrack, dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** The order field behind a label of the order form ("Sales Price" is salesPrice). */
function fieldNamed(label: string): string {
  const entry = Object.entries(ORDER_FIELD_LABELS).find(([, text]) => text === label);
  if (!entry) throw new Error(`The order form has no field labelled ${label}`);
  return entry[0];
}

/** Saves a value of the file as this colleague does from their screen (one field, a JSON Patch), at once. */
async function saveAs(world: AppWorld, name: string, fileNumber: string, label: string, value: unknown): Promise<void> {
  const orderGuid = await orderGuidOf(world, fileNumber);
  const login = await fetch(world.url('/api/login'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: emailOf(name), password: DEMO_PASSWORD }) });
  const { token } = ((await login.json()) as { result: { token: string } }).result;
  const save = await fetch(world.url(`/api/orders/${orderGuid}`), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-TitleTrack-Client': 'web' },
    body: JSON.stringify([{ op: 'replace', path: `/${fieldNamed(label)}`, value }]),
  });
  expect(save.status).toBe(202);
  world.releaseHeldSaves?.();
  world.releaseHeldSaves = null;
}

/** The colleague saves this value of the open file from their own screen while I am still typing (it reaches the server at once). */
When('{word} changes the {string} of {string} to {string}', async function (this: AppWorld, name: string, label: string, fileNumber: string, value: string) {
  await saveAs(this, name, fileNumber, label, value);
});

/**
 * Clicks at the end of the field and types this text without leaving the field (the save waits for
 * the agent to pause). The agent counts as still typing until a colleague's change lands: their save
 * of the file is held back until then, so it cannot beat the colleague's however slow the machine is.
 */
When('I start typing {string} in the {string}', async function (this: AppWorld, text: string, label: string) {
  const released = new Promise<void>((resolve) => (this.releaseHeldSaves = resolve));
  await this.page.route('**/api/orders/*', async (route) => {
    if (route.request().method() === 'PATCH') await Promise.race([released, new Promise((resolve) => setTimeout(resolve, HELD_SAVE_LIMIT_MS))]);
    await route.fallback();
  });
  const input = field(this.page, label);
  await input.click();
  await input.press('End');
  await input.pressSequentially(text);
});

/** Checks, in the colleague's window and without a reload, that the field shows this value and says "Changed by <name>". */
Then('{word} sees {string} as the {string}, changed by {word} {word}', async function (this: AppWorld, _name: string, value: string, label: string, first: string, last: string) {
  const page = colleague(this);
  await expect(field(page, label)).toHaveValue(value);
  const frame = page.locator('.saved-field').filter({ has: page.getByLabel(label, { exact: true }) });
  await expect(frame.locator('.changed-elsewhere')).toContainText(`Changed by ${first} ${last}`);
});

/** This colleague saved an amount of the file from their screen (as the app saves a field: a one-field JSON Patch), e.g. the "Sales Price". */
Given('{word} changed the {string} of {string} to {int}', async function (this: AppWorld, name: string, label: string, fileNumber: string, value: number) {
  await saveAs(this, name, fileNumber, label, value);
});

/** Opens the file and its History page from the order's menu. */
When('I open the history of {string}', async function (this: AppWorld, fileNumber: string) {
  await this.page.goto(this.url(`/orders/${await orderGuidOf(this, fileNumber)}/history`));
  await expect(this.page.getByRole('heading', { name: `File ${fileNumber}` })).toBeVisible();
  await expect(this.page.getByText(/^Showing \d+ of \d+ change/)).toBeVisible();
});

/** Checks the newest entry for this field in the History: who, the field's label and its value before and after, as the page shows them. */
Then('the history shows {word} {word} changed {string} from {string} to {string}', async function (this: AppWorld, first: string, last: string, label: string, before: string, after: string) {
  const entry = this.page.locator('.history-entry').filter({ hasText: `${first} ${last}` }).filter({ has: this.page.locator('dt', { hasText: label }) }).first();
  await expect(entry.locator('.history-change__before')).toHaveText(`from ${before}`);
  await expect(entry.locator('.history-change__after')).toHaveText(` to ${after}`);
});

/** Chooses this person in the History's Person filter. */
When('I show only the changes of {string}', async function (this: AppWorld, name: string) {
  await this.page.getByLabel('Person').selectOption({ label: name });
});

/** Checks the History's count line, "Showing N of N change(s)". */
Then('the history counts {int} change(s)', async function (this: AppWorld, count: number) {
  await expect(this.page.getByText(new RegExp(`^Showing ${count} of ${count} changes?,`))).toBeVisible();
});

/** Clicks "Export CSV" on the History page and keeps the file the browser downloads. */
When('I export the history', async function (this: AppWorld) {
  const download = this.page.waitForEvent('download');
  await this.page.getByRole('button', { name: 'Export CSV' }).click();
  this.lastDownload = await download;
});

/** Checks the downloaded CSV's name, and that one of its rows has this person, field label and values before and after. */
Then('the downloaded file {string} has a row where {word} {word} changed {string} from {string} to {string}', async function (this: AppWorld, name: string, first: string, last: string, label: string, before: string, after: string) {
  const download = this.lastDownload;
  if (!download) throw new Error('Nothing was downloaded');
  expect(download.suggestedFilename()).toBe(name);
  const rows = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(rows[0]).toBe('"When (UTC)","Who","How","Section","What","Field","Before","After","Entry","Hash"');
  expect(rows.some((row) => row.includes(`"${first} ${last}","signed in, on screen (as claimed)","Order entry","changed ${label}","${label}","${before}","${after}"`))).toBe(true);
});

/** Checks the dashboard's "Recent activity in my agency" lists this line. */
Then('the recent activity says {string}', async function (this: AppWorld, line: string) {
  await expect(this.page.getByRole('region', { name: 'Recent activity in my agency' }).getByText(line)).toBeVisible();
});
