// Helpers for tests that run against the local Firebase emulators started by
// `node tools/emulators.mjs exec -- <cmd>` (project demo-f6; Auth 9099, Firestore 8080, Storage 9199).
//
// NOTE: the Storage emulator here does NOT evaluate storage.rules. It runs an offline stand-in
// (tools/emulator/storage-standin/) with a hard-coded policy meant to be equivalent. Storage
// permission results prove that stand-in policy only. Firestore results DO come from firestore.rules.

export const PROJECT_ID = 'demo-f6';
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;

/** Firebase web config for tests. A `demo-` project can never reach real Firebase. */
export const TEST_FIREBASE_CONFIG = {
  apiKey: 'demo-key',
  authDomain: `${PROJECT_ID}.firebaseapp.com`,
  projectId: PROJECT_ID,
  storageBucket: STORAGE_BUCKET,
  appId: '1:000000000000:web:0000000000000000',
} as const;

function hostPort(envValue: string | undefined, fallback: string): { host: string; port: number } {
  const value = (envValue ?? fallback).replace(/^https?:\/\//, '');
  const i = value.lastIndexOf(':');
  return { host: value.slice(0, i), port: Number(value.slice(i + 1)) };
}

/** Where the emulators listen (from the env that tools/emulators.mjs sets, else the defaults). */
export const EMULATORS = {
  auth: hostPort(process.env.FIREBASE_AUTH_EMULATOR_HOST, '127.0.0.1:9099'),
  firestore: hostPort(process.env.FIRESTORE_EMULATOR_HOST, '127.0.0.1:8080'),
  storage: hostPort(process.env.FIREBASE_STORAGE_EMULATOR_HOST, '127.0.0.1:9199'),
};

export const AUTH_EMULATOR_URL = `http://${EMULATORS.auth.host}:${EMULATORS.auth.port}`;

/**
 * True when running under `node tools/emulators.mjs exec -- ...` (env FIREBASE_EMULATORS=1). A developer's
 * plain `vitest run` skips the emulator suites; in CI (env CI set) their absence is an error, so a CI
 * without the emulators fails instead of going green on skipped tests.
 */
export function hasEmulators(): boolean {
  if (process.env.FIREBASE_EMULATORS === '1') return true;
  if (process.env.CI) throw new Error(`CI is set but the Firebase emulators are not: ${NO_EMULATORS_MESSAGE}`);
  return false;
}

export const NO_EMULATORS_MESSAGE =
  'Firebase emulators not running (FIREBASE_EMULATORS is not 1): skipped. ' +
  'Run: node tools/emulators.mjs exec -- npx vitest run tests/integration';

async function call(method: string, url: string, what: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, { method });
  } catch (error) {
    throw new Error(`${what}: ${method} ${url} failed (${String(error)}). Are the emulators running?`);
  }
  if (!res.ok) throw new Error(`${what}: ${method} ${url} answered ${res.status} ${await res.text()}`);
}

export type ResetOptions = {
  /** Delete all Auth emulator accounts (signed-in clients then cannot refresh their tokens). Default true. */
  auth?: boolean;
  /** Delete all Firestore documents. Default true. */
  firestore?: boolean;
  /** Delete all Storage objects (POST /internal/reset of the firebase-tools Storage emulator). Default true. */
  storage?: boolean;
};

/** Empties the emulators. Rules are not touched. */
export async function resetEmulators(options: ResetOptions = {}): Promise<void> {
  const { auth = true, firestore = true, storage = true } = options;
  const jobs: Promise<void>[] = [];
  if (firestore) {
    const { host, port } = EMULATORS.firestore;
    jobs.push(
      call(
        'DELETE',
        `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
        'Firestore reset',
      ),
    );
  }
  if (auth) {
    jobs.push(call('DELETE', `${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/accounts`, 'Auth reset'));
  }
  if (storage) {
    // firebase-tools 14 (lib/emulator/storage/server.js): `app.post("/internal/reset")` clears all
    // buckets and objects.
    const { host, port } = EMULATORS.storage;
    jobs.push(call('POST', `http://${host}:${port}/internal/reset`, 'Storage reset'));
  }
  await Promise.all(jobs);
}
