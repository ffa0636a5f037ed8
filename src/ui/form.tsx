import { Form as FormikForm, setIn, useFormikContext, type FormikFormProps, type FormikTouched } from 'formik';
import { useLayoutEffect, useRef } from 'react';
import { takeEnterBeforeStart } from '../lib/enter-before-start';
import { FieldIdPrefix } from './field-id';
import { fieldValuesInPage } from './field-values-in-page';
import { usePendingEnter } from './use-pending-enter';

interface FormProps extends FormikFormProps {
  /** Gives the fields stable ids, `idPrefix-name` (see useFieldId). */
  idPrefix?: string;
}

/**
 * Formik's form, which also adopts what its fields hold that its values do not. On a
 * prerendered page the browser may have put text into the fields before the app took over
 * (keystrokes, a paste, a password manager, autofill, form restoration); React keeps that text on
 * screen, so the form takes it as its values, marks it touched and validates it, and from the
 * first frame the text shown, the form's state, its messages and its buttons agree. After that,
 * every change reaches the form through React's events as usual. An Enter it could not answer yet
 * (before the app started, or while it was checking) submits once the check passes
 * (use-pending-enter.ts).
 *
 * Forms using this must not also set `validateOnMount`: Formik would validate its initial values
 * after the adopted ones and could overwrite their result. `initialErrors` (initialErrorsOf) gives
 * the first render its errors instead.
 */
export function Form({ idPrefix, children, onKeyDown, ...props }: FormProps) {
  const formik = useFormikContext<object>();
  const form = useRef<HTMLFormElement>(null);
  const firstCommit = useRef(true);
  const pendingEnter = usePendingEnter(formik);

  // After every commit of the form, the hydrating one included, and before the browser paints.
  // React writes a field's value and its default together, so a field whose text differs from its
  // default was changed behind React's back; once adopted, the next commit finds nothing to do.
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const enterBeforeStart = firstCommit.current && takeEnterBeforeStart(element);
    firstCommit.current = false;
    const held = Object.entries(fieldValuesInPage(element, formik.values));
    if (held.length > 0) {
      const values = held.reduce<object>((all, [name, value]) => setIn(all, name, value), formik.values);
      const touched = held.reduce<FormikTouched<object>>((all, [name]) => setIn(all, name, true), formik.touched);
      void formik.setTouched(touched, false);
      void formik.setValues(values, true);
    }
    if (enterBeforeStart) pendingEnter.enterPressed(formik.submitCount);
  });

  return (
    <FieldIdPrefix.Provider value={idPrefix ?? null}>
      <FormikForm
        ref={form}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          pendingEnter.onKeyDown(event);
        }}
        {...props}
      >
        {children}
      </FormikForm>
    </FieldIdPrefix.Provider>
  );
}
