import { Button, Group, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/i18n/i18n';
import { logger } from '@/lib/logger';
import { loadToasts } from '@/lib/toast';

/**
 * Registers the service worker. A new version waits until the user chooses to
 * update: no silent skipWaiting while someone is typing (STYLE: registerType prompt).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { type: 'classic' });
  wb.addEventListener('waiting', async () => {
    const id = 'sw-update';
    const { notifications } = await loadToasts();
    notifications.show({
      id,
      autoClose: false,
      color: 'gray.8',
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{i18n._(msg({ id: 'pwa.update_ready', message: 'A new version is ready.' }))}</Text>
          <Button
            size="compact-sm"
            data-testid="sw-update"
            onClick={() => {
              wb.addEventListener('controlling', () => window.location.reload());
              wb.messageSkipWaiting();
              notifications.hide(id);
            }}
          >
            {i18n._(msg({ id: 'pwa.update_now', message: 'Update' }))}
          </Button>
        </Group>
      ),
    });
  });
  wb.addEventListener('message', (event) => {
    if (event.data?.type === 'sync-wake') window.dispatchEvent(new CustomEvent('f6:sync-wake'));
  });
  try {
    await wb.register();
  } catch (error) {
    logger.warn('Service worker registration failed', error);
  }
}
