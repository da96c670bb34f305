import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ExemptionStatus } from '@/domain/application';
import { pick, type Locale } from '@/domain/common';
import { healthCheckExemption, healthExemptionRoutes, type HealthInputs } from '@/domain/guides/health';
import { guideSources } from '@/domain/guides/sources';
import { badgeTone } from '@/ui/badge-tone';
import { logger } from '@/lib/logger';
import { SourceNote } from '@/ui/source-note';
import { toast } from '@/lib/toast';
import { applyHealthExemption } from '../repo';
import { useGuideLabels } from './use-labels';

type Props = { inputs: HealthInputs; current: ExemptionStatus['healthCheck'] };

/** What the answers mean for exemptionStatus.healthCheck, and a way to save it there. */
export function HealthExemptionCard({ inputs, current }: Props) {
  const { t, i18n } = useLingui();
  const labels = useGuideLabels();
  const [busy, setBusy] = useState(false);
  const suggested = healthCheckExemption(inputs);
  // Only the pregnancy route rests on a cut-off source; certificates in hand are plain fact.
  const restsOnPregnancy = inputs.pregnancy && !inputs.priorHealthCertWithinValidity;
  const source = restsOnPregnancy ? guideSources.healthExemptions : guideSources.healthExchange;
  const saved = labels.exemption[current] ?? labels.exemption.unknown;

  const apply = async () => {
    setBusy(true);
    try {
      const next = await applyHealthExemption();
      const status = labels.exemption[next.healthCheck];
      toast.success(t({ id: 'guides.health.exemption_saved', message: `Exemption status saved: ${ph({ status })}.` }));
    } catch (error) {
      logger.error('Failed to save the health exemption', error);
      toast.error(
        t({
          id: 'guides.health.exemption_failed',
          message: 'The exemption status could not be saved. Please try again.',
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="health-exemption">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t({ id: 'guides.health.exemption_title', message: 'Your health exemption status' })}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{t({ id: 'guides.health.exemption_suggested', message: 'From your answers:' })}</Text>
          <Badge
            variant="light"
            {...badgeTone(suggested === 'required' ? 'neutral' : 'ok')}
            data-testid="health-exemption-suggested"
          >
            {labels.exemption[suggested]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" data-testid="health-exemption-saved">
          {t({ id: 'guides.health.exemption_current', message: `Saved for your timeline: ${ph({ saved })}` })}
        </Text>
        <Text size="sm" data-testid="health-exemption-routes">
          {pick(healthExemptionRoutes, i18n.locale as Locale)}
        </Text>
        <SourceNote source={guideSources.healthExemptions} />
        {source !== guideSources.healthExemptions && <SourceNote source={source} />}
        <Button
          variant="light"
          w="fit-content"
          onClick={apply}
          loading={busy}
          disabled={current === suggested}
          data-testid="apply-health-exemption"
        >
          {t({ id: 'guides.health.exemption_apply', message: 'Use this for my exemption status' })}
        </Button>
      </Stack>
    </Card>
  );
}
