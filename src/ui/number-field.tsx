import { TextInput, type TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { caretAfter, cleanNumberText as clean, groupThousands as group } from './number-text';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'min' | 'max' | 'type'> & {
  value: number | null;
  /** A number in range, or null when the field is cleared. */
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Digits allowed after the point (0: whole numbers). */
  decimals?: number;
  /** Group thousands with commas as one types (amounts of won). */
  grouped?: boolean;
  /** A unit shown at the end of the box (₩). */
  unit?: string;
};

/**
 * A number typed as text, grouped as one types, with the caret kept where it was. Not Mantine's
 * NumberInput: its react-number-format is a chunk of its own on the eligibility page's first load.
 * Over `max` is refused as typed; under `min` becomes `min` on leaving the field; arrows step by 1.
 */
export function NumberField({ value, onChange, min, max, decimals = 0, grouped = false, unit, ...props }: Props) {
  const show = (s: string) => (grouped ? group(s) : s);
  const [draft, setDraft] = useState(value === null ? '' : show(String(value)));
  const [held, setHeld] = useState(value);
  const caret = useRef<{ input: HTMLInputElement; at: number } | null>(null);
  const parsed = () => (draft.replace(/,/g, '') === '' ? null : Number(draft.replace(/,/g, '')));
  if (held !== value) {
    // Saved elsewhere (another tab, sync): show it unless it is what is typed.
    setHeld(value);
    if (parsed() !== value) setDraft(value === null ? '' : show(String(value)));
  }
  useLayoutEffect(() => {
    if (caret.current) caret.current.input.setSelectionRange(caret.current.at, caret.current.at);
    caret.current = null;
  });

  const put = (input: HTMLInputElement, text: string, kept: number) => {
    const n = text === '' || text === '.' ? null : Number(text);
    if (n !== null && max !== undefined && n > max) {
      caret.current = { input, at: Math.max(0, (input.selectionStart ?? 1) - 1) };
      setDraft(draft); // Refused: the box keeps what it had.
      return;
    }
    const shown = show(text);
    caret.current = { input, at: caretAfter(shown, kept) };
    setDraft(shown);
    if (n !== value) onChange(n);
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const before = clean(input.value.slice(0, input.selectionStart ?? input.value.length), decimals);
    put(input, clean(input.value, decimals), before.length);
  };
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (!by) return;
    event.preventDefault();
    const now = parsed();
    // From an empty box the first step gives the lowest allowed number, as NumberInput does.
    const next = Math.min(max ?? Infinity, Math.max(min ?? 0, now === null ? (min ?? 0) : now + by));
    const text = String(Math.round(next * 10 ** decimals) / 10 ** decimals);
    put(event.currentTarget, text, text.length);
  };
  return (
    <TextInput
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      value={draft}
      onChange={change}
      onKeyDown={step}
      onBlur={(event) => {
        const n = parsed();
        if (n !== null && min !== undefined && n < min) put(event.currentTarget, String(min), String(min).length);
        props.onBlur?.(event);
      }}
      rightSection={unit}
    />
  );
}
