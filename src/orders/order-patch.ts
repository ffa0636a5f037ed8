import type { OrderDetail } from './order-schemas.ts';
import type { PatchOperation } from './orders-api.ts';

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
  return [
    { op: 'test', path, value: seen ?? null },
    { op: 'replace', path, value },
  ];
}
