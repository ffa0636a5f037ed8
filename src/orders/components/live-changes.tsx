import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { OrderDetail } from '../order-schemas.ts';
import { same } from './use-unsaved-changes.ts';
import { mergeParties, PARTY_FIELDS } from '../party-merge.ts';

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

interface LiveChangesProps {
  saved: OrderDetail;
  /** Moved each time the order was changed elsewhere, with the fields that change was about. */
  elsewhere: { revision: number; fields: string[] };
  /** The agent is editing a field a colleague just changed: both values are shown for them to choose. */
  onConflict: (field: keyof OrderDetail, mine: unknown, theirs: unknown) => void;
}

/**
 * Follows a colleague's saves on the open form. A field the agent is not editing (it still shows
 * what was stored before) takes the new value in place, without touching focus or the field being
 * typed in; a field the agent has changed gets the conflict choice order entry already has.
 */
export function LiveChanges({ saved, elsewhere, onConflict }: LiveChangesProps) {
  const { values, setFieldValue } = useFormikContext<OrderDetail>();
  const before = useRef({ saved, revision: elsewhere.revision });
  const latest = useRef({ values, onConflict });
  useEffect(() => {
    latest.current = { values, onConflict };
  });

  useEffect(() => {
    const previous = before.current;
    before.current = { saved, revision: elsewhere.revision };
    if (previous.revision === elsewhere.revision) return;
    for (const name of elsewhere.fields) {
      const field = name as keyof OrderDetail;
      if (!(field in saved) || same(previous.saved[field], saved[field])) continue;
      const shown = latest.current.values[field];
      if (same(shown, saved[field])) continue;
      if (same(shown, previous.saved[field])) {
        void setFieldValue(field, saved[field], false);
        continue;
      }
      // Buyers and sellers: the agent's people and the colleague's people merge when they differ.
      const merged = PARTY_FIELDS.has(field) ? mergeParties(asList(previous.saved[field]), asList(shown), asList(saved[field])) : null;
      if (merged) void setFieldValue(field, merged, false);
      else latest.current.onConflict(field, shown, saved[field]);
    }
  }, [saved, elsewhere, setFieldValue]);
  return null;
}
