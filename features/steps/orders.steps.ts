import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '../support/expect';
import { readFile } from 'node:fs/promises';
import { typeInto } from '../support/keyboard';
import type { AppWorld } from '../support/world';

const UPLOADED = '%PDF-1.4 purchase contract for the feature test';

/** Creates an order through the API as the signed-in user, as another agent of the agency would. */
Given('my agency has the order {string}', async function (this: AppWorld, fileNumber: string) {
  const token = await this.page.evaluate(() => window.localStorage.getItem('token'));
  const response = await fetch(this.url('/api/files'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token ?? ''}` },
    body: JSON.stringify({
      fileNumber,
      transactionType: 'Purchase',
      cashClosing: 'Finance',
      salesPrice: 450000,
      loanAmount: 360000,
      address: '88 Feature Test Lane',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      closingDate: '2026-12-15T00:00:00Z',
      disbursementDate: '2026-12-16T00:00:00Z',
      buyer: [{ FirstName: 'Ana', MiddleName: '', LastName: 'Reyes', Type: 'Individual' }],
      seller: [{ FirstName: 'Tom', MiddleName: '', LastName: 'Baker', Type: 'Individual' }],
    }),
  });
  expect(response.status).toBe(202);
  this.lastOrderGuid = ((await response.json()) as { result: { orderId: string } }).result.orderId;
});

When('I start a new order', async function (this: AppWorld) {
  await this.page.goto(this.url('/orders/new'));
  await expect(this.page.getByRole('heading', { name: 'New order' })).toBeVisible();
});

When('I paste the address {string} and split it into fields', async function (this: AppWorld, line: string) {
  await typeInto(this.page.getByLabel('Paste a full address'), line);
  await this.page.getByRole('button', { name: 'Split into fields' }).click();
});

When('I fill in the rest of the order {string}', async function (this: AppWorld, fileNumber: string) {
  const page = this.page;
  await typeInto(page.getByLabel('File Number', { exact: true }), fileNumber);
  await page.getByLabel('Transaction Type', { exact: true }).selectOption('Purchase');
  await typeInto(page.getByLabel('Sales Price', { exact: true }), '450000');
  await typeInto(page.getByLabel('Loan Amount', { exact: true }), '360000');
  await typeInto(page.getByLabel('Closing Date', { exact: true }), '15-12-2026');
  await typeInto(page.getByLabel('Disbursement Date', { exact: true }), '16-12-2026');
  const buyers = page.getByRole('group', { name: 'Buyers 1' });
  await typeInto(buyers.getByLabel('First Name'), 'Ana');
  await typeInto(buyers.getByLabel('Last Name'), 'Reyes');
  const sellers = page.getByRole('group', { name: 'Sellers 1' });
  await typeInto(sellers.getByLabel('First Name'), 'Tom');
  await typeInto(sellers.getByLabel('Last Name'), 'Baker');
});

Then('I see the message {string} under the field {string}', async function (this: AppWorld, message: string, label: string) {
  await expect(this.page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
});

When('I type {string} as the {string}', async function (this: AppWorld, text: string, label: string) {
  const field = this.page.getByLabel(label, { exact: true });
  await typeInto(field, text);
  await field.blur();
});

Then('the {string} field says {string}', async function (this: AppWorld, label: string, state: string) {
  const field = this.page.locator('.saved-field').filter({ has: this.page.getByLabel(label, { exact: true }) });
  await expect(field.locator('.save-state')).toHaveText(state);
});

Then('the {string} field shows no save problem', async function (this: AppWorld, label: string) {
  const field = this.page.locator('.saved-field').filter({ has: this.page.getByLabel(label, { exact: true }) });
  await expect(field.locator('.save-state--failed')).toHaveCount(0);
  await expect(this.page.getByText('Some changes are not saved')).toHaveCount(0);
});

When('I upload the file {string}', async function (this: AppWorld, name: string) {
  await this.page.getByLabel('Upload documents').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(UPLOADED) });
});

When('I download {string}', async function (this: AppWorld, name: string) {
  const download = this.page.waitForEvent('download');
  await this.page.getByRole('button', { name: `Download ${name}` }).click();
  this.lastDownload = await download;
});

Then('the download is {string} with what I uploaded', async function (this: AppWorld, name: string) {
  const download = this.lastDownload;
  if (!download) throw new Error('Nothing was downloaded');
  expect(download.suggestedFilename()).toBe(name);
  expect(await readFile((await download.path()) ?? '', 'utf8')).toBe(UPLOADED);
});

When('I preview {string}', async function (this: AppWorld, name: string) {
  await this.page.getByRole('link', { name: `Preview ${name}` }).click();
});

When('I open that order by its address', async function (this: AppWorld) {
  await this.page.goto(this.url(`/orders/${this.lastOrderGuid ?? ''}/file-setup/order-entry`));
});
