// @vitest-environment node
//
// Security rules against the local emulators, through the real firebase JS SDK and through REST
// (what an attacker without the app would send).
// Run: flock /tmp/f6-emulators.lock node tools/emulators.mjs exec -- npx vitest run tests/integration/rules.test.ts
//
// Firestore: these results come from firestore.rules, enforced by the Firestore emulator.
// Storage: these results come from the OFFLINE STAND-IN policy (tools/emulator/storage-standin/),
// NOT from storage.rules, which the offline Storage emulator cannot evaluate. They prove that the
// SDK/emulator wiring works and that the stand-in's policy (meant to equal storage.rules) behaves
// as designed; they do not prove storage.rules itself.
import { describe, it, expect, beforeAll, beforeEach, afterAll } from 'vitest';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
} from 'firebase/firestore';
import { deleteObject, getBytes, listAll, ref, uploadBytes } from 'firebase/storage';
import { NO_EMULATORS_MESSAGE, hasEmulators, resetEmulators } from './emulator-env';
import {
  DENIED,
  STORAGE_DENIED,
  adminSetDoc,
  closeClient,
  createClient,
  errorCode,
  refusals,
  restDownload,
  restGetDoc,
  restSetDoc,
  restUpload,
  type Client,
} from './rules-helpers';

const NOW = '2026-11-23T06:00:00.000Z';

const form = (formId: string) => ({
  formId,
  totalQuestions: 10,
  answeredQuestions: 1,
  lastUpdated: NOW,
  status: 'in-progress',
  currentQuestionIndex: 1,
  formData: { q1: 'an answer' },
  lastSaved: NOW,
  // Optional questions seen and passed (D18): written by the app, so the rules must take it.
  seenQuestions: ['q2'],
  // When each answer was last edited (per question merge): written by the app too.
  answeredAt: { q1: NOW },
  replacedAt: { q1: '2026-11-22T06:00:00.000Z' },
});

/** userProgress/{uid} exactly as sync/engine.ts pushUserProgress writes it. */
function progressDoc(uid: string): Record<string, unknown> {
  return {
    userId: uid,
    globalProgress: {
      personalGuarantee: form('personal-guarantee'),
      invitationLetter: form('invitation-letter'),
      spouseInformation: form('spouse-information'),
      overallStatus: 'in-progress',
      createdAt: NOW,
      lastUpdated: NOW,
    },
    lastUpdated: NOW,
    version: '1.0.0',
    deviceInfo: { userAgent: 'vitest', lastSyncDevice: 'Linux 1280x720' },
    deleted: false,
  };
}

/** users/{uid} as pushUsers writes it, plus the people records (added by the `progress` work). */
const usersDoc = (): Record<string, unknown> => ({
  progress: {
    storeVersion: 3,
    sections: {
      timeline: { value: { targetDate: '2027-01-01' }, updatedAt: NOW },
      // A statement with the wording of an answer written in the other language, and what it was composed from.
      sponsorStatement: {
        value: {
          generated: true,
          content: '초청인 진술서',
          completedAt: null,
          messages: [],
          extractedInfo: { how_met: 'We met in Seattle.' },
          questionCount: 1,
          currentSuggestions: [],
          language: 'ko',
          wordings: { ko: { how_met: '시애틀에서 만났어요.' } },
          composedFrom: 'ko:1a2b3c4d',
        },
        updatedAt: NOW,
      },
    },
    taskProgress: {},
    people: { applicant: { fullName: { value: 'Jane Doe', updatedAt: NOW } } },
  },
  people: { sponsor: { name: 'Kim' } },
  lastUpdated: NOW,
});

/** users/{uid}/f6Documents/uploads as pushUploads writes it. */
const uploadsDoc = (): Record<string, unknown> => ({
  documents: { passport: { id: 'passport', updatedAt: NOW } },
  files: {
    f1: {
      slot: 'passport',
      name: 'p.pdf',
      type: 'application/pdf',
      size: 20,
      addedAt: NOW,
      path: 'uploads/x/passport/f1',
    },
  },
  lastUpdated: NOW,
});

const PDF = new TextEncoder().encode('%PDF-1.4\n% test file\n');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
const big = 'x'.repeat(900 * 1024); // a document near the 1 MiB limit

