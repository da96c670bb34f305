import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '@/i18n/i18n';
import { AuthContext } from '@/lib/auth-context';
import { AppActionsContext, type AppActions } from '@/lib/app-actions';
import { logger } from '@/lib/logger';
import { loadToasts, setToastCloseLabel, toast, toastsWanted } from '@/lib/toast';
import { loadWhenOnline } from '@/lib/load-when-online';
import { cssVariablesResolver, theme, themeManager } from './theme';
// Dialogs load when first needed: modals bring focus traps and scroll locks the first paint does not need.
// The toast container (with its transitions and scroll-lock helpers) mounts with the first toast.
const Toasts = lazy(() => loadWhenOnline(() => import('./components/toasts')).then((m) => ({ default: m.Toasts })));
const loadConfirmReset = () => loadWhenOnline(() => import('./components/confirm-reset'));
const loadConfirmLogout = () => loadWhenOnline(() => import('./components/confirm-logout'));
const ConfirmReset = lazy(() => loadConfirmReset().then((m) => ({ default: m.ConfirmReset })));
const ConfirmLogout = lazy(() => loadConfirmLogout().then((m) => ({ default: m.ConfirmLogout })));
import type { AuthSession } from './use-auth-session';
import type { StaticPath } from '@/lib/route-paths';

const manager = themeManager();

const closeLabel = () => i18n._(msg({ id: 'common.close', message: 'Close' }));

/**
 * Every dialog's and drawer's close button is named in the user's language (an unnamed button
 * fails axe). Plain objects, not Modal.extend: importing Modal here would pull it into the first paint.
 */
function localizedTheme(close: string) {
  const closeButtonProps = { 'aria-label': close, title: close };
  return mergeThemeOverrides(theme, {
    components: { Modal: { defaultProps: { closeButtonProps } }, Drawer: { defaultProps: { closeButtonProps } } },
  });
}

export function ThemeAndI18n({ children }: { children: ReactNode }) {
  const [close, setClose] = useState(closeLabel);
  useEffect(() => {
    const update = () => {
      setToastCloseLabel(i18n._(msg({ id: 'common.dismiss', message: 'Dismiss' })));
      setClose(closeLabel());
    };
    update();
    return i18n.on('change', update);
  }, []);
  const localized = useMemo(() => localizedTheme(close), [close]);
  const toasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get);
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider
        theme={localized}
        colorSchemeManager={manager}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
      >
        {toasts && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}

/** Whether the logout dialog's code is here, or arrives within a moment. */
const dialogReady = () =>
  Promise.race([
    loadConfirmLogout().then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000)),
  ]);

function nativeLogoutQuestion(count: number): string {
  return [
    i18n._(msg({ id: 'logout.confirm_title', message: 'Some changes are not in your account yet' })),
    i18n._(
      msg({
        id: 'logout.confirm_body',
        message: plural(count, {
          one: '# recent change could not be saved to your account (you may be offline). Logging out removes it from this device.',
          other:
            '# recent changes could not be saved to your account (you may be offline). Logging out removes them from this device.',
        }),
      }),
    ),
    i18n._(
      msg({
        id: 'logout.confirm_native',
        message: 'OK logs out anyway; Cancel keeps you signed in, and they are saved as soon as you are back online.',
      }),
    ),
  ].join('\n\n');
}

type Props = {
  children: ReactNode;
  session: AuthSession;
  navigate: (to: StaticPath) => void;
  /** Loads a route's code without showing it (the login page, where logout lands). */
  preload?: (to: StaticPath) => void;
};

/**
 * Logout, asking first when changes have not reached the cloud: the app's dialog when its code is
 * here, the browser's own question when it cannot load.
 */
function useLogout(session: AuthSession, navigate: (to: StaticPath) => void, setBusy: (busy: boolean) => void) {
  const [pendingAtLogout, setPendingAtLogout] = useState<number | null>(null);
  const logout = useCallback(
    async (force = false) => {
      setBusy(true);
      try {
        const result = await session.logout({ force });
        if (result.status === 'needs-confirmation') {
          if (await dialogReady()) {
            setPendingAtLogout(result.pending);
            return;
          }
          // The dialog's code could not load (offline before it was fetched: the dev server has no
          // service worker): the browser's own dialog asks the same question instead of nothing.
          if (!window.confirm(nativeLogoutQuestion(result.pending))) return;
          await session.logout({ force: true });
        }
        setPendingAtLogout(null);
        toast.success(i18n._(msg({ id: 'logout.done', message: 'Successfully logged out!' })));
        navigate('/login');
      } catch (error) {
        logger.error('Failed to logout', error);
        setPendingAtLogout(null);
        toast.error(
          error instanceof Error && error.message
            ? error.message
            : i18n._(msg({ id: 'logout.failed', message: 'Failed to logout' })),
        );
        navigate('/login');
      } finally {
        setBusy(false);
      }
    },
    [session, navigate, setBusy],
  );
  return { logout, pendingAtLogout, setPendingAtLogout };
}

/** Auth state and the shell-owned flows (reset, logout) offered to features. */
export function AppProviders({ children, session, navigate, preload }: Props) {
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [busy, setBusy] = useState(false);
  const { auth, cloud, syncNow } = session;
  const { logout, pendingAtLogout, setPendingAtLogout } = useLogout(session, navigate, setBusy);

  // Signed in: load the logout and reset dialogs, the toasts and the login page (where logout lands) now,
  // while the network is there. Logging out offline then asks, and "Log out anyway" shows the
  // login page, instead of failing to fetch them: the dev server has no service worker to serve
  // them from cache (the error screen, then the browser's offline page, showed there).
  const signedIn = !!auth.user;
  useEffect(() => {
    if (!signedIn) return;
    void loadConfirmLogout().catch(() => {});
    void loadConfirmReset().catch(() => {});
    // And the toasts, which come with the first toast: "Successfully logged out!" offline too.
    void loadToasts().catch(() => {});
    preload?.('/login');
  }, [signedIn, preload]);

  const actions = useMemo<AppActions>(
    () => ({ requestReset: () => setConfirmingReset(true), syncNow, logout: () => void logout() }),
    [syncNow, logout],
  );

  const confirmReset = async () => {
    setBusy(true);
    try {
      const { resetApplication } = await import('./flows');
      await resetApplication(auth.user, cloud, () => navigate('/'));
    } catch (error) {
      logger.error('Reset failed', error);
      toast.error(i18n._(msg({ id: 'reset.failed', message: 'Reset failed. Please try again.' })));
    } finally {
      setBusy(false);
      setConfirmingReset(false);
    }
  };

  return (
    <AuthContext.Provider value={auth}>
      <AppActionsContext.Provider value={actions}>
        {children}
        <Suspense fallback={null}>
          {confirmingReset && (
            <ConfirmReset
              opened
              busy={busy}
              signedIn={!!auth.user}
              onCancel={() => setConfirmingReset(false)}
              onConfirm={confirmReset}
            />
          )}
          {pendingAtLogout !== null && (
            <ConfirmLogout
              pending={pendingAtLogout}
              busy={busy}
              onStay={() => setPendingAtLogout(null)}
              onLogout={() => void logout(true)}
            />
          )}
        </Suspense>
      </AppActionsContext.Provider>
    </AuthContext.Provider>
  );
}
