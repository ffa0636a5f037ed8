import { Given, Then, When } from '@cucumber/cucumber';
import { format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../mock-api/index.ts';
import { shortDate } from '../../src/checklist/due-text.ts';
import { expect } from '../support/expect.ts';
import type { AppWorld } from '../support/world.ts';

/** The demo agency's people by first name, as scenarios call them, with their ids. */
const PEOPLE: Record<string, { email: string; id: string }> = {
  Dana: { email: 'dana@demo-title.test', id: 'u-dana' },
  Riley: { email: 'riley@demo-title.test', id: 'u-riley' },
};

function person(name: string) {
  const found = PEOPLE[name];
  if (!found) throw new Error(`No one called ${name} in the demo agency (known: ${Object.keys(PEOPLE).join(', ')})`);
  return found;
}

/** Calls the API as this person of the demo agency (signed in for the call), as their own screen would. */
async function api(world: AppWorld, name: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const login = await fetch(world.url('/api/login'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: person(name).email, password: DEMO_PASSWORD }) });
  const { token } = ((await login.json()) as { result: { token: string } }).result;
  return fetch(world.url(`/api${path}`), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-TitleTrack-Client': 'web', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function orderGuidOf(world: AppWorld, fileNumber: string): Promise<string> {
  const response = await api(world, 'Dana', 'GET', `/files?q=${encodeURIComponent(fileNumber)}`);
  const files = ((await response.json()) as { result: { files: { orderGuid: string; fileNumber: string }[] } }).result.files;
  const file = files.find((candidate) => candidate.fileNumber === fileNumber);
  if (!file) throw new Error(`There is no file ${fileNumber} in the agency`);
  return file.orderGuid;
}

/** The checklist item of this title on the open page (the file's Checklist or My work). */
const row = (page: Page, title: string, within: Page | Locator = page): Locator =>
  // The inner locator of `has` is matched inside each row, so it is built from the page itself.
  within.locator('.checklist-row').filter({ has: page.getByText(title, { exact: true }) });

async function openChecklist(world: AppWorld, fileNumber: string): Promise<void> {
  await world.page.goto(world.url(`/orders/${await orderGuidOf(world, fileNumber)}/checklist`));
  await expect(world.page.getByRole('heading', { name: 'Checklist', exact: true })).toBeVisible();
  await expect(world.page.locator('.checklist-row').first()).toBeVisible();
}

/** Opens the file's Checklist page (its menu's "Checklist") and waits for its items. */
When('I open the checklist of {string}', async function (this: AppWorld, fileNumber: string) {
  await openChecklist(this, fileNumber);
});

/** The same as "I open the checklist of …", as where a scenario starts: the page is open while others work. */
Given('I have the checklist of {string} open', async function (this: AppWorld, fileNumber: string) {
  await openChecklist(this, fileNumber);
});

/** Counts the items on the open checklist. */
Then('the checklist has {int} item(s)', async function (this: AppWorld, count: number) {
  await expect(this.page.locator('.checklist > .checklist-row')).toHaveCount(count);
});

/** Checks the item's due date as its row shows it, e.g. "2026-12-01" shows as "Due Tue, Dec 1". */
Then('the checklist item {string} is due {string}', async function (this: AppWorld, title: string, day: string) {
  await expect(row(this.page, title).locator('.checklist-row__meta')).toContainText(`Due ${shortDate(day)}`);
});

/** Puts this one requirement (B-I) on the file's commitment through the API, as Dana saving the Requirements page. */
Given('the commitment of {string} requires {string}', async function (this: AppWorld, fileNumber: string, text: string) {
  const orderGuid = await orderGuidOf(this, fileNumber);
  const read = await api(this, 'Dana', 'GET', `/commitments/${orderGuid}/requirements`);
  const saved = await api(this, 'Dana', 'PUT', `/commitments/${orderGuid}/requirements`, { items: [{ code: '', text }] }, { 'If-Match': read.headers.get('etag') ?? '"0"' });
  expect(saved.status).toBe(202);
});

/** Ticks the item's checkbox (named by its title) and waits until the server has it (My work then lets it go). */
When('I tick {string}', async function (this: AppWorld, title: string) {
  const saved = this.page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/checklist/'));
  await row(this.page, title).getByRole('checkbox', { name: title, exact: true }).click();
  expect((await saved).status()).toBe(200);
});

/** Checks the item is ticked and says who did it ("Done by Riley Chen"), without a reload. */
Then('the item {string} is done by {word} {word}', async function (this: AppWorld, title: string, first: string, last: string) {
  const item = row(this.page, title);
  await expect(item.getByRole('checkbox', { name: title, exact: true })).toBeChecked();
  await expect(item.locator('.checklist-row__meta')).toContainText(`Done by ${first} ${last}`);
});

/** This colleague changed the file's closing date from their screen (a one-field save), e.g. to "2026-12-11". */
Given('{word} moved the closing of {string} to {string}', async function (this: AppWorld, name: string, fileNumber: string, day: string) {
  const orderGuid = await orderGuidOf(this, fileNumber);
  const saved = await api(this, name, 'PATCH', `/orders/${orderGuid}`, [{ op: 'replace', path: '/closingDate', value: `${day}T00:00:00Z` }]);
  expect(saved.status).toBe(202);
});

