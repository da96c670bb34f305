import { F6Database } from './db';
import { storageStatus } from './status';
import { logger } from '@/lib/logger';

/** The one database instance of the app. */
export const db = new F6Database();

// Another tab upgraded the schema: close so its upgrade can finish, and ask for a reload.
db.on('versionchange', () => {
  db.close();
  storageStatus.set('version-changed');
  return false;
});
// This tab's upgrade waits for an old tab to close: say so, never delete anything.
db.on('blocked', () => storageStatus.set('blocked'));

export function openDatabase(): Promise<void> {
  return db.open().then(
    () => {
      if (storageStatus.get() === 'blocked') storageStatus.set(null);
    },
    (error: unknown) => {
      logger.error('Failed to open the local database', error);
      storageStatus.set('open-failed');
    },
  );
}

export { storageStatus } from './status';
export type * from './db';
