/** The mock API's latency on its durable store, beside stock json-server 0.17 on the same data. */
import express from 'express';
import jsonServer from 'json-server';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMockApi, Store, type Order } from '../../mock-api/index.ts';
import { sampleOrderDetail } from '../../fixtures/sample-order.ts';
import { median, ms, percentile, type BenchRow } from './report.ts';
import { seedWith, tokenFor } from './sign-in.ts';

function listen(app: express.Express): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server: Server = app.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
      resolve({
        url,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

async function timed(count: number, request: (index: number) => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await request(index);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status >= 400) throw new Error(`Benchmark request failed with ${response.status}`);
  }
  return times;
}

/** Times only `request`, each run right after an untimed `before` (a write that invalidates caches). */
async function timedAfter(count: number, before: (index: number) => Promise<Response>, request: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const written = await before(index);
    await written.arrayBuffer();
    if (written.status >= 400) throw new Error(`Benchmark write failed with ${written.status}`);
    times.push(...(await timed(1, request)));
  }
  return times;
}

const patchOrder = (url: string, auth: Record<string, string>, id: string | undefined, disbursementDate: string) =>
  fetch(`${url}/api/orders/${id}`, {
    method: 'PATCH',
    headers: { ...auth, 'Content-Type': 'application/json-patch+json' },
    body: JSON.stringify([{ op: 'replace', path: '/DisbursementDate', value: disbursementDate }]),
  });

const newOrder = (fileNumber: string) => sampleOrderDetail({ fileNumber });

/** Mock API latency on a durable (journaled, fsynced) store, beside stock json-server 0.17 on the same data. */
export async function measureApi(count: number, quick: boolean): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const seed = await seedWith(count);
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const searchTerms = ['smith', 'street', 'dte-2026-00', 'oak', 'lane', 'johnson', 'park', 'ave'];
  const samples = quick ? 40 : 150;
  try {
    // Ours.
    const store = await Store.open(path.join(dir, 'db.json'), async () => seed);
    const ours = await listen(express().use('/api', createMockApi({ store })));
    const token = await tokenFor(ours);
    const auth = { Authorization: `Bearer ${token}` };
    const tenantOrders = seed.orders.filter((order) => order.tenantId === 1);
    const ids = tenantOrders.map((order) => order.id);
    // Disbursement on the closing day is always valid, whatever the order's dates are.
    const closingOf = (index: number) => String(tenantOrders[(index * 7919) % tenantOrders.length]?.baseOrderDetail.closingDate);
    const post = await timed(samples, (index) =>
      fetch(`${ours.url}/api/files`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(newOrder(`BENCH-${count}-${index}`)) }),
    );
    const patch = await timed(samples, (index) => patchOrder(ours.url, auth, ids[(index * 7919) % ids.length], closingOf(index)));
    const search = await timed(samples, (index) => fetch(`${ours.url}/api/files?q=${searchTerms[index % searchTerms.length]}&_start=0&_end=200`, { headers: auth }));
    // The file list's first page right after a save: the save invalidates the tenant's sorted rows.
    const listSamples = count >= 50_000 ? Math.min(samples, 30) : samples;
    const listAfterWrite = await timedAfter(
      listSamples,
      // The same file's closing day: a disbursement before the file's own closing is refused.
      (index) => patchOrder(ours.url, auth, ids[(index * 104_729) % ids.length], String(tenantOrders[(index * 104_729) % tenantOrders.length]?.baseOrderDetail.closingDate)),
      () => fetch(`${ours.url}/api/files?_sort=fileNumber&_order=asc&_start=0&_end=100`, { headers: auth }),
    );
    await ours.close();
    await store.close();

    // Stock json-server 0.17, file-backed as it ships: every write rewrites db.json.
    const stockFile = path.join(dir, 'stock.json');
    await writeFile(stockFile, JSON.stringify({ orders: seed.orders.map((order: Order) => ({ id: order.id, tenantId: order.tenantId, ...order.baseOrderDetail })) }));
    const app = express();
    app.use(jsonServer.defaults({ logger: false, noCors: true }));
    app.use(jsonServer.router(stockFile));
    const stock = await listen(app);
    const stockSamples = count >= 50_000 ? Math.min(samples, 25) : count >= 10_000 ? Math.min(samples, 60) : samples;
    const stockPost = await timed(stockSamples, (index) =>
      fetch(`${stock.url}/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ tenantId: 1, ...newOrder(`STOCK-${index}`) }) }),
    );
    const stockPatch = await timed(stockSamples, (index) =>
      fetch(`${stock.url}/orders/${ids[(index * 7919) % ids.length]}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ disbursementDate: closingOf(index) }),
      }),
    );
    const stockSearch = await timed(stockSamples, (index) => fetch(`${stock.url}/orders?q=${searchTerms[index % searchTerms.length]}&_start=0&_end=200`));
    const stockListAfterWrite = await timedAfter(
      Math.min(stockSamples, 20),
      (index) =>
        fetch(`${stock.url}/orders/${ids[(index * 104_729) % ids.length]}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ disbursementDate: closingOf(index) }),
        }),
      () => fetch(`${stock.url}/orders?_sort=fileNumber&_order=asc&_start=0&_end=100`),
    );
    await stock.close();

    const label = count.toLocaleString('en-US');
    const row = (figure: string, times: number[], stockTimes: number[], budget: number | null) => {
      const p95 = percentile(times, 95);
      rows.push({
        figure: `${figure} with ${label} orders (median / p95)`,
        value: `${ms(median(times))} / ${ms(p95)}`,
        budget: budget === null ? '' : `< ${budget} ms`,
        ok: budget === null ? null : p95 < budget,
        alternative: `json-server 0.17: ${ms(median(stockTimes))} / ${ms(percentile(stockTimes, 95))}`,
      });
    };
    row('POST /api/files', post, stockPost, count >= 50_000 ? 10 : null);
    row('PATCH /api/orders/{id}', patch, stockPatch, count >= 50_000 ? 10 : null);
    row('GET /api/files?q=', search, stockSearch, null);
    row('GET /api/files (first page, sorted) right after a save', listAfterWrite, stockListAfterWrite, count >= 50_000 ? 50 : null);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

