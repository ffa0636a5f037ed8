import { expect as playwrightExpect } from '@playwright/test';

/** Playwright's expect with room for a busy CI machine: assertions keep retrying for 10 s. */
export const expect = playwrightExpect.configure({ timeout: 10_000 });
