import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { DraftNotice } from './draft-notice.tsx';
import { useDraft, type DraftRestore } from './use-draft.ts';

interface FormikDraftProps {
  draftKey: string;
  /** What is saved now; by default the form's initial values (a form saved as a whole). */
  baseline?: Record<string, unknown>;
  /** The fields that differ from the baseline, where the form works them out itself (see useDraft). */
  unsaved?: ReadonlySet<string>;
  labelOf(field: string): string;
  next: string;
  paused?: boolean;
  done?: boolean;
  /** Order entry saves fields as they change: a draft there is offered, not applied. */
  offerFirst?: boolean;
  /** Called once with what was restored, e.g. to mark fields a colleague changed as conflicts. */
  onRestored?: (restore: DraftRestore) => void;
}

/** A Formik form's unsaved values, kept as a draft and given back when the form opens again. */
export function FormikDraft({ draftKey, baseline, unsaved, labelOf, next, paused, done, offerFirst = false, onRestored }: FormikDraftProps) {
  const { values, initialValues, setValues } = useFormikContext<Record<string, unknown>>();
  const { restore, accept, discard, dismiss } = useDraft({
    draftKey,
    values,
    baseline: baseline ?? initialValues,
    unsaved,
    paused,
    done,
    offerFirst,
    apply: (restored) => void setValues(restored, true),
  });
  const applied = restore !== null && !restore.offered;
  useEffect(() => {
    if (restore && applied) onRestored?.(restore);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the draft is in the form
  }, [restore?.draft, applied]);
  return <DraftNotice restore={restore} labelOf={labelOf} next={next} onAccept={accept} onDiscard={discard} onDismiss={dismiss} />;
}
