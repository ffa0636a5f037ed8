import { useEffect, useRef } from 'react';

interface SignOutConfirmProps {
  /** What is unsaved ("Schedule A", "the new order"). */
  unsaved: string[];
  onSignOut(): void;
  onStay(): void;
}

/**
 * Logout with unsaved work asks in the app's own dialog, before the session is touched: an
 * agent who stays keeps both the work and a working session (a browser prompt after the token
 * was cleared would have left neither).
 */
export function SignOutConfirm({ unsaved, onSignOut, onStay }: SignOutConfirmProps) {
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    stay.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onStay();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onStay]);
  return (
    <div className="modal-backdrop">
      <div className="modal card" role="alertdialog" aria-modal="true" aria-labelledby="sign-out-title" aria-describedby="sign-out-text">
        <h2 id="sign-out-title" className="modal__title">
          Sign out without saving?
        </h2>
        <p id="sign-out-text" className="modal__text">
          You have changes to {unsaved.join(', ')} that are not saved yet. If you sign out now, they are lost.
        </p>
        <div className="modal__actions">
          <button type="button" className="button button--outline" onClick={onSignOut}>
            Sign out without saving
          </button>
          <button ref={stay} type="button" className="button button--primary" onClick={onStay}>
            Stay signed in
          </button>
        </div>
      </div>
    </div>
  );
}
