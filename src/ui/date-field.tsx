import { useFieldId } from './field-id.ts';
import { useField } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { holdUnsavedWork } from '../lib/leave-guard.ts';
import { DayPicker } from 'react-day-picker';
import { format } from 'date-fns';
import { calendarDayOf, formatPickerDisplay, formatPickerInput, readPickerInput, toIsoDate } from '../lib/format/dates.ts';
import { Icon } from './icon.tsx';

interface DateFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
}

export const DATE_INPUT_PLACEHOLDER = 'DD-MM-YYYY';
export const DATE_INPUT_HELP = 'Type the day first (DD-MM-YYYY) or pick from the calendar';
export const DATE_INPUT_ERROR = 'Enter the date day first, as DD-MM-YYYY, for example 30-06-2021.';
export const DATE_AMBIGUOUS = 'could be either date. Which one do you mean?';
export const DATE_MONTH_FIRST = 'is not a date when read day first (DD-MM-YYYY). Did you mean';
export const DATE_UNCONFIRMED = 'Pick the date you mean above before saving.';

const spelled = (day: Date) => format(day, 'MMMM d, yyyy');

/**
 * A day's button says the number it shows ("Monday, February 1, 2027", not the picker's "1st"), so
 * a speech-input user who says "click 1" reaches it (axe label-content-name-mismatch).
 */
function dayButtonLabel(day: Date, modifiers: { today?: boolean; selected?: boolean }): string {
  return [format(day, 'EEEE, MMMM d, yyyy'), modifiers.today && 'today', modifiers.selected && 'selected'].filter(Boolean).join(', ');
}

/** A typed date that must be confirmed before it is saved, and the dates it could mean. */
interface PendingDate {
  text: string;
  choices: Date[];
}

/**
 * Date picker (docs/behaviour.md#dates): '-' as delimiter, typed text read as day-month-year, the
 * date shown as month-day-year. Because the two orders differ, everything the agent sees while
 * typing says day first (placeholder, help, and the text put back for editing on focus), the field
 * always says in words how it read the date, and text that means another date month first
 * ("05-06-2027", or "06-30-2027" which is no date day first) is not saved until the agent picks the
 * date they meant. The model holds the calendar day as an ISO datetime at midnight UTC, or null.
 */
