import type { Locator, Page } from 'playwright-core';

/**
 * Where a step looks for a field by its label: on the registration screen the step in view (the
 * other one stays in the page, inert, while it slides away and has fields with the same labels),
 * anywhere else the whole page.
 */
export function inView(page: Page): Locator {
  return page.locator('.register__step:not([inert]), body:not(:has(.register__step))').first();
}

/**
 * The field with this label. A multi-select's list of options carries the same label as its
 * button, so the list is left out: one locator then works for text boxes, selects and multi-selects
 * (Playwright's strict mode refuses a locator that matches two elements).
 */
export function field(page: Page, label: string): Locator {
  return inView(page).getByLabel(label, { exact: true }).and(page.locator(':not([role="listbox"])'));
}
