/**
 * The only module that imports Firebase. It is loaded with one dynamic import
 * (sync/load-cloud.ts), so Firebase never sits in the first paint, and only when a
 * real config or emulator mode exists (decisions §7).
 */
import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  initializeFirestore,
  onSnapshot,
  runTransaction,
  setDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getStorage,
  listAll,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import type { AppUser } from '@/lib/auth-context';
import type { FirebaseConfig } from '../config';
import type { CloudApi, CloudDocName, Unsubscribe } from './api';

/** Fields the spec removes from users/{uid} on reset (spec §7). `progress` holds this app's data. */
export const resetUserFields = [
  'uploadedDocuments',
  'invitationLetter',
  'personalStatement',
  'eligibilityAnswers',
  'eligibilityStatus',
  'f6FormChat',
  'progress',
] as const;

const toUser = (u: { uid: string; email: string | null; displayName: string | null } | null): AppUser | null =>
  u ? { uid: u.uid, email: u.email, displayName: u.displayName } : null;

type AuthApi = Pick<
  CloudApi,
  | 'currentUser'
  | 'onUser'
  | 'signInWithEmail'
  | 'signUpWithEmail'
  | 'sendPasswordReset'
  | 'signInWithGoogle'
  | 'signOut'
>;

/** Sign-in, sign-up and sign-out; in emulator mode Google sign-in takes a credential (no popup). */
function authApi(auth: Auth, options: { emulators: boolean }): AuthApi {
  return {
    currentUser: () => toUser(auth.currentUser),
    onUser: (cb) =>
      onAuthStateChanged(
        auth,
        (u) => cb(toUser(u)),
        (error) => cb(null, error),
      ),
    signInWithEmail: async (email, password) => {
      await signInWithEmailAndPassword(auth, email, password);
    },
    signUpWithEmail: async (email, password) => {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
    signInWithGoogle: async (emulatorEmail) => {
      if (options.emulators) {
        // The Google popup needs apis.google.com; the Auth emulator accepts a credential instead.
        const email = emulatorEmail || 'google.user@example.com';
        await signInWithCredential(
          auth,
          GoogleAuthProvider.credential(JSON.stringify({ sub: `google-${email}`, email, email_verified: true })),
        );
        return;
      }
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      await signInWithPopup(auth, provider);
    },
    signOut: () => signOut(auth),
  };
}

const docRefOf = (db: Firestore) => (name: CloudDocName, uid: string) =>
  name === 'userProgress'
    ? doc(db, 'userProgress', uid)
    : name === 'users'
      ? doc(db, 'users', uid)
      : doc(db, 'users', uid, 'f6Documents', 'uploads');

/** The three cloud documents: read, watched, and updated in a transaction. */
function documentsApi(db: Firestore): Pick<CloudApi, 'read' | 'watch' | 'update'> {
  const docRef = docRefOf(db);
  return {
    read: async (name, uid) => {
      const snap = await getDoc(docRef(name, uid));
      return snap.exists() ? (snap.data() as DocumentData) : null;
    },
    watch: (name, uid, cb, onError): Unsubscribe =>
      onSnapshot(
        docRef(name, uid),
        (snap) => {
          if (!snap.metadata.hasPendingWrites) cb(snap.exists() ? (snap.data() as DocumentData) : null);
        },
        onError,
      ),
    /** Read, merge and write atomically, so two devices never overwrite each other's newer parts. */
    update: (name, uid, merge, updateOptions = {}) =>
      runTransaction(db, async (tx) => {
        const reference = docRef(name, uid);
        const snap = await tx.get(reference);
        const next = merge(snap.exists() ? (snap.data() as DocumentData) : null);
        if (next) {
          if (updateOptions.replace) tx.set(reference, next);
          else tx.set(reference, next, { merge: true });
        }
        return next;
      }),
  };
}

/** What a reset removes from the cloud (spec §7): the documents' fields and the uploaded files. */
function resetApi(
  db: Firestore,
  storage: FirebaseStorage,
): Pick<CloudApi, 'softDeleteUserProgress' | 'clearUserFields' | 'deleteUploadsDoc' | 'deleteStorageFolder'> {
  async function deleteFolder(path: string, depth: number): Promise<void> {
    const listing = await listAll(ref(storage, path));
    await Promise.all(listing.items.map((item) => deleteObject(item)));
    if (depth > 0) await Promise.all(listing.prefixes.map((p) => deleteFolder(p.fullPath, depth - 1)));
  }
  return {
    softDeleteUserProgress: (uid, at) =>
      setDoc(
        doc(db, 'userProgress', uid),
        { userId: uid, globalProgress: null, deleted: true, lastUpdated: at },
        { merge: true },
      ),
    clearUserFields: (uid, at) =>
      setDoc(
        doc(db, 'users', uid),
        { ...Object.fromEntries(resetUserFields.map((f) => [f, deleteField()])), lastUpdated: at },
        { merge: true },
      ),
    deleteUploadsDoc: (uid) => deleteDoc(doc(db, 'users', uid, 'f6Documents', 'uploads')),
    deleteStorageFolder: (uid) => deleteFolder(`uploads/${uid}`, 1),
  };
}

/** Uploaded files' bytes in Storage. */
function filesApi(
  storage: FirebaseStorage,
): Pick<CloudApi, 'deleteFile' | 'uploadFile' | 'downloadFile' | 'listFiles'> {
  return {
    deleteFile: async (path) => {
      try {
        await deleteObject(ref(storage, path));
      } catch (error) {
        // Already gone is what we wanted.
        if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
      }
    },
    // getBytes, not getBlob: the same call in the browser and in Node (the integration tests).
    downloadFile: async (path) => new Blob([await getBytes(ref(storage, path))]),
    uploadFile: (path, blob, contentType, onProgress) =>
      new Promise<void>((resolve, reject) => {
        // Resumable, so the documents page can show each file's progress.
        const task = uploadBytesResumable(ref(storage, path), blob, { contentType });
        task.on(
          'state_changed',
          (snap) => onProgress?.(snap.totalBytes ? snap.bytesTransferred / snap.totalBytes : 0),
          reject,
          () => resolve(),
        );
      }),
    listFiles: async (uid) => {
      const top = await listAll(ref(storage, `uploads/${uid}`));
      const nested = await Promise.all(top.prefixes.map((p) => listAll(p)));
      return [...top.items, ...nested.flatMap((l) => l.items)].map((i) => i.fullPath);
    },
  };
}

export function createCloud(config: FirebaseConfig, options: { emulators: boolean; name?: string }): CloudApi {
  const app: FirebaseApp = initializeApp(config, options.name);
  const auth: Auth = getAuth(app);
  // Long polling: robust behind proxies and in headless test browsers; the outbox gives offline.
  const db: Firestore = initializeFirestore(app, { experimentalAutoDetectLongPolling: true });
  const storage: FirebaseStorage = getStorage(app);
  if (options.emulators) {
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    connectFirestoreEmulator(db, '127.0.0.1', 8080);
    connectStorageEmulator(storage, '127.0.0.1', 9199);
  }
  return {
    emulators: options.emulators,
    ...authApi(auth, options),
    ...documentsApi(db),
    ...resetApi(db, storage),
    ...filesApi(storage),
    dispose: () => deleteApp(app),
  };
}
