/** Login restoration (spec §4): what to do with local and cloud progress at sign-in. */
import { hasLocalProgress } from '@/data/forms';
import { markAllDirty, setOwner } from '@/data/remote';
import { logger } from '@/lib/logger';
import type { CloudApi, CloudData } from './cloud/api';
import type { SyncEngine } from './engine';

export type RestoreAction = 'merge' | 'migrate' | 'restore' | 'nothing';

/** The spec's table: local yes/no × cloud yes/no. */
export function restorationAction(hasLocal: boolean, hasCloud: boolean): RestoreAction {
  if (hasLocal && hasCloud) return 'merge';
  if (hasLocal) return 'migrate';
  if (hasCloud) return 'restore';
  return 'nothing';
}

export const cloudHasProgress = (up: CloudData | null, users: CloudData | null, uploads: CloudData | null): boolean =>
  !!(
    (up && !up.deleted && up.globalProgress) ||
    users?.progress ||
    (uploads?.documents && Object.keys(uploads.documents as object).length)
  );

export class RestoreError extends Error {
  constructor(
    readonly action: RestoreAction | 'load',
    cause: unknown,
  ) {
    super(
      action === 'migrate'
        ? 'Failed to migrate progress to account'
        : action === 'load'
          ? 'Failed to load progress from cloud'
          : 'Failed to restore progress',
    );
    this.name = 'RestoreError';
    this.cause = cause;
  }
}

export async function restoreOnLogin(cloud: CloudApi, engine: SyncEngine, uid: string): Promise<RestoreAction> {
  const hasLocal = await hasLocalProgress();
  let remote;
  try {
    remote = await Promise.all([cloud.read('userProgress', uid), cloud.read('users', uid), cloud.read('uploads', uid)]);
  } catch (error) {
    logger.error('Failed to load progress from cloud', error);
    throw new RestoreError('load', error);
  }
  const action = restorationAction(hasLocal, cloudHasProgress(...remote));
  // The engine starts only now: started earlier, its first drain could push this device's
  // progress before the cloud was read, and a migration would then look like a merge (the
  // "saved to your account" message did not show about once in five sign-ups).
  if (!engine.isRunning()) engine.start(uid);
  try {
    if (action === 'merge' || action === 'restore') await engine.pull(uid);
    if (action === 'merge' || action === 'migrate') {
      // Everything local goes up; the drain merges per form with what the cloud has.
      await markAllDirty();
      if (!(await engine.flush())) throw new Error('Failed to save progress to cloud');
    }
    await setOwner(uid);
    return action;
  } catch (error) {
    logger.error(action === 'migrate' ? 'Failed to migrate progress to account' : 'Failed to restore progress', error);
    throw new RestoreError(action, error);
  }
}
