import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { AnyObject, ObjectSchema } from 'yup';

/**
 * The errors of a form's initial values, computed synchronously. Formik's `validateOnMount` only
 * validates in an effect, so a prerendered page (and the first browser frame) would show the
 * submit button enabled and then disable it; handing these to `initialErrors` makes the first
 * render already right.
 */
export function initialErrorsOf<Values extends AnyObject>(schema: ObjectSchema<Values>, values: Values): FormikErrors<Values> {
  try {
    validateYupSchema(values, schema, true);
    return {};
  } catch (error) {
    return yupToFormErrors<Values>(error);
  }
}
