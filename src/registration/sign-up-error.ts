import { bodyOrMessageOf, exceptionListOf, fieldErrorsOf, HttpError, resultMessageOf } from '../lib/http/http-error.ts';

/** A failed sign-up as the screen shows it. */
export interface SignUpError {
  message: string;
  /** Server field errors from an ExceptionList, keyed by form field. */
  fieldErrors: Record<string, string>;
  /** Kept as observed (docs/behaviour.md#authentication-state): an ExceptionList still reaches step 3 as a success. */
  isSuccess: boolean;
}

export const ORGANIZATION_CONFLICT = 'This organization Name is already registered';
export const SIGN_UP_FAILED = 'Error while tenant registration';

/**
 * Sign-up failures (docs/behaviour.md#sign-up-errors): a 409 puts the conflict on the agency name
 * (or, when it names fields, such as a taken e-mail, on those) and shows the server's message; an
 * ExceptionList puts each entry on its field and, as observed, still counts as a completed
 * registration; anything else shows the error body or message.
 */
export function toSignUpError(error: unknown): SignUpError {
  const body = error instanceof HttpError ? error.body : error;
  if (error instanceof HttpError && error.status === 409) {
    // A 409 that names its fields (a taken e-mail) goes on them; one that does not is the agency name.
    const named = exceptionListOf(body);
    if (named && named.length > 0) {
      return { message: resultMessageOf(body) ?? bodyOrMessageOf(error) ?? SIGN_UP_FAILED, fieldErrors: fieldErrorsOf(named), isSuccess: false };
    }
    return {
      message: resultMessageOf(body) ?? bodyOrMessageOf(error) ?? ORGANIZATION_CONFLICT,
      fieldErrors: { organizationName: ORGANIZATION_CONFLICT },
      isSuccess: false,
    };
  }
  const entries = exceptionListOf(body);
  if (entries && entries.length > 0) {
    return { message: bodyOrMessageOf(error) ?? SIGN_UP_FAILED, fieldErrors: fieldErrorsOf(entries), isSuccess: true };
  }
  return { message: resultMessageOf(body) ?? bodyOrMessageOf(error) ?? SIGN_UP_FAILED, fieldErrors: {}, isSuccess: false };
}
