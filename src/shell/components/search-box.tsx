import { Icon } from '../../ui/icon.tsx';
import { HEADER_SEARCH_ID } from '../header-search.ts';

interface SearchBoxProps {
  /** The text it starts with; after that the box owns its text and reports every change. */
  initialText: string;
  onChange: (text: string) => void;
  /** Enter: run the search now, even when the text has not changed. */
  onSubmit?: (text: string) => void;
  placeholder?: string;
  label?: string;
}

/**
 * The header's search box; the placeholder is configurable and defaults to 'Search'.
 *
 * Uncontrolled on purpose: the field holds what the agent typed and no render (a late answer, a
 * store update, a render React sets aside) can write an older text back into it. The store only
 * hears about it. Only this box ever changes the search text, so the two cannot disagree.
 */
export function SearchBox({ initialText, onChange, onSubmit, placeholder = 'Search', label = 'Search files' }: SearchBoxProps) {
  return (
    <div className="search-box" role="search">
      <label htmlFor={HEADER_SEARCH_ID} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" size={18} />
      <input
        id={HEADER_SEARCH_ID}
        name="search"
        type="search"
        className="search-box__input"
        placeholder={placeholder}
        defaultValue={initialText}
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
