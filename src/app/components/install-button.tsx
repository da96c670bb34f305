import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { DownloadIcon } from './icons';

type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** Offered only where the browser fires beforeinstallprompt (Chromium-based browsers). */
export function InstallButton() {
  const { t } = useLingui();
  const [deferred, setDeferred] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as InstallPromptEvent);
    };
    const onInstalled = () => setDeferred(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  if (!deferred) return null;
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<DownloadIcon size={16} />}
      visibleFrom="sm"
      onClick={async () => {
        await deferred.prompt();
        await deferred.userChoice.catch(() => undefined);
        setDeferred(null);
      }}
      data-testid="install-app"
    >
      {t({ id: 'pwa.install', message: 'Install app' })}
    </Button>
  );
}
