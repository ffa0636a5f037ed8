import jsonpatch, { type Operation } from 'fast-json-patch';
import { ORDER_FIELDS, orderDetailSchema } from '../../src/orders/order-schemas.ts';
import { ApiError, validationFailure, type ExceptionEntry } from '../http/api-errors.ts';

/** The answer to a save built on an old read: what the field holds now, so the app can show it. */
export const FIELD_CHANGED_MESSAGE = 'Someone else changed this since you read it.';

export interface PatchConflict {
  path: string;
  current: unknown;
}

/** 409 for a failed `test`: the agent saw another value than the one stored now. */
export function patchConflict(conflicts: PatchConflict[]): ApiError {
  return new ApiError(409, { result: { isSuccess: false, message: FIELD_CHANGED_MESSAGE, conflicts } });
}

const PARTY_FIELDS = ['FirstName', 'MiddleName', 'LastName', 'Type'];
const ALLOWED_OPS = new Set(['add', 'remove', 'replace', 'test']);
export const MAX_PATCH_OPERATIONS = 50;

function canonical(segment: string, names: readonly string[]): string | undefined {
  const lower = segment.toLowerCase();
  return names.find((name) => name.toLowerCase() === lower);
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Rewrites a pointer such as /DisbursementDate or /Buyer/0/firstname to the field names of
 * baseOrderDetail (matched case-insensitively); null when it names no field.
 */
/** Fields the server sets; a patch may test them but not change them. */
const SERVER_SET_FIELDS = new Set(['orderGuid']);

export function canonicalPointer(pointer: string): { path: string; field: string } | null {
  if (!pointer.startsWith('/')) return null;
  const segments = pointer.slice(1).split('/').map(unescape);
  const field = canonical(segments[0] ?? '', ORDER_FIELDS);
  if (!field) return null;
  const rest = segments.slice(1);
  if (rest.length > 0) {
    if (field !== 'buyer' && field !== 'seller' && field !== 'uploadImage') return null;
    const [index, property, ...deeper] = rest;
    if (!index || !(index === '-' || /^(0|[1-9]\d*)$/.test(index)) || deeper.length > 0) return null;
    if (property !== undefined) {
      const names = field === 'uploadImage' ? ['name'] : PARTY_FIELDS;
      const name = canonical(property, names);
      if (!name) return null;
      return { path: `/${field}/${index}/${name}`, field };
    }
    return { path: `/${field}/${index}`, field };
  }
  return { path: `/${field}`, field };
}

function typeOf(field: string | undefined): string {
  return field ? field.charAt(0).toUpperCase() + field.slice(1) : 'Patch';
}

/**
 * Applies a JSON Patch (RFC 6902, with fast-json-patch) to a copy of an order's detail. The
 * caller validates the result; the stored order is never touched here.
 */
export function applyOrderPatch(detail: Record<string, unknown>, body: unknown): Record<string, unknown> {
  if (!Array.isArray(body) || body.length === 0) {
    throw validationFailure([{ Type: 'Patch', Message: 'The body must be a non-empty JSON Patch array.' }]);
  }
  if (body.length > MAX_PATCH_OPERATIONS) {
    throw validationFailure([{ Type: 'Patch', Message: `At most ${MAX_PATCH_OPERATIONS} operations per request.` }]);
  }
  const problems: ExceptionEntry[] = [];
  const operations: Operation[] = body.map((raw: unknown, index) => {
    const operation = raw as Record<string, unknown>;
    if (typeof operation !== 'object' || operation === null || typeof operation.op !== 'string' || typeof operation.path !== 'string') {
      problems.push({ Type: 'Patch', Message: `Operation ${index + 1} needs "op" and "path".` });
      return { op: 'test', path: '', value: null };
    }
    if (!ALLOWED_OPS.has(operation.op)) {
      problems.push({ Type: 'Patch', Message: `Operation ${index + 1}: "${operation.op}" is not supported here.` });
      return { op: 'test', path: '', value: null };
    }
    const pointer = canonicalPointer(operation.path);
    if (!pointer) {
      problems.push({ Type: 'Patch', Message: `Operation ${index + 1}: "${operation.path}" is not a field of the order.` });
      return { op: 'test', path: '', value: null };
    }
    // The order's id is the server's: a change to it would be answered 202 and never happen.
    if (SERVER_SET_FIELDS.has(pointer.field) && operation.op !== 'test') {
      problems.push({ Type: typeOf(pointer.field), Message: `Operation ${index + 1}: "${pointer.field}" is set by the server and cannot be changed.` });
      return { op: 'test', path: '', value: null };
    }
    if (operation.op !== 'remove' && !('value' in operation)) {
      problems.push({ Type: typeOf(pointer.field), Message: `Operation ${index + 1} needs a value.` });
    }
    return { ...(operation as object), path: pointer.path } as Operation;
  });
  if (problems.length > 0) throw validationFailure(problems);

  // A field an older record does not have reads as its default, as the app reads it, so that a
  // `test` of what the agent saw compares like with like.
  const stored = { ...(orderDetailSchema.getDefault() as Record<string, unknown>), ...detail };
  const copy = jsonpatch.deepClone(stored) as Record<string, unknown>;
  try {
    return jsonpatch.applyPatch(copy, operations, true, true, true).newDocument;
  } catch (error) {
    const patchError = error as { name?: string; message?: string; operation?: { path?: string } };
    if (patchError.name === 'TEST_OPERATION_FAILED') {
      const path = patchError.operation?.path ?? '';
      let current: unknown;
      try {
        current = jsonpatch.getValueByPointer(stored, path) ?? null;
      } catch {
        current = null;
      }
      throw patchConflict([{ path, current }]);
    }
    const field = patchError.operation?.path?.split('/')[1];
    throw validationFailure([{ Type: typeOf(field), Message: `The change cannot be applied: ${String(patchError.message ?? 'invalid operation').split('\n')[0]}` }]);
  }
}
