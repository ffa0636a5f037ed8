import type { Locator, Page } from 'playwright-core';

/**
 * Every way a browser puts text into a field, as people meet them:
 * - keystrokes: key by key;
 * - paste: the whole text at once, as a paste or a drop inserts it (one input event);
 * - fill(): Playwright's fill, as scripts and many test tools do;
 * - a password manager: the value setter, then input and change events (password managers and autofill);
 * - a silent value: the value setter alone (the browser's form restoration, a silent autofill).
 */
export const FILL_WAYS = ['keystrokes', 'paste', 'fill()', 'a password manager', 'a silent value'] as const;
export type FillWay = (typeof FILL_WAYS)[number];

/** Ways that need the field to take focus, which an inert field (a registration step not in view) refuses. */
export const needsFocus = (way: FillWay) => way === 'keystrokes' || way === 'paste' || way === 'fill()';

export async function fillAs(way: FillWay, field: Locator, text: string): Promise<void> {
  switch (way) {
    case 'keystrokes':
      await field.click();
      await field.pressSequentially(text);
      return;
    case 'paste':
      await field.click();
      await field.page().keyboard.insertText(text);
      return;
    case 'fill()':
      await field.fill(text);
      return;
    case 'a password manager':
    case 'a silent value':
      await field.evaluate(
        (element, { value, events }) => {
          const input = element as HTMLInputElement;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
          if (!events) return;
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
        },
        { value: text, events: way === 'a password manager' },
      );
      return;
  }
}

/**
 * Opens a page with the app's code held back: what is on screen is the prerendered page, as a
 * browser shows it before the app has taken over, with only the page's small entry script (and
 * the chunks it imports statically) running, as it does first on every load. `release` lets the
 * app's code through.
 */
export async function openBeforeTheAppStarts(page: Page, url: string): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entryRead!: (imports: Set<string>) => void;
  const entryImports = new Promise<Set<string>>((resolve) => (entryRead = resolve));
  await page.route(/\/assets\/main-[^/]*\.js(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    entryRead(new Set([...body.matchAll(/from"([^"]+)"/g)].map((match) => match[1] ?? '')));
    await route.fulfill({ response, body });
  });
  await page.route(/\/assets\/chunks\/.*\.js(\?|$)/, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!(await entryImports).has(pathname)) await released;
    // The page may be gone by then (its context closed after a failure): nothing to let through.
    await route.continue().catch(() => {});
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('#root[data-render] form');
  return { release: async () => release() };
}

/**
 * Opens a page with every script held back, its small entry too, as on a slow network: the
 * prerendered page is painted and usable, and only what is inline in it runs. `release` lets the
 * scripts through.
 */
export async function openBeforeAnyScript(page: Page, url: string): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('#root[data-render] form');
  return { release: async () => release() };
}

/** React owns this page's heading: the app has taken the prerendered page over. */
export async function appHasTakenOver(page: Page, heading: string): Promise<void> {
  await page.waitForFunction((text) => {
    const h1 = [...document.querySelectorAll('h1')].find((element) => element.textContent === text);
    return Boolean(h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber')));
  }, heading);
}
