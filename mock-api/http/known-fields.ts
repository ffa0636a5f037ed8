import { ArraySchema, ObjectSchema, type Schema } from 'yup';

/**
 * A validated value with only the fields its schema names, at every level: unknown keys used to
 * be stored as sent (a buyer with `isAdmin: true`). Yup's own stripUnknown works only when
 * casting, and the API validates strictly, without casts.
 */
export function knownFieldsOnly(schema: unknown, value: unknown): unknown {
  if (schema instanceof ObjectSchema) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const fields = schema.fields as Record<string, unknown>;
    const kept: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      if (Object.hasOwn(fields, key)) kept[key] = knownFieldsOnly(fields[key], child);
    }
    return kept;
  }
  if (schema instanceof ArraySchema) {
    const inner = (schema as ArraySchema<unknown[] | undefined, unknown>).innerType as Schema | undefined;
    return Array.isArray(value) && inner ? value.map((item) => knownFieldsOnly(inner, item)) : value;
  }
  return value;
}
