import { Then, When } from '@cucumber/cucumber';
import { expect } from '../support/expect.ts';
import { field } from '../support/fields.ts';
import { typeAndLeave } from '../support/keyboard.ts';
import type { AppWorld } from '../support/world.ts';

/** Clicks into the field with this label, clears it, presses each key of the text (amount and date rules see every key) and leaves the field, so its rules and its save run. */
When('I type {string} as the {string}', async function (this: AppWorld, text: string, label: string) {
  await typeAndLeave(field(this.page, label), text);
});

/** Clicks into the field with this label, deletes all it holds and leaves it, so its rules (a required field's message) and its save run. */
When('I empty the {string}', async function (this: AppWorld, label: string) {
  await typeAndLeave(field(this.page, label), '');
});

/** Moves into the field with this label and out again without choosing anything, as an agent tabbing past it. */
When('I leave the {string} without choosing', async function (this: AppWorld, label: string) {
  await field(this.page, label).focus();
  await field(this.page, label).blur();
});

/**
 * Checks the error or hint read out with the field (its accessible description, which may add
 * advice after it, as a password's strength); works for text boxes, selects and multi-selects.
 */
Then('I see the message {string} under the {string}', async function (this: AppWorld, message: string, label: string) {
  await expect(field(this.page, label)).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
});

/** Checks the value of the field with this label, as it is shown (amounts with cents, dates month first). */
Then('the {string} field holds {string}', async function (this: AppWorld, label: string, value: string) {
  await expect(field(this.page, label)).toHaveValue(value);
});

/** Checks that the field with this label is shown. */
Then('I see the field {string}', async function (this: AppWorld, label: string) {
  await expect(field(this.page, label)).toBeVisible();
});

/** Checks that there is no field with this label. */
Then('I do not see the field {string}', async function (this: AppWorld, label: string) {
  await expect(field(this.page, label)).toHaveCount(0);
});
