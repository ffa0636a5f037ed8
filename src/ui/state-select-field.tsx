import { US_STATES } from '../lib/format/address.ts';
import type { Option } from './multi-select.tsx';
import { SelectField } from './select-field.tsx';

/** The US states as the forms offer them: "Texas (TX)", the two-letter code as the value. */
export const STATE_OPTIONS: readonly Option[] = Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

/** A state picker (the order's property, the letter's lender and office). */
export function StateSelectField({ name, label }: { name: string; label: string }) {
  return <SelectField name={name} label={label} options={STATE_OPTIONS} placeholder="Select State" />;
}
