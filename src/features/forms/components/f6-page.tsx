import { ph, plural } from '@lingui/core/macro';
import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useApplicationStatus } from '@/data/application-status';
import { pick, type Locale } from '@/domain/common';
import { formIds, formShapes } from '@/domain/forms/structure';
import { useStatusWords } from '@/i18n/status-words';
import type { FormStatus } from '@/domain/status';
import type { FormId } from '@/domain/forms/types';
import { isTitle, OfficialName } from './official-name';
import { ButtonLink } from '@/ui/links/button-link';

type Who = 'sponsor' | 'applicant';

/**
 * One next step per person: each form is answered by one of you (decisions: say who), so the
 * applicant is never sent to the Korean spouse's form as "their" next step, nor the other way round.
 * A form already begun comes before one not yet started.
 */
function nextSteps(progressOf: (id: FormId) => FormStatus | undefined): Array<{ who: Who; id: FormId }> {
  const nextFor = (who: Who) => {
    const open = formIds.filter((id) => formShapes[id].answeredBy === who && progressOf(id)?.state !== 'complete');
    return open.find((id) => progressOf(id)?.state === 'in-progress') ?? open[0];
  };
  return (['sponsor', 'applicant'] as const).flatMap((who) => {
    const id = nextFor(who);
    return id ? [{ who, id }] : [];
  });
}

function NextSteps({
  steps,
  progressOf,
}: {
  steps: Array<{ who: Who; id: FormId }>;
  progressOf: (id: FormId) => FormStatus | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Card withBorder radius="lg" padding="md" bg="var(--mantine-primary-color-light)" data-testid="f6-next">
      <Stack gap="xs">
        {steps.map(({ who, id }) => {
          const form = pick(formShapes[id].title, locale);
          const action =
            progressOf(id)?.state === 'in-progress'
              ? t({ id: 'f6.continue', message: 'Continue' })
              : t({ id: 'f6.start', message: 'Start' });
          return (
            <Group key={who} justify="space-between" data-testid={`f6-next-${who}`}>
              <Text fw={600}>
                {who === 'sponsor'
                  ? t({ id: 'f6.next_sponsor', message: `Next for the Korean spouse: ${ph({ form })}` })
                  : t({ id: 'f6.next_applicant', message: `Next for the applicant: ${ph({ form })}` })}
              </Text>
              <ButtonLink to="/f6/$formId" params={{ formId: id }} aria-label={`${action}: ${form}`}>
                {action}
              </ButtonLink>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}

function FormCard({ id, p }: { id: FormId; p: FormStatus | undefined }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const words = useStatusWords();
  const form = formShapes[id];
  const pct = p ? Math.round(((p.answered + p.skipped) / p.total) * 100) : 0;
  const reason = p ? words.formReason(p) : null;
  const count = form.questions.length;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={`f6-form-${id}`} data-state={p?.state}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4">
          {pick(form.title, locale)}
        </Title>
        {!isTitle(form, locale) && (
          <Text size="sm" c="dimmed">
            <OfficialName form={form} />
          </Text>
        )}
        <Group gap="xs">
          <Badge variant="light" color={form.answeredBy === 'sponsor' ? 'grape' : 'blue'}>
            {form.answeredBy === 'sponsor'
              ? t({ id: 'forms.by_sponsor', message: 'Korean spouse answers' })
              : t({ id: 'forms.by_applicant', message: 'Applicant answers' })}
          </Badge>
          <Badge variant="outline" color="gray">
            {t({ id: 'f6.question_count', message: plural(count, { one: '# question', other: '# questions' }) })}
          </Badge>
        </Group>
        <Text size="sm" style={{ flex: 1 }}>
          {pick(form.description, locale)}
        </Text>
        <Text size="sm" data-testid={`f6-form-status-${id}`}>
          {p ? `${words.formState(p)} · ${words.formCount(p)}` : ''}
        </Text>
        {reason && (
          <Text size="sm" c="dimmed">
            {reason}
          </Text>
        )}
        <Progress value={pct} aria-label={pick(form.title, locale)} />
        <Group>
          <ButtonLink to="/f6/$formId" params={{ formId: id }} data-testid={`open-${id}`}>
            {p?.state === 'not-started' || !p
              ? t({ id: 'f6.start', message: 'Start' })
              : t({ id: 'f6.continue', message: 'Continue' })}
          </ButtonLink>
          <ButtonLink to="/f6/$formId/review" params={{ formId: id }} variant="default">
            {t({ id: 'f6.review', message: 'Review' })}
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}

/** The three forms, who fills each, their progress, and what to do next. */
export function F6Page() {
  const { t } = useLingui();
  // Every form's status from the one status function (D25): the same words as every other screen.
  const status = useApplicationStatus();
  const progressOf = (id: FormId) => status?.forms[id];
  const steps = nextSteps(progressOf);
  return (
    <Stack gap="lg" maw={1040}>
      <Stack gap="xs">
        <Title order={1}>{t({ id: 'f6.title', message: 'F-6 Visa: the three official forms' })}</Title>
        <Text c="dimmed" maw={720}>
          {t({
            id: 'f6.intro',
            message:
              'The consulate needs three forms. The Korean spouse answers the letter of guarantee and the invitation letter (in Korean); the applicant answers the marriage background statement (Korean or English). Answer one question at a time; everything saves on this device as you type, even offline.',
          })}
        </Text>
      </Stack>
      {/* The next steps and the cards arrive together with the status: cards drawn before it would
          be pushed down by the next steps' card (a layout shift). */}
      {status && (
        <>
          {steps.length > 0 && <NextSteps steps={steps} progressOf={progressOf} />}
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {formIds.map((id) => (
              <FormCard key={id} id={id} p={progressOf(id)} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
