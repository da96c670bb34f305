import { ph, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Checkbox, Divider, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { pick, type Locale } from '@/domain/common';
import { eligibilityFields, type EligibilityResult } from '@/domain/eligibility/check';
import { badgeTone } from '@/ui/badge-tone';
import { SourceNote } from '@/ui/source-note';
import { outcomeTone, shownOutcome, statusTone, useEligibilityLabels } from './use-labels';

type Props = {
  result: EligibilityResult;
  answered: number;
  /** Checks the user has acknowledged (D19: a warning is not a wall). */
  acknowledged?: string[];
  onAcknowledge?: (ids: string[]) => void;
};

type Check = EligibilityResult['checks'][number];

/** Whether a check is one the user may acknowledge: a warning or an open question, not a blocker, all answered. */
const acknowledgeable = (check: Check, allAnswered: boolean) =>
  (check.status === 'warn' || check.status === 'unknown') && !check.blocking && allAnswered;

/** One check: its title and status, what it found, its source, and the acknowledgement it allows. */
function CheckRow({
  check,
  allAnswered,
  acknowledged,
  onAcknowledge,
}: {
  check: Check;
  allAnswered: boolean;
  acknowledged: string[];
  onAcknowledge?: (ids: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useEligibilityLabels();
  const isAcknowledged = acknowledgeable(check, allAnswered) && acknowledged.includes(check.id);
  return (
    <Stack component="li" gap={4} data-testid={`check-${check.id}`} data-status={check.status}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text fw={600} size="sm">
          {pick(check.title, locale)}
        </Text>
        <Badge variant="light" {...badgeTone(isAcknowledged ? 'neutral' : statusTone[check.status], { flexShrink: 0 })}>
          {isAcknowledged ? labels.acknowledgedStatus : labels.status[check.status]}
        </Badge>
      </Group>
      <Text size="sm">{pick(check.detail, locale)}</Text>
      <SourceNote source={check.source} />
      {check.blocking && check.status !== 'fail' && (
        <Text size="xs" c="dimmed" data-testid={`blocking-${check.id}`}>
          {t({
            id: 'eligibility.blocking',
            message: 'This cannot be acknowledged: the step completes once the facts above change.',
          })}
        </Text>
      )}
      {onAcknowledge && acknowledgeable(check, allAnswered) && (
        <Checkbox
          size="sm"
          checked={acknowledged.includes(check.id)}
          onChange={(e) =>
            onAcknowledge(
              e.currentTarget.checked ? [...acknowledged, check.id] : acknowledged.filter((id) => id !== check.id),
            )
          }
          label={t({ id: 'eligibility.acknowledge', message: 'I have read this and will take care of it' })}
          data-testid={`acknowledge-${check.id}`}
        />
      )}
    </Stack>
  );
}

/** The outcome in one sentence: what to do next. */
function useSummary(outcome: ReturnType<typeof shownOutcome>): string {
  const { t } = useLingui();
  return {
    acknowledged: t({
      id: 'eligibility.summary.acknowledged',
      message:
        'Every check is met or acknowledged. Mark this step complete to update your timeline, and take care of the points you acknowledged.',
    }),
    eligible: t({
      id: 'eligibility.summary.eligible',
      message: 'Every check is met. Mark this step complete to update your timeline.',
    }),
    'needs-attention': t({
      id: 'eligibility.summary.needs_attention',
      message: 'Some checks still need an answer or a closer look.',
    }),
    'not-eligible': t({
      id: 'eligibility.summary.not_eligible',
      message: 'At least one requirement is not met yet. Each check below says what would change that.',
    }),
  }[outcome];
}

/** The live result: the overall outcome and every check with its status, detail and source. */
export function ResultPanel({ result, answered, acknowledged = [], onAcknowledge }: Props) {
  const { t } = useLingui();
  const labels = useEligibilityLabels();
  const total = eligibilityFields.length;
  const outcome = shownOutcome(result, acknowledged);
  const summary = useSummary(outcome);

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="eligibility-result">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {t({ id: 'eligibility.result', message: 'Your result' })}
          </Title>
          <Badge
            size="lg"
            variant="light"
            {...badgeTone(outcomeTone[outcome])}
            data-testid="eligibility-outcome"
            data-outcome={outcome}
          >
            {labels.outcome[outcome]}
          </Badge>
        </Group>
        <Text size="sm">{summary}</Text>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" data-testid="eligibility-answered">
            {t({
              id: 'eligibility.answered',
              message: plural(total, {
                one: `${ph({ answered })} of # question answered`,
                other: `${ph({ answered })} of # questions answered`,
              }),
            })}
          </Text>
          <Progress
            value={(answered / total) * 100}
            size="sm"
            aria-label={t({ id: 'eligibility.answered_label', message: 'Questions answered' })}
          />
        </Stack>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {result.checks.map((check, i) => (
            <Fragment key={check.id}>
              {i > 0 && <Divider component="li" aria-hidden="true" />}
              <CheckRow
                check={check}
                allAnswered={answered === total}
                acknowledged={acknowledged}
                onAcknowledge={onAcknowledge}
              />
            </Fragment>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
