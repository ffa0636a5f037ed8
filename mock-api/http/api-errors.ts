import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { ValidationError, type Schema } from 'yup';
import { knownFieldsOnly } from './known-fields.ts';
import { isStorageError } from '../store/store-files.ts';
import { STORAGE_RETRY_AFTER_SECONDS, StorageUnavailableError } from '../store/store.ts';

/** An error answer in the documented shape (docs/api.md#conventions). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** Sent as Retry-After (429, 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: Record<string, unknown>, retryAfterSeconds?: number) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface ExceptionEntry {
  Type: string;
  Message: string;
}

export const VALIDATION_MESSAGE = 'One or more validation errors occurred.';

export function validationFailure(entries: ExceptionEntry[]): ApiError {
  return new ApiError(400, { message: VALIDATION_MESSAGE, ExceptionList: entries });
}

export function notFound(message = 'Not found.'): ApiError {
  return new ApiError(404, { message });
}

/** `tenant.organizationName` → `OrganizationName`, `businessTypes[2]` → `BusinessTypes`. */
export function exceptionTypeOf(path: string | undefined): string {
  const last = (path ?? 'body').split('.').at(-1) ?? 'body';
  const field = last.replace(/\[.*$/, '').replace(/^\["?|"?\]$/g, '') || 'body';
  return field.charAt(0).toUpperCase() + field.slice(1);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates a request body with the same Yup schema the web form uses. Strict: values are not
 * coerced, so `{"email": 42}` is a wrong type, not the e-mail "42". Fields the schema does not
 * name are dropped from the answer.
 */
export function validateBody<T>(schema: Schema<T>, body: unknown): T {
  if (!isPlainObject(body)) {
    throw validationFailure([{ Type: 'Body', Message: 'The request body must be a JSON object.' }]);
  }
  try {
    return knownFieldsOnly(schema, schema.validateSync(body, { strict: true, abortEarly: false })) as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    const entries = failures.map((failure) => ({
      Type: exceptionTypeOf(failure.path),
      Message:
        failure.type === 'typeError'
          ? `${exceptionTypeOf(failure.path)} has the wrong type (expected ${String(failure.params?.type ?? 'another type')}).`
          : failure.message,
    }));
    const unique = entries.filter(
      (entry, index) => entries.findIndex((other) => other.Type === entry.Type && other.Message === entry.Message) === index,
    );
    throw validationFailure(unique);
  }
}

/** Express 4 does not pass rejected promises on; this does. */
export function handle(handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown> | unknown): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => handler(req, res, next))
      .catch(next);
  };
}

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** Every error becomes a documented answer; nothing the client sends produces a 500. */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined) res.set('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json(error.body);
    return;
  }
  // A full disk is the server's trouble, not the client's: try again later; nothing was kept.
  if (error instanceof StorageUnavailableError || isStorageError(error)) {
    res.status(503).set('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS)).json({ message: 'The server cannot save right now; nothing was changed. Please try again shortly.' });
    return;
  }
  const parserError = error as BodyParserError;
  switch (parserError.type) {
    case 'entity.too.large': {
      const limit = (parserError as BodyParserError & { limit?: number }).limit;
      const size = limit === undefined || limit >= 1024 * 1024 ? '1 MiB' : `${Math.round(limit / 1024)} KiB`;
      res.status(413).json({ message: `The request body is larger than the ${size} this route accepts.` });
      return;
    }
    case 'entity.parse.failed':
      res.status(400).json({
        message: 'The request body is not valid JSON.',
        ExceptionList: [{ Type: 'Body', Message: 'The request body is not valid JSON.' }],
      });
      return;
    case 'encoding.unsupported':
    case 'charset.unsupported':
      res.status(415).json({ message: 'The request body must be UTF-8 encoded JSON.' });
      return;
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      res.status(400).json({ message: 'The request body could not be read.' });
      return;
    default:
      if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
        res.status(parserError.status).json({ message: parserError.message || 'The request could not be processed.' });
        return;
      }
      console.error('Unexpected error in the mock API:', error);
      res.status(500).json({ message: 'The server had an unexpected problem. Please try again.' });
  }
};
