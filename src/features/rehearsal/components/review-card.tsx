import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { pick, type Locale } from '@/domain/common';
import { getForm } from '@/domain/forms';
import { datesIn } from '@/domain/prose-date';
import type { Spouse } from '@/domain/rehearsal/catalog';
import type { FactCheck, QuestionReview } from '@/domain/rehearsal/compare';
import type { Reference } from '@/domain/rehearsal/questions';
import { topicGuides } from '@/domain/statement-topics';
import { badgeTone } from '@/ui/badge-tone';
import { CoupleReference } from './couple-reference';
import { factLabel, spouseLabel, statementLabel } from './labels';

/** Where a reference comes from, as a link to the place to correct it. */
function ReferenceSource({ reference }: { reference: Exclude<Reference, { kind: 'couple' }> }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (reference.kind === 'form') {
    const form = pick(getForm(reference.formId).title, locale);
    const items = reference.items.join(', ');
    return (
      <Link
        to="/f6/$formId"
        params={{ formId: reference.formId }}
        search={{ q: reference.index }}
        data-testid="reference-link"
        style={{ fontSize: 'var(--mantine-font-size-sm)' }}
      >
        {reference.items.length > 1
          ? t({ id: 'rehearsal.ref.form_items', message: `${ph({ form })}, items ${ph({ items })}` })
          : t({ id: 'rehearsal.ref.form', message: `${ph({ form })}, item ${ph({ items })}` })}
      </Link>
    );
  }
  if (reference.kind === 'statement') {
    const statement = i18n._(statementLabel[reference.statement]);
    const topic = pick(topicGuides[reference.topic].title, locale);
    return (
      <Link to="/enhancement" style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
        {t({ id: 'rehearsal.ref.statement', message: `${ph({ statement })}: ${ph({ topic })}` })}
      </Link>
    );
  }
  const person = i18n._(spouseLabel[reference.person]);
  return (
    <Text size="sm" fw={500}>
      {t({ id: 'rehearsal.ref.person', message: `${ph({ person })}'s details` })}
    </Text>
  );
}

function Checks({ checks }: { checks: FactCheck[] }) {
  const { t, i18n } = useLingui();
  if (!checks.length) return null;
  return (
    <Group gap={6}>
      {checks.map((c) => {
        const fact = i18n._(factLabel[c.kind]);
        const expected = c.expected.map((x) => pick(x, i18n.locale as Locale)).join(', ');
        const said = c.said.map((x) => pick(x, i18n.locale as Locale)).join(', ');
        return c.status === 'different' ? (
          <Badge key={c.kind} variant="light" tt="none" h="auto" py={2} {...badgeTone('bad', { whiteSpace: 'normal' })}>
            {t({
              id: 'rehearsal.check.different',
              message: `${ph({ fact })} differs: ${ph({ expected })} ≠ ${ph({ said })}`,
            })}
          </Badge>
        ) : c.status === 'same' ? (
          <Badge key={c.kind} variant="light" tt="none" {...badgeTone('ok')}>
            {t({ id: 'rehearsal.check.same', message: `${ph({ fact })}: same` })}
          </Badge>
        ) : (
          <Badge
            key={c.kind}
            variant="light"
            tt="none"
            h="auto"
            py={2}
            {...badgeTone('neutral', { whiteSpace: 'normal' })}
          >
            {t({ id: 'rehearsal.check.unsaid', message: `${ph({ fact })} not said: ${ph({ expected })}` })}
          </Badge>
        );
      })}
    </Group>
  );
}

/** What the forms and statements say about the question, each with its checks against the answer. */
function References({ review }: { review: QuestionReview }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (review.references.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t({ id: 'rehearsal.review.no_reference', message: 'Your forms and statements do not say this yet.' })}
      </Text>
    );
  return review.references.map((r, i) => (
    <Stack
      key={i}
      gap={4}
      pl="sm"
      style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}
      data-testid="review-reference"
    >
      {r.reference.kind === 'couple' ? (
        <CoupleReference reference={r.reference} />
      ) : (
        <>
          <ReferenceSource reference={r.reference} />
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="reference-text">
            {datesIn(pick(r.reference.text, locale), locale)}
          </Text>
        </>
      )}
      <Checks checks={r.checks} />
    </Stack>
  ));
}

/** One question of a finished round: the answer, then each reference and the other spouse's answer with its checks. */
export function ReviewCard({ review, spouse }: { review: QuestionReview; spouse: Spouse }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { question } = review;
  const name = i18n._(spouseLabel[spouse]);
  const otherName = review.other ? i18n._(spouseLabel[review.other.spouse]) : '';
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      id={`review-${question.id}`}
      data-testid={`review-${question.id}`}
      data-mismatch={review.mismatch || undefined}
      style={review.mismatch ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        {(question.practice || review.mismatch) && (
          <Group gap={6}>
            {review.mismatch && (
              <Badge variant="light" {...badgeTone('bad')}>
                {t({ id: 'rehearsal.mismatch', message: 'Mismatch' })}
              </Badge>
            )}
            {question.practice && (
              <Badge variant="light" {...badgeTone('info')}>
                {t({ id: 'rehearsal.practice_badge', message: 'Practice question' })}
              </Badge>
            )}
          </Group>
        )}
        <Title order={3} size="h4">
          {pick(question.ask, locale)}
        </Title>
        <Stack gap={2}>
          <Text size="xs" c="dimmed" fw={600}>
            {t({ id: 'rehearsal.review.answer', message: `${ph({ name })}'s answer` })}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="review-answer">
            {review.answer || t({ id: 'rehearsal.review.no_answer', message: '(not answered)' })}
          </Text>
        </Stack>
        <References review={review} />
        {review.other && (
          <Stack
            gap={4}
            pl="sm"
            style={{ borderLeft: '3px solid var(--mantine-color-blue-5)' }}
            data-testid="review-other"
          >
            <Text size="sm" fw={500}>
              {t({ id: 'rehearsal.review.answer', message: `${ph({ name: otherName })}'s answer` })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="other-answer">
              {review.other.answer}
            </Text>
            <Checks checks={review.other.checks} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
