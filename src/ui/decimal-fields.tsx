import { useFieldId } from './field-id.ts';
import { useField } from 'formik';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { holdUnsavedWork } from '../lib/leave-guard.ts';
import { editingText, isBlockedKeystroke, isReadableAmount, normalizeCurrency } from '../lib/format/decimal-input.ts';

interface DecimalFieldProps {
  name: string;
  label: string;
  placeholder?: string;
  /** Extra text under the field (e.g. "Not used for cash closings"). */
  description?: string;
  disabled?: boolean;
}

/** Blocks a keystroke that would leave more than two decimals or anything but digits and one dot. */
function blockBreakingKeystroke(event: KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const input = event.currentTarget;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  if (isBlockedKeystroke(input.value, start, end, event.key)) event.preventDefault();
}

function FieldFrame({
  id,
  label,
  error,
  description,
  prefix,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  description?: string;
  prefix?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={['field', error ? 'field--invalid' : ''].join(' ').trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`field__control${prefix ? ' field__control--prefixed' : ''}`}>
        {prefix && (
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        {children}
      </div>
      {error ? (
        <p id={`${id}-message`} className="field__error">
          {error}
        </p>
      ) : (
        description && (
          <p id={`${id}-message`} className="field__description">
            {description}
          </p>
        )
      )}
    </div>
  );
}

export const AMOUNT_UNREADABLE = 'Enter an amount such as 450000.00.';
export const AMOUNT_NEGATIVE = 'Enter an amount of zero or more.';

/**
 * Currency input (docs/behaviour.md#amounts): keystrokes must keep digits, one dot and two
 * decimals; on blur the text is stripped to digits, dot and minus and shown with two decimals, and
 * the model gets that value as a number (empty becomes 0). Pasted text is kept and cleaned on blur,
 * not lost.
 *
 * A zero value shows "0.00" but empties when the field is focused: with the caret after "0.00"
 * every digit would be a third decimal and be blocked, so an agent could not type a price at all.
 * Text that cannot be read as an amount, or a negative amount, is flagged when the field is left
 * (and the unreadable text is kept for correcting) instead of being turned into another number.
 */
export function CurrencyField({ name, label, placeholder = '0.00', description, disabled }: DecimalFieldProps) {
  const [field, meta, helpers] = useField<number | string | null>(name);
  const id = useFieldId(name);
  const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '' : normalizeCurrency(String(value)).display);
  const [text, setText] = useState(() => shown(field.value));
  const [lastValue, setLastValue] = useState(field.value);
  const [localError, setLocalError] = useState<string | null>(null);
  if (!Object.is(field.value, lastValue)) {
    // The form changed the value (reset, server data): show it.
    setLastValue(field.value);
    setText(shown(field.value));
    setLocalError(null);
  }
  // Text that is not an amount yet is work the form does not hold: leaving asks first.
  const unreadable = text.trim() !== '' && !isReadableAmount(text);
  useEffect(() => (unreadable ? holdUnsavedWork(label) : undefined), [unreadable, label]);
  const error = localError ?? (meta.touched ? meta.error : undefined);
  return (
    <FieldFrame id={id} label={label} error={error} description={description} prefix="$">
      <input
        id={id}
        name={name}
        className="field__input field__input--number"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={error || description ? `${id}-message` : undefined}
        onFocus={() => setText((current) => editingText(current))}
        onKeyDown={blockBreakingKeystroke}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          setLocalError(null);
          // A readable amount is the form's value as it is typed (shown as typed until the field
          // is left), so a reload or a page change meanwhile finds it in the form, saved or asked
          // about, like any text field's; before, it lived only in this field until blur.
          if (typed.trim() !== '' && isReadableAmount(typed)) {
            const { value } = normalizeCurrency(typed);
            if (value >= 0 && !Object.is(value, field.value)) {
              setLastValue(value);
              void helpers.setValue(value, false);
            }
          }
        }}
        onBlur={() => {
          void helpers.setTouched(true, false);
          if (!isReadableAmount(text)) {
            // The model gets NaN, which no schema accepts, so the form cannot be saved or
            // submitted with the old amount while the field shows the agent's unreadable text.
            setLocalError(AMOUNT_UNREADABLE);
            setLastValue(Number.NaN);
            void helpers.setValue(Number.NaN, true);
            return;
          }
          const normalized = normalizeCurrency(text);
          setText(normalized.display);
          setLocalError(normalized.value < 0 ? AMOUNT_NEGATIVE : null);
          setLastValue(normalized.value);
          void helpers.setValue(normalized.value, true);
        }}
      />
    </FieldFrame>
  );
}
