import { useId } from 'react';
import { SelectOptions } from '../../ui/select-options.tsx';

interface HistoryFilterProps<T extends string> {
  label: string;
  /** What "no filter" reads as: "Everyone", "All sections". */
  allLabel: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | null) => void;
}

/** One filter of the History toolbar: a labelled select whose first choice is no filter at all. */
export function HistoryFilter<T extends string>({ label, allLabel, value, options, onChange }: HistoryFilterProps<T>) {
  const id = useId();
  return (
    <div className="field history-toolbar__filter">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : (options.find((option) => option.value === event.target.value)?.value ?? null))}
      >
        <SelectOptions empty={allLabel} options={options} />
      </select>
    </div>
  );
}
