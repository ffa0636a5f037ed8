import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { ValidationError } from 'yup';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard.tsx';
import { orderFieldLabel } from '../order-field-labels.ts';
import { ORDER_FIELDS, orderDetailSchema, type OrderDetail } from '../order-schemas.ts';
import type { FieldSave } from '../orders-slice.ts';

/**
 * Saves each edited field on its own, 700 ms after the last change; whatever is still waiting is
 * sent when the page is left or the form closes. A value that breaks its rule is shown as an error
 * and not sent; a failed save keeps what was typed.
 */
interface AutoSaveProps {
  /** The fields that differ from what is saved (useUnsavedChanges). */
  unsaved: ReadonlySet<keyof OrderDetail>;
  saves: Partial<Record<keyof OrderDetail, FieldSave>>;
  onSaveField: (field: keyof OrderDetail, value: unknown) => void;
  onRevertField?: (field: keyof OrderDetail) => void;
}

/** The paths of the values a validation error names (`buyer[0].FirstName`), or the field itself. */
function invalidPaths(error: unknown, field: string): string[] {
  const paths = error instanceof ValidationError ? [...new Set(error.inner.map((inner) => inner.path).filter((path): path is string => Boolean(path)))] : [];
  return paths.length > 0 ? paths : [field];
}

export function AutoSave({ unsaved, saves, onSaveField, onRevertField }: AutoSaveProps) {
  const { values, setFieldTouched } = useFormikContext<OrderDetail>();
  const timers = useRef(new Map<keyof OrderDetail, { timer: number; run: () => void }>());
  const latest = useRef({ values, unsaved, saves, onSaveField, setFieldTouched });
  useEffect(() => {
    latest.current = { values, unsaved, saves, onSaveField, setFieldTouched };
  });

  // `unsaved` is new with every change of the values: each change restarts the wait.
  useEffect(() => {
    const pending = timers.current;
    for (const field of ORDER_FIELDS) {
      const existing = pending.get(field);
      // A field in conflict waits for the agent's choice; saving it would repeat the conflict.
      if (!unsaved.has(field) || latest.current.saves[field]?.state === 'conflict') {
        if (existing) window.clearTimeout(existing.timer);
        pending.delete(field);
        continue;
      }
      if (existing) window.clearTimeout(existing.timer);
      const run = () => {
        pending.delete(field);
        const current = latest.current;
        if (!current.unsaved.has(field) || current.saves[field]?.state === 'conflict') return;
        orderDetailSchema
          .validateAt(field, current.values, { abortEarly: false })
          .then(() => current.onSaveField(field, current.values[field]))
          // Each value that breaks a rule shows its message: a buyer's first name, not the list
          // of buyers (touching the list would hide the message of every field in it).
          .catch((error: unknown) => {
            for (const path of invalidPaths(error, field)) void current.setFieldTouched(path, true, true);
          });
      };
      pending.set(field, { timer: window.setTimeout(run, 700), run });
    }
  }, [unsaved]);

  // A field typed back to its saved value has nothing left unsaved, whenever its failure arrived.
  useEffect(() => {
    for (const field of ORDER_FIELDS) {
      if (saves[field]?.state === 'failed' && !unsaved.has(field)) onRevertField?.(field);
    }
  }, [unsaved, saves, onRevertField]);

  useEffect(() => {
    const pending = timers.current;
    const flush = () => {
      for (const { timer, run } of [...pending.values()]) {
        window.clearTimeout(timer);
        run();
      }
    };
    // Leaving the page must not drop a change that is still waiting.
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
  return null;
}

/**
 * Order entry saves as the agent types, so leaving is safe unless a change could not be saved: a
 * failed save, a value that breaks its rule, or a colleague's change waiting for the agent's
 * choice. Those ask before the agent leaves (changes still waiting are sent on the way out).
 */
export function UnsavedFields({ unsaved, saves }: { unsaved: ReadonlySet<keyof OrderDetail>; saves: Partial<Record<keyof OrderDetail, FieldSave>> }) {
  const { errors } = useFormikContext<OrderDetail>();
  const stuck = ORDER_FIELDS.filter(
    (field) => unsaved.has(field) && (errors[field] !== undefined || saves[field]?.state === 'failed' || saves[field]?.state === 'waiting' || saves[field]?.state === 'conflict'),
  );
  return <UnsavedChangesGuard when={stuck.length > 0} what={stuck.map(orderFieldLabel).join(', ')} />;
}

