// @vitest-environment node
//
// Security rules against the local emulators, through the real firebase JS SDK.
// Run: node tools/emulators.mjs exec -- npx vitest run tests/integration/rules.test.ts
//
// Firestore: these results come from firestore.rules, enforced by the Firestore emulator.
// Storage: these results come from the OFFLINE STAND-IN policy (tools/emulator/storage-standin/),
// NOT from storage.rules, which the offline Storage emulator cannot evaluate. They prove that the
// SDK/emulator wiring works and that the stand-in's policy (meant to equal storage.rules) behaves
// as designed; they do not prove storage.rules itself.
import { describe, it, expect, beforeAll, beforeEach, afterAll } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signOut, type Auth } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  query,
  setDoc,
  setLogLevel,
  terminate,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getStorage,
  listAll,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import {
  AUTH_EMULATOR_URL,
  EMULATORS,
  NO_EMULATORS_MESSAGE,
  TEST_FIREBASE_CONFIG,
  hasEmulators,
  resetEmulators,
} from './emulator-env';

type Client = {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  storage: FirebaseStorage;
  uid: string | null;
};

let appCounter = 0;

/** A separate app instance (own auth state) connected to the emulators; signed up when email is given. */
async function createClient(label: string, email?: string): Promise<Client> {
  const app = initializeApp(TEST_FIREBASE_CONFIG, `rules-${label}-${++appCounter}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, EMULATORS.firestore.host, EMULATORS.firestore.port);
  const storage = getStorage(app);
  connectStorageEmulator(storage, EMULATORS.storage.host, EMULATORS.storage.port);
  let uid: string | null = null;
  if (email) {
    const cred = await createUserWithEmailAndPassword(auth, email, 'password-123456');
    uid = cred.user.uid;
  }
  return { app, auth, db, storage, uid };
}

async function closeClient(client: Client | undefined): Promise<void> {
  if (!client) return;
  await terminate(client.db).catch(() => {});
  await signOut(client.auth).catch(() => {});
  await deleteApp(client.app);
}

/** Resolves to the Firebase error code of a rejected promise ('' if it resolved). */
async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return '';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const DENIED = 'permission-denied';
const STORAGE_DENIED = 'storage/unauthorized';

function progressDoc(uid: string) {
  return {
    userId: uid,
    globalProgress: { completed: 3, total: 12 },
    lastUpdated: Date.now(),
    version: 1,
    deviceInfo: { userAgent: 'vitest' },
    deleted: false,
  };
}

const PDF = new TextEncoder().encode('%PDF-1.4\n% test file\n');

if (!hasEmulators()) console.warn(NO_EMULATORS_MESSAGE);

describe.skipIf(!hasEmulators())('security rules (emulators)', { timeout: 30_000 }, () => {
  let alice: Client;
  let bob: Client;
  let anon: Client;
  let aliceUid: string;
  let bobUid: string;

  beforeAll(async () => {
    setLogLevel('silent'); // permission-denied listens are expected; assertions report failures
    await resetEmulators();
    alice = await createClient('alice', 'alice@example.com');
    bob = await createClient('bob', 'bob@example.com');
    anon = await createClient('signed-out');
    aliceUid = alice.uid!;
    bobUid = bob.uid!;
  }, 60_000);

  afterAll(async () => {
    await Promise.all([closeClient(alice), closeClient(bob), closeClient(anon)]);
  });

  beforeEach(async () => {
    // Keep the accounts (clients stay signed in); empty Firestore and Storage.
    await resetEmulators({ auth: false });
  });

  describe('Firestore (firestore.rules, enforced by the emulator)', () => {
    it('a user writes and reads their own userProgress/{uid}', async () => {
      const ref = doc(alice.db, 'userProgress', aliceUid);
      await setDoc(ref, progressDoc(aliceUid));
      await updateDoc(ref, { version: 2 });
      await setDoc(ref, { deleted: true }, { merge: true }); // merge keeps userId
      const snap = await getDoc(ref);
      expect(snap.exists()).toBe(true);
      expect(snap.data()).toMatchObject({ userId: aliceUid, version: 2, deleted: true });
      await deleteDoc(ref);
    });

    it('a user writes and reads their own users/{uid} and sub-collections', async () => {
      const userRef = doc(alice.db, 'users', aliceUid);
      await setDoc(userRef, { displayName: 'Alice', anything: { nested: [1, 2, 3] } });
      expect((await getDoc(userRef)).data()).toMatchObject({ displayName: 'Alice' });

      const uploadsRef = doc(alice.db, 'users', aliceUid, 'f6Documents', 'uploads');
      await setDoc(uploadsRef, { files: [{ name: 'passport.pdf' }] });
      expect((await getDoc(uploadsRef)).data()).toEqual({ files: [{ name: 'passport.pdf' }] });

      const deepRef = doc(alice.db, 'users', aliceUid, 'f6Documents', 'uploads', 'versions', 'v1');
      await setDoc(deepRef, { n: 1 });
      expect((await getDoc(deepRef)).exists()).toBe(true);

      // Listing inside one's own sub-collection is allowed.
      const own = await getDocs(collection(alice.db, 'users', aliceUid, 'f6Documents'));
      expect(own.docs.map((d) => d.id)).toEqual(['uploads']);
    });

    it("another user's documents cannot be written", async () => {
      expect(await errorCode(setDoc(doc(bob.db, 'userProgress', aliceUid), progressDoc(aliceUid)))).toBe(DENIED);
      expect(await errorCode(setDoc(doc(bob.db, 'users', aliceUid), { hacked: true }))).toBe(DENIED);
      expect(
        await errorCode(setDoc(doc(bob.db, 'users', aliceUid, 'f6Documents', 'uploads'), { files: [] })),
      ).toBe(DENIED);
      expect(await errorCode(setDoc(doc(bob.db, 'somethingElse', 'x'), { a: 1 }))).toBe(DENIED);
    });

    it("another user's documents cannot be read, updated or deleted", async () => {
      await setDoc(doc(alice.db, 'userProgress', aliceUid), progressDoc(aliceUid));
      await setDoc(doc(alice.db, 'users', aliceUid), { displayName: 'Alice' });
      await setDoc(doc(alice.db, 'users', aliceUid, 'f6Documents', 'uploads'), { files: [] });

      expect(await errorCode(getDoc(doc(bob.db, 'userProgress', aliceUid)))).toBe(DENIED);
      expect(await errorCode(getDoc(doc(bob.db, 'users', aliceUid)))).toBe(DENIED);
      expect(await errorCode(getDoc(doc(bob.db, 'users', aliceUid, 'f6Documents', 'uploads')))).toBe(DENIED);
      expect(await errorCode(getDocs(collection(bob.db, 'users', aliceUid, 'f6Documents')))).toBe(DENIED);
      expect(await errorCode(updateDoc(doc(bob.db, 'users', aliceUid), { displayName: 'Bob' }))).toBe(DENIED);
      expect(await errorCode(deleteDoc(doc(bob.db, 'userProgress', aliceUid)))).toBe(DENIED);
      expect(await errorCode(deleteDoc(doc(bob.db, 'users', aliceUid, 'f6Documents', 'uploads')))).toBe(DENIED);

      // Alice's data is untouched.
      expect((await getDoc(doc(alice.db, 'users', aliceUid))).data()).toEqual({ displayName: 'Alice' });
    });

    it('a signed-out client is denied everywhere', async () => {
      await setDoc(doc(alice.db, 'userProgress', aliceUid), progressDoc(aliceUid));
      expect(anon.auth.currentUser).toBeNull();
      expect(await errorCode(getDoc(doc(anon.db, 'userProgress', aliceUid)))).toBe(DENIED);
      expect(await errorCode(getDoc(doc(anon.db, 'users', aliceUid)))).toBe(DENIED);
      expect(await errorCode(getDoc(doc(anon.db, 'users', aliceUid, 'f6Documents', 'uploads')))).toBe(DENIED);
      expect(await errorCode(setDoc(doc(anon.db, 'userProgress', aliceUid), progressDoc(aliceUid)))).toBe(DENIED);
      expect(await errorCode(setDoc(doc(anon.db, 'users', 'nobody'), { a: 1 }))).toBe(DENIED);
      expect(await errorCode(getDocs(collection(anon.db, 'userProgress')))).toBe(DENIED);
    });

    it('userProgress with a mismatched or missing userId is denied', async () => {
      const ref = doc(alice.db, 'userProgress', aliceUid);
      expect(await errorCode(setDoc(ref, progressDoc(bobUid)))).toBe(DENIED);
      const withoutUserId: Partial<ReturnType<typeof progressDoc>> = progressDoc(aliceUid);
      delete withoutUserId.userId;
      expect(await errorCode(setDoc(ref, withoutUserId))).toBe(DENIED);
      // An update cannot move the document to someone else either.
      await setDoc(ref, progressDoc(aliceUid));
      expect(await errorCode(updateDoc(ref, { userId: bobUid }))).toBe(DENIED);
    });

    it('queries across users are denied (userProgress and users)', async () => {
      await setDoc(doc(alice.db, 'userProgress', aliceUid), progressDoc(aliceUid));
      await setDoc(doc(bob.db, 'userProgress', bobUid), progressDoc(bobUid));
      expect(await errorCode(getDocs(collection(alice.db, 'userProgress')))).toBe(DENIED);
      expect(await errorCode(getDocs(collection(alice.db, 'users')))).toBe(DENIED);
      // Even a query restricted to one's own userId: userProgress is read by id (getDoc) only.
      expect(
        await errorCode(getDocs(query(collection(alice.db, 'userProgress'), where('userId', '==', aliceUid)))),
      ).toBe(DENIED);
    });
  });

  // Everything below is decided by the OFFLINE STAND-IN policy, NOT by storage.rules.
  describe('Storage (stand-in policy, not storage.rules)', () => {
    it('a user uploads, reads, lists and deletes their own uploads/<uid>/x.pdf', async () => {
      const fileRef = ref(alice.storage, `uploads/${aliceUid}/x.pdf`);
      const result = await uploadBytes(fileRef, PDF, { contentType: 'application/pdf' });
      expect(result.metadata.fullPath).toBe(`uploads/${aliceUid}/x.pdf`);
      expect(new Uint8Array(await getBytes(fileRef))).toEqual(PDF);
      const listing = await listAll(ref(alice.storage, `uploads/${aliceUid}`));
      expect(listing.items.map((i) => i.name)).toEqual(['x.pdf']);
      await uploadBytes(ref(alice.storage, `uploads/${aliceUid}/photo.jpg`), PDF, { contentType: 'image/jpeg' });
      await deleteObject(fileRef);
      expect(await errorCode(getBytes(fileRef))).toBe('storage/object-not-found');
    });

    it("another user's path is denied (stand-in policy)", async () => {
      await uploadBytes(ref(alice.storage, `uploads/${aliceUid}/x.pdf`), PDF, { contentType: 'application/pdf' });
      expect(
        await errorCode(uploadBytes(ref(bob.storage, `uploads/${aliceUid}/y.pdf`), PDF, { contentType: 'application/pdf' })),
      ).toBe(STORAGE_DENIED);
      expect(await errorCode(getBytes(ref(bob.storage, `uploads/${aliceUid}/x.pdf`)))).toBe(STORAGE_DENIED);
      expect(await errorCode(deleteObject(ref(bob.storage, `uploads/${aliceUid}/x.pdf`)))).toBe(STORAGE_DENIED);
      expect(await errorCode(listAll(ref(bob.storage, `uploads/${aliceUid}`)))).toBe(STORAGE_DENIED);
    });

    it('a signed-out client is denied (stand-in policy)', async () => {
      await uploadBytes(ref(alice.storage, `uploads/${aliceUid}/x.pdf`), PDF, { contentType: 'application/pdf' });
      expect(await errorCode(getBytes(ref(anon.storage, `uploads/${aliceUid}/x.pdf`)))).toBe(STORAGE_DENIED);
      expect(
        await errorCode(uploadBytes(ref(anon.storage, `uploads/${aliceUid}/y.pdf`), PDF, { contentType: 'application/pdf' })),
      ).toBe(STORAGE_DENIED);
    });

    it('other paths, content types and sizes are denied (stand-in policy)', async () => {
      const pdf = { contentType: 'application/pdf' };
      expect(await errorCode(uploadBytes(ref(alice.storage, `other/${aliceUid}/x.pdf`), PDF, pdf))).toBe(STORAGE_DENIED);
      expect(await errorCode(uploadBytes(ref(alice.storage, 'x.pdf'), PDF, pdf))).toBe(STORAGE_DENIED);
      expect(
        await errorCode(uploadBytes(ref(alice.storage, `uploads/${aliceUid}/x.txt`), PDF, { contentType: 'text/plain' })),
      ).toBe(STORAGE_DENIED);
      const tooBig = new Uint8Array(25 * 1024 * 1024); // exactly 25 MiB: the limit is "< 25 MiB"
      expect(await errorCode(uploadBytes(ref(alice.storage, `uploads/${aliceUid}/big.pdf`), tooBig, pdf))).toBe(
        STORAGE_DENIED,
      );
    });
  });
});
