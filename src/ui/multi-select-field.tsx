import { useField } from 'formik';
import { MultiSelect, type Option } from './multi-select.tsx';

interface MultiSelectFieldProps {
  name: string;
  label: string;
  options: readonly Option[];
  placeholder?: string;
  hint?: string;
}

/** MultiSelect bound to a Formik array field; the field counts as touched once the list closes. */
export function MultiSelectField({ name, label, options, placeholder, hint }: MultiSelectFieldProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  return (
    <MultiSelect
      label={label}
      options={options}
      value={field.value ?? []}
      placeholder={placeholder}
      onChange={(values) => void helpers.setValue(values)}
      onClose={() => void helpers.setTouched(true)}
      error={meta.touched ? meta.error : undefined}
      hint={meta.touched ? hint : undefined}
    />
  );
}
