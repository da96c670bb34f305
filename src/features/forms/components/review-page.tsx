import { ph } from '@lingui/core/macro';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { pick, type Locale } from '@/domain/common';
import { formReference } from '@/domain/forms/reference';
import { displayItems, isFieldVisible } from '@/domain/forms/skip';
import { ReviewFindings } from './review-findings';
import { ReviewGaps } from './review-gaps';
import type {
  FieldDef,
  FieldValue,
  FieldValues,
  FormAnswers,
  FormDef,
  FormId,
  QuestionDef,
} from '@/domain/forms/types';
import type { QuestionState } from '@/domain/forms/completion';
import type { DerivedFormProgress } from '@/data/forms';
import { statusOfForm } from '@/data/application-status';
import { useStatusWords } from '@/i18n/status-words';
import { AnchorLink } from '@/ui/links/anchor-link';
import { OfficialName } from './official-name';
import { ButtonLink } from '@/ui/links/button-link';
import { ScrollRegion } from '@/ui/scroll-region';
import { toneText } from '@/ui/badge-tone';
import { useFormProgress, usePeople } from '../use-form-progress';
import { isFromPerson, storedValue } from '@/domain/forms/resolve';
import { FromYourDetails } from '@/ui/from-your-details';
import { formatIsoDate } from '@/lib/format-date';
import { isIsoDate } from '@/domain/dates';
import nearScreen from './near-screen.module.css';
import { DataTable } from '@/ui/data-table';
import { useStaged } from '@/ui/staged';

function useFormatValue() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (field: FieldDef, value: FieldValue | undefined): string => {
    if (value === undefined || value === null || value === '') return '';
    if (field.type === 'yesNo')
      return value ? t({ id: 'common.yes', message: 'Yes' }) : t({ id: 'common.no', message: 'No' });
    if (field.type === 'krw' && typeof value === 'number') return `${value.toLocaleString('ko-KR')} 원`;
    // A day in the reader's prose (1994년 7월 21일, July 21, 1994); a year and month stays as typed.
    if (field.type === 'date' && typeof value === 'string' && isIsoDate(value))
      return formatIsoDate(value, locale, 'long');
    if (field.type === 'choice')
      return pick(
        field.options?.find((o) => o.value === value)?.label ?? { en: String(value), ko: String(value) },
        locale,
      );
    if (Array.isArray(value))
      return value
        .map((v) => pick(field.options?.find((o) => o.value === v)?.label ?? { en: v, ko: v }, locale))
        .join(', ');
    return String(value);
  };
}

/** A repeat block (a table row) with nothing typed in it: not shown as a row of blanks. */
const isEmptyRow = (row: FieldValues): boolean =>
  Object.values(row).every((v) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0));

/** What a question's line says at its right: skipped, check it, waiting on another answer, or missing. */
function QuestionMark({
  formId,
  index,
  state,
  waiting,
}: {
  formId: FormId;
  index: number;
  state: QuestionState;
  waiting: boolean;
}) {
  const { t } = useLingui();
  // Passed with Next (optional) is skipped too, never answered (D25).
  if (state === 'skipped' || state === 'passed')
    return (
      <Badge color="gray" variant="light">
        {t({ id: 'forms.skipped', message: 'Skipped' })}
      </Badge>
    );
  // Answered, but not as the official form wants it (e.g. a passport name in lower case).
  if (state === 'invalid')
    return (
      <AnchorLink
        to="/f6/$formId"
        params={{ formId }}
        search={{ q: index }}
        size="sm"
        c={toneText.warn}
        data-print="hide"
        data-testid="review-check"
      >
        {t({ id: 'forms.check_answer', message: 'Check this answer' })}
      </AnchorLink>
    );
  if (waiting)
    return (
      <Badge color="gray" variant="outline">
        {t({ id: 'forms.depends', message: 'Depends on an earlier answer' })}
      </Badge>
    );
  if (state === 'answered' || state === 'optional') return null;
  return (
    <AnchorLink to="/f6/$formId" params={{ formId }} search={{ q: index }} size="sm" c={toneText.bad} data-print="hide">
      {t({ id: 'forms.missing_answer', message: 'Missing: answer it' })}
    </AnchorLink>
  );
}

