import type { OrderDetail } from './order-schemas';
import type { PatchOperation } from './orders-api';

/** The JSON Pointer that names a field, as the spec shows it: disbursementDate → /DisbursementDate. */
export function pointerFor(field: keyof OrderDetail): string {
  return `/${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}

/** A patch that saves exactly one field of an order. */
export function buildFieldPatch<F extends keyof OrderDetail>(field: F, value: OrderDetail[F]): PatchOperation[] {
  return [{ op: 'replace', path: pointerFor(field), value }];
}
