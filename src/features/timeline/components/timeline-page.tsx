import { Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TaskFilter } from '@/domain/timeline';
import { AnchorLink } from '@/ui/links/anchor-link';
import { useTimeline } from '../use-timeline';
import { CriticalWarning } from './critical-warning';
import { DocumentValidityCard } from './document-validity-card';
import { MissionCard } from './mission-card';
import { ProgressSummary } from './progress-summary';
import { RecommendationCard } from './recommendation-card';
import { ScheduleSection } from './schedule-section';
import { TargetDateCard } from './target-date-card';

export function TimelinePage() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<TaskFilter>('all');
  const view = useTimeline(filter);

  return (
    <Stack gap="xl" maw={1040}>
      <Stack gap="xs">
        <Title order={1}>{t({ id: 'timeline.title', message: 'Timeline Planner' })}</Title>
        <Text c="dimmed" maw={720}>
          {t({
            id: 'timeline.intro',
            message:
              'Pick the day you want to apply. The plan works backwards from it, so the documents that expire are requested late enough to stay valid and early enough to arrive.',
          })}
        </Text>
      </Stack>

      {!view ? (
        <Loader role="status" aria-label={t({ id: 'timeline.loading', message: 'Loading your plan' })} />
      ) : (
        <>
          {view.issues.length > 0 && <CriticalWarning issues={view.issues} recommended={view.recommended} />}

          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TargetDateCard
              targetDate={view.targetDate}
              plannedDate={view.schedule?.[0]?.targetDate ?? null}
              today={view.today}
              daysLeft={view.daysLeft}
            />
            <RecommendationCard recommended={view.recommended} targetDate={view.targetDate} />
          </SimpleGrid>

          {view.mission && <MissionCard answer={view.mission} />}

          <ProgressSummary counts={view.counts} />

          <DocumentValidityCard today={view.today} targetDate={view.targetDate} />

          {view.schedule ? (
            <ScheduleSection view={view} filter={filter} onFilter={setFilter} />
          ) : (
            <Card withBorder radius="lg" padding="lg" data-testid="schedule-empty">
              <Stack gap="xs">
                <Title order={2} size="h3">
                  {t({ id: 'timeline.schedule.title', message: 'Your personalised schedule' })}
                </Title>
                <Text>
                  {t({
                    id: 'timeline.empty',
                    message:
                      'Pick a target application date above, or use the recommended date, to see what to start when.',
                  })}
                </Text>
              </Stack>
            </Card>
          )}

          <Text size="sm" c="dimmed" data-print="hide">
            {t({ id: 'timeline.see_documents', message: 'Costs, exemptions and where to get the slow documents:' })}{' '}
            <AnchorLink to="/time-sensitive-documents" size="sm" underline="always">
              {t({ id: 'nav.time_sensitive', message: 'Time-Sensitive Documents' })}
            </AnchorLink>
          </Text>
        </>
      )}
    </Stack>
  );
}
