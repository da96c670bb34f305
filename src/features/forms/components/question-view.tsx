import { ph } from '@lingui/core/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { memo, useEffect, useRef, useState } from 'react';
import { pick, type Locale } from '@/domain/common';
import type { FieldDef, FieldValue, FieldValues, QuestionAnswer, QuestionDef } from '@/domain/forms/types';
import { FromYourDetails } from '@/lib/from-your-details';
import { fieldWarning, validateQuestion, type FieldWarning } from '@/domain/forms/validate';
import { toneText } from '@/lib/badge-tone';
import type { CoupleDates } from '@/domain/plausibility';
import { displayItems, isFieldVisible } from '@/domain/forms/skip';
import { FieldInput } from './field-input';
import { GroupInput } from './group-input';
import { useFieldErrorText } from './use-field-error-text';
import { SuggestionHint } from '@/lib/suggestion-hint';
import { suggestionLabel } from '@/domain/forms/suggestion-display';
import type { FieldSuggestion } from './field-suggestion';

type Props = {
  question: QuestionDef;
  /** The saved answer (live); the view owns the value while the user types. */
  initialAnswer: QuestionAnswer | undefined;
  suggestions: FieldSuggestion[];
  onAnswer: (answer: QuestionAnswer | undefined) => void;
  today: Date;
  /** True when a field's value is held in the people records (ruling 20: "from your details"). */
  fromPerson?: (field: FieldDef) => boolean;
  /** The couple's dates from every form, so a date is checked against the others (plausibility). */
  dates?: CoupleDates;
};

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
  dates,
}: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const errorText = useFieldErrorText();
  const [answer, setAnswer] = useState<QuestionAnswer | undefined>(initialAnswer);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  // True from a keystroke until the store holds what was typed: meanwhile the view owns the value.
  const typing = useRef(false);

  // An answer that changed elsewhere (another tab, another device after sync) shows up here,
  // but never replaces what the user is typing.
  useEffect(() => {
    const same = JSON.stringify(initialAnswer) === JSON.stringify(answer);
    if (same) typing.current = false;
    else if (!typing.current) setAnswer(initialAnswer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialAnswer]);
  const errors = answer === undefined ? {} : validateQuestion(question, answer, today, dates);
  const warningText = (w: FieldWarning) =>
    w.code === 'signingDateOld'
      ? t({
          id: 'forms.warning.signing_date_old',
          message: `This date is more than ${ph({ months: w.params.months })} months ago. The consulate expects a recent date, close to when you apply: use the day you sign the printed form.`,
        })
      : t({
          id: 'forms.warning.signing_date_ahead',
          message: `This date is more than ${ph({ months: w.params.months })} months ahead. The consulate expects a recent date, close to when you apply: use the day you sign the printed form.`,
        });

  const update = (next: QuestionAnswer | undefined) => {
    typing.current = true;
    setAnswer(next);
    onAnswer(next);
  };
  const setField = (fieldId: string, value: FieldValue) =>
    update({ ...((answer as FieldValues | undefined) ?? {}), [fieldId]: value });

  const languageNote = {
    ko: t({ id: 'forms.lang.ko', message: 'Answer in Korean' }),
    en: t({ id: 'forms.lang.en', message: 'Answer in English (as in the passport)' }),
    'ko-or-en': t({ id: 'forms.lang.ko_or_en', message: 'Korean or English' }),
    any: null,
  }[question.answerLanguage];

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="question" data-question-id={question.id}>
      <Stack gap="md">
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
          {displayItems(question).length > 0 && (
            <Text size="xs" c="dimmed">
              {t({
                id: 'forms.official_items',
                message: `Official item ${ph({ items: displayItems(question).join(', ') })}`,
              })}
            </Text>
          )}
        </Group>
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
              .filter((field) => isFieldVisible(field, (answer as FieldValues | undefined) ?? {}))
              .map((field) => {
                const value = (answer as FieldValues | undefined)?.[field.id];
                const suggestion = suggestions.find((s) => s.fieldId === field.id);
                return (
                  <Stack key={field.id} gap={4}>
                    <FieldInput
                      field={field}
                      idPrefix={question.id}
                      value={value}
                      onChange={(v) => setField(field.id, v)}
                      onBlur={() => setTouched((t) => ({ ...t, [field.id]: true }))}
                      error={touched[field.id] || value ? errorText(errors[field.id]) : null}
                    />
                    {(() => {
                      // A warning only, when the value is otherwise valid: the answer counts as given.
                      const warning = errors[field.id] ? null : fieldWarning(field, value, today);
                      return (
                        warning && (
                          <Text size="xs" c={toneText.warn} data-testid="field-warning">
                            {warningText(warning)}
                          </Text>
                        )
                      );
                    })()}
                    {fromPerson?.(field) && <FromYourDetails />}
                    {suggestion && suggestion.value !== value && (
                      <SuggestionHint
                        suggestion={{
                          ...suggestion,
                          value: suggestionLabel(field, suggestion.value, locale, {
                            yes: t({ id: 'common.yes', message: 'Yes' }),
                            no: t({ id: 'common.no', message: 'No' }),
                          }),
                        }}
                        onAccept={() => setField(field.id, suggestion.value)}
                      />
                    )}
                  </Stack>
                );
              })}
          </Stack>
        )}
        {!question.required && answer === undefined && (
          <Group>
            <Button variant="subtle" size="compact-sm" onClick={() => update(question.kind === 'group' ? [] : {})}>
              {t({ id: 'forms.not_applicable', message: 'Not applicable' })}
            </Button>
          </Group>
        )}
        {!question.required &&
          question.kind === 'fields' &&
          answer !== undefined &&
          Object.keys(answer).length === 0 && (
            <Group gap="xs">
              <Text size="sm" c="dimmed" data-testid="marked-not-applicable">
                {t({ id: 'forms.marked_not_applicable', message: 'Marked as not applicable.' })}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={() => update(undefined)}>
                {t({ id: 'forms.undo', message: 'Undo' })}
              </Button>
            </Group>
          )}
      </Stack>
    </Card>
  );
});
