import { Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { pick, type Locale } from '@/domain/common';
import { SuggestionHint } from '@/ui/suggestion-hint';
import { AnswerInput, type AnswerValue } from '@/ui/answer-input';
import { FromYourDetails } from '@/ui/from-your-details';
import { versionOf } from '@/domain/people';
import type { AppFormField, AppFormSuggestion, AppFormValue } from '../model';

type Props = {
  field: AppFormField;
  id: string;
  value: AppFormValue | undefined;
  onChange: (value: AppFormValue) => void;
  suggestion?: AppFormSuggestion | null;
  /** Shown under the input, in the user's language. */
  error?: string | null;
  /** Where the value comes from when not typed here: the people records (D20) or the other forms. */
  from?: 'person' | 'forms';
};

/** An answer that already says what the suggestion says ("Philippines" for "PHILIPPINES") is not offered it again. */
const saysTheSame = (suggested: string, value: AppFormValue | undefined): boolean =>
  typeof value === 'string' ? value.trim().toUpperCase() === suggested.trim().toUpperCase() : false;

/** One question (or one table cell) of the visa application form; a document's suggestion is offered, never applied silently. */
export function AppFormFieldInput({ field, id, value, onChange, suggestion, error, from }: Props) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Stack gap={4}>
      <AnswerInput
        kind={field.kind === 'table' ? 'text' : field.kind}
        id={id}
        fieldKey={field.id}
        label={pick(field.label, locale)}
        description={field.help ? pick(field.help, locale) : undefined}
        required={field.required}
        error={error}
        value={value}
        onChange={(v: AnswerValue) => onChange(v as AppFormValue)}
        options={field.options?.map((o) => ({ value: o.value, label: pick(o.label, locale) }))}
        min={field.min}
        max={field.max}
        rows={[2, 8]}
        maxLength={field.maxLength}
      />
      {from === 'person' && <FromYourDetails script={versionOf(field.person)} />}
      {from === 'forms' && <FromYourOtherAnswers />}
      {suggestion && !saysTheSame(suggestion.value, value) && (
        <SuggestionHint suggestion={suggestion} onAccept={() => onChange(suggestion.value)} />
      )}
    </Stack>
  );
}

/** A value the other forms already hold (facts once): shown here rather than asked again. */
export function FromYourOtherAnswers() {
  const { t } = useLingui();
  return (
    <Text size="xs" c="dimmed" data-testid="from-forms">
      {t({
        id: 'final.from_other_answers',
        message: 'From your other answers, so it is not asked again. What you type here is kept for this form.',
      })}
    </Text>
  );
}
