import { useField } from 'formik';

/** A yes/no choice as a checkbox with its label. */
export function Checkbox({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <label className="checkbox-field form-grid__wide">
      <input type="checkbox" checked={Boolean(field.value)} onChange={(event) => void helpers.setValue(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
