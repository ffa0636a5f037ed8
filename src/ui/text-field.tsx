import { useField } from 'formik';
import { useFieldId } from './field-id.ts';
import { useState, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  /** The id of advice shown beside the field (a password's strength), read out with it. */
  hintId?: string;
  /** What the form keeps of what is typed, pasted or filled (a ZIP+4's hyphen dropped, say). */
  normalize?: (text: string) => string;
}

/** A labelled Formik input whose error shows only once the field is touched (docs/behaviour.md#validation-messages). */
export function TextField({ name, label, type = 'text', className, hintId, normalize, ...inputProps }: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useFieldId(name);
  const errorId = `${id}-error`;
  const invalid = meta.touched && Boolean(meta.error);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <div className={['field', invalid ? 'field--invalid' : '', className ?? ''].join(' ').trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          {...inputProps}
          {...field}
          onChange={normalize ? (event) => void helpers.setValue(normalize(event.target.value)) : field.onChange}
          value={field.value ?? ''}
          id={id}
          type={isPassword && revealed ? 'text' : type}
          className="field__input"
          aria-invalid={invalid}
          aria-describedby={[invalid ? errorId : '', hintId ?? ''].filter(Boolean).join(' ') || undefined}
        />
        {isPassword && (
          <button
            type="button"
            className="field__reveal"
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {invalid && (
        <p id={errorId} className="field__error">
          {meta.error}
        </p>
      )}
    </div>
  );
}
