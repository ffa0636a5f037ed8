import type { Request } from 'express';
import type { ExceptionEntry } from './api-errors.ts';

/**
 * One query parameter as text, or undefined when absent. Express parses `?q=a&q=b` into an array
 * and `?q[x]=1` into an object: either is a problem recorded against the parameter's name (the
 * route answers them all at once), never a value passed on.
 */
export function queryText(req: Request, name: string, problems: ExceptionEntry[]): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    problems.push({ Type: name, Message: `${name} must be given once, as text.` });
    return undefined;
  }
  return value;
}
