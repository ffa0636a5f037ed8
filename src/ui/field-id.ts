import { createContext, useContext, useId } from 'react';

/**
 * A form's prefix for its fields' ids. With one, a field's id is `prefix-name`: the same on every
 * load, so a password manager, the browser's form restoration and a test find it again. Without
 * one, React's generated id.
 */
export const FieldIdPrefix = createContext<string | null>(null);

export function useFieldId(name: string): string {
  const prefix = useContext(FieldIdPrefix);
  const generated = useId();
  return prefix === null ? generated : `${prefix}-${name}`;
}
