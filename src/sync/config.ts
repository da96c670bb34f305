/**
 * Decides whether a backend exists, without importing Firebase: the client starts
 * only with a config whose apiKey is not the mock placeholder, or in emulator mode
 * (decisions §7). Everything else runs in local-only mode.
 */
export const MOCK_API_KEY = 'mock-api-key';

export type FirebaseConfig = {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  storageBucket?: string;
  appId?: string;
};

import type { BackendMode } from '@/lib/auth-context';

export function readFirebaseConfig(env: Record<string, string | boolean | undefined> = import.meta.env): {
  mode: BackendMode;
  config: FirebaseConfig | null;
} {
  if (env.VITE_USE_EMULATORS === 'true' || env.VITE_USE_EMULATORS === true) {
    const projectId = String(env.VITE_FIREBASE_PROJECT_ID || 'demo-f6');
    return {
      mode: 'emulators',
      config: {
        apiKey: 'demo-api-key',
        projectId,
        authDomain: `${projectId}.firebaseapp.com`,
        storageBucket: `${projectId}.appspot.com`,
      },
    };
  }
  const apiKey = String(env.VITE_FIREBASE_API_KEY ?? '');
  if (!apiKey || apiKey === MOCK_API_KEY || !env.VITE_FIREBASE_PROJECT_ID) return { mode: 'local-only', config: null };
  return {
    mode: 'firebase',
    config: {
      apiKey,
      authDomain: String(env.VITE_FIREBASE_AUTH_DOMAIN ?? ''),
      projectId: String(env.VITE_FIREBASE_PROJECT_ID),
      storageBucket: String(env.VITE_FIREBASE_STORAGE_BUCKET ?? ''),
      appId: String(env.VITE_FIREBASE_APP_ID ?? ''),
    },
  };
}
