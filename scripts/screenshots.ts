import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { distDir } from '../esbuild.config';
import { startTestServer } from '../mock-api/testing/test-server';
import { launchChromium } from './browser';

/**
 * Screenshots of every screen at a wide and a narrow width, into reports/screenshots/, for a
 * person to look at. `npm run screenshots` (build first).
 */
const widths = [1280, 800];
const outDir = path.resolve('reports/screenshots');

async function main() {
  await mkdir(outDir, { recursive: true });
  const server = await startTestServer({ distDir });
  const browser = await launchChromium();
  try {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 860 } });
      const page = await context.newPage();
      const shot = async (name: string) => {
        const file = path.join(outDir, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
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
      await page.getByRole('button', { name: /Account menu/ }).click();
      await shot('dashboard');
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
