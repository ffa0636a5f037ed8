import AxeBuilder from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { distDir } from '../esbuild.config.ts';
import { startTestServer } from '../mock-api/testing/index.ts';
import { launchChromium } from './browser.ts';

/**
 * Screenshots of every screen from a wide monitor down to a small phone, into reports/screenshots/,
 * for a person to look at, each checked by axe as it is shot. At the end: axe's findings per
 * screen and width, and each screen that scrolls sideways; the run fails on either.
 * `npm run screenshots` (it builds the production app first).
 */
const widths = [1280, 800, 412, 360];
const sideways: string[] = [];
/** axe's violations (every impact), per shot: "dashboard-360" -> ["link-name: … (a.logo)"]. */
const axeFindings = new Map<string, string[]>();
const outDir = path.resolve('reports/screenshots');

async function main() {
  await mkdir(outDir, { recursive: true });
  const server = await startTestServer({ distDir });
  const browser = await launchChromium();
  try {
    // The prerendered login page as it arrives, before (here: without) any script: it must look
    // like login-1280.png.
    const noScript = await browser.newContext({ viewport: { width: 1280, height: 860 }, javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(`${server.url}/auth/login`);
    await bare.screenshot({ path: path.join(outDir, 'login-no-js.png'), fullPage: true });
    console.log(path.join(outDir, 'login-no-js.png'));
    await noScript.close();

    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 860 } });
      const page = await context.newPage();
      const shot = async (name: string) => {
        const file = path.join(outDir, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) sideways.push(`${name} at ${width} px is ${scrollWidth} px wide`);
        const { violations } = await new AxeBuilder({ page }).analyze();
        axeFindings.set(`${name}-${width}`, violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`));
        console.log(file);
      };
      await page.goto(`${server.url}/auth/login`);
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      await shot('login');
      await page.getByLabel('User Name').fill('dana@demo-title.test');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'SIGN IN' }).click();
      await page.getByRole('alert').waitFor();
      await shot('login-error');
      await page.getByLabel('Password', { exact: true }).fill('Closing#2021');
      await page.getByRole('button', { name: 'SIGN IN' }).click();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.getByRole('button', { name: /account menu/i }).click();
      await shot('dashboard');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await shot('side-menu');
      await page.locator('#side-menu').getByRole('link', { name: 'Order Tracking' }).click();
      await page.getByRole('table', { name: 'Files' }).getByRole('row').nth(1).getByRole('link').waitFor();
      await shot('orders');
      const rows = page.getByRole('table', { name: 'Files' }).getByRole('row');
      await rows.nth(1).getByRole('link').click();
      await page.getByRole('heading', { name: /^File / }).waitFor();
      await shot('order-entry');
      await page.goto(page.url().replace(/\/file-setup\/order-entry.*$/, '/history'));
      await page.locator('.history-count').waitFor();
      await shot('history');
      await page.goBack();
      await page.getByRole('heading', { name: /^File / }).waitFor();
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.locator('#side-menu').getByRole('link', { name: 'Documents' }).click();
      await page.getByLabel('Upload documents').setInputFiles({ name: `Purchase Contract ${width}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 sample') });
      await page.getByRole('cell', { name: `Purchase Contract ${width}.pdf`, exact: true }).waitFor();
      await shot('documents');
      const orderUrl = page.url().replace(/\/file-setup\/download.*$/, '');
      await page.goto(`${orderUrl}/commitment/schedule-a`);
      await page.getByRole('button', { name: 'Save Schedule A' }).waitFor();
      await shot('schedule-a');
      await page.getByRole('button', { name: 'Save Schedule A' }).click();
      await page.goto(`${orderUrl}/commitment/requirements`);
      await page.getByRole('button', { name: 'Add R-101' }).click();
      await page.getByRole('button', { name: 'Add R-103' }).click();
      await page.getByRole('button', { name: 'Save requirements' }).click();
      await page.getByText('Saved', { exact: true }).waitFor();
      await shot('requirements');
      await page.goto(`${orderUrl}/commitment/print`);
      await page.getByRole('heading', { name: 'Schedule A' }).waitFor();
      await shot('commitment-print');
      await page.goto(`${orderUrl}/letters`);
      await page.getByRole('button', { name: 'Request letter' }).waitFor();
      await page.getByLabel('Office Address', { exact: true }).fill('500 Congress Ave');
      await page.getByLabel('Office City', { exact: true }).fill('Austin');
      await page.getByLabel('Office State', { exact: true }).selectOption('TX');
      await page.getByLabel('Office Zip', { exact: true }).fill('78701');
      await page.getByLabel('Office Phone', { exact: true }).fill('(512) 555-0100');
      await page.getByRole('button', { name: 'Request letter' }).click();
      await page.getByText(/^Letter CPL-/).waitFor();
      await shot('letters');
      await page.goto(`${server.url}/orders/new`);
      await page.getByRole('heading', { name: 'New order' }).waitFor();
      await page.getByLabel('Paste a full address').fill('1200 Lakeshore Dr, Austin, TX 78701');
      await page.getByRole('button', { name: 'Split into fields' }).click();
      await page.getByRole('button', { name: 'Create order' }).click();
      await shot('new-order-errors');
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('button', { name: /account menu/i }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      await page.goto(`${server.url}/auth/tenant-register`);
      await page.getByRole('heading', { name: 'Your Agency Details' }).waitFor();
      await page.getByLabel('Agency Name').fill(`Lakeside Title ${width}`);
      await page.getByLabel('Agency Address').fill('1200 Lakeshore Drive');
      await page.getByLabel('City', { exact: true }).fill('Austin');
      await page.getByLabel('State', { exact: true }).selectOption('TX');
      await page.getByLabel('Zip Code').fill('78701');
      await page.getByLabel('Number of Employee').selectOption('11-20');
      await page.getByRole('combobox', { name: 'Business Type' }).click();
      await page.getByRole('listbox', { name: 'Business Type' }).getByRole('option', { name: 'Select All' }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('combobox', { name: 'Business Location' }).click();
      await page.getByRole('listbox', { name: 'Business Location' }).getByRole('option', { name: 'Texas' }).click();
      await shot('register-step1');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'NEXT' }).click();
      await page.getByRole('heading', { name: 'A little bit about yourself' }).waitFor();
      await page.waitForTimeout(600);
      await page.getByLabel('First Name', { exact: true }).fill('Lee');
      await page.getByRole('radio', { name: 'No' }).check();
      await page.getByLabel('Primary Contact Email').focus();
      await page.getByLabel('Primary Contact First Name').focus();
      await shot('register-step2');
      await page.getByLabel('Last Name', { exact: true }).fill('Park');
      await page.getByLabel('Email', { exact: true }).fill(`lee.${width}@lakeside.test`);
      await page.getByRole('radio', { name: 'Yes' }).check();
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      await page.getByRole('heading', { name: 'Congratulations! Your Registration is Complete' }).waitFor();
      await shot('register-complete');
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const found = [...axeFindings].filter(([, violations]) => violations.length > 0);
  console.log(`\naxe: ${axeFindings.size} screens and widths checked, ${found.length} with violations`);
  for (const [shot, violations] of found) console.error(`  ${shot}: ${violations.join('; ')}`);
  if (found.length > 0) process.exitCode = 1;
  if (sideways.length > 0) {
    console.error(`Screens that scroll sideways:\n  ${sideways.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
