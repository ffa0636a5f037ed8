import type { PayeeRecord } from '../store/model.ts';
import type { Store } from '../store/store.ts';

/**
 * Every file's payees, indexed by file. As with the checklists, the index only gains ids on a
 * write and each read checks the record is still there and still the file's.
 */
export class Payees {
  private byOrder = new Map<string, Set<string>>();
  private indexedReset = -1;
  private readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  private reindexIfReset(): void {
    if (this.indexedReset === this.store.resets) return;
    this.indexedReset = this.store.resets;
    this.byOrder = new Map();
    for (const payee of this.store.values('payees')) this.add(payee);
  }

  private add(payee: PayeeRecord): void {
    let ids = this.byOrder.get(payee.orderGuid);
    if (!ids) this.byOrder.set(payee.orderGuid, (ids = new Set()));
    ids.add(payee.id);
  }

  track(payees: readonly PayeeRecord[]): void {
    this.reindexIfReset();
    for (const payee of payees) this.add(payee);
  }

  forOrder(orderGuid: string): PayeeRecord[] {
    this.reindexIfReset();
    const found: PayeeRecord[] = [];
    for (const id of this.byOrder.get(orderGuid) ?? []) {
      const payee = this.store.get('payees', id);
      if (payee && payee.orderGuid === orderGuid) found.push(payee);
    }
    return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }
}

const instances = new WeakMap<Store, Payees>();

export function payeesOf(store: Store): Payees {
  let payees = instances.get(store);
  if (!payees) instances.set(store, (payees = new Payees(store)));
  return payees;
}
