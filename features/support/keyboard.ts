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

/**
 * Types into a field, then leaves it, as an agent moves on: the field's rules and its save run
 * on leaving, so every typing step behaves the same whatever comes next.
 */
export async function typeAndLeave(field: Locator, text: string): Promise<void> {
  await typeInto(field, text);
  await field.blur();
}
