import { useLingui } from '@lingui/react/macro';
import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Spouse } from '@/domain/rehearsal/catalog';
import { logger } from '@/lib/logger';
import { startRound, type RehearsalState } from '../repo';
import { useRehearsal } from '../use-rehearsal';
import { AloneStep } from './alone-step';
import { ResultsView } from './results-view';
import { RoundView } from './round-view';
import { SpouseCard } from './spouse-card';

/** What the screen shows: the two spouses, the step before a round, a round, or a round's results. */
type View = { kind: 'home' } | { kind: 'alone' | 'round' | 'results'; spouse: Spouse };

/** The two spouses, each with a rehearsal to start or results to read, under the privacy note. */
function RehearsalHome({ state, go }: { state: RehearsalState; go: (next: View) => void }) {
  const { t } = useLingui();
  return (
    <>
      <Alert color="blue" variant="light" data-testid="rehearsal-private">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t({ id: 'rehearsal.practice_title', message: 'Practice, not the official questions' })}
          </Text>
          <Text size="sm">
            {t({
              id: 'rehearsal.practice_body',
              message:
                'No mission publishes its questions. These come from your own forms and statements and from interview topics couples commonly report, each with its source. Your rehearsal answers stay on this device: they are never synced, backed up or printed.',
            })}
          </Text>
        </Stack>
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['sponsor', 'applicant'] as const).map((spouse) => (
          <SpouseCard
            key={spouse}
            spouse={spouse}
            state={state}
            onRehearse={() => go({ kind: 'alone', spouse })}
            onResults={() => go({ kind: 'results', spouse })}
          />
        ))}
      </SimpleGrid>
    </>
  );
}

export function RehearsalPage() {
  const { t } = useLingui();
  const state = useRehearsal();
  const [view, setView] = useState<View>({ kind: 'home' });
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step starts at the top with the page heading focused, so a screen reader starts there too.
  const go = (next: View) => {
    setView(next);
    window.scrollTo({ top: 0 });
  };
  useEffect(() => {
    if (view.kind !== 'home') heading.current?.focus();
  }, [view]);

  const begin = (spouse: Spouse, language: 'en' | 'ko') =>
    startRound(spouse, language).then(
      () => go({ kind: 'round', spouse }),
      (error: unknown) => logger.error('Could not start a rehearsal round', error),
    );

  return (
    <Stack gap="lg" maw={820}>
      <Stack gap="xs">
        <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t({ id: 'rehearsal.title', message: 'Interview rehearsal' })}
        </Title>
        {view.kind === 'home' && (
          <Text c="dimmed">
            {t({
              id: 'rehearsal.intro',
              message:
                'The consulate or immigration office may interview you, sometimes each spouse alone, and may visit your home. Officers check that you both tell the story your forms tell. Rehearse alone, then compare.',
            })}
          </Text>
        )}
      </Stack>

      {!state ? (
        <Loader role="status" aria-label={t({ id: 'rehearsal.loading', message: 'Loading the rehearsal' })} />
      ) : view.kind === 'alone' ? (
        <AloneStep
          spouse={view.spouse}
          round={state.rounds[view.spouse]}
          onStart={(language) => void begin(view.spouse, language)}
          onContinue={() => go({ kind: 'round', spouse: view.spouse })}
          onCancel={() => go({ kind: 'home' })}
        />
      ) : view.kind === 'round' && state.rounds[view.spouse] ? (
        <RoundView
          round={state.rounds[view.spouse]!}
          input={state.input}
          onFinished={() => go({ kind: 'results', spouse: view.spouse })}
          onLeave={() => go({ kind: 'home' })}
        />
      ) : view.kind === 'results' && state.rounds[view.spouse]?.finishedAt ? (
        <ResultsView
          spouse={view.spouse}
          state={state}
          onHandOver={(other) => go({ kind: 'alone', spouse: other })}
          onHome={() => go({ kind: 'home' })}
        />
      ) : (
        <RehearsalHome state={state} go={go} />
      )}
    </Stack>
  );
}
