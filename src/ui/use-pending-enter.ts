import type { FormikContextType } from 'formik';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

interface PendingEnter {
  /** Which press this is, so each is answered once. */
  press: number;
  /** How many times the form had been submitted when it was pressed. */
  submitCount: number;
}

const isSingleLineField = (target: EventTarget) => target instanceof HTMLInputElement && target.form !== null;

/**
 * An Enter the form could not answer when it was pressed: before the app took the page over (see
 * lib/enter-before-start.ts), or while the form was still checking what it holds (its submit button
 * stays disabled until the check ends, so the browser drops the Enter). Such an Enter submits once
 * the check has ended, if the form is valid then and nothing submitted it meanwhile; an Enter into
 * a form that is checked and invalid does nothing, as ever.
 */
export function usePendingEnter(formik: FormikContextType<object>) {
  const [pending, setPending] = useState<PendingEnter | null>(null);
  const answered = useRef(0);

  const enterPressed = useCallback((submitCount: number) => setPending((last) => ({ press: (last?.press ?? 0) + 1, submitCount })), []);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && isSingleLineField(event.target) && formik.isValidating) enterPressed(formik.submitCount);
  };

  useEffect(() => {
    if (!pending || pending.press === answered.current || formik.isValidating) return;
    answered.current = pending.press;
    if (formik.isValid && !formik.isSubmitting && formik.submitCount === pending.submitCount) void formik.submitForm();
  }, [pending, formik]);

  return { enterPressed, onKeyDown };
}
