import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { demoSeed, historyOf, Store, type Order } from '../mock-api/index.ts';

const run = promisify(execFile);
const bin = path.resolve('cli/bin.js');

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-audit-'));
  file = path.join(dir, 'db.json');
  // A data file whose first order was changed three times, each change with its history entry.
  const store = await Store.open(file, async () => demoSeed());
  const history = historyOf(store);
  for (const price of [401_000, 402_000, 403_000]) {
    const order = store.list('orders').find((candidate) => candidate.tenantId === 1) as Order;
    await history.record(
      [{ tenantId: 1, orderGuid: order.id, actor: { userId: 'u-dana', name: 'Dana Agent' }, via: 'screen', section: 'order', action: 'changed', summary: 'changed Sales Price', changes: [{ path: 'salesPrice', label: 'Sales Price', before: order.baseOrderDetail.salesPrice, after: price }] }],
      [{ collection: 'orders', put: { ...order, baseOrderDetail: { ...order.baseOrderDetail, salesPrice: price } } }],
    );
  }
  await store.close();
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const audit = (...args: string[]) =>
  run(process.execPath, [bin, '--db', file, 'audit', 'verify', ...args]).then(
    (result) => ({ code: 0, stdout: result.stdout, stderr: result.stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

describe('title-cli audit verify', () => {
  it('says an untouched history is intact, per agency, and exits 0', async () => {
    const { code, stdout } = await audit();
    expect(code).toBe(0);
    expect(stdout).toContain('Demo Title & Escrow: 3 entries, intact');
    expect(stdout).toMatch(/History intact\.\n$/);
  });

  it('names the first entry whose content changed by one byte, and exits 7', async () => {
    const text = await readFile(file, 'utf8');
    const history = text.indexOf('"history":');
    const at = text.indexOf('"after":402000', history);
    expect(at).toBeGreaterThan(history);
    await writeFile(file, `${text.slice(0, at)}"after":402001${text.slice(at + '"after":402000'.length)}`);
    const { code, stdout } = await audit();
    expect(code).toBe(7);
    expect(stdout).toContain('Demo Title & Escrow: NOT INTACT at entry 1.2 (number 2 of 3): its content does not match its hash');
    const json = JSON.parse((await audit('--tenant', 'demo title & escrow', '--json')).stdout) as { intact: boolean; agencies: { problem: { id: string } }[] };
    expect(json.intact).toBe(false);
    expect(json.agencies).toHaveLength(1);
    expect(json.agencies[0]?.problem.id).toBe('1.2');
  });

  it('finds a value changed in the data file around the history', async () => {
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('"salesPrice":403000', '"salesPrice":999999'));
    const { code, stdout } = await audit();
    expect(code).toBe(7);
    expect(stdout).toContain('salesPrice of order');
    expect(stdout).toContain('holds 999999 where its last recorded change (entry 1.3) left 403000');
  });

  it('names an agency it does not know (exit 3)', async () => {
    const { code, stderr } = await audit('--tenant', 'Nowhere Title');
    expect(code).toBe(3);
    expect(stderr).toContain('There is no agency named "Nowhere Title"');
  });
});
