import { Badge, Button, Group, Popover, Text, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from '@/data/live-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth-context';
import { loadToasts } from '@/lib/toast';
import { db } from '@/data';
import { shownProblems, syncStatus } from '@/sync/status';
import { SyncProblems } from './sync-problems';
import { updateApp } from './update-app';

type SyncState = ReturnType<typeof syncStatus.get>;

/** When the account holds data from a newer app version: ask for the update, as for any new version. */
function useNewerVersionPrompt(status: SyncState) {
  const { t } = useLingui();
  const newer = status.problems.some((p) => p.reason === 'newer-version');
  useEffect(() => {
    if (!newer) return;
    void loadToasts().then(({ notifications }) =>
      notifications.show({
        id: 'sync-newer-version',
        autoClose: false,
        color: 'gray.8',
        message: (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">
              {t({
                id: 'sync.newer_prompt',
                message:
                  'Your account has data from a newer version of this app. Update to use it; the rest keeps syncing.',
              })}
            </Text>
            <Button size="compact-sm" data-testid="sync-newer-update" onClick={() => void updateApp()}>
              {t({ id: 'pwa.update_now', message: 'Update' })}
            </Button>
          </Group>
        ),
      }),
    );
  }, [newer, t]);
}

/** The badge's word and colour: problems first, then offline, syncing, waiting, synced. */
function useBadgeLabel(status: SyncState, problemCount: number, pending: number): { label: string; color: string } {
  const { t } = useLingui();
  if (problemCount) {
    const count = problemCount;
    return { label: t({ id: 'sync.problems', message: `${count} not synced` }), color: 'red' };
  }
  if (status.error) return { label: t({ id: 'sync.error', message: 'Sync problem' }), color: 'red' };
  if (!status.online) return { label: t({ id: 'sync.offline', message: 'Offline' }), color: 'gray' };
  if (status.syncing) return { label: t({ id: 'sync.syncing', message: 'Syncing…' }), color: 'blue' };
  if (pending > 0) return { label: t({ id: 'sync.pending', message: `${pending} to sync` }), color: 'yellow' };
  return { label: t({ id: 'sync.synced', message: 'Synced' }), color: 'teal' };
}

/** Offline state made visible: pending changes, last sync, errors (signed in only). */
export function SyncBadge() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const pending = useLiveQuery(() => db.outbox.count(), [], 0);
  const status = useSyncExternalStore(syncStatus.subscribe, syncStatus.get);
  useNewerVersionPrompt(status);
  const problems = shownProblems(status.problems);
  const { label, color } = useBadgeLabel(status, problems.length, pending);
  if (!user) return null;
  const lastSync = status.lastSyncAt
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(status.lastSyncAt),
      )
    : t({ id: 'sync.never', message: 'never' });
  const badge = (
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
  if (!problems.length) return badge;
  return (
    <Popover position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          aria-label={t({ id: 'sync.problems.open', message: 'Show what did not sync' })}
          data-testid="sync-problems-open"
        >
          {badge}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <SyncProblems problems={problems} onUpdate={() => void updateApp()} />
      </Popover.Dropdown>
    </Popover>
  );
}
