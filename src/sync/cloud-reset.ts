/** Reset when signed in (spec §4, §7): every cloud part of the user's application goes. */
import { logger } from '@/lib/logger';
import type { CloudApi } from './cloud/api';

export async function deleteCloudData(cloud: CloudApi, uid: string): Promise<void> {
  if (!cloud.currentUser()) throw new Error('User not authenticated');
  const at = new Date().toISOString();
  const results = await Promise.allSettled([
    cloud.softDeleteUserProgress(uid, at),
    cloud.clearUserFields(uid, at),
    cloud.deleteUploadsDoc(uid),
    cloud.deleteStorageFolder(uid),
  ]);
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length) {
    logger.error(
      'Failed to delete progress from cloud',
      failed.map((f) => (f as PromiseRejectedResult).reason),
    );
    throw new Error('Failed to delete cloud progress');
  }
}
