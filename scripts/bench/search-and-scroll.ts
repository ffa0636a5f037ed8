/** The file list of 10,000 files: from a search's last keystroke to the list painted, and scrolling. */
import { distDir } from '../../esbuild.config.ts';
import { startTestServer } from '../../mock-api/testing/index.ts';
import { launchChromium } from '../browser.ts';
import './page-marks.ts';
import { median, ms, percentile, type BenchRow } from './report.ts';
import { benchContext, seedWith, tokenFor } from './sign-in.ts';

/** Time from the last keystroke in the search box to the filtered list painted, less the 200 ms debounce. */
export async function measureSearchAndScroll(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const server = await startTestServer({ distDir, seed: await seedWith(10_000) });
  const browser = await launchChromium();
  try {
    const context = await benchContext(browser, await tokenFor(server), { width: 1280, height: 900 });
    const page = await context.newPage();
    await page.goto(`${server.url}/orders`);
    await page.getByText('10,000 files', { exact: true }).waitFor();

    const terms = ['smith', 'oak', 'lane', 'johnson', 'street', 'park', 'hill'];
    const delays: number[] = [];
    for (const term of terms) {
      await page.getByRole('searchbox').fill('');
      await page.getByText('10,000 files', { exact: true }).waitFor();
      await page.evaluate(() => {
        const w = window;
        const status = document.querySelector('.page__lead');
        document.addEventListener('input', () => (w.lastInput = performance.now()), { capture: true });
        w.painted = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (/matching/.test(status?.textContent ?? '') && document.querySelector('.file-list__row--body .file-list__number')) {
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      });
      await page.getByRole('searchbox').pressSequentially(term, { delay: 30 });
      const delay = await page.evaluate(async () => {
        const w = window;
        const painted = await w.painted;
        if (painted === undefined || w.lastInput === undefined) throw new Error('The search probe saw no keystroke or no painted list');
        return painted - w.lastInput - 200;
      });
      delays.push(delay);
    }
    const value = median(delays);
    rows.push({ figure: 'Search to filtered list painted, 10,000 files (after the 200 ms debounce, median)', value: ms(value), budget: '< 50 ms', ok: value < 50 });

    await page.getByRole('searchbox').fill('');
    await page.getByText('10,000 files', { exact: true }).waitFor();
    const frames = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const scroller = document.querySelector<HTMLElement>('.file-list__scroller');
          const times: number[] = [];
          let count = 0;
          const step = (time: number) => {
            times.push(time);
            if (scroller) scroller.scrollTop += 240;
            count += 1;
            if (count < 240) requestAnimationFrame(step);
            else resolve(times);
          };
          requestAnimationFrame(step);
        }),
    );
    const intervals = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
    const dropped = intervals.filter((interval) => interval > 25).length;
    rows.push({
      figure: `Scrolling 10,000 files: frames over 25 ms of ${intervals.length} (p95 frame ${ms(percentile(intervals, 95))})`,
      value: String(dropped),
      budget: '0',
      ok: dropped === 0,
    });
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

