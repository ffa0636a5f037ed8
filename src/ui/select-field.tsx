import { useField } from 'formik';
import { useFieldId } from './field-id.ts';
import type { Option } from './multi-select.tsx';
import { SelectOptions } from './select-options.tsx';

/** Choices whose label is their value (transaction types, policy types). */
export const optionsOf = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly Option[];
  placeholder?: string;
  /** A non-blocking message for a field whose rule is not enforced. */
  hint?: string;
  /** The autofill token (address-level1 for a state), so the browser can fill it. */
  autoComplete?: string;
}

/** A labelled native select bound to Formik; errors and hints show once the field is touched. */
export function SelectField({ name, label, options, placeholder = 'Select', hint, autoComplete }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useFieldId(name);
  const messageId = `${id}-message`;
  const error = meta.touched ? meta.error : undefined;
  const message = error ?? (meta.touched ? hint : undefined);
  return (
    <div className={['field', error ? 'field--invalid' : ''].join(' ').trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select
          {...field}
          value={field.value ?? ''}
          id={id}
          autoComplete={autoComplete}
          className="field__input field__select"
          aria-invalid={Boolean(error)}
          aria-describedby={message ? messageId : undefined}
        >
          <SelectOptions empty={placeholder} options={options} />
        </select>
      </div>
      {message && (
        <p id={messageId} className={error ? 'field__error' : 'field__hint'}>
          {message}
        </p>
      )}
    </div>
  );
}
