import { bodyOrMessageOf, exceptionListOf, fieldErrorsOf, HttpError } from './http-error.ts';

/**
 * What the Team page and My account say when a change of theirs fails, in one place: the two
 * areas share the words and the way they read a refusal.
 */
export const CHANGE_FAILED = 'The change could not be saved. Please try again.';

/** The server's own message for a failure, or ours where it said none (a network failure). */
export const messageOf = (error: unknown, fallback: string) => bodyOrMessageOf(error) ?? fallback;

/** The server's messages per field, for the form that sent them. */
export const fieldErrorsIn = (error: unknown) => fieldErrorsOf(exceptionListOf(error instanceof HttpError ? error.body : null) ?? []);
