import type { OrderDetail } from './order-schemas.ts';
import type { PatchOperation } from './orders-api.ts';
import { PARTY_FIELDS } from './party-merge.ts';

/** The JSON Pointer that names a field (docs/behaviour.md#orders-and-the-file-list): disbursementDate → /DisbursementDate. */
export function pointerFor(field: keyof OrderDetail): string {
  return `/${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}

/**
 * A patch that saves exactly one field of an order, and only if the field still holds what the
 * agent saw (RFC 6902 `test`), so a colleague's change in between is never overwritten silently.
 */
export function buildFieldPatch<F extends keyof OrderDetail>(field: F, value: OrderDetail[F], seen: OrderDetail[F]): PatchOperation[] {
  const path = pointerFor(field);
  const perPerson = PARTY_FIELDS.has(field) && Array.isArray(value) && Array.isArray(seen) ? partyPatch(path, seen, value) : [];
  if (perPerson.length > 0) return perPerson;
  return [
    { op: 'test', path, value: seen ?? null },
    { op: 'replace', path, value },
  ];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Buyers or sellers saved person by person: each person the agent changed or removed is tested
 * first, people added go at the end. A colleague's change to another person is then no conflict;
 * to the same person, the server's 409 names that person (`/Buyer/1`).
 */
function partyPatch(path: string, seen: readonly unknown[], value: readonly unknown[]): PatchOperation[] {
  const operations: PatchOperation[] = [];
  const shared = Math.min(seen.length, value.length);
  for (let index = 0; index < shared; index += 1) {
    if (same(seen[index], value[index])) continue;
    operations.push({ op: 'test', path: `${path}/${index}`, value: seen[index] }, { op: 'replace', path: `${path}/${index}`, value: value[index] });
  }
  // Removed from the end backwards, so each index still names the person tested.
  for (let index = seen.length - 1; index >= value.length; index -= 1) {
    operations.push({ op: 'test', path: `${path}/${index}`, value: seen[index] }, { op: 'remove', path: `${path}/${index}` });
  }
  for (let index = seen.length; index < value.length; index += 1) operations.push({ op: 'add', path: `${path}/-`, value: value[index] });
  return operations;
}
