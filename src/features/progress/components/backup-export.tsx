import { Button, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ph, plural } from '@lingui/core/macro';
import { useState } from 'react';
import { useLiveQuery } from '@/data/live-query';
import { formatSize } from '@/lib/format-number';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { downloadBackup, downloadTransfer, readTransferContents } from '../repo';

/** Bytes as people read them: "340 kB", "2.4 MB". */
export function useFileSize() {
  const { t, i18n } = useLingui();
  const format = (value: number, unit: 'kilobyte' | 'megabyte') => formatSize(value, unit, i18n.locale);
  return (bytes: number) => {
    // Under a kilobyte would round to "about 0 kB": say it is under 1 kB.
    if (bytes < 1000) return t({ id: 'transfer.size_under', message: `under ${ph({ limit: format(1, 'kilobyte') })}` });
    const [value, unit] =
      bytes < 1_000_000 ? [bytes / 1000, 'kilobyte' as const] : [bytes / 1_000_000, 'megabyte' as const];
    return t({ id: 'transfer.size_about', message: `about ${ph({ amount: format(value, unit) })}` });
  };
}

/** "2 uploaded files", "1 chat export": what a transfer file holds, counted. */
export function useTransferCounts() {
  const { t } = useLingui();
  return (files: number, chats: number) => ({
    files: t({
      id: 'transfer.files_count',
      message: plural(files, { one: '# uploaded file', other: '# uploaded files' }),
    }),
    chats: t({ id: 'transfer.chats_count', message: plural(chats, { one: '# chat export', other: '# chat exports' }) }),
  });
}

/** The transfer file (everything, files included), its size said before it is made; and the answers-only backup. */
export function BackupExport() {
  const { t } = useLingui();
  const contents = useLiveQuery(() => readTransferContents(), []);
  const size = useFileSize();
  const counts = useTransferCounts();
  const [making, setMaking] = useState(false);

  const exportTransfer = async () => {
    setMaking(true);
    try {
      const bytes = await downloadTransfer();
      toast.success(
        t({ id: 'transfer.exported', message: `Transfer file downloaded (${ph({ size: size(bytes) })}).` }),
      );
    } catch (error) {
      logger.error('Transfer export failed', error);
      toast.error(
        t({ id: 'transfer.export_failed', message: 'The transfer file could not be made. Please try again.' }),
      );
    } finally {
      setMaking(false);
    }
  };
  const exportBackup = () =>
    downloadBackup().then(
      () => toast.success(t({ id: 'backup.exported', message: 'Backup downloaded.' })),
      (error) => {
        logger.error('Backup export failed', error);
        toast.error(t({ id: 'backup.export_failed', message: 'The backup could not be created. Please try again.' }));
      },
    );

  return (
    <Stack gap="xs">
      {/* The line is there before the size is read (a blank line), so the buttons below do not move when it comes. */}
      <Text size="sm" data-testid={contents ? 'transfer-size' : undefined}>
        {contents
          ? t({
              id: 'transfer.size',
              message: `Transfer file: ${ph({ size: size(contents.bytes) })}, with ${ph({
                files: counts(contents.files, contents.chats).files,
              })} and ${ph({ chats: counts(contents.files, contents.chats).chats })}.`,
            })
          : '\u00a0'}
      </Text>
      <Group>
        <Button onClick={() => void exportTransfer()} loading={making} data-testid="export-transfer">
          {t({ id: 'transfer.export', message: 'Export transfer file' })}
        </Button>
        <Button variant="subtle" onClick={() => void exportBackup()} data-testid="export-backup">
          {t({ id: 'backup.export_answers', message: 'Answers only (no files)' })}
        </Button>
      </Group>
    </Stack>
  );
}
