import { Given, Then, When } from '@cucumber/cucumber';
import { DEMO_PASSWORD } from '../../mock-api/index.ts';
import { expect } from '../support/expect.ts';
import type { AppWorld } from '../support/world.ts';

const EMAILS: Record<string, string> = { I: 'dana@demo-title.test', Dana: 'dana@demo-title.test', Riley: 'riley@demo-title.test' };

/** Calls the API as this person of the demo agency ("I" is Dana), as their own screen would. */
async function api(world: AppWorld, name: string, method: string, path: string, body?: unknown): Promise<Response> {
  const email = EMAILS[name];
  if (!email) throw new Error(`No one called ${name} in the demo agency`);
  const login = await fetch(world.url('/api/login'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  const { token } = ((await login.json()) as { result: { token: string } }).result;
  return fetch(world.url(`/api${path}`), { method, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-TitleTrack-Client': 'web' }, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function orderGuidOf(world: AppWorld, fileNumber: string): Promise<string> {
  const files = ((await (await api(world, 'Dana', 'GET', `/files?q=${encodeURIComponent(fileNumber)}`)).json()) as { result: { files: { orderGuid: string; fileNumber: string }[] } }).result.files;
  const file = files.find((candidate) => candidate.fileNumber === fileNumber);
  if (!file) throw new Error(`There is no file ${fileNumber} in the agency`);
  return file.orderGuid;
}

async function payeeOf(world: AppWorld, orderGuid: string, name: string): Promise<{ id: string; version: number }> {
  const payees = ((await (await api(world, 'Dana', 'GET', `/orders/${orderGuid}/payees`)).json()) as { result: { payees: { id: string; name: string; version: number }[] } }).result.payees;
  const payee = payees.find((candidate) => candidate.name === name);
  if (!payee) throw new Error(`The file has no payee ${name}`);
  return payee;
}

const wire = (account: string) => ({ bankName: 'JPMorgan Chase Bank', routingNumber: '021000021', accountNumber: account, accountNumberConfirm: account, beneficiaryName: 'Tom Baker', reference: 'Seller proceeds', contactPhone: '(512) 555-0100' });

/** This person ("I" for Dana) adds the seller's proceeds as a wire: Chase, routing 021000021, account 000123459012, given with the phone (512) 555-0100. */
Given('{word} entered wire instructions for the seller {string} on {string}', async function (this: AppWorld, name: string, payee: string, fileNumber: string) {
  const orderGuid = await orderGuidOf(this, fileNumber);
  const added = await api(this, name, 'POST', `/orders/${orderGuid}/payees`, { name: payee, role: 'Seller proceeds', amount: 84250.5, method: 'wire', wire: wire('000123459012') });
  expect(added.status).toBe(201);
});

/** This colleague verifies the payee's wire instructions in person. */
Given('{word} verified the wire of {string} on {string}', async function (this: AppWorld, name: string, payee: string, fileNumber: string) {
  const orderGuid = await orderGuidOf(this, fileNumber);
  const { id } = await payeeOf(this, orderGuid, payee);
  expect((await api(this, name, 'POST', `/orders/${orderGuid}/payees/${id}/verification`, { method: 'in-person', numberCalled: '', note: 'At the office' })).status).toBe(200);
});

/** Opens the file's Payees page (its menu's "Payees") and waits for its list. */
Given('I have the payees of {string} open', async function (this: AppWorld, fileNumber: string) {
  await this.page.goto(this.url(`/orders/${await orderGuidOf(this, fileNumber)}/payees`));
  await expect(this.page.getByRole('heading', { name: 'Payees', exact: true })).toBeVisible();
  await expect(this.page.locator('.payees-summary')).toBeVisible();
});

/** This colleague changes the payee's account number from their own screen (typed twice, the rest as it was). */
When('{word} changes the account number of {string} on {string} to {string}', async function (this: AppWorld, name: string, payee: string, fileNumber: string, account: string) {
  const orderGuid = await orderGuidOf(this, fileNumber);
  const { id } = await payeeOf(this, orderGuid, payee);
  const changed = await api(this, name, 'PUT', `/orders/${orderGuid}/payees/${id}`, { name: payee, role: 'Seller proceeds', amount: 84250.5, method: 'wire', wire: wire(account) });
  expect(changed.status).toBe(200);
});

/** Checks the warning on the file's page: "Wire instructions changed. At <time>, <name> changed the wire instructions of …". */
Then('I see a warning that {word} {word} changed the wire instructions', async function (this: AppWorld, first: string, last: string) {
  await expect(this.page.locator('.wire-alert')).toContainText(`${first} ${last} changed the wire instructions`);
});

/** Checks the payee's wire status line: it starts with this text ("Not verified", "Verified by Riley Chen"). */
Then('the wire of {string} is {string}', async function (this: AppWorld, payee: string, status: string) {
  const card = this.page.locator('.payee').filter({ has: this.page.getByRole('heading', { name: payee, exact: true }) });
  await expect(card.locator('.payee__status')).toHaveText(new RegExp(`^${status.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
});

/** Checks the payee's account as the page shows it, e.g. "•••• 4321". */
Then('the account of {string} shows as {string}', async function (this: AppWorld, payee: string, account: string) {
  const card = this.page.locator('.payee').filter({ has: this.page.getByRole('heading', { name: payee, exact: true }) });
  await expect(card.locator('dd').filter({ hasText: '••••' })).toHaveText(account);
});

/** On the Payees page: Verify, choose Call-back, type the number called, Record verification. */
When('I verify the wire of {string} by a call-back to {string}', async function (this: AppWorld, payee: string, number: string) {
  const card = this.page.locator('.payee').filter({ has: this.page.getByRole('heading', { name: payee, exact: true }) });
  await card.getByRole('button', { name: 'Verify' }).click();
  await card.getByLabel('Number called (from an independent source)').fill(number);
  await card.getByRole('button', { name: 'Record verification' }).click();
});

/** Clicks the item's checkbox and waits for the server's answer, whatever it is (a refusal stays on the page). */
When('I try to tick {string}', async function (this: AppWorld, title: string) {
  const answered = this.page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/checklist/'));
  await this.page.getByRole('checkbox', { name: title, exact: true }).click();
  await answered;
});
