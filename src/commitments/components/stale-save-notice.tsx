import { type ReactNode } from 'react';

/**
 * A colleague saved this part since the agent opened it: say so, show theirs, and let the agent
 * take theirs or save their own over it knowingly. Nothing is overwritten until they choose.
 */
export function StaleSaveNotice({
  what,
  theirs,
  lead = 'Theirs:',
  onKeepTheirs,
  onKeepMine,
  by = null,
}: {
  what: string;
  /** Who saved, when their save reached the page live (the agent has not tried to save yet). */
  by?: string | null;
  theirs: ReactNode;
  /** What the part below shows ("Theirs:", "Where theirs and yours differ:"). */
  lead?: string;
  onKeepTheirs: () => void;
  onKeepMine: () => void;
}) {
  return (
    <div className="field-conflict commitment-conflict" role="alert">
      <p className="field-conflict__text">
        {by ? `${by} saved ${what} while you were editing it; yours is not saved yet.` : `Someone else saved ${what} since you opened it, so yours was not saved.`} {lead}
      </p>
      <div className="commitment-conflict__theirs">{theirs}</div>
      <div className="field-conflict__choices">
        <button type="button" className="button button--outline button--small" onClick={onKeepTheirs}>
          Use theirs (drop my changes)
        </button>
        <button type="button" className="button button--outline button--small" onClick={onKeepMine}>
          Save mine over theirs
        </button>
      </div>
    </div>
  );
}
