import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useLiveQuery } from '@/data/live-query';
import { useEffect, useState } from 'react';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { compareWithDevice, replacedCopy, undoReplace, type FormComparison, type Snapshot } from '../repo';

function useFormNames(): Record<string, string> {
  const { t } = useLingui();
  return {
    'personal-guarantee': t({ id: 'forms.personal_guarantee', message: 'Letter of guarantee' }),
    'invitation-letter': t({ id: 'forms.invitation_letter', message: 'Invitation letter' }),
    'spouse-information': t({ id: 'forms.spouse_information', message: 'Marriage background statement' }),
  };
}

/** Before "Replace everything": per form, whether the file or this device changed it last. */
export function BackupComparison({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useLingui();
  const names = useFormNames();
  const [rows, setRows] = useState<FormComparison[] | null>(null);
  useEffect(() => {
    let live = true;
    compareWithDevice(snapshot).then(
      (r) => live && setRows(r),
      (error: unknown) => logger.warn('Could not compare the backup with this device', error),
    );
    return () => {
      live = false;
    };
  }, [snapshot]);
  if (!rows || rows.length === 0) return null;
  const newerHere = rows.some((r) => r.newer === 'device');
  return (
    <>
      <List size="sm" spacing={4} data-testid="backup-comparison">
        {rows.map((r) => (
          <List.Item key={r.formId} data-newer={r.newer}>
            {names[r.formId]}:{' '}
            {r.newer === 'file'
              ? t({ id: 'backup.newer_in_file', message: 'newer in the file' })
              : r.newer === 'device'
                ? t({ id: 'backup.newer_on_device', message: 'newer on this device' })
                : t({ id: 'backup.same_age', message: 'the same on both' })}
          </List.Item>
        ))}
      </List>
      {newerHere && (
        <Text size="sm" c="orange.8" fw={500}>
          {t({
            id: 'backup.replace_loses_newer',
            message:
              'Replace would put older answers over newer ones on this device. Combine keeps the newer ones; if you replace, you can undo it afterwards.',
          })}
        </Text>
      )}
    </>
  );
}

/** After "Replace everything": what this device had is kept and can be brought back. */
export function UndoReplace() {
  const { t, i18n } = useLingui();
  const kept = useLiveQuery(replacedCopy, []);
  const [busy, setBusy] = useState(false);
  if (!kept) return null;
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(kept.at),
  );
  const undo = async () => {
    setBusy(true);
    try {
      await undoReplace();
      toast.success(
        t({ id: 'backup.undone', message: 'Undone: this device has what it had before the backup replaced it.' }),
      );
    } catch (error) {
      logger.error('Undoing the backup replace failed', error);
      toast.error(t({ id: 'backup.undo_failed', message: 'Could not undo. Nothing was changed; please try again.' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert color="gray" data-testid="backup-undo-notice">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {t({
            id: 'backup.replaced_at',
            message: `A backup replaced everything here on ${ph({ when })}. What this device had before is kept.`,
          })}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void undo()} loading={busy} data-testid="backup-undo">
          {t({ id: 'backup.undo', message: 'Undo replace' })}
        </Button>
      </Group>
    </Alert>
  );
}
