interface AlertProps {
  message: string | null;
  onDismiss?: () => void;
  /** 'danger' (default): the red error alert (docs/behaviour.md#the-login-screen); 'info': a notice that is not an error. */
  tone?: 'danger' | 'info';
}

/** The dismissible red alert of the login and registration screens, or a blue notice. */
export function Alert({ message, onDismiss, tone = 'danger' }: AlertProps) {
  if (!message) return null;
  return (
    <div className={`alert alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <svg className="alert__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.15" />
        <path d="M10 5.5v5.5M10 13.8v.2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="alert__message">{message}</p>
      {onDismiss && (
        <button type="button" className="alert__dismiss" aria-label="Dismiss message" onClick={onDismiss}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

/**
 * A list or figures that could not be loaded: the alert, and a button to load them again. Beside
 * Alert rather than in a file of its own: the bundle puts each set of screens that share a module
 * in a chunk, and a separate module used by the dashboard and Team alone was one more request for
 * the dashboard.
 */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="retry-alert">
      <Alert message={message} />
      <button type="button" className="button button--outline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