export function DateField({ name, label, disabled }: DateFieldProps) {
  const [typedError, setTypedError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingDate | null>(null);
  // Typed text that is not the field's value yet (unreadable, or waiting for the agent to pick
  // which date it means) stops the form from being submitted without it, and from a sign-out
  // passing it by.
  const unresolved = useRef<string | null>(null);
  useEffect(() => {
    unresolved.current = pending ? DATE_UNCONFIRMED : typedError;
  });
  useEffect(() => (pending || typedError ? holdUnsavedWork(label) : undefined), [pending, typedError, label]);
  const validate = useCallback(() => unresolved.current ?? undefined, []);
  const [field, meta, helpers] = useField<string | null>({ name, validate });
  const id = useFieldId(name);
  const selected = calendarDayOf(field.value);
  const [text, setText] = useState(() => (selected ? formatPickerDisplay(selected) : ''));
  const [lastValue, setLastValue] = useState(field.value);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  if (field.value !== lastValue) {
    setLastValue(field.value);
    const day = calendarDayOf(field.value);
    setText(day ? formatPickerDisplay(day) : '');
    setTypedError(null);
    setPending(null);
  }

  const calendarButton = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  // Closing the calendar removes it from the page: focus that was inside it goes back to the
  // calendar button (as a menu button's does), not to the top of the page. A click elsewhere has
  // already moved focus where the agent wanted it.
  const closeCalendar = useCallback(() => {
    const focusInside = popover.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (focusInside) calendarButton.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        // One Escape closes one thing: the calendar, not also the drawer or menu it sits in.
        event.preventDefault();
        closeCalendar();
      } else if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    // In the capture phase: ahead of the panels around it, which listen on the document too.
    document.addEventListener('keydown', close, true);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close, true);
    };
  }, [open, closeCalendar]);

  function commit(day: Date | null) {
    const iso = day ? toIsoDate(day) : null;
    // Before the value is set: setting it validates the form at once.
    unresolved.current = null;
    setLastValue(iso);
    setText(day ? formatPickerDisplay(day) : '');
    setTypedError(null);
    setPending(null);
    void helpers.setValue(iso);
    void helpers.setTouched(true, false);
  }

  // A date being typed is not the form's value until it is read (on leaving the field, or Enter):
  // a reload or a page change meanwhile asks first instead of dropping it.
  const typedText = text.trim();
  // (A date waiting to be confirmed or refused holds the work already, above.)
  const typing = !pending && !typedError && (typedText !== '' ? typedText !== (selected ? formatPickerDisplay(selected) : '') && typedText !== (selected ? formatPickerInput(selected) : '') : selected !== null);
  useEffect(() => (typing ? holdUnsavedWork(label) : undefined), [typing, label]);
  const error = typedError ?? (meta.touched ? meta.error : undefined);
  const reading = selected ? `Reads as ${spelled(selected)}` : DATE_INPUT_HELP;

  function readTyped() {
    const trimmed = text.trim();
    if (trimmed === '') return commit(null);
    if (selected && (trimmed === formatPickerInput(selected) || trimmed === formatPickerDisplay(selected))) {
      setText(formatPickerDisplay(selected));
      return;
    }
    const { typed, monthFirst } = readPickerInput(trimmed);
    if (typed && !monthFirst) return commit(typed);
    if (monthFirst) {
      unresolved.current = DATE_UNCONFIRMED;
      setTypedError(null);
      setPending({ text: trimmed, choices: typed ? [typed, monthFirst] : [monthFirst] });
      return;
    }
    unresolved.current = DATE_INPUT_ERROR;
    setPending(null);
    setTypedError(DATE_INPUT_ERROR);
  }

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
          placeholder={DATE_INPUT_PLACEHOLDER}
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={Boolean(error) || pending !== null}
          aria-describedby={`${id}-message`}
          onFocus={() => {
            // Edited text is read day first, so a chosen date is put back day first for editing.
            if (selected && text === formatPickerDisplay(selected)) setText(formatPickerInput(selected));
          }}
          onChange={(event) => {
            setText(event.target.value);
            setPending(null);
          }}
          onBlur={readTyped}
        />
        <button
          ref={calendarButton}
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
      {pending ? (
        <div id={`${id}-message`} className="date-field__confirm" role="group" aria-label={`Confirm ${label}`} aria-live="polite">
          <p className="date-field__confirm-text">
            “{pending.text}” {pending.choices.length > 1 ? DATE_AMBIGUOUS : `${DATE_MONTH_FIRST} ${spelled(pending.choices[0] as Date)}?`}
          </p>
          <div className="date-field__choices">
            {pending.choices.map((choice, index) => (
              <button key={choice.getTime()} type="button" className="button button--outline button--small" onClick={() => commit(choice)}>
                {pending.choices.length > 1 && index === 0 ? `${spelled(choice)} (day first)` : `Use ${spelled(choice)}`}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <p id={`${id}-message`} className={error ? 'field__error' : 'field__description'} aria-live="polite">
          {error ?? reading}
        </p>
      )}
      {open && (
        <div ref={popover} className="date-field__popover" role="dialog" aria-label={`${label} calendar`}>
          <DayPicker
            mode="single"
            selected={selected ?? undefined}
            defaultMonth={selected ?? undefined}
            onSelect={(day) => {
              commit(day ?? null);
              closeCalendar();
            }}
            autoFocus
            labels={{ labelDayButton: dayButtonLabel }}
          />
        </div>
      )}
    </div>
  );
}
