import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { AnchorLink } from '@/ui/links/anchor-link';
import { useTimeSensitive } from '../use-time-sensitive';
import { DocCard } from './doc-card';
import { DocProgress } from './doc-progress';
import { ExemptionForm } from './exemption-form';

export function TimeSensitivePage() {
  const { t } = useLingui();
  const data = useTimeSensitive();

  return (
    <Stack gap="xl" maw={1040}>
      <Stack gap="xs">
        <Title order={1}>{t({ id: 'time_sensitive.title', message: 'Time-Sensitive Documents' })}</Title>
        {/* One introduction that also says when to start, painted before any script from the route
            table (the LCP). It is true for every couple and never swapped once the data loads: what
            is particular to the couple (the FBI check) is added below, where the loader was. */}
        <Text c="dimmed" maw={720}>
          {t({
            id: 'time_sensitive.intro_any_v2',
            message:
              'Criminal records, the health certificates and TOPIK take weeks or months to obtain, and most expire a few months after they are issued. Start each as soon as your timeline opens its window: a late request is the most common reason an application date slips.',
          })}
        </Text>
      </Stack>

      <Alert
        color="orange"
        variant="light"
        radius="lg"
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        title={t({ id: 'time_sensitive.start_now.title', message: 'Plan these first: they take the longest' })}
        data-testid="start-now-warning"
      >
        <Text size="sm">
          <AnchorLink
            to="/timeline"
            size="sm"
            underline="always"
            c="var(--mantine-color-text)"
            fw={600}
            data-print="hide"
          >
            {t({ id: 'time_sensitive.see_timeline', message: 'See the dates in your timeline' })}
          </AnchorLink>
        </Text>
      </Alert>

      {!data ? (
        <Loader role="status" aria-label={t({ id: 'time_sensitive.loading', message: 'Loading the documents' })} />
      ) : (
        <>
          {data.usApplicant && (
            <Text size="sm" data-testid="time-sensitive-us">
              {t({
                id: 'time_sensitive.intro_us',
                message:
                  'You are a US national or live in the US: your criminal record is the FBI check, with its apostille from the US Department of State. Both are below.',
              })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ExemptionForm exemptions={data.exemptions} removed={data.removed} added={data.added} />
            <DocProgress counts={data.counts} />
          </SimpleGrid>

          <Stack gap="md">
            <Title order={2} size="h3">
              {t({ id: 'time_sensitive.documents', message: 'The documents' })}
            </Title>
            {data.docs.map((view) => (
              <DocCard
                key={view.doc.id}
                view={view}
                progress={data.progress}
                tasks={data.tasks}
                entries={data.entries}
                today={data.today}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
