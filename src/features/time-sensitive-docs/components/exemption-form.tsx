import { ph } from '@lingui/core/macro';
import { Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { pick, type Locale } from '@/domain/common';
import type { ExemptionStatus, TimelineTask } from '@/domain/timeline';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { saveExemptions } from '../repo';

type Props = { exemptions: ExemptionStatus; removed: TimelineTask[]; added: TimelineTask[] };

/** What the answers did to the plan: the tasks removed and added, or that nothing changed. */
function ExemptionEffect({ removed, added }: Pick<Props, 'removed' | 'added'>) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const titles = (tasks: TimelineTask[]) => tasks.map((task) => pick(task.title, locale)).join(', ');
  return (
    <Stack gap={4} aria-live="polite" data-testid="exemption-effect">
      {removed.length === 0 && added.length === 0 ? (
        <Text size="sm">
          {t({ id: 'time_sensitive.exemption.no_change', message: 'Every check stays in your plan.' })}
        </Text>
      ) : null}
      {removed.length > 0 && (
        <Text size="sm">
          {t({
            id: 'time_sensitive.exemption.removed',
            message: `Removed from your plan: ${ph({ tasks: titles(removed) })}.`,
          })}
        </Text>
      )}
      {added.length > 0 && (
        <Text size="sm">
          {t({
            id: 'time_sensitive.exemption.added',
            message: `Added to your plan: ${ph({ tasks: titles(added) })}.`,
          })}
        </Text>
      )}
    </Stack>
  );
}

/** The choice shows at once; the stored answers (live query) win whenever they change. */
function useExemptionChoice(exemptions: ExemptionStatus) {
  const { t } = useLingui();
  const [choice, setChoice] = useState(exemptions);
  const [stored, setStored] = useState(exemptions);
  if (stored !== exemptions) {
    setStored(exemptions);
    setChoice(exemptions);
  }
  const save = (change: Partial<ExemptionStatus>) => {
    setChoice((current) => ({ ...current, ...change }));
    saveExemptions(change).catch((error: unknown) => {
      logger.error('Failed to save the exemption answers', error);
      toast.error(t({ id: 'timeline.save_failed', message: 'Could not save. Please try again.' }));
      setChoice(exemptions);
    });
  };
  return [choice, save] as const;
}

export function ExemptionForm({ exemptions, removed, added }: Props) {
  const { t } = useLingui();
  const [choice, save] = useExemptionChoice(exemptions);
  const required = t({ id: 'time_sensitive.exemption.required', message: 'Required' });
  const exempt = t({ id: 'time_sensitive.exemption.exempt', message: 'Exempt' });
  const notSure = t({ id: 'time_sensitive.exemption.unknown', message: 'Not sure' });

  return (
    <Card withBorder radius="lg" padding="lg" h="100%" data-testid="exemption-form">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t({ id: 'time_sensitive.exemption.title', message: 'Exemption check' })}
          </Title>
          <Text size="sm" c="dimmed">
            {t({
              // Worded as the source words it (D9): continuously, with the courtship there.
              id: 'time_sensitive.exemption.intro_v2',
              message:
                'A few couples are exempt, for example when the Korean spouse lived in your country for 6 months or more continuously and you dated there, with proof. If you are unsure, keep “Not sure”: the plan then includes the check, to be safe.',
            })}
          </Text>
        </Stack>
        <Radio.Group
          label={t({ id: 'time_sensitive.exemption.criminal', message: 'Criminal record check' })}
          value={choice.criminalRecordCheck}
          onChange={(value) => save({ criminalRecordCheck: value as ExemptionStatus['criminalRecordCheck'] })}
        >
          <Group gap="md" mt={6}>
            <Radio value="required" label={required} data-testid="exemption-criminal-required" />
            <Radio value="exempt" label={exempt} data-testid="exemption-criminal-exempt" />
            <Radio value="unknown" label={notSure} data-testid="exemption-criminal-unknown" />
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t({ id: 'time_sensitive.exemption.health', message: 'Health check' })}
          value={choice.healthCheck}
          onChange={(value) => save({ healthCheck: value as ExemptionStatus['healthCheck'] })}
        >
          <Group gap="md" mt={6}>
            <Radio value="required" label={required} data-testid="exemption-health-required" />
            <Radio value="exempt" label={exempt} data-testid="exemption-health-exempt" />
            <Radio
              value="tb-test-only"
              label={t({ id: 'time_sensitive.exemption.tb_only', message: 'TB test only' })}
              data-testid="exemption-health-tb-test-only"
            />
            <Radio value="unknown" label={notSure} data-testid="exemption-health-unknown" />
          </Group>
        </Radio.Group>
        <ExemptionEffect removed={removed} added={added} />
      </Stack>
    </Card>
  );
}
