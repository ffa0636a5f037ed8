import type { Locator } from 'playwright-core';

/**
 * Types into a field as a person does: click into it, select what is there, delete it, then
 * press each key. Fields with keystroke rules (amounts, dates) see every keystroke, so a rule
 * that blocks typing fails the scenario, as fill() would hide.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

/** Types into a field, then leaves it with Tab, as an agent moves on to the next one. */
export async function typeAndLeave(field: Locator, text: string): Promise<void> {
  await typeInto(field, text);
  await field.press('Tab');
}
