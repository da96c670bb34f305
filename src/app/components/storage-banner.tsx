import { Alert, Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { storageStatus } from '@/data/status';
import { toast } from '@/lib/toast';

/** Storage trouble is said plainly; nothing is deleted to make it go away. */
export function StorageBanner() {
  const { t } = useLingui();
  const problem = useSyncExternalStore(storageStatus.subscribe, storageStatus.get);
  if (!problem) return null;
  const text = {
    quota: t({
      id: 'storage.quota',
      message:
        'This device is out of storage space, so your latest change could not be saved. Free up some space, then try again. Nothing already saved was lost.',
    }),
    blocked: t({
      id: 'storage.blocked',
      message:
        'An update is waiting for another open tab of this app. Close the other tabs to continue. Your data is safe.',
    }),
    'open-failed': t({
      id: 'storage.open_failed',
      message:
        'Your saved progress could not be opened on this device (private browsing can cause this). You can keep working, but changes may not be kept.',
    }),
    'version-changed': t({
      id: 'storage.version_changed',
      message: 'A newer version of the app was opened in another tab. Reload to continue; your data is safe.',
    }),
    memory: t({
      id: 'storage.memory',
      message:
        'This browser does not let the app save anything on this device (private browsing can cause this). You can keep working, but nothing will be kept after you close this tab. Export a backup before closing.',
    }),
  }[problem];
  const exportBackup = () =>
    import('@/features/progress/repo')
      .then((m) => m.downloadBackup())
      .catch(() =>
        toast.error(t({ id: 'backup.export_failed', message: 'The backup could not be created. Please try again.' })),
      );
  return (
    <Alert
      color={problem === 'quota' || problem === 'open-failed' || problem === 'memory' ? 'red' : 'yellow'}
      mb="md"
      role="alert"
      data-testid="storage-banner"
    >
      {text}
      {problem === 'memory' && (
        <Button
          size="compact-sm"
          ml="sm"
          variant="white"
          onClick={() => void exportBackup()}
          data-testid="memory-export-backup"
        >
          {t({ id: 'backup.export', message: 'Export backup' })}
        </Button>
      )}
      {problem === 'version-changed' && (
        <Button size="compact-sm" ml="sm" onClick={() => window.location.reload()}>
          {t({ id: 'storage.reload', message: 'Reload' })}
        </Button>
      )}
    </Alert>
  );
}
