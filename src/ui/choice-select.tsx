import { NativeSelect, type NativeSelectProps } from '@mantine/core';

type Option = { value: string; label: string };
type Props = Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> & {
  data: readonly Option[];
  /** Null, or a value not among the options, shows an empty choice (as Mantine's Select shows an empty box). */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Whether the empty choice can be picked again, to clear the answer. */
  clearable?: boolean;
};

/**
 * A short fixed list of choices as the browser's own select: the phone's picker, and none of the
 * Combobox's popover code (floating-ui, portals, transitions) on the page. Searchable lists (the
 * countries) keep Mantine's Autocomplete and Select.
 */
export function ChoiceSelect({ data, value, onChange, clearable = false, ...props }: Props) {
  const known = value !== null && data.some((o) => o.value === value);
  const options = known && !clearable ? data : [{ value: '', label: '', disabled: !clearable }, ...data];
  return (
    <NativeSelect
      {...props}
      data={options}
      value={known ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    />
  );
}
