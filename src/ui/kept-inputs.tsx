import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { formatIsoDate } from '@/lib/format-date';
import { groupDigits } from '@/lib/group-digits';
import { caretAfter, cleanNumberText, groupThousands } from './number-text';

/**
 * Date and number inputs that never lose a saved answer to a bad edit: while what is
 * typed is incomplete, not a real date or number, or out of range, the last valid answer stays
 * saved, the reason shows beside the field in the user's language, and the answer saves again as
 * soon as the input is valid. Clearing the field on purpose still clears the answer.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar day written YYYY-MM-DD (no year 0000, no 31 February). */
export function isRealIsoDate(value: string): boolean {
  const m = ISO.exec(value);
  if (!m || m[1] === '0000') return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

type DateProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** The saved answer ('YYYY-MM-DD') or null. */
  value: string | null;
  /** Called only with a valid date in range, or null when the field is cleared on purpose. */
  onChange: (value: string | null) => void;
  min?: string;
  max?: string;
  /** Why a date before `min` is refused (default: the allowed range). */
  tooEarly?: string;
  /** Why a date after `max` is refused (default: the allowed range). */
  tooLate?: string;
};

/**
 * What a date input holds now: a date to save (or null to clear), or the reason it is not saved,
 * naming the saved date that stays.
 */
/** The earliest date any answer of the application can hold (births included). */
const EARLIEST = '1900-01-01';

function useDateJudge({
  value,
  min,
  max,
  tooEarly,
  tooLate,
}: Pick<DateProps, 'value' | 'min' | 'max' | 'tooEarly' | 'tooLate'>) {
  const { t, i18n } = useLingui();
  const date = (iso: string) => formatIsoDate(iso, i18n.locale, 'long');
  const kept = value
    ? t({ id: 'input.kept_date', message: `Your saved date stays ${ph({ date: date(value) })}.` })
    : t({ id: 'input.nothing_saved', message: 'Nothing is saved for this question yet.' });
  const range =
    min && max
      ? t({
          id: 'input.date_range',
          message: `Choose a date from ${ph({ from: date(min) })} to ${ph({ to: date(max) })}.`,
        })
      : min
        ? t({ id: 'input.date_from', message: `Choose a date from ${ph({ from: date(min) })}.` })
        : t({ id: 'input.date_until', message: `Choose a date until ${ph({ to: date(max ?? '') })}.` });

  return (next: string, badInput: boolean): { save: string | null } | { problem: string } => {
    const incomplete = `${t({ id: 'input.date_incomplete', message: 'This date is incomplete or does not exist.' })} ${kept}`;
    if (next === '') return badInput ? { problem: incomplete } : { save: null };
    if (!isRealIsoDate(next)) return { problem: incomplete };
    // No date of this application is before 1900: a year like 1345 is a slip of the segmented field.
    if (next < EARLIEST && (!min || min < EARLIEST))
      return {
        problem: `${t({ id: 'input.date_before_1900', message: 'A date before 1900 cannot be right here: check the year.' })} ${kept}`,
      };
    if (min && next < min) return { problem: `${tooEarly ?? range} ${kept}` };
    if (max && next > max) return { problem: `${tooLate ?? range} ${kept}` };
    return { save: next };
  };
}

export function KeptDateInput({
  value,
  onChange,
  min,
  max,
  tooEarly,
  tooLate,
  error,
  onBlur,
  onKeyDown,
  ...rest
}: DateProps) {
  const judge = useDateJudge({ value, min, max, tooEarly, tooLate });
  const [draft, setDraft] = useState(value ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // Saved elsewhere (another tab, sync, a suggestion): show it unless the user is mid-edit.
    setShown(value);
    if (!problem) setDraft(value ?? '');
  }
  /**
   * A date typed part by part passes through other real dates (typing 02 31 2027 over 2027-03-26
   * gives 2027-02-26, then 2027-02-03): nothing typed is saved until the user leaves the field or
   * presses Enter, and then only a whole valid date. A picked or pasted date saves at once.
   */
  const typedAt = useRef(0);
  const pending = useRef<{ value: string | null } | null>(null);
  const typing = () => performance.now() - typedAt.current < 100;

  const commit = () => {
    const next = pending.current;
    pending.current = null;
    if (next && next.value !== value) onChange(next.value);
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = input.value;
    setDraft(next);
    const verdict = judge(next, !!input.validity?.badInput);
    if ('problem' in verdict) {
      pending.current = null;
      setProblem(verdict.problem);
      return;
    }
    setProblem(null);
    pending.current = { value: verdict.save };
    if (!typing()) commit();
  };

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    commit();
    // Left with a date that is not saved: the field shows the saved date again, and says so.
    if (problem) setDraft(value ?? '');
    onBlur?.(event);
  };

  return (
    <TextInput
      {...rest}
      type="date"
      value={draft}
      min={min}
      max={max}
      onChange={change}
      onKeyDown={(event) => {
        typedAt.current = performance.now();
        if (event.key === 'Enter') commit();
        onKeyDown?.(event);
      }}
      onBlur={blur}
      error={problem ?? error}
      data-kept-invalid={problem ? 'true' : undefined}
    />
  );
}

type NumberProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  value: number | null;
  /** Called only with a finite number in range, or null when the field is cleared on purpose. */
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Whether a decimal point is allowed (whole numbers otherwise). */
  decimals?: boolean;
  /** A unit shown at the end of the box (₩). */
  suffix?: string;
};

/**
 * What a number box holds now: a number to save (or null to clear), or the reason it is not saved,
 * naming the saved answer that stays.
 */
function useNumberJudge({ value, min, max }: Pick<NumberProps, 'value' | 'min' | 'max'>) {
  const { t } = useLingui();
  const kept =
    value != null
      ? t({
          id: 'input.kept_number',
          message: `Your saved answer stays ${ph({ value: groupDigits(value) })}.`,
        })
      : t({ id: 'input.nothing_saved', message: 'Nothing is saved for this question yet.' });
  return (text: string): { save: number | null } | { problem: string } => {
    if (text === '') return { save: null };
    const n = Number(text);
    if (!Number.isFinite(n))
      return { problem: `${t({ id: 'input.number_invalid', message: 'This is not a number yet.' })} ${kept}` };
    if ((min === undefined || n >= min) && (max === undefined || n <= max)) return { save: n };
    const lo = min ?? 0;
    const range =
      max !== undefined
        ? t({ id: 'input.number_range', message: `Enter a number from ${ph({ min: lo })} to ${ph({ max })}.` })
        : t({ id: 'input.number_min', message: `Enter a number of at least ${ph({ min: lo })}.` });
    return { problem: `${range} ${kept}` };
  };
}

/**
 * A number typed as text, thousands grouped as one types, never clamped: a number out of range
 * stays as typed and says why, and the saved answer stays. Not Mantine's NumberInput: its
 * react-number-format is a chunk of its own on every page with a form open.
 */
export function KeptNumberInput({
  value,
  onChange,
  min,
  max,
  decimals,
  suffix,
  error,
  onKeyDown,
  ...rest
}: NumberProps) {
  const judge = useNumberJudge({ value, min, max });
  const digits = decimals ? 20 : 0;
  const [draft, setDraft] = useState(value == null ? '' : groupThousands(String(value)));
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  const caret = useRef<{ input: HTMLInputElement; at: number } | null>(null);
  if (shown !== value) {
    // Saved elsewhere (another tab, sync, a suggestion): show it unless the user is mid-edit or it
    // is what is typed ("1." saves 1 and stays "1.").
    setShown(value);
    const typed = draft === '' ? null : Number(draft.replace(/,/g, ''));
    if (!problem && typed !== value) setDraft(value == null ? '' : groupThousands(String(value)));
  }
  useLayoutEffect(() => {
    if (caret.current) caret.current.input.setSelectionRange(caret.current.at, caret.current.at);
    caret.current = null;
  });
  const put = (input: HTMLInputElement, text: string, kept: number) => {
    const grouped = groupThousands(text);
    caret.current = { input, at: caretAfter(grouped, kept) };
    setDraft(grouped);
    const verdict = judge(text);
    setProblem('problem' in verdict ? verdict.problem : null);
    if ('save' in verdict && verdict.save !== value) onChange(verdict.save);
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const before = cleanNumberText(input.value.slice(0, input.selectionStart ?? input.value.length), digits);
    put(input, cleanNumberText(input.value, digits), before.length);
  };
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (!by) return;
    event.preventDefault();
    // Arrows step by one within the range, from the lowest allowed number when nothing is typed.
    const now = draft === '' ? null : Number(draft.replace(/,/g, ''));
    const from = now === null || !Number.isFinite(now) ? (min ?? 0) : now + by;
    const text = String(Math.min(max ?? Infinity, Math.max(min ?? 0, from)));
    put(event.currentTarget, text, text.length);
  };
  return (
    <TextInput
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...rest}
      value={draft}
      onChange={change}
      onKeyDown={step}
      rightSection={suffix}
      error={problem ?? error}
      data-kept-invalid={problem ? 'true' : undefined}
    />
  );
}
