import { useFieldId } from './field-id.ts';
import { useField } from 'formik';

/** A date and time typed in the browser's own picker, held as an ISO datetime (UTC). */
export function DateTimeField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useFieldId(name);
  const local = (field.value ?? '').slice(0, 16);
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        className="field__input"
        value={local}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => void helpers.setValue(event.target.value ? `${event.target.value}:00Z` : '')}
        onBlur={() => void helpers.setTouched(true)}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