/** The promise must be refused by the rules (counted). */
async function expectRefused(promise: Promise<unknown>, code = DENIED): Promise<void> {
  expect(await errorCode(promise)).toBe(code);
  refusals.sdk++;
}
/** A REST answer must be a refusal (403) (counted). */
function expectRestRefused(status: number): void {
  expect(status).toBe(403);
  refusals.rest++;
}

if (!hasEmulators()) console.warn(NO_EMULATORS_MESSAGE);

describe.skipIf(!hasEmulators())('security rules (emulators)', { timeout: 60_000 }, () => {
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
    console.info(`rules: ${refusals.sdk} refusals proven through the SDK, ${refusals.rest} through REST`);
    await Promise.all([closeClient(alice), closeClient(bob), closeClient(anon)]);
  });

  beforeEach(async () => {
    // Keep the accounts (clients stay signed in); empty Firestore and Storage.
    await resetEmulators({ auth: false });
  });

  describe('Firestore (firestore.rules, enforced by the emulator)', () => {
    it('userProgress/{uid} allows exactly: userId, globalProgress, lastUpdated, version, deviceInfo, deleted', async () => {
      const ref = doc(alice.db, 'userProgress', aliceUid);
      await setDoc(ref, progressDoc(aliceUid));
      expect(Object.keys((await getDoc(ref)).data()!).sort()).toEqual([
        'deleted',
        'deviceInfo',
        'globalProgress',
        'lastUpdated',
        'userId',
        'version',
      ]);
      // The reset on another device (client.ts softDeleteUserProgress) and a plain update.
      await setDoc(ref, { userId: aliceUid, globalProgress: null, deleted: true, lastUpdated: NOW }, { merge: true });
      await updateDoc(ref, { version: '1.0.1' });
      expect((await getDoc(ref)).data()).toMatchObject({
        userId: aliceUid,
        version: '1.0.1',
        deleted: true,
        globalProgress: null,
      });
      await deleteDoc(ref);

      for (const [field, value] of Object.entries({ isAdmin: true, role: 'admin', extra: 'x' }))
        await expectRefused(setDoc(ref, { ...progressDoc(aliceUid), [field]: value }));
      const bad: Array<[string, unknown]> = [
        ['globalProgress', 'a string'],
        ['globalProgress', { ...(progressDoc(aliceUid).globalProgress as object), isAdmin: true }],
        ['globalProgress', { personalGuarantee: { ...form('personal-guarantee'), formData: 'x' } }],
        ['globalProgress', { personalGuarantee: { ...form('personal-guarantee'), formData: many(301) } }],
        ['globalProgress', { personalGuarantee: { ...form('personal-guarantee'), role: 'admin' } }],
        ['globalProgress', { personalGuarantee: form('invitation-letter') }],
        ['globalProgress', { personalGuarantee: { ...form('personal-guarantee'), answeredQuestions: '3' } }],
        ['globalProgress', { personalGuarantee: { ...form('personal-guarantee'), status: 'hacked' } }],
        ['globalProgress', { personalGuarantee: { ...form('personal-guarantee'), answeredAt: 'x' } }],
        ['globalProgress', { personalGuarantee: { ...form('personal-guarantee'), answeredAt: many(501) } }],
        ['globalProgress', { personalGuarantee: { ...form('personal-guarantee'), replacedAt: ['q1'] } }],
        ['globalProgress', { personalGuarantee: { ...form('personal-guarantee'), replacedAt: many(501) } }],
        ['globalProgress', { overallStatus: 'done' }],
        ['lastUpdated', 12345],
        ['lastUpdated', big],
        ['version', 1],
        ['deleted', 'no'],
        ['deviceInfo', 'vitest'],
        ['deviceInfo', { userAgent: big }],
        ['deviceInfo', { userAgent: 'x', isAdmin: true }],
      ];
      for (const [field, value] of bad) await expectRefused(setDoc(ref, { ...progressDoc(aliceUid), [field]: value }));
      // Through REST too.
      expectRestRefused(
        await restSetDoc(alice, `userProgress/${aliceUid}`, { ...progressDoc(aliceUid), isAdmin: true }),
      );
      expectRestRefused(
        await restSetDoc(alice, `userProgress/${aliceUid}`, { ...progressDoc(aliceUid), globalProgress: 'a string' }),
      );
      expectRestRefused(
        await restSetDoc(alice, `userProgress/${aliceUid}`, { ...progressDoc(aliceUid), lastUpdated: big }),
      );
      expect(await restSetDoc(alice, `userProgress/${aliceUid}`, progressDoc(aliceUid))).toBe(200);
    });

    it('users/{uid} allows exactly: progress {storeVersion, sections, taskProgress, people}, people (bounded), lastUpdated', async () => {
      const ref = doc(alice.db, 'users', aliceUid);
      expect(await errorCode(setDoc(ref, usersDoc())), 'create users/{uid}').toBe('');
      expect(Object.keys((await getDoc(ref)).data()!).sort()).toEqual(['lastUpdated', 'people', 'progress']);
      // Merged with the one person already there: 50 people, the most allowed.
      expect(await errorCode(setDoc(ref, { people: many(49) }, { merge: true })), 'merge to 50 people').toBe('');
      // As sync/engine.ts pushUsers writes it: merged into the existing document.
      expect(
        await errorCode(
          setDoc(
            ref,
            { progress: { storeVersion: 3, sections: {}, taskProgress: { t: { taskId: 't' } } }, lastUpdated: NOW },
            { merge: true },
          ),
        ),
        'merge progress',
      ).toBe('');

      const bad: Array<[string, unknown]> = [
        ['isAdmin', true],
        ['role', 'admin'],
        ['displayName', 'Alice'],
        ['progress', 'a string'],
        ['progress', { storeVersion: 3, isAdmin: true }],
        ['progress', { storeVersion: '3' }],
        ['progress', { sections: 'x' }],
        ['progress', { sections: many(33) }],
        ['progress', { taskProgress: many(301) }],
        ['progress', { people: 'x' }],
        ['progress', { people: many(21) }],
        ['people', 'x'],
        ['people', many(51)],
        ['lastUpdated', big],
        ['lastUpdated', true],
        // Fields of the original app can be removed by a reset, never written.
        ['invitationLetter', { text: 'forged' }],
        ['eligibilityStatus', 'eligible'],
      ];
      for (const [field, value] of bad) await expectRefused(setDoc(ref, { ...usersDoc(), [field]: value }));
      expectRestRefused(await restSetDoc(alice, `users/${aliceUid}`, { ...usersDoc(), role: 'admin' }));
      expectRestRefused(await restSetDoc(alice, `users/${aliceUid}`, { ...usersDoc(), progress: 'x' }));

      // A users document of the original app (written by an admin) keeps working: its old fields
      // can be removed (reset, client.ts clearUserFields) but not changed.
      await adminSetDoc(`users/${aliceUid}`, {
        invitationLetter: { text: 'old' },
        f6FormChat: { m: 1 },
        displayPreference: 'kept',
      });
      expect(
        await errorCode(setDoc(ref, { progress: { storeVersion: 3 }, lastUpdated: NOW }, { merge: true })),
        'merge beside old fields',
      ).toBe('');
      await expectRefused(setDoc(ref, { invitationLetter: { text: 'changed' } }, { merge: true }));
      await expectRefused(setDoc(ref, { displayPreference: 'changed' }, { merge: true }));
      await expectRefused(setDoc(ref, { isAdmin: true }, { merge: true }));
      expect(
        await errorCode(
          setDoc(
            ref,
            { invitationLetter: deleteField(), f6FormChat: deleteField(), lastUpdated: NOW },
            { merge: true },
          ),
        ),
        'reset removes old fields',
      ).toBe('');
      expect(Object.keys((await getDoc(ref)).data()!).sort()).toEqual(['displayPreference', 'lastUpdated', 'progress']);
    });

    it('users/{uid}/f6Documents/uploads allows exactly: documents, files, lastUpdated; no other sub-collection', async () => {
      const ref = doc(alice.db, 'users', aliceUid, 'f6Documents', 'uploads');
      await setDoc(ref, uploadsDoc());
      expect(Object.keys((await getDoc(ref)).data()!).sort()).toEqual(['documents', 'files', 'lastUpdated']);
      const bad: Array<[string, unknown]> = [
        ['isAdmin', true],
        ['documents', 'x'],
        ['files', ['a', 'b']],
        ['files', many(501)],
        ['documents', many(201)],
        ['lastUpdated', big],
      ];
      for (const [field, value] of bad) await expectRefused(setDoc(ref, { ...uploadsDoc(), [field]: value }));
      await expectRefused(setDoc(doc(alice.db, 'users', aliceUid, 'f6Documents', 'other'), uploadsDoc()));
      await expectRefused(
        setDoc(doc(alice.db, 'users', aliceUid, 'f6Documents', 'uploads', 'versions', 'v1'), { n: 1 }),
      );
      await expectRefused(setDoc(doc(alice.db, 'users', aliceUid, 'anything', 'x'), { n: 1 }));
      await expectRefused(getDocs(collection(alice.db, 'users', aliceUid, 'f6Documents')));
      expectRestRefused(
        await restSetDoc(alice, `users/${aliceUid}/f6Documents/uploads`, { ...uploadsDoc(), role: 'admin' }),
      );
      expectRestRefused(await restSetDoc(alice, `users/${aliceUid}/secrets/x`, { n: 1 }));
    });

    it("another user's documents cannot be written, read, updated or deleted (SDK and REST)", async () => {
      await setDoc(doc(alice.db, 'userProgress', aliceUid), progressDoc(aliceUid));
      await setDoc(doc(alice.db, 'users', aliceUid), usersDoc());
      await setDoc(doc(alice.db, 'users', aliceUid, 'f6Documents', 'uploads'), uploadsDoc());

      await expectRefused(setDoc(doc(bob.db, 'userProgress', aliceUid), progressDoc(aliceUid)));
      await expectRefused(setDoc(doc(bob.db, 'users', aliceUid), usersDoc()));
      await expectRefused(setDoc(doc(bob.db, 'users', aliceUid, 'f6Documents', 'uploads'), uploadsDoc()));
      await expectRefused(setDoc(doc(bob.db, 'somethingElse', 'x'), { a: 1 }));
      await expectRefused(getDoc(doc(bob.db, 'userProgress', aliceUid)));
      await expectRefused(getDoc(doc(bob.db, 'users', aliceUid)));
      await expectRefused(getDoc(doc(bob.db, 'users', aliceUid, 'f6Documents', 'uploads')));
      await expectRefused(updateDoc(doc(bob.db, 'users', aliceUid), { lastUpdated: NOW }));
      await expectRefused(deleteDoc(doc(bob.db, 'userProgress', aliceUid)));
      await expectRefused(deleteDoc(doc(bob.db, 'users', aliceUid, 'f6Documents', 'uploads')));
      expectRestRefused(await restGetDoc(bob, `userProgress/${aliceUid}`));
      expectRestRefused(await restGetDoc(bob, `users/${aliceUid}`));
      expectRestRefused(await restSetDoc(bob, `users/${aliceUid}`, usersDoc()));
      expectRestRefused(await restSetDoc(bob, `users/${aliceUid}/f6Documents/uploads`, uploadsDoc()));

      // Alice's data is untouched.
      expect((await getDoc(doc(alice.db, 'users', aliceUid))).data()).toEqual(usersDoc());
    });

    it('a signed-out client is denied everywhere (SDK and REST)', async () => {
      await setDoc(doc(alice.db, 'userProgress', aliceUid), progressDoc(aliceUid));
      expect(anon.auth.currentUser).toBeNull();
      await expectRefused(getDoc(doc(anon.db, 'userProgress', aliceUid)));
      await expectRefused(getDoc(doc(anon.db, 'users', aliceUid)));
      await expectRefused(getDoc(doc(anon.db, 'users', aliceUid, 'f6Documents', 'uploads')));
      await expectRefused(setDoc(doc(anon.db, 'userProgress', aliceUid), progressDoc(aliceUid)));
      await expectRefused(setDoc(doc(anon.db, 'users', 'nobody'), { lastUpdated: NOW }));
      await expectRefused(getDocs(collection(anon.db, 'userProgress')));
      expectRestRefused(await restGetDoc(anon, `userProgress/${aliceUid}`));
      expectRestRefused(await restSetDoc(anon, `users/${aliceUid}`, usersDoc()));
    });

    it('userProgress with a mismatched or missing userId is denied', async () => {
      const ref = doc(alice.db, 'userProgress', aliceUid);
      await expectRefused(setDoc(ref, progressDoc(bobUid)));
      const withoutUserId = progressDoc(aliceUid);
      delete withoutUserId.userId;
      await expectRefused(setDoc(ref, withoutUserId));
      // An update cannot move the document to someone else either.
      await setDoc(ref, progressDoc(aliceUid));
      await expectRefused(updateDoc(ref, { userId: bobUid }));
    });

    it('queries across users are denied (userProgress and users)', async () => {
      await setDoc(doc(alice.db, 'userProgress', aliceUid), progressDoc(aliceUid));
      await setDoc(doc(bob.db, 'userProgress', bobUid), progressDoc(bobUid));
      await expectRefused(getDocs(collection(alice.db, 'userProgress')));
      await expectRefused(getDocs(collection(alice.db, 'users')));
      // Even a query restricted to one's own userId: userProgress is read by id (getDoc) only.
      await expectRefused(getDocs(query(collection(alice.db, 'userProgress'), where('userId', '==', aliceUid))));
    });
  });

  // Everything below is decided by the OFFLINE STAND-IN policy, NOT by storage.rules.
  describe('Storage (stand-in policy, not storage.rules)', () => {
    const pdf = { contentType: 'application/pdf' };

    it('a user uploads, reads, lists and deletes their own uploads/<uid>/<slot>/<file> in every allowed type', async () => {
      const fileRef = ref(alice.storage, `uploads/${aliceUid}/passport/x.pdf`);
      const result = await uploadBytes(fileRef, PDF, pdf);
      expect(result.metadata.fullPath).toBe(`uploads/${aliceUid}/passport/x.pdf`);
      expect(new Uint8Array(await getBytes(fileRef))).toEqual(PDF);
      for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])
        await uploadBytes(ref(alice.storage, `uploads/${aliceUid}/photo/f-${type.slice(6)}`), PDF, {
          contentType: type,
        });
      const listing = await listAll(ref(alice.storage, `uploads/${aliceUid}`));
      expect(listing.prefixes.map((p) => p.name).sort()).toEqual(['passport', 'photo']);
      expect((await listAll(ref(alice.storage, `uploads/${aliceUid}/photo`))).items).toHaveLength(5);
      expect(await restUpload(alice, `uploads/${aliceUid}/passport/rest_1.pdf`, PDF, 'application/pdf')).toBe(200);
      expect(await restDownload(alice, `uploads/${aliceUid}/passport/rest_1.pdf`)).toBe(200);
      await deleteObject(fileRef);
      expect(await errorCode(getBytes(fileRef))).toBe('storage/object-not-found');
    });

    it('path traversal, empty and encoded segments are refused (SDK and REST)', async () => {
      // The reported attack: B writes uploads/B/../A/x.pdf, then A reads uploads/A/x.pdf as its own.
      await expectRefused(
        uploadBytes(ref(bob.storage, `uploads/${bobUid}/../${aliceUid}/x.pdf`), PDF, pdf),
        STORAGE_DENIED,
      );
      expectRestRefused(await restUpload(bob, `uploads/${bobUid}/../${aliceUid}/x.pdf`, PDF, 'application/pdf'));
      expectRestRefused(await restUpload(bob, `uploads/${bobUid}/../${aliceUid}/x.pdf`, PDF, 'application/pdf', true));
      expect(await errorCode(getBytes(ref(alice.storage, `uploads/${aliceUid}/x.pdf`)))).not.toBe('');
      const tricks = [
        `uploads/${bobUid}/../x.pdf`,
        `uploads/${bobUid}/slot/..`,
        `uploads/${bobUid}/./x.pdf`,
        `uploads/${bobUid}/slot/.hidden`,
        `uploads/${bobUid}//x.pdf`,
        `uploads/${bobUid}/slot/`,
        `uploads/${bobUid}/%2e%2e/x.pdf`,
        `uploads/${bobUid}/slot/a%2Fb.pdf`,
        `uploads/${bobUid}/slot\\..\\x.pdf`,
        `uploads/${bobUid}/x.pdf`, // no slot folder
        `uploads/${bobUid}/a/b/x.pdf`, // deeper than slot/file
        `uploads/${bobUid}/slot/${'x'.repeat(129)}`,
      ];
      for (const name of tricks) expectRestRefused(await restUpload(bob, name, PDF, 'application/pdf'));
      // Encoded once more in the URL: the server decodes once, the rules see '%2e%2e' and refuse it.
      expectRestRefused(await restUpload(bob, `uploads/${bobUid}/%252e%252e/x.pdf`, PDF, 'application/pdf', true));
      await expectRefused(uploadBytes(ref(bob.storage, `uploads/${bobUid}/%2e%2e/x.pdf`), PDF, pdf), STORAGE_DENIED);
      await expectRefused(uploadBytes(ref(bob.storage, `uploads/${bobUid}/x.pdf`), PDF, pdf), STORAGE_DENIED);
      await expectRefused(uploadBytes(ref(bob.storage, `uploads/${bobUid}/slot/.x.pdf`), PDF, pdf), STORAGE_DENIED);
    });

    it("another user's path is denied (SDK and REST)", async () => {
      await uploadBytes(ref(alice.storage, `uploads/${aliceUid}/passport/x.pdf`), PDF, pdf);
      await expectRefused(
        uploadBytes(ref(bob.storage, `uploads/${aliceUid}/passport/y.pdf`), PDF, pdf),
        STORAGE_DENIED,
      );
      await expectRefused(getBytes(ref(bob.storage, `uploads/${aliceUid}/passport/x.pdf`)), STORAGE_DENIED);
      await expectRefused(deleteObject(ref(bob.storage, `uploads/${aliceUid}/passport/x.pdf`)), STORAGE_DENIED);
      await expectRefused(listAll(ref(bob.storage, `uploads/${aliceUid}`)), STORAGE_DENIED);
      expectRestRefused(await restUpload(bob, `uploads/${aliceUid}/passport/y.pdf`, PDF, 'application/pdf'));
      expectRestRefused(await restDownload(bob, `uploads/${aliceUid}/passport/x.pdf`));
    });

    it('a signed-out client is denied (SDK and REST)', async () => {
      await uploadBytes(ref(alice.storage, `uploads/${aliceUid}/passport/x.pdf`), PDF, pdf);
      await expectRefused(getBytes(ref(anon.storage, `uploads/${aliceUid}/passport/x.pdf`)), STORAGE_DENIED);
      await expectRefused(
        uploadBytes(ref(anon.storage, `uploads/${aliceUid}/passport/y.pdf`), PDF, pdf),
        STORAGE_DENIED,
      );
      expectRestRefused(await restDownload(anon, `uploads/${aliceUid}/passport/x.pdf`));
      expectRestRefused(await restUpload(anon, `uploads/${aliceUid}/passport/y.pdf`, PDF, 'application/pdf'));
    });

    it('other paths, content types (SVG included) and sizes are denied (SDK and REST)', async () => {
      await expectRefused(uploadBytes(ref(alice.storage, `other/${aliceUid}/s/x.pdf`), PDF, pdf), STORAGE_DENIED);
      await expectRefused(uploadBytes(ref(alice.storage, 'x.pdf'), PDF, pdf), STORAGE_DENIED);
      const types = [
        'image/svg+xml',
        'image/gif',
        'image/bmp',
        'image/x-icon',
        'text/html',
        'text/plain',
        'application/octet-stream',
        'application/javascript',
        'image/svg+xml; charset=utf-8',
      ];
      for (const contentType of types) {
        await expectRefused(
          uploadBytes(ref(alice.storage, `uploads/${aliceUid}/photo/x`), SVG, { contentType }),
          STORAGE_DENIED,
        );
        expectRestRefused(await restUpload(alice, `uploads/${aliceUid}/photo/x`, SVG, contentType));
      }
      await expectRefused(
        uploadBytes(ref(alice.storage, `uploads/${aliceUid}/photo/empty.pdf`), new Uint8Array(0), pdf),
        STORAGE_DENIED,
      );
      const tooBig = new Uint8Array(25 * 1024 * 1024); // exactly 25 MiB: the limit is "< 25 MiB"
      await expectRefused(
        uploadBytes(ref(alice.storage, `uploads/${aliceUid}/photo/big.pdf`), tooBig, pdf),
        STORAGE_DENIED,
      );
      expectRestRefused(await restUpload(alice, `uploads/${aliceUid}/photo/big.pdf`, tooBig, 'application/pdf'));
      // One byte under the cap is allowed.
      await uploadBytes(ref(alice.storage, `uploads/${aliceUid}/photo/ok.pdf`), tooBig.subarray(1), pdf);
    });
  });
});
