import { logger } from '@/lib/logger';
import type { CloudApi } from './cloud/api';
import { readFirebaseConfig } from './config';

/**
 * Loads Firebase with ONE dynamic import, only when a backend exists. Returns null in
 * local-only mode or when initialisation fails ('Error initializing Firebase').
 */
export async function loadCloud(): Promise<CloudApi | null> {
  const { mode, config } = readFirebaseConfig();
  if (mode === 'local-only' || !config) return null;
  try {
    const { createCloud } = await import('./cloud/client');
    return createCloud(config, { emulators: mode === 'emulators' });
  } catch (error) {
    logger.error('Error initializing Firebase', error);
    return null;
  }
}