/** A table question's rows, or "none" when the user said there is nothing to list. */
function RowsAnswer({ q, rows }: { q: QuestionDef; rows: FieldValues[] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const format = useFormatValue();
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t({ id: 'forms.group_none', message: 'None: nothing to list here.' })}
      </Text>
    );
  return (
    <ScrollRegion label={pick(q.title, locale)} minWidth={Math.max(280, q.fields.length * 130)}>
      <DataTable>
        <thead>
          <tr>
            {q.fields.map((f) => (
              <th key={f.id}>{pick(f.label, locale)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {q.fields.map((f) => (
                <td key={f.id}>{format(f, row[f.id])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </ScrollRegion>
  );
}

/** Each visible field of a question with its answer, a required blank marked missing. */
function FieldsAnswer({
  q,
  answer,
  progress,
}: {
  q: QuestionDef;
  answer: FieldValues | undefined;
  progress: DerivedFormProgress;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const format = useFormatValue();
  const people = usePeople();
  return q.fields
    .filter((f) => isFieldVisible(f, answer ?? {}))
    .map((f) => {
      const value = format(f, answer?.[f.id]);
      return (
        <Text key={f.id} size="sm">
          <Text span c="dimmed">
            {pick(f.label, locale)}:{' '}
          </Text>
          {value || (
            <Text span c={f.required ? toneText.bad : 'dimmed'}>
              {f.required ? t({ id: 'forms.blank_required', message: '(missing)' }) : '—'}
            </Text>
          )}
          {value && isFromPerson(f, people, storedValue(progress.formData, q.id, f.id)) && <FromYourDetails compact />}
        </Text>
      );
    });
}

function ReviewQuestion({ form, q, progress }: { form: FormDef; q: QuestionDef; progress: DerivedFormProgress }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // The effective answers: person facts included (D20).
  const answers: FormAnswers = progress.answers;
  const index = form.questions.indexOf(q);
  const state = progress.completion.states[index];
  const skipped = state === 'skipped' || state === 'passed';
  const answer = answers[q.id];
  // A follow-up whose deciding question is still open: a gap, but say why.
  const waiting = state === 'missing' && (q.skipWhen ?? []).some((rule) => answers[rule.questionId] === undefined);
  const items = displayItems(q);
  return (
    <Stack
      id={`review-${q.id}`}
      gap={4}
      data-testid="review-question"
      data-missing={state === 'missing' || state === 'invalid'}
    >
      {/* Wraps on a phone: the status moves under the title instead of being cut ("SKI…"). */}
      <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
        <Text fw={600} size="sm">
          {items.length > 0 ? `${items.join(', ')} · ` : ''}
          {pick(q.title, locale)}
        </Text>
        <QuestionMark formId={form.id} index={index} state={state} waiting={waiting} />
      </Group>
      {/* A table not answered yet has no rows to show: the mark beside its title says it is missing. */}
      {skipped ? null : Array.isArray(answer) ? (
        <RowsAnswer q={q} rows={answer.filter((row) => !isEmptyRow(row))} />
      ) : q.kind === 'group' ? null : (
        <FieldsAnswer q={q} answer={answer as FieldValues | undefined} progress={progress} />
      )}
    </Stack>
  );
}

function ReviewHeader({ form, progress }: { form: FormDef; progress: DerivedFormProgress }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const words = useStatusWords();
  // The same status and words as every other screen (domain/status, D25).
  const status = statusOfForm(progress);
  return (
    <Stack gap={4}>
      <AnchorLink to="/f6/$formId" params={{ formId: form.id }} size="sm" data-print="hide">
        {t({ id: 'forms.back_to_wizard', message: '← Back to the questions' })}
      </AnchorLink>
      <Title order={1} size="h2">
        {t({ id: 'forms.review_title', message: `Review: ${ph({ form: pick(form.title, locale) })}` })}
      </Title>
      <Text size="sm" c="dimmed">
        <OfficialName form={form} /> · {formReference(form, locale)}
      </Text>
      <Text size="sm" data-testid="review-summary" data-state={status.state}>
        {`${words.formState(status)} · ${words.formCount(status)}`}
      </Text>
    </Stack>
  );
}

/** All answers grouped as on the official form, with what is missing marked; prints cleanly. */
export function ReviewPage({ form }: { form: FormDef }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const formId = form.id;
  const progress = useFormProgress(formId);
  const sections = form.sections
    .map((section) => ({ section, questions: form.questions.filter((q) => q.sectionId === section.id) }))
    .filter(({ questions }) => questions.length > 0);
  // The official form's sections one per frame on a cold start (useStaged): 52 questions were one long commit.
  const drawn = useStaged(sections.length, !!progress);
  if (!progress) return <Loader aria-label="…" />;
  const status = statusOfForm(progress);
  return (
    <Stack gap="lg" maw={900} data-testid="review" data-drawn={drawn === sections.length ? 'all' : 'part'}>
      <ReviewHeader form={form} progress={progress} />
      <ReviewFindings formId={formId} />
      {status.gaps.length > 0 ? (
        <ReviewGaps form={form} status={status} />
      ) : (
        <Alert color="teal">
          {t({
            id: 'forms.review_complete_pdf',
            message:
              'Every question is answered. Save the official form as a PDF with your answers in place, then print and sign it.',
          })}
        </Alert>
      )}
      <Group data-print="hide">
        {/* The PDF is made on the final step (the only place with the PDF engine); this goes to its button. */}
        <ButtonLink to="/final-application" hash={`pdf-${formId}`} data-testid="review-form-pdf">
          {t({ id: 'forms.review_pdf_final', message: 'Make the PDF on the final step →' })}
        </ButtonLink>
        <Button variant="light" onClick={() => window.print()}>
          {t({ id: 'forms.print', message: 'Print' })}
        </Button>
      </Group>
      {sections.slice(0, drawn).map(({ section, questions }) => (
        <Card
          key={section.id}
          withBorder
          radius="md"
          padding="md"
          className={nearScreen.card}
          style={{ breakInside: 'avoid-page' }}
        >
          <Title order={2} size="h4" mb="sm">
            {section.officialNumber ? `${section.officialNumber}. ` : ''}
            {pick(section.title, locale)}
          </Title>
          <Stack gap="sm">
            {questions.map((q) => (
              <ReviewQuestion key={q.id} form={form} q={q} progress={progress} />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
