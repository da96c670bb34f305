import { TextInput, type TextInputProps } from '@mantine/core';
import { useId } from 'react';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'list'> & {
  /** What the browser suggests as the user types; anything else may be typed too. */
  data: readonly string[];
  value: string;
  onChange: (value: string) => void;
};

/**
 * Free text with suggestions (the countries), as the browser's own `<input list>`: it filters the
 * list as one types, is read as a combobox, and on a phone offers the matches above the keyboard.
 * Not Mantine's Autocomplete: its Combobox mounts a Popover even closed, and with it the overlays'
 * code (floating-ui, portals, transitions) on the page's first load.
 */
export function SuggestInput({ data, value, onChange, ...props }: Props) {
  const listId = `${useId()}-list`;
  return (
    <>
      <TextInput
        autoComplete="off"
        {...props}
        list={listId}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <datalist id={listId}>
        {data.map((item) => (
          <option key={item} value={item}>
            {item}
          </option>
        ))}
      </datalist>
    </>
  );
}
