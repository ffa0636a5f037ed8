/** A non-2xx response (or a network failure, status 0) from the API. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly url: string;

  constructor(status: number, body: unknown, url: string, message: string) {
    super(message);
    this.status = status;
    this.body = body;
    this.url = url;
    this.name = 'HttpError';
  }
}

/** The codes the application state records as httpError (docs/behaviour.md#application-state). */
export type HttpErrorCode = '401' | '404' | '40X' | '500';

export function httpErrorCode(status: number): HttpErrorCode | null {
  switch (status) {
    case 401:
      return '401';
    case 404:
      return '404';
    case 400:
      return '40X';
    case 500:
      return '500';
    default:
      return null;
  }
}

export interface ExceptionEntry {
  Type: string;
  Message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's field error list, if the body carries one. */
export function exceptionListOf(body: unknown): ExceptionEntry[] | null {
  if (!isRecord(body) || !Array.isArray(body.ExceptionList)) return null;
  return body.ExceptionList.filter(
    (entry): entry is ExceptionEntry =>
      isRecord(entry) && typeof entry.Type === 'string' && typeof entry.Message === 'string',
  );
}

/** Field name from an ExceptionList Type: the first letter lower-cased (docs/behaviour.md#validation-messages). */
export function fieldNameOf(type: string): string {
  return type.charAt(0).toLowerCase() + type.slice(1);
}

export function fieldErrorsOf(entries: readonly ExceptionEntry[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const entry of entries) {
    const field = fieldNameOf(entry.Type);
    errors[field] ??= entry.Message;
  }
  return errors;
}

/** `result.message` of a wrapped body, if there is one. */
export function resultMessageOf(body: unknown): string | null {
  if (isRecord(body) && isRecord(body.result) && typeof body.result.message === 'string' && body.result.message) {
    return body.result.message;
  }
  return null;
}

/** The error body itself when it is text, else its `message`, else the error's own message. */
export function bodyOrMessageOf(error: unknown): string | null {
  if (error instanceof HttpError) {
    if (typeof error.body === 'string' && error.body.trim()) return error.body;
    if (isRecord(error.body) && typeof error.body.message === 'string' && error.body.message) return error.body.message;
    return error.message || null;
  }
  if (typeof error === 'string' && error.trim()) return error;
  if (error instanceof Error && error.message) return error.message;
  return null;
}

/**
 * What to tell the agent when a call failed: the server's `result.message`, else the error body
 * or the error's own message, else the screen's `fallback`. Every area's epics use this one.
 */
export function messageOf(error: unknown, fallback: string): string {
  return resultMessageOf(error instanceof HttpError ? error.body : null) ?? bodyOrMessageOf(error) ?? fallback;
}
