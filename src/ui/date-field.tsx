import { useField } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { format } from 'date-fns';
import { calendarDayOf, formatPickerDisplay, parsePickerInput, toIsoDate } from '../lib/format/dates';
import { Icon } from './icon';

interface DateFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
}

export const DATE_INPUT_HELP = 'Type as DD-MM-YYYY or pick from the calendar';
export const DATE_INPUT_ERROR = 'Enter the date as DD-MM-YYYY, for example 30-06-2021.';

/**
 * Date picker (spec section 5): '-' as delimiter, typed text read as day-month-year, the date
 * shown as month-day-year. Because the two orders differ, the field always says how it read the
 * text, so a typed date is never taken for another without the user seeing it. The model holds
 * the calendar day as an ISO datetime at midnight UTC, or null.
 */
export function DateField({ name, label, disabled }: DateFieldProps) {
  const [field, meta, helpers] = useField<string | null>(name);
  const id = useId();
  const selected = calendarDayOf(field.value);
  const [text, setText] = useState(() => (selected ? formatPickerDisplay(selected) : ''));
  const [lastValue, setLastValue] = useState(field.value);
  const [typedError, setTypedError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  if (field.value !== lastValue) {
    setLastValue(field.value);
    const day = calendarDayOf(field.value);
    setText(day ? formatPickerDisplay(day) : '');
    setTypedError(null);
  }

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  function commit(day: Date | null) {
    const iso = day ? toIsoDate(day) : null;
    setLastValue(iso);
    setText(day ? formatPickerDisplay(day) : '');
    setTypedError(null);
    void helpers.setValue(iso);
    void helpers.setTouched(true, false);
  }

  const error = typedError ?? (meta.touched ? meta.error : undefined);
  const reading = selected ? `Reads as ${format(selected, 'MMMM d, yyyy')}` : DATE_INPUT_HELP;
  return (
    <div className={['field', 'date-field', error ? 'field--invalid' : ''].join(' ').trim()} ref={container}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          name={name}
          className="field__input"
          placeholder="MM-DD-YYYY"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-message`}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            const trimmed = text.trim();
            if (trimmed === '') return commit(null);
            if (selected && trimmed === formatPickerDisplay(selected)) return;
            const day = parsePickerInput(trimmed);
            if (day) commit(day);
            else setTypedError(DATE_INPUT_ERROR);
          }}
        />
        <button
          type="button"
          className="field__adornment"
          aria-label={`Choose ${label} from a calendar`}
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <Icon name="calendar" size={18} />
        </button>
      </div>
      <p id={`${id}-message`} className={error ? 'field__error' : 'field__description'} aria-live="polite">
        {error ?? reading}
      </p>
      {open && (
        <div className="date-field__popover" role="dialog" aria-label={`${label} calendar`}>
          <DayPicker
            mode="single"
            selected={selected ?? undefined}
            defaultMonth={selected ?? undefined}
            onSelect={(day) => {
              commit(day ?? null);
              setOpen(false);
            }}
            autoFocus
          />
        </div>
      )}
    </div>
  );
}
