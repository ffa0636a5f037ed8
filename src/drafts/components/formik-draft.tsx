import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { DraftNotice } from './draft-notice';
import { useDraft, type DraftRestore } from './use-draft';

interface FormikDraftProps {
  draftKey: string;
  /** What is saved now; by default the form's initial values (a form saved as a whole). */
  baseline?: Record<string, unknown>;
  labelOf(field: string): string;
  next: string;
  paused?: boolean;
  done?: boolean;
  /** Order entry saves restored fields itself, so there is nothing to discard. */
  discardable?: boolean;
  /** Called once with what was restored, e.g. to mark fields a colleague changed as conflicts. */
  onRestored?: (restore: DraftRestore) => void;
}

/** A Formik form's unsaved values, kept as a draft and given back when the form opens again. */
export function FormikDraft({ draftKey, baseline, labelOf, next, paused, done, discardable = true, onRestored }: FormikDraftProps) {
  const { values, initialValues, setValues } = useFormikContext<Record<string, unknown>>();
  const { restore, discard, dismiss } = useDraft({
    draftKey,
    values,
    baseline: baseline ?? initialValues,
    paused,
    done,
    apply: (restored) => void setValues(restored, true),
  });
  useEffect(() => {
    if (restore) onRestored?.(restore);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per restore
  }, [restore?.draft]);
  return <DraftNotice restore={restore} labelOf={labelOf} next={next} onDiscard={discardable ? discard : undefined} onDismiss={dismiss} />;
}
