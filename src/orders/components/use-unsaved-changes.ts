import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { ORDER_FIELDS, type OrderDetail } from '../order-schemas.ts';

/** Values compare as they are sent: equal lists and objects are the same. */
export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of the order form that differ from the order as saved. Order entry works this out
 * once, here, for everything that acts on it (the auto-save timers, the leave guard and the
 * draft), so they never disagree about what is unsaved. The answer is a new set each time the
 * values or the saved order change, and the same set otherwise: an effect that depends on it runs
 * on every change, as auto-save's wait must restart on every keystroke.
 */
export function useUnsavedChanges(saved: OrderDetail): ReadonlySet<keyof OrderDetail> {
  const { values } = useFormikContext<OrderDetail>();
  return useMemo(() => new Set(ORDER_FIELDS.filter((field) => !same(values[field], saved[field]))), [values, saved]);
}
