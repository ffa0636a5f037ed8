import { expect as playwrightExpect } from '@playwright/test';
import { PLAYWRIGHT_WAIT_MS } from './waits.ts';

/** Playwright's expect with room for a busy CI machine: assertions keep retrying as long as any wait (waits.ts). */
export const expect = playwrightExpect.configure({ timeout: PLAYWRIGHT_WAIT_MS });
