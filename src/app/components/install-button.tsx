import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { DownloadIcon } from './icons';
import { installPrompt, type InstallPromptEvent } from '../install-prompt';

/** Offered only where the browser fires beforeinstallprompt (Chromium-based browsers): top-nav loads it then. */
export function InstallButton({ prompt }: { prompt: InstallPromptEvent }) {
  const { t } = useLingui();
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<DownloadIcon size={16} />}
      visibleFrom="sm"
      onClick={async () => {
        await prompt.prompt();
        await prompt.userChoice.catch(() => undefined);
        installPrompt.set(null);
      }}
      data-testid="install-app"
    >
      {t({ id: 'pwa.install', message: 'Install app' })}
    </Button>
  );
}
