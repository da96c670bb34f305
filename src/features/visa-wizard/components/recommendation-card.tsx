import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { VisaWizard } from '@/domain/application';
import { pick, type Locale } from '@/domain/common';
import { visaNames, type NextStepId, type VisaRecommendation } from '@/domain/visa/recommend';
import { logger } from '@/lib/logger';
import { AnchorLink } from '@/ui/links/anchor-link';
import type { AppLink } from '@/lib/route-paths';
import { SourceNote } from '@/ui/source-note';
import { toast } from '@/lib/toast';
import { startVisa } from '../repo';
import { useWizardLabels } from './use-labels';

type Props = {
  recommendation: VisaRecommendation;
  wizard: VisaWizard;
  onChangeAnswers: () => void;
  onRestart: () => void;
};

const links: Partial<Record<NextStepId, AppLink>> = {
  'check-eligibility': { to: '/eligibility' },
  'prepare-f6-forms': { to: '/f6' },
  'relationship-evidence': { to: '/guides', search: { tab: 'relationship' } },
};
const external: Partial<Record<NextStepId, string>> = { 'file-i130': 'https://www.uscis.gov/i-130' };

/** What to do next, each step linked to where it is done (a screen here, or the official site). */
function NextSteps({ steps }: { steps: NextStepId[] }) {
  const { t } = useLingui();
  const labels = useWizardLabels();
  if (steps.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t({ id: 'visa.next_steps', message: 'What to do next' })}
      </Text>
      <List size="sm" spacing={6}>
        {steps.map((step) => {
          const link = links[step];
          const href = external[step];
          return (
            <List.Item key={step}>
              {link ? (
                <AnchorLink {...link} size="sm" data-testid={`visa-next-${step}`}>
                  {labels.nextStep[step]}
                </AnchorLink>
              ) : href ? (
                <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
                  {labels.nextStep[step]}
                </Anchor>
              ) : (
                labels.nextStep[step]
              )}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

function AlternativesAndCaveats({ r }: { r: Extract<VisaRecommendation, { status: 'recommended' }> }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <>
      {r.alternatives.length > 0 && (
        <Text size="sm" data-testid="visa-alternatives">
          {t({ id: 'visa.also_fits', message: 'Also fits:' })}{' '}
          {r.alternatives.map((c) => pick(visaNames[c], locale)).join(', ')}
        </Text>
      )}
      {r.caveats.length > 0 && (
        <List size="sm" spacing={6}>
          {r.caveats.map((c) => (
            <List.Item key={c.en}>{pick(c, locale)}</List.Item>
          ))}
        </List>
      )}
    </>
  );
}

export function RecommendationCard({ recommendation: r, wizard, onChangeAnswers, onRestart }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (r.status === 'incomplete') return null;

  const start = async () => {
    if (r.status !== 'recommended') return;
    try {
      await startVisa(r.code);
      toast.success(t({ id: 'visa.started', message: 'Added to your visas in progress.' }));
    } catch (error) {
      logger.error('Failed to start a visa', error);
      toast.error(t({ id: 'visa.start_failed', message: 'Could not save that. Please try again.' }));
    }
  };
  const started = r.status === 'recommended' && !!wizard.inProgressVisas[r.code];

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      data-testid="visa-recommendation"
      data-code={r.status === 'recommended' ? r.code : 'none'}
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {t({ id: 'visa.result', message: 'Our recommendation' })}
        </Title>
        {r.status === 'recommended' ? (
          <Text fw={700} size="lg" data-testid="visa-recommended-code">
            {pick(visaNames[r.code], locale)}
          </Text>
        ) : (
          <Alert
            color="blue"
            radius="md"
            title={t({ id: 'visa.none', message: 'No visa in this area fits your answers' })}
            data-testid="visa-none"
          />
        )}
        <Text size="sm">{pick(r.reason, locale)}</Text>
        {r.status === 'recommended' && <AlternativesAndCaveats r={r} />}
        {r.sources.map((s) => (
          <SourceNote key={s.title} source={s} />
        ))}
        <NextSteps steps={r.nextSteps} />
        <Group gap="sm" wrap="wrap">
          {r.status === 'recommended' &&
            (started ? (
              <Badge size="lg" variant="light" data-testid="visa-started">
                {t({ id: 'visa.in_progress', message: 'In progress' })}
              </Badge>
            ) : (
              <Button onClick={start} data-testid="visa-start">
                {t({ id: 'visa.start', message: 'Start' })}
              </Button>
            ))}
          <Button variant="default" onClick={onChangeAnswers} data-testid="visa-change-answers">
            {t({ id: 'visa.change_answers', message: 'Change answers' })}
          </Button>
          <Button variant="subtle" onClick={onRestart} data-testid="visa-restart">
            {t({ id: 'visa.restart', message: 'Start over' })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
