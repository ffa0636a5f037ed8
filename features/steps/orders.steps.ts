import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '../support/expect.ts';
import { readFile } from 'node:fs/promises';
import { typeInto } from '../support/keyboard.ts';
import type { AppWorld } from '../support/world.ts';

const UPLOADED = '%PDF-1.4 purchase contract for the feature test';

/** Creates an order through the API as the signed-in user, as another agent of the agency would. */
async function createOrder(world: AppWorld, fileNumber: string, buyer: { first: string; last: string }) {
  const token = await world.page.evaluate(() => window.localStorage.getItem('token'));
  const response = await fetch(world.url('/api/files'), {
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
      buyer: [{ FirstName: buyer.first, MiddleName: '', LastName: buyer.last, Type: 'Individual' }],
      seller: [{ FirstName: 'Tom', MiddleName: '', LastName: 'Baker', Type: 'Individual' }],
    }),
  });
  expect(response.status).toBe(202);
  world.lastOrderGuid = ((await response.json()) as { result: { orderId: string } }).result.orderId;
}

/** Creates the order through the API as the signed-in user (another agent of the agency): a financed purchase at 88 Feature Test Lane, Austin TX 78701, sales price $450,000, loan $360,000, closing 12-15-2026, disbursement 12-16-2026, buyer Ana Reyes, seller Tom Baker. */
Given('my agency has the order {string}', async function (this: AppWorld, fileNumber: string) {
  await createOrder(this, fileNumber, { first: 'Ana', last: 'Reyes' });
});

/** The same order as "my agency has the order …" with the buyer named in the scenario ("First Last"), for scenarios that check the buyer's name. */
Given('my agency has the order {string} bought by {string}', async function (this: AppWorld, fileNumber: string, buyer: string) {
  const [first = '', ...rest] = buyer.split(' ');
  await createOrder(this, fileNumber, { first, last: rest.join(' ') });
});

/** Opens the new order form (/orders/new) and waits for its heading. */
When('I start a new order', async function (this: AppWorld) {
  await this.page.goto(this.url('/orders/new'));
  await expect(this.page.getByRole('heading', { name: 'New order' })).toBeVisible();
});

/** Types a whole address into "Paste a full address" and clicks "Split into fields", which fills Address, City, State and Zip. */
When('I paste the address {string} and split it into fields', async function (this: AppWorld, line: string) {
  await typeInto(this.page.getByLabel('Paste a full address'), line);
  await this.page.getByRole('button', { name: 'Split into fields' }).click();
});

/** Fills the new order form with this file number and fixed data: a purchase, sales price 450000, loan 360000, closing 15-12-2026, disbursement 16-12-2026 (typed day first), buyer Ana Reyes, seller Tom Baker. */
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

/** Checks the save state shown beside a field of an order, e.g. "Saved" or "Not saved: …". */
Then('the {string} field says {string}', async function (this: AppWorld, label: string, state: string) {
  const field = this.page.locator('.saved-field').filter({ has: this.page.getByLabel(label, { exact: true }) });
  await expect(field.locator('.save-state')).toHaveText(state);
});

/** Checks a field of an order shows no failed save and the page no "Some changes are not saved". */
Then('the {string} field shows no save problem', async function (this: AppWorld, label: string) {
  const field = this.page.locator('.saved-field').filter({ has: this.page.getByLabel(label, { exact: true }) });
  await expect(field.locator('.save-state--failed')).toHaveCount(0);
  await expect(this.page.getByText('Some changes are not saved')).toHaveCount(0);
});

/** Uploads a small PDF with this name through "Choose files" (its content is fixed: a one-line test PDF). */
When('I upload the file {string}', async function (this: AppWorld, name: string) {
  await this.page.getByLabel('Choose files').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(UPLOADED) });
});

/** Clicks "Download <name>" and keeps the file the browser downloads. */
When('I download {string}', async function (this: AppWorld, name: string) {
  const download = this.page.waitForEvent('download');
  await this.page.getByRole('button', { name: `Download ${name}` }).click();
  this.lastDownload = await download;
});

/** Checks the last download has this file name and the content "I upload the file" sent. */
Then('the download is {string} with what I uploaded', async function (this: AppWorld, name: string) {
  const download = this.lastDownload;
  if (!download) throw new Error('Nothing was downloaded');
  expect(download.suggestedFilename()).toBe(name);
  expect(await readFile((await download.path()) ?? '', 'utf8')).toBe(UPLOADED);
});

/** Clicks the "Preview <name>" link of a document. */
When('I preview {string}', async function (this: AppWorld, name: string) {
  await this.page.getByRole('link', { name: `Preview ${name}` }).click();
});

/** Goes straight to the order entry page of the order a "my agency has the order" step created last, by its address (URL). */
When('I open that order by its address', async function (this: AppWorld) {
  await this.page.goto(this.url(`/orders/${this.lastOrderGuid ?? ''}/file-setup/order-entry`));
});
