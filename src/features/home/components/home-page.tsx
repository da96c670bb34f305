import { Badge, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CardLink } from '@/ui/links/card-link';
import type { StaticPath } from '@/lib/route-paths';
import { useAuth } from '@/lib/auth-context';

// The status reads the local database: it arrives just after the first paint (journey-card.tsx
// chooses the live card, or on a first visit an empty store's, which needs no database).
// (The live card is imported here, not by journey-card.tsx, so that the build layers its code with
// boot's other lazy code: tools/vite/boot-chunks.ts.)
const loadStatusCard = () => import('./journey-card').then((m) => m.loadStatusCard(() => import('./journey-status')));
const StatusCard = lazy(() => loadStatusCard().then((card) => ({ default: card })));
/** Set once the route has loaded the status card's code: rendered directly, never through a fallback. */
let LoadedStatusCard: ComponentType | null = null;

/**
 * The route waits for the status card's code (with data, it also brings the database), so the card
 * renders in place at once and nothing below it moves; until then the page shows its static first screen.
 */
export const preloadHomePage = async () => {
  LoadedStatusCard = await loadStatusCard();
};

type Step = { to: StaticPath; title: MessageDescriptor; body: MessageDescriptor; who: MessageDescriptor };

const journey: Step[] = [
  {
    to: '/eligibility',
    title: msg({ id: 'home.step.eligibility', message: 'Check eligibility' }),
    body: msg({
      id: 'home.step.eligibility_body',
      message: 'Income, housing, language and marriage registration, against the current rules.',
    }),
    who: msg({ id: 'home.who.both', message: 'Both of you' }),
  },
  {
    to: '/timeline',
    title: msg({ id: 'home.step.timeline', message: 'Plan the timeline' }),
    body: msg({
      id: 'home.step.timeline_body',
      message: 'Pick a target date and see what to start when, worked backwards.',
    }),
    who: msg({ id: 'home.who.both', message: 'Both of you' }),
  },
  {
    to: '/time-sensitive-documents',
    title: msg({ id: 'home.step.time_sensitive', message: 'Start the slow documents' }),
    body: msg({
      id: 'home.step.time_sensitive_body_any',
      message: 'Criminal records, health and TB certificates, TOPIK: they take weeks and expire.',
    }),
    who: msg({ id: 'home.who.applicant', message: 'Applicant' }),
  },
  {
    to: '/f6',
    title: msg({ id: 'home.step.forms', message: 'Answer the three official forms' }),
    body: msg({
      id: 'home.step.forms_body',
      message: 'Guarantee, invitation letter and marriage background statement, one question at a time.',
    }),
    who: msg({ id: 'home.who.split', message: 'Korean spouse · Applicant' }),
  },
  {
    to: '/final-application',
    title: msg({ id: 'home.step.final', message: 'Assemble and submit' }),
    body: msg({
      id: 'home.step.final_body',
      message: 'A checklist of every document, then the appointment where you apply.',
    }),
    who: msg({ id: 'home.who.applicant', message: 'Applicant' }),
  },
];

export function HomePage() {
  const { t } = useLingui();
  const { user, mode } = useAuth();
  if ((window as { __f6CrashOnRender?: boolean }).__f6CrashOnRender)
    throw new Error('Test crash: the home page failed to render.');

  return (
    <Stack gap="xl" maw={1040}>
      <Stack gap="xs">
        <Title order={1}>{t({ id: 'home.title', message: 'Your F-6 marriage visa, prepared together' })}</Title>
        <Text size="lg" c="dimmed" maw={720}>
          {t({
            id: 'home.intro',
            message:
              'A calm, step-by-step guide for a foreign spouse and their Korean partner: check the rules, plan the dates, gather the documents and answer the official forms. Everything is saved on this device as you type, and works offline.',
          })}
        </Text>
        <Text size="sm" c="dimmed" data-testid="home-scope">
          {t({
            id: 'home.scope_v3',
            message:
              'Made for every couple applying for the F-6-1 visa, whatever their nationalities and wherever they apply. The rules that follow nationality and residence (TB certificate, guidance program, criminal records) are applied and the Korean mission is named. Fees, photo rules and processing times are checked only for some missions (so far some US consulates); elsewhere they are shown as unknown, with whom to ask.',
          })}
        </Text>
        {!user && (
          <Text size="sm" c="dimmed">
            {mode === 'local-only'
              ? t({
                  id: 'home.local_only',
                  message: 'Your answers stay on this device. Export a backup from Application Progress to move them.',
                })
              : t({
                  id: 'home.sign_in_hint',
                  message: 'Your answers stay on this device. Sign in to continue on another device.',
                })}
          </Text>
        )}
      </Stack>

      {LoadedStatusCard ? (
        <LoadedStatusCard />
      ) : (
        <Suspense fallback={<Skeleton height={236} radius="lg" />}>
          <StatusCard />
        </Suspense>
      )}

      <Stack gap="sm">
        <Title order={2} size="h3">
          {t({ id: 'home.journey', message: 'The journey' })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {journey.map((step, index) => (
            <CardLink key={step.to} withBorder radius="lg" padding="lg" to={step.to}>
              <Group gap="sm" mb="xs" wrap="nowrap">
                <ThemeIcon radius="xl" variant="light" aria-hidden="true">
                  {index + 1}
                </ThemeIcon>
                <Text fw={600}>{t(step.title)}</Text>
              </Group>
              <Text size="sm" c="dimmed" mb="sm">
                {t(step.body)}
              </Text>
              <Badge variant="light" color="gray">
                {t(step.who)}
              </Badge>
            </CardLink>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
