import { createAction } from '@reduxjs/toolkit';
import { bodyOrMessageOf, httpErrorCode, type HttpError, type HttpErrorCode } from './http-error.ts';

/**
 * Every response the HTTP client sees, as it sees it (its onSuccess and onFailure hooks feed
 * them to the store). Here rather than in app/ because the areas listen too: the session ends
 * on a refused token, and an area must not reach into app/ to hear of it.
 */
export type HttpEvent = { ok: true; url: string } | { ok: false; error: HttpError };

/**
 * A failed HTTP response. `code` is set for the four kinds the application state records as
 * httpError (docs/behaviour.md#application-state); `serverMessage` is what the server said, for a
 * listener that tells one refusal from another (an account deactivated is not a token expired).
 */
export const httpFailed = createAction<{ status: number; code: HttpErrorCode | null; url: string; message: string; serverMessage?: string }>(
  'http/failed',
);

/** A successful HTTP response: it clears the recorded httpError. */
export const httpSucceeded = createAction<{ url: string }>('http/succeeded');

/** The action an HTTP outcome is dispatched as. */
export function httpEventAction(event: HttpEvent) {
  if (event.ok) return httpSucceeded({ url: event.url });
  const { error } = event;
  return httpFailed({
    status: error.status,
    code: httpErrorCode(error.status),
    url: error.url,
    message: error.message,
    serverMessage: bodyOrMessageOf(error) ?? undefined,
  });
}
