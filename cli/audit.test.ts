import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { historyOf, Store, type DbData, type Order, type PayeeRecord } from '../mock-api/index.ts';
import { demoSeed } from '../mock-api/testing/index.ts';

const run = promisify(execFile);
const bin = path.resolve('cli/bin.js');

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-audit-'));
  file = path.join(dir, 'db.json');
  // A data file whose first order was changed three times, each change with its history entry. The
  // demo's 300 files per agency each have their "opened file" entry first.
  const store = await Store.open(file, async () => demoSeed());
  const history = historyOf(store);
  for (const price of [401_000, 402_000, 403_000]) {
    const order = store.list('orders').find((candidate) => candidate.tenantId === 1) as Order;
    await history.record(
      [{ tenantId: 1, orderGuid: order.id, actor: { userId: 'u-dana', name: 'Dana Agent' }, via: 'screen', section: 'order', action: 'changed', summary: 'changed Sales Price', changes: [{ path: 'salesPrice', label: 'Sales Price', before: order.baseOrderDetail.salesPrice, after: price }] }],
      [{ collection: 'orders', put: { ...order, baseOrderDetail: { ...order.baseOrderDetail, salesPrice: price } } }],
    );
  }
  // The same three changes still in the journal, as a running server leaves them: copied before the close folds them in.
  await copyFile(file, path.join(dir, 'journaled.json'));
  await copyFile(`${file}.journal`, path.join(dir, 'journaled.json.journal'));
  await store.close();
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const auditOf = (db: string, ...args: string[]) =>
  run(process.execPath, [bin, '--db', db, 'audit', 'verify', ...args]).then(
    (result) => ({ code: 0, stdout: result.stdout, stderr: result.stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
const audit = (...args: string[]) => auditOf(file, ...args);

/** The data file as JSON, changed by `edit` and written back, as someone with a text editor would. */
async function editData(edit: (data: DbData) => void): Promise<void> {
  const data = JSON.parse(await readFile(file, 'utf8')) as DbData;
  edit(data);
  await writeFile(file, JSON.stringify(data));
}

/** A demo file of agency 1 never saved since it was opened (only its "opened file" entry). */
const neverSaved = (data: DbData) => data.orders.filter((order) => order.tenantId === 1)[5] as Order;

describe('title-cli audit verify', () => {
  it('says an untouched history is intact, per agency, and exits 0', async () => {
    const { code, stdout } = await audit();
    expect(code).toBe(0);
    expect(stdout).toContain('Demo Title & Escrow: 303 entries, intact');
    expect(stdout).toMatch(/History intact\.\n$/);
  });

  it('names the first entry whose content changed by one byte, and exits 7', async () => {
    const text = await readFile(file, 'utf8');
    const history = text.indexOf('"id":"1.302"');
    const at = text.indexOf('"after":402000', history);
    expect(at).toBeGreaterThan(history);
    await writeFile(file, `${text.slice(0, at)}"after":402001${text.slice(at + '"after":402000'.length)}`);
    const { code, stdout } = await audit();
    expect(code).toBe(7);
    expect(stdout).toContain('Demo Title & Escrow: NOT INTACT at entry 1.302 (number 302 of 303): its content does not match its hash');
    const json = JSON.parse((await audit('--tenant', 'demo title & escrow', '--json')).stdout) as { intact: boolean; agencies: { problem: { id: string } }[] };
    expect(json.intact).toBe(false);
    expect(json.agencies).toHaveLength(1);
    expect(json.agencies[0]?.problem.id).toBe('1.302');
  });

  it('finds a value changed in the data file around the history', async () => {
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('"salesPrice":403000', '"salesPrice":999999'));
    const { code, stdout } = await audit();
    expect(code).toBe(7);
    expect(stdout).toContain('salesPrice holds 999999 where its last recorded change (entry 1.303) left 403000');
  });

  it.each([
    ['a sales price', 'salesPrice', 1_234_567],
    ['a loan amount', 'loanAmount', 7_654_321],
    ['a file number', 'fileNumber', 'DTE-2026-99999'],
  ])('finds %s changed by hand on a file never saved since it was opened', async (_what, field, value) => {
    let guid = '';
    await editData((data) => {
      const order = neverSaved(data);
      guid = order.id;
      order.baseOrderDetail[field] = value;
    });
    const { code, stdout } = await audit();
    expect(code).toBe(7);
    expect(stdout).toContain(`in file ${guid} ${field} holds ${JSON.stringify(value)} where its last recorded change`);
  });

  it("finds a buyer's name changed by hand on a never-saved file", async () => {
    await editData((data) => {
      const buyers = neverSaved(data).baseOrderDetail.buyer as { LastName: string }[];
      if (buyers[0]) buyers[0].LastName = 'Mallory';
    });
    const { code, stdout } = await audit();
    expect(code).toBe(7);
    expect(stdout).toContain('buyer/0/LastName holds "Mallory"');
  });

  it('names a file moved to another agency by hand', async () => {
    let guid = '';
    await editData((data) => {
      const order = neverSaved(data);
      guid = order.id;
      order.tenantId = 2;
    });
    const { code, stdout } = await audit();
    expect(code).toBe(7);
    expect(stdout).toContain(`orders/${guid} was moved to Harbor Closing Services in the data file`);
  });

  it("finds a payee's wire instructions changed by hand, and a payee added by hand", async () => {
    const original = await readFile(file, 'utf8');
    let payeeId = '';
    await editData((data) => {
      const payee = (data.payees ?? []).find((candidate) => candidate.tenantId === 1) as PayeeRecord;
      payeeId = payee.id;
      (payee as unknown as Record<string, unknown>).name = 'Mallory Holdings';
    });
    let result = await audit();
    expect(result.code).toBe(7);
    expect(result.stdout).toContain(`payees/${payeeId} is not as entry`);
    await writeFile(file, original);
    await editData((data) => {
      const payee = (data.payees ?? []).find((candidate) => candidate.tenantId === 1) as PayeeRecord;
      data.payees?.push({ ...payee, id: 'p-added-by-hand' });
    });
    result = await audit();
    expect(result.code).toBe(7);
    expect(result.stdout).toContain('payees/p-added-by-hand is in the data file but no history entry wrote it');
  });

  it('finds a file pasted twice, the copy edited, as tampering (the store would keep only one)', async () => {
    await editData((data) => {
      const order = neverSaved(data);
      data.orders.unshift({ ...order, baseOrderDetail: { ...order.baseOrderDetail, salesPrice: 1 } });
    });
    const { code, stdout } = await audit();
    expect(code).toBe(7);
    expect(stdout).toMatch(/"orders" item \d+: its id "[^"]+" is already used by an earlier item/);
  });

  it('finds a file added to the data file by hand', async () => {
    await editData((data) => {
      const order = neverSaved(data);
      data.orders.push({ ...order, id: '00000000-0000-4000-8000-00000000beef', baseOrderDetail: { ...order.baseOrderDetail, fileNumber: 'DTE-HAND-1' } });
    });
    const { code, stdout } = await audit();
    expect(code).toBe(7);
    expect(stdout).toContain('orders/00000000-0000-4000-8000-00000000beef is in the data file but no history entry wrote it');
  });

  it.each([
    ['swapped', (lines: string[]) => [lines[0], lines[2], lines[1]], 'line 2', 'the lines are out of order (lines were moved: entry 2 is on line 3)'],
    ['repeated', (lines: string[]) => [lines[0], ...lines], 'line 2', 'it repeats that entry'],
    ['missing', (lines: string[]) => [lines[0], ...lines.slice(2)], 'line 2', 'the entries between are missing'],
  ])('reports journal lines %s as tampering (exit 7, naming the line), not as a failure', async (_what, edit, line, finding) => {
    const journaled = path.join(dir, 'journaled.json');
    const lines = (await readFile(`${journaled}.journal`, 'utf8')).split('\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    await writeFile(`${journaled}.journal`, `${edit(lines).join('\n')}\n`);
    const { code, stdout, stderr } = await auditOf(journaled);
    expect(stderr).toBe('');
    expect(code).toBe(7);
    expect(stdout).toContain(`NOT INTACT: ${journaled}.journal, ${line}`);
    expect(stdout).toContain(finding);
    const json = JSON.parse((await auditOf(journaled, '--json')).stdout) as { intact: boolean; journal: { problem: string } };
    expect(json.intact).toBe(false);
    expect(json.journal.problem).toContain(line);
  });

  it.each([
    ['an order without its detail', () => editData((data) => delete (neverSaved(data) as Partial<Order>).baseOrderDetail)],
    [
      'a payee nested past reading',
      async () => {
        // Written as text: the test's own JSON.stringify could not write 20,000 levels either.
        const text = await readFile(file, 'utf8');
        const data = JSON.parse(text) as DbData;
        const payee = (data.payees ?? []).find((candidate) => candidate.tenantId === 1) as PayeeRecord;
        const deep = `${'{"a":'.repeat(20_000)}{}${'}'.repeat(20_000)}`;
        const record = `{"id":"p-deep","tenantId":1,"orderGuid":${JSON.stringify(payee.orderGuid)},"x":${deep}},`;
        const at = text.indexOf('"payees":[') + '"payees":['.length;
        await writeFile(file, `${text.slice(0, at)}${record}${text.slice(at)}`);
      },
    ],
  ])('reports %s as tampering (exit 7), never as an unexpected failure', async (_what, edit) => {
    await edit();
    const { code, stdout, stderr } = await audit();
    expect(stderr).toBe('');
    expect(code).toBe(7);
    expect(stdout).toContain('NOT INTACT: the data file holds records the API never writes');
  });

  it('names an agency it does not know (exit 3)', async () => {
    const { code, stderr } = await audit('--tenant', 'Nowhere Title');
    expect(code).toBe(3);
    expect(stderr).toContain('There is no agency named "Nowhere Title"');
  });
});
