import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  /** Disabled for another reason than a request on its way (the form is not valid yet). */
  disabled?: boolean;
  /** As wide as its form (the sign-in cards). */
  block?: boolean;
  children: ReactNode;
}

/** A form's primary submit: disabled and marked busy, with a spinner, while its request is on its way. */
export function SubmitButton({ busy, disabled = false, block = false, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={`button button--primary${block ? ' button--block' : ''}`} disabled={busy || disabled} aria-busy={busy}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
