import { useMultipleSelection, useSelect } from 'downshift';
import { useMemo } from 'react';

export interface Option {
  value: string;
  label: string;
}

interface MultiSelectProps {
  label: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  /** Called when the list closes, so a form can mark the field touched. */
  onClose?: () => void;
  placeholder?: string;
  /** Chips shown before the rest collapse into 'N more...'. */
  maxChips?: number;
  error?: string;
  hint?: string;
}

const SELECT_ALL: Option = { value: '\u0000select-all', label: 'Select All' };

/**
 * A multi-select listbox with a 'Select All' entry and removable chips. Downshift supplies the
 * listbox and keyboard behaviour (arrows, Home/End, type-ahead, Enter/Space, Escape; Backspace and
 * arrows across chips); this component only decides what selecting means.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  onClose,
  placeholder = 'Select',
  maxChips = 2,
  error,
  hint,
}: MultiSelectProps) {
  const selectedItems = useMemo(() => options.filter((option) => value.includes(option.value)), [options, value]);
  const allSelected = options.length > 0 && selectedItems.length === options.length;
  const menuItems = useMemo(() => [SELECT_ALL, ...options], [options]);

  function toggle(item: Option) {
    if (item === SELECT_ALL) {
      onChange(allSelected ? [] : options.map((option) => option.value));
    } else if (value.includes(item.value)) {
      onChange(value.filter((selected) => selected !== item.value));
    } else {
      // Keep the order of the options, not the order of clicks.
      onChange(options.filter((option) => option.value === item.value || value.includes(option.value)).map((option) => option.value));
    }
  }

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<Option>({
    selectedItems,
    itemToKey: (item) => item?.value,
    onSelectedItemsChange: ({ selectedItems: items }) => onChange(items.map((item) => item.value)),
  });

  const { isOpen, highlightedIndex, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps } = useSelect<Option>({
    items: menuItems,
    selectedItem: null,
    itemToString: (item) => item?.label ?? '',
    stateReducer: (state, { changes, type }) => {
      switch (type) {
        case useSelect.stateChangeTypes.ToggleButtonKeyDownEnter:
        case useSelect.stateChangeTypes.ToggleButtonKeyDownSpaceButton:
        case useSelect.stateChangeTypes.ItemClick:
          // Stay open on the same entry so several can be picked in a row.
          return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem }) => {
      switch (type) {
        case useSelect.stateChangeTypes.ToggleButtonKeyDownEnter:
        case useSelect.stateChangeTypes.ToggleButtonKeyDownSpaceButton:
        case useSelect.stateChangeTypes.ItemClick:
          if (selectedItem) toggle(selectedItem);
          break;
        default:
          break;
      }
    },
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) onClose?.();
    },
  });

  const shown = selectedItems.slice(0, maxChips);
  const hidden = selectedItems.length - shown.length;
  const labelProps = getLabelProps();
  const describedBy = error || hint ? `${labelProps.id}-message` : undefined;
  const summary = selectedItems.length === 0 ? placeholder : `${selectedItems.length} selected`;

  return (
    <div className={['field', 'multi-select', error ? 'field--invalid' : ''].join(' ').trim()}>
      <label className="field__label" {...labelProps}>
        {label}
      </label>
      <div className="multi-select__control">
        {selectedItems.length > 0 && (
          <div className="multi-select__chips">
            {shown.map((item, index) => (
              <span className="chip" key={item.value} {...getSelectedItemProps({ selectedItem: item, index })} aria-label={item.label}>
                <span className="chip__text" title={item.label}>
                  {item.label}
                </span>
                <button
                  type="button"
                  className="chip__remove"
                  aria-label={`Remove ${item.label}`}
                  tabIndex={-1}
                  onClick={(event) => {
                    event.stopPropagation();
                    removeSelectedItem(item);
                  }}
                >
                  <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
                    <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                  </svg>
                </button>
              </span>
            ))}
            {hidden > 0 && <span className="chip chip--more">{hidden} more...</span>}
          </div>
        )}
        <div
          className="multi-select__toggle"
          {...getToggleButtonProps(
            getDropdownProps({ preventKeyAction: isOpen, 'aria-describedby': describedBy, 'aria-invalid': Boolean(error) }),
          )}
        >
          <span className={selectedItems.length === 0 ? 'multi-select__placeholder' : 'visually-hidden'}>{summary}</span>
          <svg className="multi-select__caret" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
          </svg>
        </div>
      </div>
      <ul className="multi-select__menu" {...getMenuProps({ 'aria-multiselectable': true })} hidden={!isOpen}>
        {isOpen &&
          menuItems.map((item, index) => {
            const checked = item === SELECT_ALL ? allSelected : value.includes(item.value);
            return (
              <li
                key={item.value}
                className={[
                  'multi-select__option',
                  highlightedIndex === index ? 'multi-select__option--active' : '',
                  item === SELECT_ALL ? 'multi-select__option--all' : '',
                ]
                  .join(' ')
                  .trim()}
                {...getItemProps({ item, index, 'aria-selected': checked })}
              >
                <span className={`checkbox${checked ? ' checkbox--checked' : ''}`} aria-hidden="true" />
                <span>{item.label}</span>
              </li>
            );
          })}
      </ul>
      {(error || hint) && (
        <p id={describedBy} className={error ? 'field__error' : 'field__hint'}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
