import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { draftOf, restoreDraft, sameValue, type RestoredDraft } from '../draft-merge.ts';
import { draftChanged, draftDiscarded, selectDraft, type Draft } from '../drafts-slice.ts';

type Values = Record<string, unknown>;

export interface DraftOptions {
  /** The form and the record it edits, e.g. `schedule-a:<orderGuid>`. */
  draftKey: string;
  /** What the agent sees now. */
  values: Values;
  /** What is saved now: a field that equals it is not part of the draft. */
  baseline: Values;
  /**
   * The fields that differ from the baseline, where the form works that out itself for other uses
   * too (order entry's auto-save and leave guard), so all of them agree; compared here otherwise.
   */
  unsaved?: ReadonlySet<string>;
  /** Shows restored values (Formik's setValues, a list's setState). */
  apply(values: Values): void;
  /** While a save of the whole form is on its way, the draft stays as it was sent. */
  paused?: boolean;
  /** The work is saved (an order created): the draft goes, whatever the form still shows. */
  done?: boolean;
  /**
   * Where restored values would save themselves (order entry), the draft is offered instead of
   * applied: nothing reaches the server until the agent puts it back.
   */
  offerFirst?: boolean;
}

export interface DraftRestore extends RestoredDraft {
  /** The draft as it was stored, for callers that need the agent's starting values. */
  draft: Draft;
  /** Offered, not yet applied (see offerFirst). */
  offered: boolean;
}

/**
 * Keeps what the agent types as a draft until it is saved, and gives back a stored draft once,
 * when the form opens (after a reload or after signing in again).
 */
export function useDraft({ draftKey, values, baseline, unsaved, apply, paused = false, done = false, offerFirst = false }: DraftOptions) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectDraft(draftKey));
  const storedRef = useRef(stored);
  // Declared first, so the effects below read the draft as it is after this render.
  useEffect(() => {
    storedRef.current = stored;
  });
  const [restoring, setRestoring] = useState(true);
  const [restore, setRestore] = useState<DraftRestore | null>(null);

  useEffect(() => {
    // Once, when the form opens: values typed from here on are the agent's, not the draft's.
    const draft = storedRef.current;
    if (draft) {
      const result = restoreDraft(draft, baseline, values);
      if (result.restored.length > 0) {
        if (!offerFirst) apply(result.values);
        setRestore({ ...result, draft, offered: offerFirst });
      } else {
        dispatch(draftDiscarded(draftKey));
      }
    }
    setRestoring(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [draftKey]);

  const offered = restore?.offered ?? false;
  useEffect(() => {
    if (done && storedRef.current) dispatch(draftDiscarded(draftKey));
    // While a draft is offered the form shows what is saved; that must not count as "no draft".
    if (restoring || paused || done || offered) return;
    const earlier = storedRef.current;
    const draft = draftOf(values, baseline, earlier, unsaved);
    if (Object.keys(draft).length === 0) {
      if (earlier) dispatch(draftDiscarded(draftKey));
    } else if (!sameValue(draft, earlier)) {
      dispatch(draftChanged({ key: draftKey, draft }));
    }
  }, [values, baseline, unsaved, restoring, paused, done, offered, draftKey, dispatch]);


  /** Puts an offered draft into the form. */
  const accept = () => {
    if (!restore) return;
    apply(restoreDraft(restore.draft, baseline, values).values);
    setRestore({ ...restore, offered: false });
  };

  /** Puts the restored fields back to what is saved; the draft goes with them. */
  const discard = () => {
    if (!restore) return;
    if (restore.offered) {
      dispatch(draftDiscarded(draftKey));
      setRestore(null);
      return;
    }
    const reverted = { ...values };
    for (const field of restore.restored) reverted[field] = baseline[field];
    apply(reverted);
    setRestore(null);
  };

  // Once the work is saved the draft is gone, and so is the notice about it.
  const current = restore && (restore.offered || stored !== undefined) ? restore : null;
  return { restore: current, accept, discard, dismiss: () => setRestore(null) };
}
