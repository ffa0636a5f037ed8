/**
 * The file history's and the live feed's figures for `npm run bench` (issue: "every file remembers"):
 * a save with its history entry beside one without, a History of 10,000 entries painted, saves
 * while 50 agents are connected beside saves with none, and the memory 50 idle streams take.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { distDir } from '../../esbuild.config.ts';
import { DEMO_PASSWORD, historyOf, Store, type DbData, type Order, type User } from '../../mock-api/index.ts';
import { demoSeed, startTestServer, type TestServer } from '../../mock-api/testing/index.ts';
import { launchChromium } from '../browser.ts';
import { waitForQuietNetwork } from '../../fixtures/quiet-network.ts';
import { median, ms, percentile, type BenchRow } from './report.ts';
import { benchContext, seedWith, tokenFor } from './sign-in.ts';

/**
 * One field saved on a durable store of `seed` (journal fsynced), with its history entry as the
 * routes write it, beside the same save without one, alternating so both see the same disk.
 */
async function measureSaveWithHistory(seed: DbData, samples: number): Promise<BenchRow> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-history-'));
  try {
    const store = await Store.open(path.join(dir, 'db.json'), async () => seed);
    const history = historyOf(store);
    const orders = seed.orders.filter((order) => order.tenantId === 1);
    const withEntry: number[] = [];
    const without: number[] = [];
    for (let index = 0; index < samples; index += 1) {
      const order = store.get('orders', (orders[(index * 7919) % orders.length] as Order).id) as Order;
      const loanNumber = `LN-${index}`;
      const changed = { ...order, version: (order.version ?? 0) + 1, baseOrderDetail: { ...order.baseOrderDetail, loanNumber } };
      let started = performance.now();
      if (index % 2 === 0) {
        await history.record(
          [
            {
              tenantId: 1,
              orderGuid: order.id,
              actor: { userId: 'u-dana', name: 'Dana Agent' },
              via: 'screen',
              section: 'order',
              action: 'changed',
              summary: 'changed Loan Number',
              changes: [{ path: 'loanNumber', label: 'Loan Number', before: order.baseOrderDetail.loanNumber ?? null, after: loanNumber }],
            },
          ],
          [{ collection: 'orders', put: changed }],
        );
        withEntry.push(performance.now() - started);
      } else {
        started = performance.now();
        await store.put('orders', changed);
        without.push(performance.now() - started);
      }
    }
    await store.close();
    const count = seed.orders.length.toLocaleString('en-US');
    return {
      figure: `A field saved with its history entry, one durable write, ${count} orders (median / p95)`,
      value: `${ms(median(withEntry))} / ${ms(percentile(withEntry, 95))}`,
      budget: '< 10 ms median',
      ok: median(withEntry) < 10,
      alternative: `the save alone: ${ms(median(without))} / ${ms(percentile(without, 95))}`,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A file with `count` history entries (as many saves by two colleagues), added to a running test server's store. */
async function fileWithHistory(server: TestServer, count: number): Promise<string> {
  const order = server.store.list('orders').find((candidate) => candidate.tenantId === 1) as Order;
  const history = historyOf(server.store);
  for (let index = 0; index < count; index += 1) {
    const riley = index % 3 === 0;
    await history.record(
      [
        {
          tenantId: 1,
          orderGuid: order.id,
          actor: riley ? { userId: 'u-riley', name: 'Riley Chen' } : { userId: 'u-dana', name: 'Dana Agent' },
          via: 'screen',
          section: 'order',
          action: 'changed',
          summary: 'changed Lender Name',
          changes: [{ path: 'lenderName', label: 'Lender Name', before: `Bank ${index}`, after: `Bank ${index + 1}` }],
        },
      ],
      [],
    );
  }
  return order.id;
}

/** From the agent choosing History (a navigation inside the running app) to its first rows painted. */
async function measureHistoryPaint(browser: Browser, server: TestServer, token: string, runs: number): Promise<BenchRow> {
  const orderGuid = await fileWithHistory(server, 10_000);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await benchContext(browser, token);
    const page = await context.newPage();
    await page.goto(`${server.url}/orders/${orderGuid}/file-setup/order-entry`);
    await page.getByRole('heading', { name: /^File / }).waitFor();
    await waitForQuietNetwork(page);
    times.push(
      await page.evaluate(
        (target) =>
          new Promise<number>((resolve) => {
            const started = performance.now();
            const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
            const observer = new MutationObserver(() => {
              if (document.querySelector('.history-entry')) {
                observer.disconnect();
                painted();
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
            // What a click on History in the menu does: the router follows the new address.
            window.history.pushState({}, '', target);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }),
        `/orders/${orderGuid}/history`,
      ),
    );
    await context.close();
  }
  return {
    figure: `A file's History with 10,000 entries, from choosing it to its first rows painted (median of ${runs})`,
    value: ms(median(times)),
    budget: '< 200 ms',
    ok: median(times) < 200,
    alternative: `spread ${ms(Math.min(...times))}–${ms(Math.max(...times))}`,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The lines a child prints, awaited one expected word at a time. */
function listenerOutput(child: ChildProcess) {
  let text = '';
  const waiting: { word: string; resolve: (line: string) => void }[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    for (const wait of [...waiting]) {
      const line = text.split('\n').find((candidate) => candidate.startsWith(wait.word));
      if (line !== undefined) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(line);
      }
    }
  });
  return {
    next: (word: string) =>
      new Promise<string>((resolve) => {
        const line = text.split('\n').find((candidate) => candidate.startsWith(word));
        if (line !== undefined) resolve(line);
        else waiting.push({ word, resolve });
      }),
  };
}

async function residentKiB(child: ChildProcess): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
}

/**
 * Saves against a server of its own (a separate process, as deployed) with no one connected, then
 * with 50 agents of the agency connected and receiving each save; and that server's memory before
 * and after opening 50 idle streams.
 */
async function measureLiveFeedLoad(samples: number): Promise<BenchRow[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-live-'));
  const file = path.join(dir, 'db.json');
  // 50 agents of the demo agency, each their own person (one person may hold only a few streams).
  const seed = await demoSeed();
  const riley = seed.users.find((user) => user.email === 'riley@demo-title.test') as User;
  const agents = Array.from({ length: 50 }, (_, index): User => ({ ...riley, id: `u-bench-${index}`, email: `agent${index}@demo-title.test`, firstName: 'Agent', lastName: String(index), sessions: {} }));
  const store = await Store.open(file, async () => ({ ...seed, users: [...seed.users, ...agents] }));
  await store.close();
  const port = await freePort();
  const child = spawn(process.execPath, ['mock-api/main.ts', '--no-build'], {
    env: { ...process.env, PORT: String(port), MOCK_DB: file, MOCK_LOGIN_ATTEMPTS: '100000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let listeners: ChildProcess | null = null;
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('is running at')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`The bench server stopped (${code})`)));
    });
    const url = `http://127.0.0.1:${port}`;
    const signIn = async (email: string) =>
      ((await (await fetch(`${url}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) })).json()) as { result: { token: string } }).result.token;
    const dana = await signIn('dana@demo-title.test');
    const files = ((await (await fetch(`${url}/api/files?_end=50`, { headers: { Authorization: `Bearer ${dana}` } })).json()) as { result: { files: { orderGuid: string }[] } }).result.files;
    const sam = await signIn('sam@harbor-closing.test');
    const samFiles = ((await (await fetch(`${url}/api/files?_end=50`, { headers: { Authorization: `Bearer ${sam}` } })).json()) as { result: { files: { orderGuid: string }[] } }).result.files;
    const save = async (token: string, orderGuid: string | undefined, index: number) => {
      const started = performance.now();
      const response = await fetch(`${url}/api/orders/${orderGuid}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify([{ op: 'replace', path: '/loanNumber', value: `LN-${Date.now()}-${index}` }]),
      });
      await response.arrayBuffer();
      if (response.status !== 202) throw new Error(`A bench save answered ${response.status}`);
      return performance.now() - started;
    };
    /**
     * Saves of Dana's agency (whose 50 agents receive each one) and of another agency (no one
     * receives them) taken in turn, so both halves see the same moment of a busy machine; 20 ms
     * apart, as people save, so each save is timed on its own and not behind the last one's fan-out.
     */
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    const saves = async (count: number) => {
      const watched: number[] = [];
      const unwatched: number[] = [];
      for (let index = 0; index < count; index += 1) {
        watched.push(await save(dana, files[index % files.length]?.orderGuid, index));
        await pause();
        unwatched.push(await save(sam, samFiles[index % samFiles.length]?.orderGuid, index));
        await pause();
      }
      return { watched, unwatched };
    };
    // Signed in first: a sign-in's password hashing takes memory of its own.
    const tokens: string[] = [];
    for (const agent of agents) tokens.push(await signIn(agent.email));
    await saves(20);
    const alone = (await saves(samples)).watched;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await residentKiB(child);
    listeners = spawn(process.execPath, ['scripts/bench/feed-listeners.ts'], {
      env: { ...process.env, BENCH_FEED_URL: `${url}/api/events`, BENCH_TOKENS: tokens.join(',') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const output = listenerOutput(listeners);
    await output.next('open');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = await residentKiB(child);
    const { watched: connected, unwatched } = await saves(samples);
    await new Promise((resolve) => setTimeout(resolve, 500));
    listeners.kill('SIGTERM');
    const received = Number(/received (\d+)/.exec(await output.next('received'))?.[1] ?? 0);
    // Against the saves no one receives, taken in turn with them: the fairer of the two baselines.
    const ratio = median(connected) / median(unwatched);
    const percent = (value: number) => `${value >= 1 ? '+' : ''}${((value - 1) * 100).toFixed(0)}%`;
    return [
      {
        figure: `A save while 50 agents of the agency receive it live (median / p95, ${received.toLocaleString('en-US')} deliveries)`,
        value: `${ms(median(connected))} / ${ms(percentile(connected, 95))} (${percent(ratio)})`,
        budget: '< +20% median',
        ok: ratio < 1.2,
        alternative: `no one receiving, in turn with it: ${ms(median(unwatched))}; before anyone connected: ${ms(median(alone))} (${percent(median(connected) / median(alone))})`,
      },
      {
        figure: 'Server memory for 50 idle event streams (resident, separate process)',
        value: `${((idle - before) / 1024).toFixed(1)} MiB (${((idle - before) / 50).toFixed(0)} KiB each)`,
        budget: '',
        ok: null,
        alternative: `before: ${(before / 1024).toFixed(0)} MiB, after: ${(idle / 1024).toFixed(0)} MiB`,
      },
    ];
  } finally {
    if (listeners && listeners.exitCode === null) listeners.kill('SIGTERM');
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dir, { recursive: true, force: true });
  }
}

/** The file history and the live feed: saves with their entries, a long History painted, 50 agents connected. */
export async function measureFileHistory(quick: boolean): Promise<BenchRow[]> {
  const rows = [await measureSaveWithHistory(await seedWith(quick ? 1_000 : 50_000), quick ? 60 : 200)];
  const server = await startTestServer({ distDir });
  const browser = await launchChromium();
  try {
    rows.push(await measureHistoryPaint(browser, server, await tokenFor(server), quick ? 3 : 7));
  } finally {
    await browser.close();
    await server.close();
  }
  rows.push(...(await measureLiveFeedLoad(quick ? 60 : 200)));
  return rows;
}
