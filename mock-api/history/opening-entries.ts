import type { HistoryRecord, Order, PayeeRecord } from '../store/model.ts';
import { CLI_ACTOR } from './actor.ts';
import { openingChanges } from './changes.ts';
import type { ChangeNote, FileHistory } from './file-history.ts';
import { recordHash } from './record-prints.ts';

/**
 * The entries a seed writes for the files it opens, as the API would have: "opened file …" by
 * title-cli, with every value the file was opened with and the prints of its records (the order
 * and its payees), so `audit verify` checks seeded files as closely as any other.
 */
export function openingEntries(history: FileHistory, orders: readonly Order[], payees: readonly PayeeRecord[], at = new Date().toISOString()): HistoryRecord[] {
  const payeesOf = new Map<string, PayeeRecord[]>();
  for (const payee of payees) {
    const list = payeesOf.get(payee.orderGuid) ?? [];
    list.push(payee);
    payeesOf.set(payee.orderGuid, list);
  }
  const notes: ChangeNote[] = orders.map((order) => ({
    tenantId: order.tenantId,
    orderGuid: order.id,
    actor: CLI_ACTOR,
    via: 'cli',
    section: 'order',
    action: 'created',
    summary: `opened file ${String(order.baseOrderDetail.fileNumber)}`,
    changes: openingChanges(order.baseOrderDetail),
  }));
  const byId = new Map(orders.map((order) => [order.id, order]));
  return history.chain(
    notes,
    (note) => {
      const order = byId.get(note.orderGuid);
      return [
        ...(order ? [{ c: 'orders', k: order.id, h: recordHash(order) }] : []),
        ...(payeesOf.get(note.orderGuid) ?? []).map((payee) => ({ c: 'payees', k: payee.id, h: recordHash(payee) })),
      ];
    },
    at,
  );
}
