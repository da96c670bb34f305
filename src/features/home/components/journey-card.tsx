import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { ButtonLink } from '@/ui/links/button-link';
import { formatIsoDate } from '@/lib/format-date';
import { percent } from '@/lib/percent';
import { storePresence } from '@/lib/store-presence';
import { useStorePresence } from '@/ui/use-store-presence';
import { StepsList } from '@/ui/steps-list';
import { useStepLabels } from '@/i18n/labels';
import { useStatusWords } from '@/i18n/status-words';
import type { JourneyState } from '../use-journey';
import { startingJourney } from '../starting-journey';

/** "Where you stand": overall progress, the three forms and the target date. */
export function JourneyCard({ state, loading }: { state: JourneyState; loading: boolean }) {
  const { t, i18n } = useLingui();
  const stepLabels = useStepLabels();
  const words = useStatusWords();

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="home-status">
      <Stack gap="sm" aria-busy={loading || undefined}>
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3">
            {t({ id: 'home.where_you_stand', message: 'Where you stand' })}
          </Title>
          <Text fw={700} size="xl" data-testid="home-overall" style={loading ? { visibility: 'hidden' } : undefined}>
            {`${state.overall}%`}
          </Text>
        </Group>
        <Stack gap="sm" style={loading ? { visibility: 'hidden' } : undefined}>
          <Progress
            value={state.overall}
            size="lg"
            radius="xl"
            aria-label={t({ id: 'home.overall_progress', message: 'Overall progress' })}
          />
          <StepsList steps={stepLabels.rows(state)} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {state.forms.map((f) => (
              <Stack key={f.formId} gap={4} data-testid={`home-form-${f.formId}`} data-state={f.state}>
                <Text size="sm" fw={600}>
                  {words.formName(f.formId)}
                </Text>
                <Text size="sm" c="dimmed">
                  {`${words.formState(f)} · ${words.formCount(f)}`}
                </Text>
                {words.formReason(f) && (
                  <Text size="sm" c="dimmed">
                    {words.formReason(f)}
                  </Text>
                )}
                <Progress
                  value={percent(f.answered + f.skipped, f.total)}
                  size="sm"
                  aria-label={words.formName(f.formId)}
                />
              </Stack>
            ))}
          </SimpleGrid>
          {state.targetDate && (
            <Text size="sm">
              {t({
                id: 'home.target_date',
                message: `Target application date: ${ph({ date: formatIsoDate(state.targetDate, i18n.locale, 'long') })}`,
              })}
            </Text>
          )}
          <Group>
            <ButtonLink to={state.started ? '/progress' : '/eligibility'}>
              {state.started
                ? t({ id: 'home.continue', message: 'See your progress' })
                : t({ id: 'home.start', message: 'Start with the eligibility check' })}
            </ButtonLink>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}

type Live = () => Promise<{ JourneyStatus: ComponentType }>;
// Set by loadStatusCard, which the home page calls before it renders any card.
let loadLive: Live | null = null;
const LiveStatus = lazy(() => loadLive!().then((m) => ({ default: m.JourneyStatus })));

/**
 * The card of an empty store (a first visit), without the data layer or the status code; once
 * anything loads the data layer, the live card takes its place (it shows the same until its values arrive).
 */
function StartingJourneyStatus() {
  const present = useStorePresence();
  const starting = <JourneyCard state={startingJourney} loading={false} />;
  return present ? (
    <Suspense fallback={starting}>
      <LiveStatus />
    </Suspense>
  ) : (
    starting
  );
}

/** The home card's component: the live one (`live` loads it) when the store may hold data, else an empty store's. */
export async function loadStatusCard(live: Live): Promise<ComponentType> {
  loadLive = live;
  return storePresence.get() ? (await live()).JourneyStatus : StartingJourneyStatus;
}
