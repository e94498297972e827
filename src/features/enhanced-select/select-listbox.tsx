import { useEffect, useState, type RefObject } from 'react';
import { useSelect } from 'downshift';

// The enhanced part of EnhancedSelect (I7), loaded in its own chunk: downshift's select-only combobox
// (WAI-ARIA 1.2: arrow keys, Home/End, type to find, Enter/Space/Esc, announced as a combobox with a
// listbox) showing the native select's options and writing the choice back into it.

export interface SelectOption {
  value: string;
  label: string;
  disabled: boolean;
}

export interface SelectListboxProps {
  native: RefObject<HTMLSelectElement | null>;
  id: string;
  labelId: string;
  options: SelectOption[];
  /** Set when the page controls the select's value; otherwise the native select's own value is followed. */
  value: string | undefined;
  disabled: boolean;
}

export function SelectListbox({ native, id, labelId, options, value, disabled }: SelectListboxProps) {
  const [own, setOwn] = useState(() => native.current?.value ?? '');
  const current = value ?? own;
  const selectedItem = options.find((o) => o.value === current) ?? options[0] ?? null;

  useEffect(() => {
    const select = native.current;
    if (!select) return;
    // A form reset or another script may change the native select: follow it. A click on its <label>
    // focuses the hidden native select: pass the focus on to the listbox's button.
    const follow = () => setOwn(select.value);
    const passFocus = () => document.getElementById(`${id}-button`)?.focus();
    select.addEventListener('change', follow);
    select.addEventListener('focus', passFocus);
    return () => {
      select.removeEventListener('change', follow);
      select.removeEventListener('focus', passFocus);
    };
  }, [native, id]);

  const { isOpen, highlightedIndex, getToggleButtonProps, getMenuProps, getItemProps } = useSelect({
    items: options,
    selectedItem,
    itemToString: (o) => o?.label ?? '',
    itemToKey: (o) => o?.value,
    isItemDisabled: (o) => o.disabled,
    labelId,
    toggleButtonId: `${id}-button`,
    menuId: `${id}-listbox`,
    onSelectedItemChange: ({ selectedItem: picked }) => {
      const select = native.current;
      if (!picked || !select) return;
      setOwn(picked.value);
      select.value = picked.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
  });

  return (
    <span className="enhanced-select__box">
      <span className="enhanced-select__button" {...getToggleButtonProps({ disabled, 'aria-disabled': disabled || undefined })}>
        {selectedItem?.label}
      </span>
      <ul className="enhanced-select__menu" {...getMenuProps()} hidden={!isOpen}>
        {isOpen &&
          options.map((option, index) => (
            <li
              key={option.value}
              className={index === highlightedIndex ? 'enhanced-select__option enhanced-select__option--active' : 'enhanced-select__option'}
              {...getItemProps({ item: option, index })}
            >
              {option.label}
            </li>
          ))}
      </ul>
    </span>
  );
}
