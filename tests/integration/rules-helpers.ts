// Shared helpers for tests/integration/rules*.test.ts: clients on the emulators, and the REST
// calls an attacker would make without the SDK (Firestore REST v1, Storage REST v0).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signOut, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { AUTH_EMULATOR_URL, EMULATORS, PROJECT_ID, STORAGE_BUCKET, TEST_FIREBASE_CONFIG } from './emulator-env';

export type Client = { app: FirebaseApp; auth: Auth; db: Firestore; storage: FirebaseStorage; uid: string | null };

let appCounter = 0;

/** A separate app instance (own auth state) connected to the emulators; signed up when email is given. */
export async function createClient(label: string, email?: string): Promise<Client> {
  const app = initializeApp(TEST_FIREBASE_CONFIG, `rules-${label}-${++appCounter}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, EMULATORS.firestore.host, EMULATORS.firestore.port);
  const storage = getStorage(app);
  connectStorageEmulator(storage, EMULATORS.storage.host, EMULATORS.storage.port);
  let uid: string | null = null;
  if (email) uid = (await createUserWithEmailAndPassword(auth, email, 'password-123456')).user.uid;
  return { app, auth, db, storage, uid };
}

export async function closeClient(client: Client | undefined): Promise<void> {
  if (!client) return;
  await terminate(client.db).catch(() => {});
  await signOut(client.auth).catch(() => {});
  await deleteApp(client.app);
}

/** Resolves to the Firebase error code of a rejected promise ('' if it resolved). */
export async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return '';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** Every refusal proven in this run, counted for the report. */
export const refusals = { sdk: 0, rest: 0 };

export const DENIED = 'permission-denied';
export const STORAGE_DENIED = 'storage/unauthorized';

const token = async (client: Client) => (client.auth.currentUser ? await client.auth.currentUser.getIdToken() : null);

/** A Firestore value in REST form. */
function restValue(v: unknown): unknown {
  if (v === null) return { nullValue: null };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (typeof v === 'string') return { stringValue: v };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(restValue) } };
  return { mapValue: { fields: restFields(v as Record<string, unknown>) } };
}
const restFields = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, restValue(v)]));

const firestoreBase = `http://${EMULATORS.firestore.host}:${EMULATORS.firestore.port}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/** Writes a whole document through Firestore REST (PATCH without a mask = replace); returns the HTTP status. */
export async function restSetDoc(client: Client, path: string, data: Record<string, unknown>): Promise<number> {
  const t = await token(client);
  const res = await fetch(`${firestoreBase}/${path}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...(t ? { Authorization: `Bearer ${t}` } : {}) },
    body: JSON.stringify({ fields: restFields(data) }),
  });
  await res.text();
  return res.status;
}

/** Writes as the emulator's owner (rules bypassed), to set up data a client could never write. */
export async function adminSetDoc(path: string, data: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${firestoreBase}/${path}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: restFields(data) }),
  });
  if (!res.ok) throw new Error(`admin write ${path}: ${res.status} ${await res.text()}`);
}

/** Sets some fields as the emulator's owner (rules bypassed), leaving the others as they are. */
export async function adminMergeDoc(path: string, data: Record<string, unknown>): Promise<void> {
  const mask = Object.keys(data)
    .map((k) => `updateMask.fieldPaths=${encodeURIComponent(k)}`)
    .join('&');
  const res = await fetch(`${firestoreBase}/${path}?${mask}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: restFields(data) }),
  });
  if (!res.ok) throw new Error(`admin merge ${path}: ${res.status} ${await res.text()}`);
}

export async function restGetDoc(client: Client, path: string): Promise<number> {
  const t = await token(client);
  const res = await fetch(`${firestoreBase}/${path}`, { headers: t ? { Authorization: `Bearer ${t}` } : {} });
  await res.text();
  return res.status;
}

const storageBase = `http://${EMULATORS.storage.host}:${EMULATORS.storage.port}/v0/b/${STORAGE_BUCKET}/o`;

/**
 * Uploads through Storage REST as the SDK does (multipart: metadata then bytes), with the object
 * name exactly as given (no normalisation by an SDK): `name` goes into the query string
 * percent-encoded once unless `rawName` puts it in as is. Returns the HTTP status.
 */
export async function restUpload(
  client: Client,
  name: string,
  body: Uint8Array,
  contentType: string,
  rawName = false,
): Promise<number> {
  const t = await token(client);
  const boundary = 'f6-rules-test-boundary';
  const head = `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify({ name, contentType })}\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`;
  const tail = `\r\n--${boundary}--`;
  const enc = new TextEncoder();
  const [h, b] = [enc.encode(head), enc.encode(tail)];
  const payload = new Uint8Array(h.length + body.length + b.length);
  payload.set(h);
  payload.set(body, h.length);
  payload.set(b, h.length + body.length);
  const res = await fetch(`${storageBase}?name=${rawName ? name : encodeURIComponent(name)}`, {
    method: 'POST',
    headers: {
      'Content-Type': `multipart/related; boundary=${boundary}`,
      'X-Goog-Upload-Protocol': 'multipart',
      ...(t ? { Authorization: `Firebase ${t}` } : {}),
    },
    body: payload,
  });
  await res.text();
  return res.status;
}

export async function restDownload(client: Client, name: string): Promise<number> {
  const t = await token(client);
  const res = await fetch(`${storageBase}/${encodeURIComponent(name)}?alt=media`, {
    headers: t ? { Authorization: `Firebase ${t}` } : {},
  });
  await res.arrayBuffer();
  return res.status;
}
