import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { I18nProvider } from '@lingui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/i18n/i18n';
import { AuthContext, type AuthState } from '@/lib/auth-context';
import { AppActionsContext, type AppActions } from '@/lib/app-actions';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { theme, themeManager } from './theme';
import { ConfirmReset } from './components/confirm-reset';
import { resetApplication, type CloudOps } from './flows';

type Props = {
  children: ReactNode;
  auth: AuthState;
  cloud: CloudOps | null;
  navigate: (to: string) => void;
  syncNow: () => void;
  logout: () => void;
};

const manager = themeManager();

export function ThemeAndI18n({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} colorSchemeManager={manager} defaultColorScheme="light">
        <Notifications position="top-right" zIndex={1000} />
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}

/** Auth state and shell-owned flows offered to features. */
export function AppProviders({ children, auth, cloud, navigate, syncNow, logout }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const actions = useMemo<AppActions>(() => ({ requestReset: () => setConfirming(true), syncNow, logout }), [syncNow, logout]);

  const confirm = async () => {
    setBusy(true);
    try {
      await resetApplication(auth.user, cloud, () => navigate('/'));
    } catch (error) {
      logger.error('Reset failed', error);
      toast.error(i18n._(msg({ id: 'reset.failed', message: 'Reset failed. Please try again.' })));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <AuthContext.Provider value={auth}>
      <AppActionsContext.Provider value={actions}>
        {children}
        <ConfirmReset opened={confirming} busy={busy} signedIn={!!auth.user} onCancel={() => setConfirming(false)} onConfirm={confirm} />
      </AppActionsContext.Provider>
    </AuthContext.Provider>
  );
}
