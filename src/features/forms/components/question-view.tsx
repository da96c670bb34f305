import { ph } from '@lingui/core/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { memo, useEffect, useEffectEvent, useRef, useState } from 'react';
import { pick, type Locale } from '@/domain/common';
import type { FieldDef, FieldValue, FieldValues, QuestionAnswer, QuestionDef } from '@/domain/forms/types';
import { FromYourDetails } from '@/ui/from-your-details';
import { versionOf } from '@/domain/people';
import { fieldWarning, validateQuestion, type FieldWarning } from '@/domain/forms/validate';
import { toneText } from '@/ui/badge-tone';
import { formatIsoDate } from '@/lib/format-date';
import type { CoupleDates } from '@/domain/plausibility';
import { displayItems, isFieldVisible } from '@/domain/forms/skip';
import { FieldInput } from './field-input';
import { GroupInput } from './group-input';
import { useFieldErrorText } from './use-field-error-text';
import { SuggestionHint } from '@/ui/suggestion-hint';
import { suggestionLabel } from '@/domain/forms/suggestion-display';
import type { FieldSuggestion } from './field-suggestion';

type Props = {
  question: QuestionDef;
  /** The saved answer (live); the view owns the value while the user types. */
  initialAnswer: QuestionAnswer | undefined;
  suggestions: FieldSuggestion[];
  onAnswer: (answer: QuestionAnswer | undefined) => void;
  today: Date;
  /** True when a field's value is held in the people records (D20: "from your details"). */
  fromPerson?: (field: FieldDef) => boolean;
  /** The name typed in this form before an edit elsewhere changed it (kept and shown, D20). */
  replacedName?: (field: FieldDef) => string | undefined;
  /** The couple's dates from every form, so a date is checked against the others (plausibility). */
  dates?: CoupleDates;
};

/** Who answers, in which language, and the official item numbers. */
function QuestionBadges({ question }: { question: QuestionDef }) {
  const { t } = useLingui();
  const languageNote = {
    ko: t({ id: 'forms.lang.ko', message: 'Answer in Korean' }),
    en: t({ id: 'forms.lang.en', message: 'Answer in English (as in the passport)' }),
    'ko-or-en': t({ id: 'forms.lang.ko_or_en', message: 'Korean or English' }),
    any: null,
  }[question.answerLanguage];
  const items = displayItems(question);
  return (
    <Group gap="xs">
      <Badge variant="light" color={question.answeredBy === 'sponsor' ? 'grape' : 'blue'}>
        {question.answeredBy === 'sponsor'
          ? t({ id: 'forms.by_sponsor', message: 'Korean spouse answers' })
          : t({ id: 'forms.by_applicant', message: 'Applicant answers' })}
      </Badge>
      {languageNote && (
        <Badge variant="outline" color="gray">
          {languageNote}
        </Badge>
      )}
      {items.length > 0 && (
        <Text size="xs" c="dimmed">
          {t({ id: 'forms.official_items', message: `Official item ${ph({ items: items.join(', ') })}` })}
        </Text>
      )}
    </Group>
  );
}

/** A signing date after the application date, or far from today: a warning only, the answer still counts as given. */
function FieldWarningText({ warning }: { warning: FieldWarning }) {
  const { t, i18n } = useLingui();
  const text = (() => {
    switch (warning.code) {
      case 'signingDateAfterApplication':
        return t({
          id: 'forms.warning.signing_date_after_application',
          message: `This date is after the day you plan to apply (${ph({ date: formatIsoDate(warning.params.date, i18n.locale, 'long') })}). The form goes in with the application, so it is signed before: use the day you sign the printed form.`,
        });
      case 'signingDateOld':
        return t({
          id: 'forms.warning.signing_date_old',
          message: `This date is more than ${ph({ months: warning.params.months })} months ago. The consulate expects a recent date, close to when you apply: use the day you sign the printed form.`,
        });
      case 'signingDateAhead':
        return t({
          id: 'forms.warning.signing_date_ahead',
          message: `This date is more than ${ph({ months: warning.params.months })} months ahead. The consulate expects a recent date, close to when you apply: use the day you sign the printed form.`,
        });
    }
  })();
  return (
    <Text size="xs" c={toneText.warn} data-testid="field-warning" data-code={warning.code}>
      {text}
    </Text>
  );
}

type FieldRowProps = {
  field: FieldDef;
  idPrefix: string;
  value: FieldValue | undefined;
  error: string | null;
  warning: FieldWarning | null;
  fromPerson: boolean;
  replaced: string | undefined;
  suggestion: FieldSuggestion | undefined;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
};

/** What was typed here before another place changed the held name: shown, and one press brings it back. */
function ReplacedName({ typed, onUse }: { typed: string; onUse: () => void }) {
  const { t } = useLingui();
  return (
    <Group gap="xs" wrap="wrap" data-testid="replaced-name">
      <Text size="xs" c={toneText.warn}>
        {t({
          id: 'forms.replaced_name',
          message: `You typed “${typed}” here; another place changed it since, and every form now prints what is shown above. The check of your application lists both until they agree.`,
        })}
      </Text>
      <Button size="compact-xs" variant="light" onClick={onUse}>
        {t({ id: 'forms.replaced_name_use', message: `Use “${typed}” everywhere` })}
      </Button>
    </Group>
  );
}

