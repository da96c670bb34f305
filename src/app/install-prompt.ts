import { signal } from '@/lib/signal';

export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/**
 * The browser's offer to install the app (Chromium-based browsers fire beforeinstallprompt, once), kept from the
 * start so that none is missed; the button that uses it loads only once there is one (components/install-button).
 */
export const installPrompt = signal<InstallPromptEvent | null>(null);

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt.set(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installPrompt.set(null));
}
