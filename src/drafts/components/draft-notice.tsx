import type { DraftRestore } from './use-draft.ts';

interface DraftNoticeProps {
  restore: DraftRestore | null;
  /** A field's label as the agent reads it on the form. */
  labelOf(field: string): string;
  onDiscard?: () => void;
  /** For an offered draft: puts it into the form. */
  onAccept?: () => void;
  onDismiss(): void;
  /** What happens next, e.g. "Save Schedule A to keep them." */
  next: string;
}

const list = (labels: string[]) => labels.join(', ');

/** Says that unsaved work from before a reload or a sign-out was given back, and what to do. */
export function DraftNotice({ restore, labelOf, onDiscard, onAccept, onDismiss, next }: DraftNoticeProps) {
  if (!restore) return null;
  const changedSince = restore.changedSince.map(labelOf);
  if (restore.offered) {
    return (
      <div className="draft-notice" role="status">
        <div className="draft-notice__text">
          <p>
            <strong>You have changes that were not saved:</strong> {list(restore.restored.map(labelOf))}. {next}
          </p>
          {changedSince.length > 0 && <p>Someone else has saved {list(changedSince)} since you started; you will be asked which to keep.</p>}
        </div>
        <div className="draft-notice__actions">
          <button type="button" className="button button--primary button--small" onClick={onAccept}>
            Put my changes back
          </button>
          <button type="button" className="button button--outline button--small" onClick={onDiscard}>
            Discard my changes
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="draft-notice" role="status">
      <div className="draft-notice__text">
        <p>
          <strong>Your unsaved changes are back:</strong> {list(restore.restored.map(labelOf))}. {next}
        </p>
        {changedSince.length > 0 && (
          <p>
            Someone else has saved {list(changedSince)} since you started; check {changedSince.length === 1 ? 'it' : 'them'} before
            you save.
          </p>
        )}
      </div>
      <div className="draft-notice__actions">
        {onDiscard && (
          <button type="button" className="button button--outline button--small" onClick={onDiscard}>
            Discard my changes
          </button>
        )}
        <button type="button" className="button button--outline button--small" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
