import { msg, ph } from '@lingui/core/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { i18n } from '@/i18n/i18n';
import { AuthContext, type AppUser, type AuthState } from '@/lib/auth-context';
import { toast } from '@/lib/toast';
import { readFirebaseConfig } from '@/sync/config';
import type { LogoutResult, Session } from '@/sync/session';
import type { Replaced } from '@/sync/engine';
import type { Locale } from '@/domain/common';
import type { CloudOps } from './flows';
import { useContext } from 'react';

const restoredMessages = {
  merge: msg({ id: 'sync.restored_merged', message: 'Welcome back! Your progress has been restored and merged.' }),
  migrate: msg({ id: 'sync.migrated', message: 'Welcome! Your progress has been saved to your account.' }),
  restore: msg({ id: 'sync.restored', message: 'Welcome back! Your progress has been restored.' }),
};

/** Names the questions whose answers of this device were replaced (form definitions load only now). */
async function replacedMessage(replaced: Replaced[]): Promise<string> {
  const { replacedQuestionNames } = await import('@/sync/replaced');
  const names = await replacedQuestionNames(replaced, i18n.locale as Locale);
  const questions = names.length > 3 ? `${names.slice(0, 3).join(', ')} (+${names.length - 3})` : names.join(', ');
  return i18n._(
    msg({
      id: 'sync.replaced_questions',
      message: `A newer copy from another device replaced your answers to: ${ph({ questions })}. Your version is kept: restore it from Application Progress.`,
    }),
  );
}

export type AuthSession = {
  auth: AuthState;
  cloud: CloudOps | null;
  syncNow: () => void;
  logout: (options?: { force?: boolean }) => Promise<LogoutResult>;
};

/**
 * The auth session of the shell. In local-only mode nothing is loaded; otherwise
 * sync/session (and through it Firebase) arrives with one dynamic import.
 */
export function useAuthSession(): AuthSession {
  const defaults = useContext(AuthContext);
  const { mode } = readFirebaseConfig();
  const [user, setUser] = useState<AppUser | null>(null);
  const [loading, setLoading] = useState(mode !== 'local-only');
  const [session, setSession] = useState<Session | null>(null);
  const sessionRef = useRef<Session | null>(null);

  useEffect(() => {
    if (mode === 'local-only') return;
    let disposed = false;
    import('@/sync/session')
      .then(({ startSession }) =>
        startSession({
          onAuth: (next) => {
            setUser(next);
            setLoading(false);
          },
          onRestored: (action) => {
            if (action !== 'nothing') toast.success(i18n._(restoredMessages[action]));
          },
          onRestoreFailed: () =>
            toast.error(
              i18n._(
                msg({
                  id: 'sync.restore_failed',
                  message: "Logged in successfully, but couldn't restore previous progress.",
                }),
              ),
            ),
          onReplaced: (replaced) => void replacedMessage(replaced).then((text) => toast.show(text)),
          onRemoteReset: () =>
            toast.show(
              i18n._(msg({ id: 'sync.remote_reset', message: 'This application was reset on another device.' })),
            ),
          onSignedOut: () =>
            toast.show(
              i18n._(
                msg({ id: 'sync.signed_out', message: 'You were signed out. Your data was removed from this device.' }),
              ),
            ),
        }),
      )
      .then((s) => {
        if (disposed) s?.dispose();
        else {
          sessionRef.current = s;
          setSession(s);
          if (!s) setLoading(false);
        }
      })
      .catch(() => setLoading(false));
    return () => {
      disposed = true;
      sessionRef.current?.dispose();
    };
  }, [mode]);

  const syncNow = useCallback(() => sessionRef.current?.syncNow(), []);
  const logout = useCallback(async (options?: { force?: boolean }): Promise<LogoutResult> => {
    const s = sessionRef.current;
    if (!s) throw new Error('Firebase not initialized');
    return s.logout(options);
  }, []);

  return useMemo(
    () => ({
      auth: { ...defaults, mode, loading, user, actions: session?.actions ?? defaults.actions },
      cloud: session ? { deleteCloudData: session.deleteCloudData } : null,
      syncNow,
      logout,
    }),
    [defaults, mode, loading, user, session, syncNow, logout],
  );
}
