import type { RequestHandler } from 'express';
import { validationFailure } from './api-errors.ts';

/**
 * Structural limits on a parsed JSON body, checked without recursion (a body nested 10,000 deep
 * used to overflow the stack of the validation that followed and answer 500).
 */
export interface BodyShapeLimits {
  maxDepth: number;
  /** Longest text value or key, in characters; Infinity for none. */
  maxStringLength: number;
}

/** The first problem with `body`, or null. */
export function bodyShapeProblem(body: unknown, limits: BodyShapeLimits): { Type: string; Message: string } | null {
  const stack: { value: unknown; depth: number; field: string }[] = [{ value: body, depth: 0, field: 'Body' }];
  while (stack.length > 0) {
    const { value, depth, field } = stack.pop() as { value: unknown; depth: number; field: string };
    if (typeof value === 'string') {
      if (value.length > limits.maxStringLength) return { Type: field, Message: `${field} is too long (${limits.maxStringLength} characters at most).` };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= limits.maxDepth) return { Type: 'Body', Message: `The body is nested too deeply (${limits.maxDepth} levels at most).` };
    for (const [key, child] of Object.entries(value)) {
      if (key.length > limits.maxStringLength) return { Type: 'Body', Message: `A field name is too long (${limits.maxStringLength} characters at most).` };
      const name = Array.isArray(value) ? field : key.charAt(0).toUpperCase() + key.slice(1, 60);
      stack.push({ value: child, depth: depth + 1, field: name });
    }
  }
  return null;
}

export function bodyShape(limits: BodyShapeLimits): RequestHandler {
  return (req, _res, next) => {
    const problem = req.body === undefined ? null : bodyShapeProblem(req.body, limits);
    next(problem ? validationFailure([problem]) : undefined);
  };
}
