import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { scheduleASchema, type ScheduleA } from '../commitment-schemas.ts';
import { scheduleAConflicted, scheduleAReplaced, type CommitmentState } from '../commitment-slice.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Follows a colleague's save of Schedule A while the page is open: a form the agent has not
 * changed (it holds what was stored) takes theirs in place; one they have changed keeps their
 * work and shows the choice a refused save shows (theirs or mine).
 */
export function ScheduleALiveChanges({ stored, elsewhere }: { stored: ScheduleA | null; elsewhere: CommitmentState['scheduleAElsewhere'] }) {
  const dispatch = useAppDispatch();
  const { values, initialValues } = useFormikContext<ScheduleA>();
  const seen = useRef(elsewhere.revision);
  const latest = useRef({ values, initialValues, stored });
  useEffect(() => {
    latest.current = { values, initialValues, stored };
  });
  useEffect(() => {
    if (seen.current === elsewhere.revision) return;
    seen.current = elsewhere.revision;
    const current = latest.current;
    const cast = (value: ScheduleA) => scheduleASchema.cast(value, { assert: false });
    // Unchanged: as stored, or as the form started (Schedule A offered from the order, not yet saved).
    const untouched = same(cast(current.values), current.stored ? cast(current.stored) : null) || same(current.values, current.initialValues);
    if (untouched) dispatch(scheduleAReplaced({ theirs: elsewhere.theirs, version: elsewhere.version }));
    else dispatch(scheduleAConflicted({ theirs: elsewhere.theirs, version: elsewhere.version, by: elsewhere.by }));
  }, [elsewhere, dispatch]);
  return null;
}
