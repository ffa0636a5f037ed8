import { useField } from 'formik';
import { useFieldId } from './field-id.ts';

/** A multi-line text field spanning the form's width. */
export function TextArea({ name, label, rows = 4 }: { name: string; label: string; rows?: number }) {
  const [field, meta] = useField<string>(name);
  const id = useFieldId(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={`field form-grid__wide${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea {...field} value={field.value ?? ''} id={id} rows={rows} className="field__input field__textarea" aria-invalid={Boolean(error)} />
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
