import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '../support/expect.ts';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { OPERATOR_KEY_HEADER } from '../../mock-api/index.ts';
import { TEST_OPERATOR_KEY } from '../../mock-api/testing/index.ts';
import { field, inView } from '../support/fields.ts';
import { typeInto } from '../support/keyboard.ts';
import { signIn } from '../support/sign-in.ts';
import type { AppWorld } from '../support/world.ts';


/** Opens the registration screen (/auth/tenant-register) and waits for its lists of states to load. */
Given('I open the registration screen', async function (this: AppWorld) {
  await this.page.goto(this.url('/auth/tenant-register'));
  await expect(this.page.getByRole('heading', { name: 'Your Agency Details' })).toBeVisible();
  // The lists come from the API; wait for them before choosing.
  await expect(this.page.getByLabel('State', { exact: true }).locator('option')).not.toHaveCount(1);
});

async function fillAgency(world: AppWorld, name: string) {
  await typeInto(field(world.page, 'Agency Name'), name);
  await typeInto(field(world.page, 'Agency Address'), '1200 Lakeshore Drive');
  await typeInto(field(world.page, 'City'), 'Austin');
  await field(world.page, 'State').selectOption('TX');
  await typeInto(field(world.page, 'Zip Code'), '78701');
}

/** Fills the agency step with this agency name and a fixed address: 1200 Lakeshore Drive, Austin, TX 78701. */
When('I fill in the agency details of {string}', async function (this: AppWorld, name: string) {
  await fillAgency(this, name);
});

/** Fills the agency step as "I fill in the agency details of …" (1200 Lakeshore Drive, Austin, TX 78701), clicks NEXT and waits for the person step. */
Given('I have filled in the agency details of {string} and gone on', async function (this: AppWorld, name: string) {
  await fillAgency(this, name);
  await this.page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(this.page.getByRole('heading', { name: 'A little bit about yourself' })).toBeFocused();
});

/** Fills the person step: first name, last name and e-mail. */
When('I fill in my details as {string} {string} with the e-mail {string}', async function (this: AppWorld, first: string, last: string, email: string) {
  await typeInto(field(this.page, 'First Name'), first);
  await typeInto(field(this.page, 'Last Name'), last);
  await typeInto(field(this.page, 'Email'), email);
});

/** Opens the multi-select list with this label and closes it with Escape without choosing. */
When('I open and close the {string} list without choosing', async function (this: AppWorld, label: string) {
  await inView(this.page).getByRole('combobox', { name: label }).click();
  await this.page.keyboard.press('Escape');
});

/** Opens the multi-select list with this label, clicks this option (e.g. "Texas" or "Select All") and closes the list with Escape. */
When('I choose {string} in the {string} list', async function (this: AppWorld, option: string, label: string) {
  await inView(this.page).getByRole('combobox', { name: label }).click();
  await this.page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
  await this.page.keyboard.press('Escape');
});

/** Opens the multi-select list with this label, checks every option in it is selected, and closes it with Escape. */
Then('every entry of the {string} list is selected', async function (this: AppWorld, label: string) {
  await inView(this.page).getByRole('combobox', { name: label }).click();
  const options = this.page.getByRole('listbox', { name: label }).getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  for (const option of await options.all()) await expect(option).toHaveAttribute('aria-selected', 'true');
  await this.page.keyboard.press('Escape');
});

/** Checks the closed multi-select with this label shows this text: a chosen option such as "Texas", or "4 more..." when more are chosen than fit. */
Then('the {string} list shows {string}', async function (this: AppWorld, label: string, text: string) {
  const control = inView(this.page).locator('.multi-select').filter({ has: this.page.getByRole('combobox', { name: label }) });
  await expect(control.getByText(text, { exact: true })).toBeVisible();
});

/** Checks the radio button with this answer in the question (group) with this text. */
When('I answer {string} to {string}', async function (this: AppWorld, answer: string, question: string) {
  await inView(this.page).getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
});

/** Approves the registered agency with this name through the operator API (with the test operator key), as TitleTrack's operator does. */
When('the operator approves {string}', async function (this: AppWorld, tenant: string) {
  const response = await fetch(this.url(`/api/operator/tenants/by-name/${encodeURIComponent(tenant)}/approve`), {
    method: 'POST',
    headers: { [OPERATOR_KEY_HEADER]: TEST_OPERATOR_KEY },
  });
  expect(response.status).toBe(200);
});

/** Finds the e-mail to this address among those the server wrote to its outbox and keeps it for the next step. */
Then('a credentials e-mail for {string} is in the outbox', async function (this: AppWorld, email: string) {
  const files = await readdir(this.server.outboxDir);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const message = await readFile(path.join(this.server.outboxDir, file), 'utf8');
    if (message.includes(`<${email}>`)) {
      this.lastEmail = message;
      return;
    }
  }
  throw new Error(`No e-mail to ${email} among ${files.length} in the outbox`);
});

/** Opens the login screen and signs in with the user name and password read from the e-mail found last. */
When('I sign in with the credentials from that e-mail', async function (this: AppWorld) {
  const message = this.lastEmail ?? '';
  const email = /User name:\s+(\S+)/.exec(message)?.[1];
  const password = /Password:\s+(\S+)/.exec(message)?.[1];
  if (!email || !password) throw new Error('The e-mail holds no credentials');
  await this.page.goto(this.url('/auth/login'));
  await signIn(this.page, email, password);
});