/** One field with what belongs beside it: its warning, "from your details", and a suggestion to accept. */
function FieldRow(props: FieldRowProps) {
  const { field, idPrefix, value, error, warning, fromPerson, replaced, suggestion, onChange, onBlur } = props;
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Stack gap={4}>
      <FieldInput field={field} idPrefix={idPrefix} value={value} onChange={onChange} onBlur={onBlur} error={error} />
      {warning && <FieldWarningText warning={warning} />}
      {fromPerson && <FromYourDetails script={versionOf(field.person)} />}
      {replaced && replaced !== value && <ReplacedName typed={replaced} onUse={() => onChange(replaced)} />}
      {suggestion && suggestion.value !== value && (
        <SuggestionHint
          suggestion={{
            ...suggestion,
            value: suggestionLabel(field, suggestion.value, locale, {
              yes: t({ id: 'common.yes', message: 'Yes' }),
              no: t({ id: 'common.no', message: 'No' }),
            }),
          }}
          onAccept={() => onChange(suggestion.value)}
        />
      )}
    </Stack>
  );
}

/** An optional question can be marked not applicable, and the mark undone. */
function NotApplicable({
  question,
  answer,
  update,
}: {
  question: QuestionDef;
  answer: QuestionAnswer | undefined;
  update: (next: QuestionAnswer | undefined) => void;
}) {
  const { t } = useLingui();
  if (question.required) return null;
  if (answer === undefined)
    return (
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={() => update(question.kind === 'group' ? [] : {})}>
          {t({ id: 'forms.not_applicable', message: 'Not applicable' })}
        </Button>
      </Group>
    );
  if (question.kind !== 'fields' || Object.keys(answer).length > 0) return null;
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed" data-testid="marked-not-applicable">
        {t({ id: 'forms.marked_not_applicable', message: 'Marked as not applicable.' })}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={() => update(undefined)}>
        {t({ id: 'forms.undo', message: 'Undo' })}
      </Button>
    </Group>
  );
}

/**
 * The answer the view shows: the user's while typing, the store's otherwise. An answer that
 * changed elsewhere (another tab, another device after sync) shows up, but never replaces what
 * the user is typing.
 */
function useAnswer(initialAnswer: QuestionAnswer | undefined, onAnswer: (answer: QuestionAnswer | undefined) => void) {
  const [answer, setAnswer] = useState<QuestionAnswer | undefined>(initialAnswer);
  // True from a keystroke until the store holds what was typed: meanwhile the view owns the value.
  const typing = useRef(false);
  // Runs when the stored answer changes, reading the answer on screen at that moment.
  const followStore = useEffectEvent((stored: QuestionAnswer | undefined) => {
    if (JSON.stringify(stored) === JSON.stringify(answer)) typing.current = false;
    else if (!typing.current) setAnswer(stored);
  });
  useEffect(() => followStore(initialAnswer), [initialAnswer]);
  const update = (next: QuestionAnswer | undefined) => {
    typing.current = true;
    setAnswer(next);
    onAnswer(next);
  };
  return { answer, update };
}

/**
 * A single question. Typing updates local state and hands the answer to the save
 * queue; nothing here waits on storage, and re-renders stay inside this view.
 */
export const QuestionView = memo(function QuestionView({
  question,
  initialAnswer,
  suggestions,
  onAnswer,
  today,
  fromPerson,
  replacedName,
  dates,
}: Props) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const errorText = useFieldErrorText();
  const { answer, update } = useAnswer(initialAnswer, onAnswer);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errors = answer === undefined ? {} : validateQuestion(question, answer, today, dates);
  const values = (answer as FieldValues | undefined) ?? {};
  const setField = (fieldId: string, value: FieldValue) => update({ ...values, [fieldId]: value });

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="question" data-question-id={question.id}>
      <Stack gap="md">
        <QuestionBadges question={question} />
        <Title order={2} size="h3" id={`q-${question.id}-title`} tabIndex={-1} className="step-heading">
          {pick(question.title, locale)}
        </Title>
        <Text size="sm" c="dimmed">
          {pick(question.help, locale)}
        </Text>
        {question.kind === 'group' ? (
          <GroupInput
            question={question}
            rows={Array.isArray(answer) ? answer : undefined}
            onChange={(rows) => update(rows)}
            errors={errors}
            errorText={errorText}
          />
        ) : (
          <Stack gap="sm">
            {question.fields
              .filter((field) => isFieldVisible(field, values))
              .map((field) => {
                const value = values[field.id];
                return (
                  <FieldRow
                    key={field.id}
                    field={field}
                    idPrefix={question.id}
                    value={value}
                    error={touched[field.id] || value ? errorText(errors[field.id]) : null}
                    warning={errors[field.id] ? null : fieldWarning(field, value, today, dates)}
                    fromPerson={!!fromPerson?.(field)}
                    replaced={replacedName?.(field)}
                    suggestion={suggestions.find((s) => s.fieldId === field.id)}
                    onChange={(v) => setField(field.id, v)}
                    onBlur={() => setTouched((t) => ({ ...t, [field.id]: true }))}
                  />
                );
              })}
          </Stack>
        )}
        <NotApplicable question={question} answer={answer} update={update} />
      </Stack>
    </Card>
  );
});
