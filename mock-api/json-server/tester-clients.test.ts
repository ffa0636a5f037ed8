import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import simpleRest from '@refinedev/simple-rest';
import axios from 'axios';
import jsonServer from 'json-server';
import jsonServerProvider from 'ra-data-json-server';
import { fetchUtils } from 'ra-core';
import { createMockApi } from '../server.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import type { AddedRecord } from '../store/model.ts';
import { Store } from '../store/store.ts';
import { demoSeed } from '../testing/demo-seed.ts';
import { UNLIMITED_LOGINS } from '../testing/test-server.ts';
import { TESTER_CLIENT_CALLS, type ClientCall, type Clients } from './tester-client-calls.ts';
import { OTHER_AGENCYS_RECORDS, TESTER_DATA } from './tester-data.ts';

/**
 * A tester's own json-server clients, unchanged: react-admin's ra-data-json-server and Refine's
 * simple-rest data providers, each call run against stock json-server 0.17.4 and against the mock
 * (signed in as Dana, whose agency holds the same records; another agency's records sit beside
 * them), in the same order, and the answers compared. The table of calls is written to
 * reports/tester-clients.md.
 */

const listen = (handler: Parameters<typeof createServer>[1]) =>
  new Promise<{ server: Server; url: string }>((resolve) => {
    const server = createServer(handler).listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });

function clientsFor(url: string, authorization?: string): Clients {
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
  const httpClient = (address: string, options: fetchUtils.Options = {}) => fetchUtils.fetchJson(address, { ...options, headers: new Headers(headers) });
  return { reactAdmin: jsonServerProvider(url, httpClient), refine: simpleRest(url, axios.create({ headers })), url, headers };
}

let stock: { server: Server; url: string };
let mock: { server: Server; url: string };
let danaToken: string;
let danasOrders: number;

beforeAll(async () => {
  stock = await listen(jsonServer.create().use(jsonServer.router(structuredClone(TESTER_DATA))));
  const demo = await demoSeed();
  const added: Record<string, AddedRecord[]> = Object.fromEntries(
    Object.entries(TESTER_DATA).map(([name, records]) => [name, [...records.map((record) => ({ ...record, tenantId: 1 })), ...(OTHER_AGENCYS_RECORDS[name] ?? [])] as AddedRecord[]]),
  );
  danasOrders = demo.orders.filter((order) => order.tenantId === 1).length;
  mock = await listen(createMockApi({ store: Store.memory({ ...demo, added }), loginLimits: UNLIMITED_LOGINS }));
  const login = await fetch(`${mock.url}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'dana@demo-title.test', password: DEMO_PASSWORD }) });
  danaToken = `Bearer ${((await login.json()) as { result: { token: string } }).result.token}`;
});

afterAll(async () => {
  await Promise.all([stock, mock].map(({ server }) => new Promise((resolve) => server.close(resolve))));
});

/** What a call answered, or the error it ended in, as one comparable value. */
async function outcome(call: ClientCall, clients: Clients): Promise<unknown> {
  try {
    return await call.run(clients);
  } catch (error) {
    const status = (error as { status?: number; response?: { status?: number } }).status ?? (error as { response?: { status?: number } }).response?.status;
    return { failed: status ?? String(error) };
  }
}

const summary = (answer: unknown) => {
  const text = JSON.stringify(answer);
  return text.length > 70 ? `${text.slice(0, 67)}…` : text;
};

describe("a tester's react-admin and Refine data providers, on stock json-server 0.17.4 and on the mock", () => {
  it('get the same answer to every call, in order, writes included', async () => {
    const stockClients = clientsFor(stock.url);
    const mockClients = clientsFor(mock.url, danaToken);
    const rows: string[] = ['| # | client | call | stock json-server 0.17.4 | mock API | same |', '| - | - | - | - | - | - |'];
    const differences: string[] = [];
    for (const [index, call] of TESTER_CLIENT_CALLS.entries()) {
      const expected = await outcome(call, stockClients);
      const actual = await outcome(call, mockClients);
      const same = JSON.stringify(actual) === JSON.stringify(expected);
      if (!same) differences.push(`${call.client} ${call.name}: stock ${JSON.stringify(expected)}\n  mock ${JSON.stringify(actual)}`);
      rows.push(`| ${index + 1} | ${call.client} | ${call.name} | \`${summary(expected)}\` | \`${summary(actual)}\` | ${same ? 'yes' : '**no**'} |`);
    }
    await mkdir('reports', { recursive: true });
    await writeFile('reports/tester-clients.md', `${rows.join('\n')}\n`);
    expect(differences).toEqual([]);
    // Each answer has something in it to compare: an empty answer everywhere would also be "the same".
    expect(rows.filter((row) => row.includes('`[]`') || row.includes('`{}`')).length).toBeLessThan(3);
  });

  it("answers json-server 1.x's syntax with 400 and the 0.17 form, where stock 0.17 answers 200 with unsorted or unpaged data", async () => {
    for (const [query, hint] of [
      ['_sort=-fee', '_sort=field&_order=desc'],
      ['_page=1&_per_page=5', '_page and _limit'],
      ['fee_gt=100', '_gte and _lte'],
    ] as const) {
      expect((await fetch(`${stock.url}/signings?${query}`)).status).toBe(200);
      const answer = await fetch(`${mock.url}/signings?${query}`, { headers: { Authorization: danaToken } });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain(hint);
    }
  });

  it("never shows Dana the other agency's added records, nor removes the agency's own orders on a DELETE", async () => {
    const answer = await fetch(`${mock.url}/notes?_limit=500`, { headers: { Authorization: danaToken } });
    const notes = (await answer.json()) as { text: string }[];
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.map((note) => note.text)).not.toContain(OTHER_AGENCYS_RECORDS.notes?.[0]?.text);
    const orders = await fetch(`${mock.url}/orders?_limit=1`, { headers: { Authorization: danaToken } });
    // The first test deleted signings with notes pointing at them: the agency's orders are all there.
    expect(Number(orders.headers.get('x-total-count'))).toBe(danasOrders);
  });
});