/** Checks the History page lists an entry with this summary, e.g. "moved 6 checklist items with the closing date". */
Then('the history says {string}', async function (this: AppWorld, summary: string) {
  await expect(this.page.locator('.history-entry').filter({ hasText: summary }).first()).toBeVisible();
});

/** This colleague ticks the file's item of this title from their own screen. */
When('{word} completes {string} on {string}', async function (this: AppWorld, name: string, title: string, fileNumber: string) {
  const orderGuid = await orderGuidOf(this, fileNumber);
  const list = ((await (await api(this, name, 'GET', `/orders/${orderGuid}/checklist`)).json()) as { result: { items: { id: string; title: string }[] } }).result.items;
  const item = list.find((candidate) => candidate.title === title);
  if (!item) throw new Error(`The checklist of ${fileNumber} has no item "${title}"`);
  expect((await api(this, name, 'PATCH', `/orders/${orderGuid}/checklist/${item.id}`, { status: 'done' })).status).toBe(200);
});

async function addItem(world: AppWorld, name: string, title: string, fileNumber: string, due: string | null): Promise<void> {
  const orderGuid = await orderGuidOf(world, fileNumber);
  const added = await api(world, 'Dana', 'POST', `/orders/${orderGuid}/checklist`, { title, assigneeId: person(name).id, due, waitingOn: '', note: '' });
  expect(added.status).toBe(201);
}

/** Adds an item of my own to the file, due on my calendar's today. */
Given('I have the item {string} on {string} due today', async function (this: AppWorld, title: string, fileNumber: string) {
  await addItem(this, 'Dana', title, fileNumber, format(new Date(), 'yyyy-MM-dd'));
});

/** Adds an item of my own to the file, due on this date (YYYY-MM-DD). */
Given('I have the item {string} on {string} due {string}', async function (this: AppWorld, title: string, fileNumber: string, day: string) {
  await addItem(this, 'Dana', title, fileNumber, day);
});

/** Adds an item to the file assigned to this colleague, with no date. */
Given('{word} has the item {string} on {string}', async function (this: AppWorld, name: string, title: string, fileNumber: string) {
  await addItem(this, name, title, fileNumber, null);
});

/** Opens My work from the side menu's place (/my-work) and waits for its groups. */
When('I open My work', async function (this: AppWorld) {
  await this.page.goto(this.url('/my-work'));
  await expect(this.page.getByRole('heading', { name: 'My work', exact: true })).toBeVisible();
  await expect(this.page.locator('.work-summary')).toBeVisible();
});

/** Checks My work's group headings, in this order. */
Then('My work shows the groups {string}, {string}, {string} and {string}', async function (this: AppWorld, first: string, second: string, third: string, fourth: string) {
  const groups = [first, second, third, fourth];
  await expect(this.page.locator('.work-group__title')).toHaveText(groups.map((group) => new RegExp(`^${group} \\(\\d[\\d,]*\\)$`)));
});

/** Checks the item is listed in this group of My work (Overdue, Today, This week, Later). */
Then('{string} is under {string}', async function (this: AppWorld, title: string, group: string) {
  const section = this.page.locator('.work-group').filter({ has: this.page.getByRole('heading', { name: new RegExp(`^${group} \\(`) }) });
  await expect(row(this.page, title, section)).toBeVisible();
});

/** Checks the item has left My work (it is done, so no longer open). */
Then('{string} is no longer in My work', async function (this: AppWorld, title: string) {
  await expect(row(this.page, title)).toHaveCount(0);
});

/** An administrator chooses whose work My work shows (its Person list). */
When('I look at the work of {string}', async function (this: AppWorld, name: string) {
  await this.page.getByLabel('Person', { exact: true }).selectOption({ label: name });
  await expect(this.page.locator('.page__lead')).toContainText(`${name}'s open items`);
  await expect(this.page.locator('.work-summary')).toBeVisible();
});

/** Chooses the colleague in "Give all … open items of … to" and clicks "Reassign all". */
When('I give all of it to {string}', async function (this: AppWorld, name: string) {
  await this.page.getByLabel(/^Give all/).selectOption({ label: name });
  await this.page.getByRole('button', { name: 'Reassign all' }).click();
});

/** Checks the notice "N items reassigned to <name>." */
Then('I see the notice that the items were reassigned to {string}', async function (this: AppWorld, name: string) {
  await expect(this.page.locator('.work-notice')).toHaveText(new RegExp(`^[\\d,]+ items? reassigned to ${name}\\.$`));
});

/** Checks My work, showing this person, counts nothing in any group. */
Then('{string} has no open items', async function (this: AppWorld, name: string) {
  await expect(this.page.getByLabel('Person', { exact: true })).toHaveValue(person(name.split(' ')[0] ?? '').id);
  await expect(this.page.locator('.work-summary')).toHaveText('0 overdue · 0 today · 0 this week · 0 later');
});
