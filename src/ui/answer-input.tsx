import { Checkbox, Group, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { KeptDateInput, KeptNumberInput } from './kept-inputs';
import { MAX_LONG_ANSWER_CHARS, MAX_SHORT_ANSWER_CHARS, TextLimit, usePasteCut, withinLimit } from './text-limit';
import { AutoTextarea } from './auto-textarea';
import { ChoiceSelect } from './choice-select';

/**
 * One answer box of any form (the official forms' questions and the visa application form's), by
 * the kind of answer it takes. The two forms describe their fields differently; each maps its
 * field to these props, so both behave the same (limits, kept invalid input, widths).
 */
export type AnswerKind =
  'text' | 'longText' | 'date' | 'email' | 'tel' | 'number' | 'yesNo' | 'choice' | 'select' | 'multiChoice';

export type AnswerValue = string | number | boolean | string[] | null;

export type AnswerInputProps = {
  kind: AnswerKind;
  /** The DOM id (unique on the page). */
  id: string;
  /** The field's own id, as `data-field` (tests and links find the box by it). */
  fieldKey: string;
  label: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  /** Shown under the input, in the user's language. */
  error?: string | null;
  value: unknown;
  onChange: (value: AnswerValue) => void;
  onBlur?: () => void;
  options?: Array<{ value: string; label: string }>;
  min?: number;
  max?: number;
  /** Numbers: whether a decimal point is allowed (whole numbers otherwise). */
  decimals?: boolean;
  suffix?: string;
  /** The most characters the answer takes (capped as typed; the app-wide cap when absent). */
  maxLength?: number;
  /** Long text: the rows shown at least and at most. */
  rows?: [number, number];
};

/** A short input box; the label and help keep the full width. */
const narrow = (maxWidth: number) => ({ wrapper: { maxWidth } });

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value == null || Array.isArray(value) ? '' : String(value);

/** A number held as a number, or as text with thousands separators (older answers). */
const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  const s = asText(value).replace(/,/g, '');
  return s === '' || !Number.isFinite(Number(s)) ? null : Number(s);
};

export function AnswerInput(props: AnswerInputProps) {
  const Input = inputs[props.kind] ?? ShortText;
  return <Input {...props} />;
}

/** What every Mantine input of an answer takes. */
const common = (p: AnswerInputProps) => ({
  id: p.id,
  label: p.label,
  description: p.description,
  required: p.required,
  error: p.error ?? undefined,
  onBlur: p.onBlur,
  'data-field': p.fieldKey,
});

function ShortText(p: AnswerInputProps) {
  const str = asText(p.value);
  const max = Math.min(p.maxLength ?? MAX_SHORT_ANSWER_CHARS, MAX_SHORT_ANSWER_CHARS);
  const { cut, onPaste } = usePasteCut(str.length, max);
  return (
    <TextInput
      {...common(p)}
      value={str}
      placeholder={p.placeholder}
      maxLength={max}
      autoComplete="off"
      styles={narrow(480)}
      onPaste={onPaste}
      onChange={(e) => p.onChange(withinLimit(e.currentTarget.value, max))}
      error={p.error ?? (str.length >= max ? <TextLimit length={str.length} max={max} cut={cut} /> : undefined)}
    />
  );
}

function LongText(p: AnswerInputProps) {
  const str = asText(p.value);
  const max = Math.min(p.maxLength ?? MAX_LONG_ANSWER_CHARS, MAX_LONG_ANSWER_CHARS);
  const [minRows, maxRows] = p.rows ?? [4, 16];
  const { cut, onPaste } = usePasteCut(str.length, max);
  return (
    <AutoTextarea
      {...common(p)}
      value={str}
      placeholder={p.placeholder}
      minRows={minRows}
      maxRows={maxRows}
      maxLength={max}
      styles={narrow(640)}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      onPaste={onPaste}
      onChange={(e) => p.onChange(withinLimit(e.currentTarget.value, max))}
      description={
        <>
          {p.description}
          <TextLimit length={str.length} max={max} cut={cut} />
        </>
      }
    />
  );
}

