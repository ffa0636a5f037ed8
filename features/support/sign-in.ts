import type { Page } from 'playwright-core';
import { typeInto } from './keyboard.ts';

/** Signs in on the login screen already open in this page, key by key as an agent does. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await typeInto(page.getByLabel('User Name', { exact: true }), email);
  await typeInto(page.getByLabel('Password', { exact: true }), password);
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
}
