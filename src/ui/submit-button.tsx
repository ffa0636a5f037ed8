import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  /** Disabled for another reason than a request on its way (the form is not valid yet). */
  disabled?: boolean;
  /** As wide as its form (the sign-in cards). */
  block?: boolean;
  children: ReactNode;
}

/**
 * A form's primary submit. While its request is on its way it shows a spinner, is marked busy and
 * unavailable, and ignores presses (a second submit would send the form twice); it is only
 * aria-disabled then, not disabled, so the agent who pressed it keeps the focus on it and hears
 * the answer from there instead of from the top of the page.
 */
export function SubmitButton({ busy, disabled = false, block = false, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`button button--primary${block ? ' button--block' : ''}`}
      disabled={disabled && !busy}
      aria-disabled={busy || undefined}
      aria-busy={busy}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
