/** A save's progress as forms track it; other states (idle, a conflict) are shown by their own UI. */
export type SaveProgress = { state: string; message?: string };

/**
 * Where a save stands, in the words and roles every form uses: "Saving…" and "Saved" as status,
 * "Not saved: why" as an alert. Order entry shows one per field, Schedule A and B one per list.
 * `announce={false}` where a summary already speaks for them (order entry's "All changes saved"),
 * so a screen reader is not told "Saved" once per field as well.
 */
export function SaveStateLabel({ save, announce = true }: { save: SaveProgress | undefined; announce?: boolean }) {
  const role = announce ? 'status' : undefined;
  if (save?.state === 'saving') return <span className="save-state save-state--saving" role={role}>Saving…</span>;
  if (save?.state === 'saved') return <span className="save-state save-state--saved" role={role}>Saved</span>;
  if (save?.state === 'waiting') {
    return (
      <span className="save-state save-state--waiting" role={role}>
        Waiting to be saved: offline
      </span>
    );
  }
  if (save?.state === 'failed') {
    return (
      <span className="save-state save-state--failed" role="alert">
        Not saved: {save.message}
      </span>
    );
  }
  return null;
}
