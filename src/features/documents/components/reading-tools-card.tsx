import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { logger } from '@/lib/logger';
import { fetchReadingTools, readingToolsCached, readingToolsKept } from '../extraction/offline-assets';

type Status =
  | { kind: 'checking' | 'missing' | 'ready' | 'failed' | 'not-kept' }
  | { kind: 'fetching'; done: number; total: number };

/** Offers to download the OCR and PDF tools ahead, so reading works without a connection. */
export function ReadingToolsCard() {
  const { t } = useLingui();
  const [status, setStatus] = useState<Status>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    void readingToolsCached().then((ready) => live && setStatus({ kind: ready ? 'ready' : 'missing' }));
    return () => {
      live = false;
    };
  }, []);

  const fetchTools = async () => {
    setStatus({ kind: 'fetching', done: 0, total: 1 });
    try {
      await fetchReadingTools((done, total) => setStatus({ kind: 'fetching', done, total }));
      setStatus({ kind: (await readingToolsKept()) ? 'ready' : 'not-kept' });
    } catch (error) {
      logger.warn('Fetching the reading tools failed', error);
      setStatus({ kind: 'failed' });
    }
  };

  return (
    <Card withBorder radius="lg" padding="md" data-testid="reading-tools">
      <Stack gap="xs">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ flex: 1, minWidth: 240 }}>
            <Text fw={600}>{t({ id: 'documents.tools.title', message: 'Reading documents offline' })}</Text>
            <Text size="sm" c="dimmed">
              {t({
                id: 'documents.tools.body',
                message:
                  'Passports and PDFs are read on this device. The reading tools (up to 5 MB) download the first time they are used; get them now to read documents later without a connection.',
              })}
            </Text>
          </Stack>
          {status.kind === 'ready' ? (
            <Badge variant="light" size="lg" data-testid="reading-tools-ready">
              {t({ id: 'documents.tools.ready', message: 'Ready for offline use' })}
            </Badge>
          ) : (
            <Button
              variant="light"
              onClick={fetchTools}
              loading={status.kind === 'fetching' || status.kind === 'checking'}
              data-testid="get-reading-tools"
            >
              {t({ id: 'documents.tools.get', message: 'Get the reading tools for offline use' })}
            </Button>
          )}
        </Group>
        {status.kind === 'fetching' && (
          <Progress
            value={(status.done / status.total) * 100}
            aria-label={t({ id: 'documents.tools.progress', message: 'Downloading the reading tools' })}
          />
        )}
        {status.kind === 'failed' && (
          <Text size="sm" c="red" role="alert">
            {t({
              id: 'documents.tools.failed',
              message: 'The reading tools could not be downloaded. Check the connection and try again.',
            })}
          </Text>
        )}
        {status.kind === 'not-kept' && (
          <Text size="sm" c="dimmed" role="status">
            {t({
              id: 'documents.tools.not_kept',
              message:
                'Downloaded, but this browser did not keep them for offline use (the app is not installed or its offline support is off). Reading works while online.',
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
