import { msg } from '@lingui/core/macro';
import { i18n } from '@/i18n/i18n';
import { clearLocalApplication, emitReset } from '@/data/reset';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import type { AppUser } from '@/lib/auth-context';

export type CloudOps = {
  /** Deletes uploads and cloud data of the signed-in user (sync/). */
  deleteCloudData: (uid: string) => Promise<void>;
};

/**
 * Reset application (decisions §8): cloud part first when signed in, then every
 * local store; a failure is reported and the user still ends up at / with a clean device.
 */
export async function resetApplication(
  user: AppUser | null,
  cloud: CloudOps | null,
  navigateHome: () => void,
): Promise<boolean> {
  let ok = true;
  if (user && cloud) {
    try {
      await cloud.deleteCloudData(user.uid);
    } catch (error) {
      ok = false;
      logger.error('Failed to fully reset progress', error);
    }
  }
  try {
    await clearLocalApplication();
  } catch (error) {
    ok = false;
    logger.error('Failed to fully reset progress', error);
  }
  emitReset();
  if (!ok) toast.error(i18n._(msg({ id: 'reset.failed_fully', message: 'Failed to fully reset progress' })));
  navigateHome();
  return ok;
}
