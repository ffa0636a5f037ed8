import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '../support/expect';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { OPERATOR_KEY_HEADER } from '../../mock-api/routes/operator';
import { TEST_OPERATOR_KEY } from '../../mock-api/testing/test-server';
import { typeInto } from '../support/keyboard';
import type { AppWorld } from '../support/world';

/** The registration step in view (the other one is inert while it slides away), or the page elsewhere. */
function currentStep(world: AppWorld) {
  return world.page.locator('.register__step:not([inert]), main:not(:has(.register__step))').first();
}

function field(world: AppWorld, label: string) {
  return currentStep(world).getByLabel(label, { exact: true });
}

Given('I open the registration screen', async function (this: AppWorld) {
  await this.page.goto(this.url('/auth/tenant-register'));
  await expect(this.page.getByRole('heading', { name: 'Your Agency Details' })).toBeVisible();
  // The lists come from the API; wait for them before choosing.
  await expect(this.page.getByLabel('State', { exact: true }).locator('option')).not.toHaveCount(1);
});

async function fillAgency(world: AppWorld, name: string) {
  await typeInto(field(world, 'Agency Name'), name);
  await typeInto(field(world, 'Agency Address'), '1200 Lakeshore Drive');
  await typeInto(field(world, 'City'), 'Austin');
  await field(world, 'State').selectOption('TX');
  await typeInto(field(world, 'Zip Code'), '78701');
}

When('I fill in the agency details of {string}', async function (this: AppWorld, name: string) {
  await fillAgency(this, name);
});

Given('I have filled in the agency details of {string} and gone on', async function (this: AppWorld, name: string) {
  await fillAgency(this, name);
  await this.page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(this.page.getByRole('heading', { name: 'A little bit about yourself' })).toBeFocused();
});

When('I fill in my details as {string} {string} with the e-mail {string}', async function (this: AppWorld, first: string, last: string, email: string) {
  await typeInto(field(this, 'First Name'), first);
  await typeInto(field(this, 'Last Name'), last);
  await typeInto(field(this, 'Email'), email);
});

When('I enter {string} as the {string} and leave the field', async function (this: AppWorld, value: string, label: string) {
  await typeInto(field(this, label), value);
  await field(this, label).blur();
});

When('I leave the {string} without choosing', async function (this: AppWorld, label: string) {
  await field(this, label).focus();
  await field(this, label).blur();
});

When('I open and close the {string} list without choosing', async function (this: AppWorld, label: string) {
  await currentStep(this).getByRole('combobox', { name: label }).click();
  await this.page.keyboard.press('Escape');
});

Then('I see the message {string} under the {string}', async function (this: AppWorld, message: string, label: string) {
  const control = label === 'Business Location' || label === 'Dealing States' ? currentStep(this).getByRole('combobox', { name: label }) : field(this, label);
  await expect(control).toHaveAccessibleDescription(message);
});

When('I choose {string} and {string} in the {string} list', async function (this: AppWorld, first: string, second: string, label: string) {
  await currentStep(this).getByRole('combobox', { name: label }).click();
  const list = this.page.getByRole('listbox', { name: label });
  await list.getByRole('option', { name: first, exact: true }).click();
  await list.getByRole('option', { name: second, exact: true }).click();
  await this.page.keyboard.press('Escape');
});

When('I choose {string} in the {string} list', async function (this: AppWorld, option: string, label: string) {
  await currentStep(this).getByRole('combobox', { name: label }).click();
  await this.page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
});

Then('every entry of the {string} list is selected', async function (this: AppWorld, label: string) {
  const options = this.page.getByRole('listbox', { name: label }).getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  for (const option of await options.all()) await expect(option).toHaveAttribute('aria-selected', 'true');
  await this.page.keyboard.press('Escape');
});

Then('the {string} list shows {string}', async function (this: AppWorld, label: string, text: string) {
  const control = currentStep(this).locator('.multi-select').filter({ has: this.page.getByRole('combobox', { name: label }) });
  await expect(control.getByText(text, { exact: true })).toBeVisible();
});

Then('the {string} list shows {string} and {string}', async function (this: AppWorld, label: string, first: string, second: string) {
  const control = currentStep(this).locator('.multi-select').filter({ has: this.page.getByRole('combobox', { name: label }) });
  await expect(control.getByRole('button', { name: `Remove ${first}` })).toBeAttached();
  await expect(control.getByRole('button', { name: `Remove ${second}` })).toBeAttached();
});

When('I answer {string} to {string}', async function (this: AppWorld, answer: string, question: string) {
  await currentStep(this).getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
});

Then('I see the field {string}', async function (this: AppWorld, label: string) {
  await expect(field(this, label)).toBeVisible();
});

Then('I do not see the field {string}', async function (this: AppWorld, label: string) {
  await expect(field(this, label)).toHaveCount(0);
});

Then('the {string} field holds {string}', async function (this: AppWorld, label: string, value: string) {
  await expect(field(this, label)).toHaveValue(value);
});

When('the operator approves {string}', async function (this: AppWorld, tenant: string) {
  const response = await fetch(this.url(`/api/operator/tenants/${encodeURIComponent(tenant)}/approve`), {
    method: 'POST',
    headers: { [OPERATOR_KEY_HEADER]: TEST_OPERATOR_KEY },
  });
  expect(response.status).toBe(200);
});

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

When('I sign in with the credentials from that e-mail', async function (this: AppWorld) {
  const message = this.lastEmail ?? '';
  const email = /User name:\s+(\S+)/.exec(message)?.[1];
  const password = /Password:\s+(\S+)/.exec(message)?.[1];
  if (!email || !password) throw new Error('The e-mail holds no credentials');
  await this.page.goto(this.url('/auth/login'));
  await typeInto(this.page.getByLabel('User Name', { exact: true }), email);
  await typeInto(this.page.getByLabel('Password', { exact: true }), password);
  await this.page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
});
