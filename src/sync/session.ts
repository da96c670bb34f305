/**
 * A signed-in session for the shell: auth state, login restoration, the sync
 * engine and its triggers, logout and cloud reset. Loaded with import() only when a
 * backend exists; Firebase itself is loaded inside by loadCloud().
 */
import { clearLocalApplication, emitReset } from '@/data/reset';
import { getOwner, pendingCount, watchOutbox } from '@/data/remote';
import type { AppUser, AuthActions } from '@/lib/auth-context';
import { logger } from '@/lib/logger';
import { authErrorCode } from './auth-errors';
import type { CloudApi } from './cloud/api';
import { deleteCloudData } from './cloud-reset';
import { createSyncEngine, type Replaced, type SyncEngine } from './engine';
import { loadCloud } from './load-cloud';
import { restoreOnLogin, type RestoreAction } from './restore';
import { syncStatus } from './status';

export type SessionHandlers = {
  onAuth: (user: AppUser | null) => void;
  onRestored: (action: RestoreAction) => void;
  onRestoreFailed: () => void;
  onReplaced: (replaced: Replaced[]) => void;
  onRemoteReset: () => void;
  onSignedOut: () => void;
};

export type LogoutResult = { status: 'signed-out' } | { status: 'needs-confirmation'; pending: number };

export type Session = {
  actions: AuthActions;
  logout: (options?: { force?: boolean }) => Promise<LogoutResult>;
  deleteCloudData: (uid: string) => Promise<void>;
  syncNow: () => void;
  dispose: () => void;
  engine: SyncEngine;
  cloud: CloudApi;
};

const withCode = async (fn: () => Promise<void>) => {
  try {
    await fn();
  } catch (error) {
    throw Object.assign(new Error((error as Error)?.message ?? 'Sign-in failed'), { code: authErrorCode(error) });
  }
};

/** The sign-in page's actions; a failure carries its code for the page's message. */
const authActions = (cloud: CloudApi): AuthActions => ({
  signInWithEmail: (email, password) => withCode(() => cloud.signInWithEmail(email, password)),
  signUpWithEmail: (email, password) => withCode(() => cloud.signUpWithEmail(email, password)),
  sendPasswordReset: (email) => withCode(() => cloud.sendPasswordReset(email)),
  signInWithGoogle: () => withCode(() => cloud.signInWithGoogle()),
});

/** What starts a drain: a new outbox row, coming back online or to the page, a service worker wake. Returns the stop. */
function watchSyncTriggers(engine: SyncEngine): () => void {
  const drainSoon = () => engine.notifyChange();
  const drainNow = () => void engine.drainNow();
  const onOnline = () => {
    syncStatus.set({ online: true });
    drainNow();
  };
  const onOffline = () => {
    syncStatus.set({ online: false });
    // Where the browser has Background Sync, the service worker wakes us on reconnect.
    void navigator.serviceWorker?.ready
      .then((reg) =>
        (reg as ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }).sync?.register(
          'f6-outbox',
        ),
      )
      .catch(() => undefined);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') drainNow();
  };
  let lastCount = -1;
  const unwatch = watchOutbox((count) => {
    if (count > lastCount && lastCount >= 0) drainSoon();
    lastCount = count;
  });
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  window.addEventListener('f6:sync-wake', drainNow);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    unwatch();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('f6:sync-wake', drainNow);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

export async function startSession(handlers: SessionHandlers): Promise<Session | null> {
  const cloud = await loadCloud();
  if (!cloud) {
    handlers.onAuth(null);
    return null;
  }
  const engine = createSyncEngine(cloud, { onReplaced: handlers.onReplaced, onRemoteReset: () => void remoteReset() });
  let user: AppUser | null = null;
  let first = true;
  let signingOut = false;

  async function remoteReset() {
    await clearLocalApplication();
    emitReset();
    handlers.onRemoteReset();
  }

  async function signedIn(next: AppUser) {
    const owner = await getOwner();
    // Data left by another account on this device is never mixed into this one.
    if (owner && owner !== next.uid) await clearLocalApplication();
    if (owner === next.uid) {
      engine.start(next.uid);
      return;
    }
    try {
      // Reads the cloud first, then starts the engine (see restore.ts).
      handlers.onRestored(await restoreOnLogin(cloud!, engine, next.uid));
    } catch {
      handlers.onRestoreFailed();
    } finally {
      if (!engine.isRunning()) engine.start(next.uid);
    }
  }

  async function signedOut(explicit: boolean) {
    engine.stop();
    // Signed in -> signed out (here, in another tab, or the session ended): the user's data leaves this device.
    if (!explicit && (await getOwner())) {
      await clearLocalApplication();
      emitReset();
      handlers.onSignedOut();
    }
  }

  const unsubscribeAuth = cloud.onUser((next, error) => {
    if (error) logger.error('Auth state listener failed', error);
    const previous = user;
    user = next;
    handlers.onAuth(next);
    const wasFirst = first;
    first = false;
    if (next && (wasFirst || !previous || previous.uid !== next.uid)) void signedIn(next);
    else if (!next && (previous || wasFirst)) void signedOut(signingOut);
  });

  const stopTriggers = watchSyncTriggers(engine);

  return {
    cloud,
    engine,
    actions: authActions(cloud),
    async logout({ force = false } = {}) {
      // Save to the cloud first (spec §4 Logout).
      if ((await pendingCount()) > 0 && navigator.onLine) await engine.drainNow();
      const pending = await pendingCount();
      if (pending > 0 && !force) return { status: 'needs-confirmation', pending };
      signingOut = true;
      try {
        engine.stop();
        await cloud.signOut();
        await clearLocalApplication();
        emitReset();
      } finally {
        signingOut = false;
      }
      return { status: 'signed-out' };
    },
    deleteCloudData: (uid) => deleteCloudData(cloud, uid),
    syncNow: () => void engine.drainNow(),
    dispose() {
      unsubscribeAuth();
      stopTriggers();
      engine.stop();
    },
  };
}
