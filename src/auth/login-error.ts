import { bodyOrMessageOf, exceptionListOf, fieldErrorsOf, HttpError, resultMessageOf } from '../lib/http/http-error.ts';
import type { LoginError } from './auth-slice.ts';

export const FILL_BELOW_ERRORS = 'Please fill below errors';
export const INVALID_CREDENTIALS = 'Invalid username or password';

/** A string error is shown up to its first '-' (docs/behaviour.md#login-errors). */
function cutAtFirstDash(text: string): string {
  const cut = text.split('-', 1)[0]?.trim() ?? '';
  return cut === '' ? text.trim() : cut;
}

/**
 * The login failure message, in this order (docs/behaviour.md#login-errors): the server's
 * result.message, else the error body or message, else 'Invalid username or password'. An
 * ExceptionList becomes field errors.
 */
export function toLoginError(error: unknown): LoginError {
  const body = error instanceof HttpError ? error.body : error;
  const entries = exceptionListOf(body);
  if (entries && entries.length > 0) return { message: FILL_BELOW_ERRORS, fieldErrors: fieldErrorsOf(entries) };

  const serverMessage = resultMessageOf(body);
  if (serverMessage) return { message: serverMessage, fieldErrors: {} };

  const text = bodyOrMessageOf(error);
  if (text) {
    const isStringError = typeof body === 'string' || typeof error === 'string';
    return { message: isStringError ? cutAtFirstDash(text) : text, fieldErrors: {} };
  }
  return { message: INVALID_CREDENTIALS, fieldErrors: {} };
}
