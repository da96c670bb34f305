import { db } from './index';
import { quietTransaction } from './outbox-middleware';

/** Preferences that survive a reset and a sign-out (decisions §6, §8). */
export const keptLocalStorageKeys = ['theme', 'locale'];
export const RESET_EVENT = 'f6:reset';

/** Clears every table (outbox included), then local and session storage except the kept keys. */
export async function clearLocalApplication(): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    // A reset queues nothing: the outbox is cleared with the rest.
    quietTransaction();
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  clearWebStorage();
}

export function clearWebStorage(): void {
  try {
    const kept = keptLocalStorageKeys.map((k) => [k, localStorage.getItem(k)] as const);
    localStorage.clear();
    for (const [k, v] of kept) if (v !== null) localStorage.setItem(k, v);
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing there to clear.
  }
}

/** Tells this tab and the others that the application was reset. */
export function emitReset(): void {
  window.dispatchEvent(new CustomEvent(RESET_EVENT));
  try {
    const channel = new BroadcastChannel('f6-app');
    channel.postMessage({ type: 'reset' });
    channel.close();
  } catch {
    // No BroadcastChannel: other tabs still see the empty database through live queries.
  }
}
