import { checklistsOf } from '../checklist/checklists.ts';
import type { Order, TaskRecord } from '../store/model.ts';
import { seededChecklist, type SeedPerson } from './checklists.ts';
import { holdDisbursements, seededPayees } from './payees.ts';
import { vaultKeyOf } from '../payees/account-vault.ts';
import { payeesOf } from '../payees/payees.ts';
import { createOrderGenerator } from './orders.ts';
import { historyOf } from '../history/actor.ts';
import { openingEntries } from '../history/opening-entries.ts';
import type { Store } from '../store/store.ts';

function prefixOf(name: string): string {
  const initials = name
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (initials || 'ORD').slice(0, 4);
}

function highestNumber(store: Store, tenantId: number, prefix: string): number {
  let highest = 0;
  const pattern = new RegExp(`^${prefix}-\\d{4}-(\\d+)$`);
  for (const order of store.values('orders')) {
    if (order.tenantId !== tenantId) continue;
    const match = pattern.exec(String(order.baseOrderDetail.fileNumber));
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return highest;
}

/**
 * Adds `count` realistic orders to every active tenant, numbered after the ones it already has.
 * They go into the store in one bulk insert, made durable by one streamed fold of the data file
 * (not a journal line each): all of them or, if it fails, none. `onProgress` hears how far it is
 * (title-cli draws its progress bar from it; the mock API itself draws nothing).
 */
export async function seedOrders(
  store: Store,
  options: { count: number; seed: number; onProgress?: (done: number, total: number) => void },
): Promise<{ tenant: string; added: number }[]> {
  const tenants = store.list('tenants').filter((tenant) => tenant.status === 'active');
  const total = tenants.length * options.count;
  options.onProgress?.(0, total);
  const generators = tenants.map((tenant) => {
    const prefix = prefixOf(tenant.name);
    return createOrderGenerator({
      tenantId: tenant.id,
      prefix,
      firstNumber: highestNumber(store, tenant.id, prefix) + 1,
      seed: options.seed * 1000 + tenant.id,
      // Scripts can open /orders/<id>: ids follow from the seed, the tenant and the file number.
      idNamespace: `title-cli seed ${options.seed} tenant ${tenant.id}`,
    });
  });
  function* orders(): Generator<Order> {
    let done = 0;
    for (const next of generators) {
      for (let index = 0; index < options.count; index += 1) {
        yield next();
        done += 1;
        if (done % 2000 === 0) options.onProgress?.(done, total);
      }
    }
    options.onProgress?.(done, total);
  }
  // Orders first (their checklists and payees are made from them), then all of it durable at once.
  const seeded: Order[] = [...orders()];
  // Every seeded file gets its checklist from its agency's template, shared among its people.
  const checklists = checklistsOf(store);
  const people = new Map(tenants.map((tenant) => [tenant.id, peopleOf(store, tenant.id)]));
  // Files settling now get their payees (made-up accounts, sealed with the data file's vault key);
  // a file with a wire nobody verified has not disbursed.
  const vaultKey = await vaultKeyOf(store);
  const payees = seeded.flatMap((order) => seededPayees(order, people.get(order.tenantId) ?? [], vaultKey));
  const written: TaskRecord[] = [];
  for (const order of seeded) written.push(...seededChecklist(order, people.get(order.tenantId) ?? [], new Date(), (type) => checklists.template(order.tenantId, type)));
  const tasks = holdDisbursements(written, payees);
  // Each file's "opened file" entry by title-cli, as the API would have written it.
  const history = historyOf(store);
  const opened = openingEntries(history, seeded, payees);
  await store.bulkInsertAll([
    { collection: 'orders', records: seeded },
    { collection: 'tasks', records: tasks },
    { collection: 'payees', records: payees },
    { collection: 'history', records: opened },
  ]);
  history.track(opened);
  checklists.track(tasks);
  payeesOf(store).track(payees);
  return tenants.map((tenant) => ({ tenant: tenant.name, added: options.count }));
}

/** The agency's active people, who seeded files' items go to. */
function peopleOf(store: Store, tenantId: number): SeedPerson[] {
  const people: SeedPerson[] = [];
  for (const user of store.values('users')) {
    if (user.tenantId === tenantId && !user.deactivatedAt && !user.invitedAt) people.push({ id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() });
  }
  return people.sort((a, b) => a.email.localeCompare(b.email));
}
