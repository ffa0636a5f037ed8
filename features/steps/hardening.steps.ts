import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '../support/expect.ts';
import type { AppWorld } from '../support/world.ts';

const HOSTILE_ADDRESS = '<img src=x onerror="window.__xss=1">';
const HOSTILE_NAME = '<script>window.__xss=1</script>';
const HOSTILE_LEGAL = '<svg onload="window.__xss=1"></svg> Lot 1';

async function post(world: AppWorld, method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const token = await world.page.evaluate(() => window.localStorage.getItem('token'));
  const response = await fetch(world.url(path), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token ?? ''}`, ...headers },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return response;
}

/** Creates the order and its commitment through the API with markup where text belongs: the address <img src=x onerror=…>, the buyer's first name <script>…</script>, the legal description <svg onload=…>; each would set window.__xss if it ran. */
Given('my agency has the order {string} full of hostile text', async function (this: AppWorld, fileNumber: string) {
  const response = await post(this, 'POST', '/api/files', {
    fileNumber,
    transactionType: 'Purchase',
    cashClosing: 'Cash',
    salesPrice: 100000,
    address: HOSTILE_ADDRESS,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    brieflegal: HOSTILE_LEGAL,
    buyer: [{ FirstName: HOSTILE_NAME, MiddleName: '', LastName: 'Reyes', Type: 'Individual' }],
  });
  this.lastOrderGuid = ((await response.json()) as { result: { orderId: string } }).result.orderId;
  await post(this, 'PUT', `/api/commitments/${this.lastOrderGuid}`, {
    commitmentEffectiveDateTime: '2026-11-02T08:00:00Z',
    requirementExpire: '180',
    legalDescription: HOSTILE_LEGAL,
    legalSummary: HOSTILE_ADDRESS,
    ownerProposeInsuredName: HOSTILE_NAME,
  }, { 'If-Match': '"0"' });
});

/** Checks the hostile markup is shown as text, window.__xss was never set and no img, script or svg element came from it. */
Then('the hostile text shows as text and no script ran', async function (this: AppWorld) {
  await expect(this.page.getByText(/<(img|script|svg)[^>]*>/).first()).toBeVisible();
  expect(await this.page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await this.page.locator('img[src="x"], main script, main svg[onload]').count()).toBe(0);
});

/** Opens the printable commitment of the order created last and waits for its Schedule A heading. */
When('I open the printable commitment of that order', async function (this: AppWorld) {
  await this.page.goto(this.url(`/orders/${this.lastOrderGuid ?? ''}/commitment/print`));
  await expect(this.page.getByRole('heading', { name: 'Schedule A' })).toBeVisible();
});

/** Opens this page of the order created last by its address, e.g. "file-setup/order-entry", "commitment/exceptions", "letters". */
When('I open {string} of that order', async function (this: AppWorld, page: string) {
  await this.page.goto(this.url(`/orders/${this.lastOrderGuid ?? ''}/${page}`));
});

/** Checks the app's Content-Security-Policy allows scripts only from the app itself: no 'unsafe-inline', no 'unsafe-eval'.@engineering */
Then('the page forbids inline scripts', async function (this: AppWorld) {
  const response = await this.page.request.get(this.url('/dashboard'));
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
});

/** Adds an inline script to the page and checks the browser blocked it (a CSP violation is reported and the script's change never happens).@engineering */
Then('a script injected into the page does not run', async function (this: AppWorld) {
  const blocked = await this.page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
        const script = document.createElement('script');
        script.textContent = 'window.__injected = 1';
        document.body.append(script);
        setTimeout(() => resolve(false), 1000);
      }),
  );
  expect(blocked).toBe(true);
  expect(await this.page.evaluate(() => (window as unknown as { __injected?: unknown }).__injected)).toBeUndefined();
});
