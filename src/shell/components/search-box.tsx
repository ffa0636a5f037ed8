import { useId } from 'react';
import { Icon } from '../../ui/icon';

interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
  /** Enter: run the search now, even when the text has not changed. */
  onSubmit?: (text: string) => void;
  placeholder?: string;
  label?: string;
}

/** The header's search box; the placeholder is configurable and defaults to 'Search'. */
export function SearchBox({ value, onChange, onSubmit, placeholder = 'Search', label = 'Search files' }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="search-box" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" size={18} />
      <input
        id={id}
        type="search"
        className="search-box__input"
        placeholder={placeholder}
        value={value}
        maxLength={200}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit?.(event.currentTarget.value);
          }
        }}
      />
    </div>
  );
}
