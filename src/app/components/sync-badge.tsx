import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from '@/data/live-query';
import { useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth-context';
import { db } from '@/data';
import { syncStatus } from '@/sync/status';

/** Offline state made visible: pending changes, last sync, errors (signed in only). */
export function SyncBadge() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const pending = useLiveQuery(() => db.outbox.count(), [], 0);
  const status = useSyncExternalStore(syncStatus.subscribe, syncStatus.get);
  if (!user) return null;
  const lastSync = status.lastSyncAt
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(status.lastSyncAt),
      )
    : t({ id: 'sync.never', message: 'never' });
  let label: string;
  let color: string;
  if (status.error) {
    label = t({ id: 'sync.error', message: 'Sync problem' });
    color = 'red';
  } else if (!status.online) {
    label = t({ id: 'sync.offline', message: 'Offline' });
    color = 'gray';
  } else if (status.syncing) {
    label = t({ id: 'sync.syncing', message: 'Syncing…' });
    color = 'blue';
  } else if (pending > 0) {
    label = t({ id: 'sync.pending', message: `${pending} to sync` });
    color = 'yellow';
  } else {
    label = t({ id: 'sync.synced', message: 'Synced' });
    color = 'teal';
  }
  return (
    <Badge
      variant="light"
      color={color}
      data-testid="sync-badge"
      data-pending={pending}
      visibleFrom="xs"
      role="status"
      title={t({ id: 'sync.last', message: `Last sync: ${lastSync}` })}
    >
      {label}
    </Badge>
  );
}
