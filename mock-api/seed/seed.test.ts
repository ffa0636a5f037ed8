import type { Order, User } from '../store/model.ts';
import { Store } from '../store/store.ts';
import { emptyData, tenant } from '../testing/store-data.ts';
import { seededChecklist, type SeedPerson } from './checklists.ts';
import { createOrderGenerator, generateOrders, namedId, type OrderGeneratorOptions } from './orders.ts';
import { seededPayees } from './payees.ts';
import { seedOrders } from './seed-orders.ts';

const TODAY = new Date('2026-11-20T12:00:00Z');
const options = (overrides: Partial<OrderGeneratorOptions> = {}): OrderGeneratorOptions => ({
  tenantId: 1,
  prefix: 'DTE',
  seed: 42,
  today: TODAY,
  deterministicIds: true,
  ...overrides,
});

const ids = (orders: readonly Order[]) => orders.map((order) => order.id);
const numbers = (orders: readonly Order[]) => orders.map((order) => String(order.baseOrderDetail.fileNumber));

const people: SeedPerson[] = [
  { id: 'u-dana', email: 'dana@demo-title.test', name: 'Dana Agent' },
  { id: 'u-riley', email: 'riley@demo-title.test', name: 'Riley Chen' },
];

describe('namedId', () => {
  it('is the same id for the same name, another for another, in the UUID v5 layout', () => {
    expect(namedId('seed 7:DTE-2026-00001')).toBe(namedId('seed 7:DTE-2026-00001'));
    expect(namedId('seed 7:DTE-2026-00001')).not.toBe(namedId('seed 7:DTE-2026-00002'));
    expect(namedId('anything')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('generateOrders', () => {
  it('gives the same orders, ids included, for the same seed and options', () => {
    const first = generateOrders(25, options());
    const second = generateOrders(25, options());
    expect(second).toEqual(first);
    expect(new Set(ids(first)).size).toBe(25);
  });

  it('gives other ids and other data for another seed', () => {
    const first = generateOrders(25, options({ seed: 42 }));
    const other = generateOrders(25, options({ seed: 43 }));
    expect(ids(other).filter((id) => ids(first).includes(id))).toEqual([]);
    expect(other.map((order) => order.baseOrderDetail.address)).not.toEqual(first.map((order) => order.baseOrderDetail.address));
    // The numbering is not the seed's: both start at 1.
    expect(numbers(other)).toEqual(numbers(first));
  });

  it('numbers the files from firstNumber, five digits after the prefix and the year', () => {
    const orders = generateOrders(3, options({ prefix: 'LT', firstNumber: 99999 }));
    expect(numbers(orders)).toEqual(['LT-2026-99999', 'LT-2026-100000', 'LT-2026-100001']);
    expect(numbers(generateOrders(2, options()))).toEqual(['DTE-2026-00001', 'DTE-2026-00002']);
  });

  it('names ids after the namespace and the file number when given one, whatever the seed', () => {
    const orders = generateOrders(2, options({ idNamespace: 'ns', seed: 1 }));
    expect(ids(orders)).toEqual([namedId('ns:DTE-2026-00001'), namedId('ns:DTE-2026-00002')]);
    expect(ids(generateOrders(2, options({ idNamespace: 'ns', seed: 2 })))).toEqual(ids(orders));
  });

  it('makes random ids unless asked for seeded ones, the rest still the same for a seed', () => {
    const first = generateOrders(5, options({ deterministicIds: false }));
    const second = generateOrders(5, options({ deterministicIds: false }));
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
    const withoutIds = (orders: Order[]) => orders.map(({ baseOrderDetail: { orderGuid: _guid, ...rest } }) => rest);
    expect(withoutIds(second)).toEqual(withoutIds(first));
  });

  it("keeps each order's guid equal to its id, and its tenant, and its dates around today", () => {
    const orders = generateOrders(200, options({ tenantId: 7 }));
    const day = 86_400_000;
    for (const order of orders) {
      expect(order.baseOrderDetail.orderGuid).toBe(order.id);
      expect(order.tenantId).toBe(7);
      const closing = Date.parse(String(order.baseOrderDetail.closingDate));
      expect(closing).toBeGreaterThanOrEqual(TODAY.getTime() - 91 * day);
      expect(closing).toBeLessThanOrEqual(TODAY.getTime() + 120 * day);
      expect(Date.parse(order.createdAt)).toBeLessThanOrEqual(TODAY.getTime());
      if (order.baseOrderDetail.cashClosing === 'Cash') expect(order.baseOrderDetail.loanAmount).toBe(0);
    }
  });

  it('gives from one generator the same orders as generateOrders, one call at a time', () => {
    const next = createOrderGenerator(options());
    expect([next(), next(), next()]).toEqual(generateOrders(3, options()));
  });
});

describe("a seeded file's checklist and payees", () => {
  const [order] = generateOrders(1, options({ today: TODAY }));
  // A file closing in ten days is settling now, so it has payees.
  const settling: Order = { ...order!, baseOrderDetail: { ...order!.baseOrderDetail, closingDate: '2026-11-30T00:00:00Z', cashClosing: 'Finance', lenderName: 'Rocket Mortgage' } };

  it('is the same checklist for the same file, people and day', () => {
    const first = seededChecklist(settling, people, TODAY);
    expect(first.length).toBeGreaterThan(0);
    expect(seededChecklist(settling, people, TODAY)).toEqual(first);
    expect(first.map((task) => task.id)).toEqual(first.map((_task, position) => `${settling.id}-t${position}`));
    expect(new Set(first.map((task) => task.assigneeId)).size).toBeGreaterThanOrEqual(1);
    for (const task of first) expect(people.map((person) => person.id)).toContain(task.assigneeId);
  });

  it('leaves the items unassigned when the agency has no one to give them to', () => {
    expect(seededChecklist(settling, [], TODAY).every((task) => task.assigneeId === null && task.assignee === null)).toBe(true);
  });

  it('is the same payees for the same file, named after it, and others for another file', () => {
    const first = seededPayees(settling, people, 'vault-key', TODAY);
    const again = seededPayees(settling, people, 'vault-key', TODAY);
    // The sealed account differs run to run (a fresh nonce); all the rest is the file's own.
    const unsealed = (payees: typeof first) => payees.map((payee) => ({ ...payee, wire: payee.wire ? { ...payee.wire, accountSealed: 'sealed' } : null }));
    expect(unsealed(again)).toEqual(unsealed(first));
    expect(first.map((payee) => payee.id)).toEqual([`${settling.id}-p-seller`, `${settling.id}-p-payoff`, `${settling.id}-p-commission`, `${settling.id}-p-recording`]);
    const other = seededPayees({ ...settling, id: 'another-file' }, people, 'vault-key', TODAY);
    expect(other.map((payee) => payee.id)).toEqual(first.map((payee) => payee.id.replace(settling.id, 'another-file')));
  });

  it('gives no payees to a file not settling now, or to an agency with nobody', () => {
    expect(seededPayees({ ...settling, baseOrderDetail: { ...settling.baseOrderDetail, closingDate: '2027-06-01T00:00:00Z' } }, people, 'k', TODAY)).toEqual([]);
    expect(seededPayees(settling, [], 'k', TODAY)).toEqual([]);
  });
});

describe('seedOrders', () => {
  const user = (id: string, tenantId: number, email: string): User => ({ id, tenantId, email, firstName: id, lastName: 'Test', passwordHash: '', createdAt: '2026-01-01T00:00:00Z' });

  /** Two active agencies (the first with three files of its own) and one waiting for approval. */
  function agencies() {
    const existing = generateOrders(3, options({ tenantId: 1, prefix: 'DTE', firstNumber: 5 }));
    return Store.memory({
      ...emptyData(),
      tenants: [tenant(1, 'Demo Title & Escrow'), tenant(2, 'Lakeside Title'), { ...tenant(3, 'Pending Agency'), status: 'pending' }],
      users: [user('u-dana', 1, 'dana@demo-title.test'), user('u-lee', 2, 'lee@lakeside.test')],
      orders: existing,
    });
  }
  const of = (store: Store, tenantId: number) => store.list('orders').filter((order) => order.tenantId === tenantId);

  it('adds `count` orders to each active agency, numbered after the ones it has, none to a pending one', async () => {
    const store = agencies();
    const added = await seedOrders(store, { count: 4, seed: 9 });
    expect(added).toEqual([
      { tenant: 'Demo Title & Escrow', added: 4 },
      { tenant: 'Lakeside Title', added: 4 },
    ]);
    const year = new Date().getUTCFullYear();
    expect(numbers(of(store, 1)).slice(3)).toEqual([5, 6, 7, 8].map((n) => `DTE-${year}-${String(n + 3).padStart(5, '0')}`));
    expect(numbers(of(store, 2))).toEqual([1, 2, 3, 4].map((n) => `LT-${year}-${String(n).padStart(5, '0')}`));
    expect(of(store, 3)).toEqual([]);
  });

  it('gives the same ids for the same seed, and other ids for another seed', async () => {
    const first = agencies();
    const again = agencies();
    const other = agencies();
    await seedOrders(first, { count: 3, seed: 9 });
    await seedOrders(again, { count: 3, seed: 9 });
    await seedOrders(other, { count: 3, seed: 10 });
    const seeded = (store: Store) => ids(store.list('orders')).slice(3);
    expect(seeded(again)).toEqual(seeded(first));
    expect(seeded(other).filter((id) => seeded(first).includes(id))).toEqual([]);
  });

  it('gives a second run with the same seed new ids, numbered on', async () => {
    const store = agencies();
    await seedOrders(store, { count: 2, seed: 9 });
    await seedOrders(store, { count: 2, seed: 9 });
    const all = ids(store.list('orders'));
    expect(new Set(all).size).toBe(all.length);
    expect(numbers(of(store, 2)).map((number) => number.slice(-5))).toEqual(['00001', '00002', '00003', '00004']);
  });

  it("gives each seeded file its checklist and its opening history entry, and tells how far it is", async () => {
    const store = agencies();
    const progress: [number, number][] = [];
    await seedOrders(store, { count: 2, seed: 9, onProgress: (done, total) => progress.push([done, total]) });
    expect(progress[0]).toEqual([0, 4]);
    expect(progress.at(-1)).toEqual([4, 4]);
    const seeded = store.list('orders').slice(3);
    const tasks = store.list('tasks');
    const history = store.list('history');
    for (const order of seeded) {
      expect(tasks.some((task) => task.orderGuid === order.id)).toBe(true);
      expect(history.filter((entry) => entry.orderGuid === order.id)).toHaveLength(1);
    }
    // A file's items go to people of its own agency.
    for (const task of tasks) expect(task.assigneeId).toBe(task.tenantId === 1 ? 'u-dana' : 'u-lee');
  });
});
