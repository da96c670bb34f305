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
        <Text c="dimmed" maw={720}>
          {data?.usApplicant
            ? t({
                id: 'time_sensitive.intro',
                message:
                  'The FBI check and its apostille, the health certificates and TOPIK take weeks to obtain, and most expire a few months after they are issued.',
              })
            : t({
                id: 'time_sensitive.intro_any',
                message:
                  'Criminal records, the health certificates and TOPIK take weeks to obtain, and most expire a few months after they are issued.',
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
          {t({
            id: 'time_sensitive.start_now.body',
            message:
              'Processing can take up to several months. Start as soon as your timeline opens the window for each document: late requests are the most common reason an application date slips.',
          })}{' '}
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
