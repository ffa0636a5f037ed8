import { Alert } from './alert';

/** A list or figures that could not be loaded: what went wrong, and a button to load it again. */
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