function DateAnswer(p: AnswerInputProps) {
  return <KeptDateInput {...common(p)} value={asText(p.value) || null} styles={narrow(240)} onChange={p.onChange} />;
}

function ContactAnswer(p: AnswerInputProps) {
  const email = p.kind === 'email';
  return (
    <TextInput
      {...common(p)}
      type={email ? 'email' : 'tel'}
      inputMode={email ? 'email' : 'tel'}
      autoComplete="off"
      value={asText(p.value)}
      placeholder={p.placeholder}
      maxLength={MAX_SHORT_ANSWER_CHARS}
      styles={narrow(email ? 480 : 320)}
      onChange={(e) => p.onChange(withinLimit(e.currentTarget.value, MAX_SHORT_ANSWER_CHARS))}
    />
  );
}

function NumberAnswer(p: AnswerInputProps) {
  return (
    <KeptNumberInput
      {...common(p)}
      value={asNumber(p.value)}
      onChange={p.onChange}
      min={p.min}
      max={p.max}
      decimals={p.decimals ?? false}
      suffix={p.suffix?.trim()}
      placeholder={p.placeholder}
      styles={narrow(320)}
    />
  );
}

/** A label, help and error around a control that has none of its own (the yes/no switch). */
function Labelled({ p, children }: { p: AnswerInputProps; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`${p.id}-label`}>
        {p.label}
        {p.required && (
          <Text span c="red" aria-hidden="true">
            {' *'}
          </Text>
        )}
      </Text>
      {p.description && (
        <Text size="xs" c="dimmed">
          {p.description}
        </Text>
      )}
      {children}
      {p.error && (
        <Text size="xs" c="red" role="alert">
          {p.error}
        </Text>
      )}
    </Stack>
  );
}

function YesNo(p: AnswerInputProps) {
  const { t } = useLingui();
  return (
    <Labelled p={p}>
      <SegmentedControl
        value={p.value === true ? 'yes' : p.value === false ? 'no' : ''}
        onChange={(v) => p.onChange(v === 'yes')}
        data={[
          { value: 'yes', label: t({ id: 'common.yes', message: 'Yes' }) },
          { value: 'no', label: t({ id: 'common.no', message: 'No' }) },
        ]}
        aria-labelledby={`${p.id}-label`}
        w="fit-content"
        data-field={p.fieldKey}
      />
    </Labelled>
  );
}

function Choice(p: AnswerInputProps) {
  return (
    <Radio.Group {...common(p)} value={asText(p.value)} onChange={(v) => p.onChange(v)}>
      <Group mt={6} gap="md">
        {(p.options ?? []).map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function SelectAnswer(p: AnswerInputProps) {
  return (
    <ChoiceSelect
      {...common(p)}
      data={p.options ?? []}
      value={asText(p.value) || null}
      onChange={(v) => p.onChange(v)}
      clearable
      styles={narrow(420)}
    />
  );
}

function MultiChoice(p: AnswerInputProps) {
  return (
    <Checkbox.Group
      {...common(p)}
      value={Array.isArray(p.value) ? (p.value as string[]) : []}
      onChange={(v) => p.onChange(v)}
    >
      <Stack mt={6} gap={6}>
        {(p.options ?? []).map((o) => (
          <Checkbox key={o.value} value={o.value} label={o.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

const inputs: Record<AnswerKind, (p: AnswerInputProps) => ReactNode> = {
  text: ShortText,
  longText: LongText,
  date: DateAnswer,
  email: ContactAnswer,
  tel: ContactAnswer,
  number: NumberAnswer,
  yesNo: YesNo,
  choice: Choice,
  select: SelectAnswer,
  multiChoice: MultiChoice,
};
