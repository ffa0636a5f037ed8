import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { holdUnsavedWork, isLeavingAllowed, unsavedWork } from '../lib/leave-guard.ts';

interface UnsavedChangesGuardProps {
  /** Whether the page holds work that is not saved yet. */
  when: boolean;
  /** What is unsaved, for the question ("Schedule A", "the new order"). */
  what: string;
}

/**
 * Keeps unsaved work from vanishing: leaving the page inside the app (menu, tab, link, the
 * browser's back button) asks first in the app's own dialog; reloading or closing the window asks
 * through the browser's prompt. A forced sign-out lifts the guard (see lib/leave-guard).
 */
export function UnsavedChangesGuard({ when, what }: UnsavedChangesGuardProps) {
  // Signing out asks first too (see the shell's Logout), before anything is cleared. Fields can
  // hold work of their own that is not in the form's values yet (a typed date waiting for the
  // agent to say which date it means): what is held anywhere on the page counts.
  useEffect(() => (when ? holdUnsavedWork(what) : undefined), [when, what]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedWork().length > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const stay = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (isLeavingAllowed() || unsavedWork().length === 0) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked) stay.current?.focus();
  }, [blocked]);

  if (!blocked) return null;
  return (
    <div className="modal-backdrop">
      <div className="modal card" role="alertdialog" aria-modal="true" aria-labelledby="unsaved-title" aria-describedby="unsaved-text">
        <h2 id="unsaved-title" className="modal__title">
          Leave without saving?
        </h2>
        <p id="unsaved-text" className="modal__text">
          You have changes to {unsavedWork().join(', ') || what} that are not saved yet. If you leave this page now, they are lost.
        </p>
        <div className="modal__actions">
          <button type="button" className="button button--outline" onClick={() => blocker.proceed()}>
            Leave without saving
          </button>
          <button ref={stay} type="button" className="button button--primary" onClick={() => blocker.reset()}>
            Stay on this page
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The guard for a Formik form that is saved as a whole: unsaved means changed since it was
 * opened or last saved. `saved` turning true (a save went through) makes the values as they are
 * the new baseline; `paused` lets the form's own navigation through (after creating an order).
 */
export function FormikUnsavedGuard({ what, saved, paused = false }: { what: string; saved: boolean; paused?: boolean }) {
  const { dirty, values, isSubmitting, resetForm, setValues } = useFormikContext();
  const latest = useRef(values);
  const submitted = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  useEffect(() => {
    // What was sent: text typed while the save is on its way is not part of it.
    if (isSubmitting) submitted.current = latest.current;
  }, [isSubmitting]);
  useEffect(() => {
    if (!saved) return;
    // The saved values become the baseline; anything typed since stays, and stays unsaved.
    const current = latest.current;
    resetForm({ values: submitted.current });
    if (current !== submitted.current) void setValues(current, false);
  }, [saved, resetForm, setValues]);
  return <UnsavedChangesGuard when={dirty && !paused} what={what} />;
}
