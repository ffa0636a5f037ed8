import { useCallback, type FocusEvent } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { presenceFocused } from '../live-slice.ts';

/** A control's name as the form gives it (`buyer.0.FirstName`, `salesPrice`) down to the file's field (`buyer`). */
const fieldOfName = (name: string): string | null => /^[A-Za-z][A-Za-z0-9]*/.exec(name)?.[0] ?? null;

/**
 * Focus handlers for a form of the file: the field the agent is in is what colleagues see them
 * editing. Put them on an element around the form (React's focus events bubble).
 */
export function usePresenceFocus(orderGuid: string) {
  const dispatch = useAppDispatch();
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const name = (event.target as HTMLElement & { name?: unknown }).name;
      dispatch(presenceFocused({ orderGuid, field: typeof name === 'string' ? fieldOfName(name) : null }));
    },
    [dispatch, orderGuid],
  );
  const onBlur = useCallback(() => dispatch(presenceFocused({ orderGuid, field: null })), [dispatch, orderGuid]);
  return { onFocus, onBlur };
}
