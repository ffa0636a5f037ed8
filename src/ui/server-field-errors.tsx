import { useFormikContext, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';
import { useEffect } from 'react';

/** A server's field errors by field name (lib/http's fieldErrorsOf turns an ExceptionList into these). */
export type ServerErrors = Record<string, string>;

/**
 * Puts a server's field errors on the fields they name and marks those fields touched, so they show
 * at once (docs/behaviour.md#validation-messages: fields show invalid only once touched). One way
 * for every form.
 */
export function showServerErrors<Values>(form: Pick<FormikHelpers<Values>, 'setErrors' | 'setTouched'> | null, errors: ServerErrors | undefined): void {
  if (!form || !errors || Object.keys(errors).length === 0) return;
  void form.setTouched(Object.fromEntries(Object.keys(errors).map((field) => [field, true])) as FormikTouched<Values>, false);
  form.setErrors(errors as FormikErrors<Values>);
}

/** Inside a Formik form: shows `errors` whenever a new set arrives. */
export function ServerFieldErrors({ errors }: { errors: ServerErrors | undefined }) {
  const { setErrors, setTouched } = useFormikContext();
  useEffect(() => showServerErrors({ setErrors, setTouched }, errors), [errors, setErrors, setTouched]);
  return null;
}
