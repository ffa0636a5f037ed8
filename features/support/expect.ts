import { expect as playwrightExpect } from '@playwright/test';
import { PLAYWRIGHT_WAIT_MS } from './waits';

/** Playwright's expect with room for a busy CI machine: assertions keep retrying for 10 s. */
export const expect = playwrightExpect.configure({ timeout: PLAYWRIGHT_WAIT_MS });
