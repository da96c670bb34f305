// @vitest-environment node
//
// The sync engine against the real Firebase emulators (Auth, Firestore with
// firestore.rules enforced, Storage through the offline stand-in; see emulator-env.ts).
// One process has one local database, so "another device" is simulated by wiping the
// local database and signing in again with a fresh cloud client.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/data';
import { saveFormProgress, readGlobalProgress } from '@/data/forms';
import { readSection, updateSection } from '@/data/sections';
import { getOwner } from '@/data/remote';
import { readPeople, saveFacts } from '@/data/people';
import { putTaskProgress } from '@/data/tasks';
import { createCloud } from '@/sync/cloud/client';
import type { CloudApi } from '@/sync/cloud/api';
import { createSyncEngine } from '@/sync/engine';
import { restoreOnLogin } from '@/sync/restore';
import { deleteCloudData } from '@/sync/cloud-reset';
import { NO_EMULATORS_MESSAGE, TEST_FIREBASE_CONFIG, hasEmulators, resetEmulators } from './emulator-env';
import { adminMergeDoc } from './rules-helpers';
import { seed } from '../seed';
import type { FormRevision } from '@/data/db';

let n = 0;
const clients: CloudApi[] = [];

async function device(email: string, create = false) {
  const cloud = createCloud(TEST_FIREBASE_CONFIG, { emulators: true, name: `device-${++n}` });
  clients.push(cloud);
  if (create) await cloud.signUpWithEmail(email, 'password-123');
  else await cloud.signInWithEmail(email, 'password-123');
  const uid = cloud.currentUser()!.uid;
  const engine = createSyncEngine(cloud, {}, { delayMs: 50 });
  return { cloud, uid, engine };
}

const answer = (formId: 'invitation-letter' | 'personal-guarantee' | 'spouse-information', q: string, value: string) =>
  saveFormProgress(formId, (p) => ({
    ...p,
    formData: { ...p.formData, [q]: { v: value } },
    answeredQuestions: Object.keys(p.formData).length + 1,
    status: 'in-progress',
  }));

async function wipeLocal() {
  await db.delete();
  await db.open();
}

describe.skipIf(!hasEmulators())('sync against the emulators', () => {
  beforeAll(() => {
    if (!hasEmulators()) console.warn(NO_EMULATORS_MESSAGE);
  });
  beforeEach(async () => {
    await resetEmulators();
    await wipeLocal();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose().catch(() => {})));
  });

  it('migrates local progress to a new account (local yes, cloud no)', async () => {
    await answer('invitation-letter', 'il.q1', 'local answer');
    const a = await device('migrate@example.com', true);
    a.engine.start(a.uid);
    expect(await restoreOnLogin(a.cloud, a.engine, a.uid)).toBe('migrate');
    const cloudDoc = await a.cloud.read('userProgress', a.uid);
    expect(cloudDoc).toMatchObject({ userId: a.uid, version: '1.0.0', deleted: false });
    expect((cloudDoc!.globalProgress as Record<string, { formData: object }>).invitationLetter.formData).toEqual({
      'il.q1': { v: 'local answer' },
    });
    expect((cloudDoc!.deviceInfo as { userAgent: string; lastSyncDevice: string }).lastSyncDevice).toBeTruthy();
    expect(await getOwner()).toBe(a.uid);
    expect(await db.outbox.count()).toBe(0);
    a.engine.stop();
  });

  it(
    'migrates every time: the engine starts only after the cloud was read (10 sign-ups in a row)',
    { timeout: 180_000 },
    async () => {
      const actions: string[] = [];
      for (let i = 0; i < 10; i++) {
        await wipeLocal();
        await answer('invitation-letter', 'il.q1', `local answer ${i}`);
        expect(await db.outbox.count()).toBeGreaterThan(0);
        const a = await device(`migrate-${i}@example.com`, true);
        // As the session does: no engine.start before the restoration; it starts the engine itself.
        actions.push(await restoreOnLogin(a.cloud, a.engine, a.uid));
        expect(a.engine.isRunning()).toBe(true);
        expect(await db.outbox.count()).toBe(0);
        a.engine.stop();
      }
      expect(actions).toEqual(Array(10).fill('migrate'));
    },
  );

  it('restores on a second device (local no, cloud yes), then nothing to do for an empty account', async () => {
    await answer('spouse-information', 'si.q1', 'from device A');
    await updateSection('timeline', () => ({ targetDate: '2027-05-03' }));
    const a = await device('restore@example.com', true);
    a.engine.start(a.uid);
    await restoreOnLogin(a.cloud, a.engine, a.uid);
    a.engine.stop();

    await wipeLocal();
    const b = await device('restore@example.com');
    b.engine.start(b.uid);
    const started = performance.now();
    expect(await restoreOnLogin(b.cloud, b.engine, b.uid)).toBe('restore');
    console.log(
      `[figure] sign-in on a second device until all answers show: ${Math.round(performance.now() - started)} ms`,
    );
    expect((await readGlobalProgress()).spouseInformation.formData).toEqual({ 'si.q1': { v: 'from device A' } });
    expect((await readSection('timeline')).targetDate).toBe('2027-05-03');
    b.engine.stop();

    await wipeLocal();
    const c = await device('empty@example.com', true);
    c.engine.start(c.uid);
    expect(await restoreOnLogin(c.cloud, c.engine, c.uid)).toBe('nothing');
    c.engine.stop();
  });

  it('carries the people records to a second device, merged per fact by time (D20)', async () => {
    await saveFacts([
      { ref: { role: 'applicant', fact: 'familyName' }, value: 'SMITH' },
      { ref: { role: 'sponsor', fact: 'phone' }, value: '010-1111-2222' },
    ]);
    const a = await device('people@example.com', true);
    a.engine.start(a.uid);
    await restoreOnLogin(a.cloud, a.engine, a.uid);
    a.engine.stop();
    const cloudDoc = (await a.cloud.read('users', a.uid))!.progress as {
      people: Record<string, Record<string, { value: string }>>;
    };
    expect(cloudDoc.people.applicant.familyName.value).toBe('SMITH');

    // Device B has its own, newer sponsor email; both facts end up on both sides.
    await wipeLocal();
    await saveFacts([{ ref: { role: 'sponsor', fact: 'email' }, value: 'minsu@example.com' }]);
    const b = await device('people@example.com');
    b.engine.start(b.uid);
    await restoreOnLogin(b.cloud, b.engine, b.uid);
    await b.engine.flush();
    const people = await readPeople();
    expect(people.applicant.familyName?.value).toBe('SMITH');
    expect(people.sponsor.phone?.value).toBe('010-1111-2222');
    expect(people.sponsor.email?.value).toBe('minsu@example.com');
    const after = (await b.cloud.read('users', b.uid))!.progress as {
      people: Record<string, Record<string, { value: string }>>;
    };
    expect(after.people.sponsor.email.value).toBe('minsu@example.com');
    b.engine.stop();
  });

  it('merges per question when both sides have progress, newer wins, and keeps the loser recoverable', async () => {
    // Device A writes the invitation letter and the guarantee.
    await answer('invitation-letter', 'il.q1', 'A old');
    await answer('personal-guarantee', 'pg.q1', 'A guarantee');
    const a = await device('merge@example.com', true);
    a.engine.start(a.uid);
    await restoreOnLogin(a.cloud, a.engine, a.uid);
    a.engine.stop();

    // Device B (offline earlier) has its own statement and an OLDER invitation letter edit.
    await wipeLocal();
    await saveFormProgress('invitation-letter', (p) => ({
      ...p,
      formData: { 'il.q1': { v: 'B older' } },
      answeredQuestions: 1,
      status: 'in-progress',
    }));
    await seed(() =>
      db.formProgress.update('invitation-letter', {
        lastUpdated: '2020-01-01T00:00:00.000Z',
        answeredAt: { 'il.q1': '2020-01-01T00:00:00.000Z' },
      }),
    );
    await answer('spouse-information', 'si.q1', 'B statement');
    const b = await device('merge@example.com');
    b.engine.start(b.uid);
    expect(await restoreOnLogin(b.cloud, b.engine, b.uid)).toBe('merge');
    const local = await readGlobalProgress();
    expect(local.invitationLetter.formData).toEqual({ 'il.q1': { v: 'A old' } });
    expect(local.personalGuarantee.formData).toEqual({ 'pg.q1': { v: 'A guarantee' } });
    expect(local.spouseInformation.formData).toEqual({ 'si.q1': { v: 'B statement' } });
    const revisions = (await db.revisions.toArray()) as FormRevision[];
    expect(revisions.map((r) => r.progress.formData)).toContainEqual({ 'il.q1': { v: 'B older' } });
    const cloudGlobal = (await b.cloud.read('userProgress', b.uid))!.globalProgress as Record<
      string,
      { formData: object }
    >;
    expect(cloudGlobal.spouseInformation.formData).toEqual({ 'si.q1': { v: 'B statement' } });
    b.engine.stop();
  });

  it('coalesces a burst of 100 edits into one write per changed document', async () => {
    const a = await device('burst@example.com', true);
    a.engine.start(a.uid);
    await restoreOnLogin(a.cloud, a.engine, a.uid);
    await a.engine.drainNow();
    const before = a.engine.writeCount();
    for (let i = 0; i < 100; i++) await answer('invitation-letter', `il.q${i % 10}`, `edit ${i}`);
    await updateSection('timeline', () => ({ targetDate: '2027-06-01' }));
    expect(await db.outbox.count()).toBe(101);
    await a.engine.flush();
    const writes = a.engine.writeCount() - before;
    console.log(`[figure] Firestore writes for a burst of 100 form edits + 1 timeline edit: ${writes}`);
    expect(writes).toBe(2);
    expect(await db.outbox.count()).toBe(0);
    const cloudGlobal = (await a.cloud.read('userProgress', a.uid))!.globalProgress as Record<
      string,
      { formData: Record<string, { v: string }> }
    >;
    expect(cloudGlobal.invitationLetter.formData['il.q9']).toEqual({ v: 'edit 99' });
    a.engine.stop();
  });

  it('drains 1,000 queued edits', async () => {
    const a = await device('thousand@example.com', true);
    a.engine.start(a.uid);
    await restoreOnLogin(a.cloud, a.engine, a.uid);
    a.engine.stop();
    for (let i = 0; i < 1000; i++)
      await answer(i % 2 ? 'invitation-letter' : 'spouse-information', `q${i % 40}`, `e${i}`);
    const started = performance.now();
    a.engine.start(a.uid);
    await a.engine.drainNow();
    console.log(`[figure] time to drain 1,000 queued edits: ${Math.round(performance.now() - started)} ms`);
    expect(await db.outbox.count()).toBe(0);
    a.engine.stop();
  });

  it('keeps the outbox when the page closes mid-drain, and the next start drains it', async () => {
    const a = await device('closed@example.com', true);
    await answer('personal-guarantee', 'pg.q1', 'typed before closing');
    // A client whose write never completes stands for a page closed during the drain.
    const stuck: CloudApi = { ...a.cloud, update: () => new Promise(() => {}) };
    const closing = createSyncEngine(stuck, {}, { delayMs: 50 });
    closing.start(a.uid);
    void closing.drainNow();
    await new Promise((r) => setTimeout(r, 100));
    closing.stop();
    expect(await db.outbox.count()).toBeGreaterThan(0);

    const next = createSyncEngine(a.cloud, {}, { delayMs: 50 });
    next.start(a.uid);
    await next.drainNow();
    expect(await db.outbox.count()).toBe(0);
    const cloudGlobal = (await a.cloud.read('userProgress', a.uid))!.globalProgress as Record<
      string,
      { formData: object }
    >;
    expect(cloudGlobal.personalGuarantee.formData).toEqual({ 'pg.q1': { v: 'typed before closing' } });
    next.stop();
  });

  it('reset deletes exactly what the spec lists', async () => {
    const a = await device('reset@example.com', true);
    await answer('invitation-letter', 'il.q1', 'x');
    await updateSection('eligibility', (e) => ({ ...e, fullName: 'Jane' }));
    await putTaskProgress('fbi-check', () => ({
      taskId: 'fbi-check',
      progress: 0,
      status: 'in-progress',
      lastUpdated: new Date().toISOString(),
    }));
    await seed(() =>
      db.files.put({
        id: 'f1',
        slot: 'passport',
        name: 'p.pdf',
        type: 'application/pdf',
        size: 4,
        blob: new Blob(['%PDF']),
        addedAt: new Date().toISOString(),
      }),
    );
    await seed(() =>
      db.extractedDocuments.put({
        id: 'd1',
        extractionResult: { documentType: 'passport', data: { passportNumber: 'X1' } },
        uploadedAt: '2026-01-01',
        fileName: 'p.pdf',
        fileUrl: null,
        updatedAt: new Date().toISOString(),
      }),
    );
    await db.outbox.add({ doc: 'uploads', key: 'f1', at: new Date().toISOString() });
    a.engine.start(a.uid);
    await restoreOnLogin(a.cloud, a.engine, a.uid);
    await a.engine.drainNow();
    // An unrelated field the reset must leave alone, and fields of the original app (written as
    // the original app did: clients of this app cannot write them, firestore.rules).
    await adminMergeDoc(`users/${a.uid}`, {
      displayPreference: 'keep me',
      eligibilityStatus: 'legacy',
      f6FormChat: ['legacy'],
    });
    expect((await a.cloud.read('uploads', a.uid))?.files).toBeTruthy();
    expect(await a.cloud.listFiles(a.uid)).toEqual([`uploads/${a.uid}/passport/f1`]);
    a.engine.stop();

    await deleteCloudData(a.cloud, a.uid);

    const up = await a.cloud.read('userProgress', a.uid);
    expect(up).toMatchObject({ userId: a.uid, globalProgress: null, deleted: true });
    const users = await a.cloud.read('users', a.uid);
    for (const field of [
      'uploadedDocuments',
      'invitationLetter',
      'personalStatement',
      'eligibilityAnswers',
      'eligibilityStatus',
      'f6FormChat',
      'progress',
    ])
      expect(users, field).not.toHaveProperty(field);
    expect(users).toMatchObject({ displayPreference: 'keep me' });
    expect(typeof users!.lastUpdated).toBe('string');
    expect(await a.cloud.read('uploads', a.uid)).toBeNull();
    // Storage: uploads/{uid} and its subfolders are empty (the passport file was under uploads/{uid}/passport/).
    expect(await a.cloud.listFiles(a.uid)).toEqual([]);
  });

  it('brings the files another device uploaded to this one, bytes and all (a second device counts them too)', async () => {
    const a = await device('second-files@example.com', true);
    const at = new Date().toISOString();
    const bytes = '%PDF-1.4 device A';
    await seed(() =>
      db.files.put({
        id: 'lease',
        slot: 'housingDocuments',
        name: 'lease.pdf',
        type: 'application/pdf',
        size: bytes.length,
        blob: new Blob([bytes], { type: 'application/pdf' }),
        addedAt: at,
      }),
    );
    await db.outbox.add({ doc: 'uploads', key: 'lease', at });
    a.engine.start(a.uid);
    await restoreOnLogin(a.cloud, a.engine, a.uid);
    await a.engine.flush();
    a.engine.stop();

    await wipeLocal();
    const b = await device('second-files@example.com');
    b.engine.start(b.uid);
    await restoreOnLogin(b.cloud, b.engine, b.uid);
    await vi.waitFor(async () => expect(await db.files.get('lease')).toBeTruthy(), { timeout: 10_000 });
    const got = (await db.files.get('lease'))!;
    expect(got).toMatchObject({
      slot: 'housingDocuments',
      name: 'lease.pdf',
      uploadedPath: `uploads/${b.uid}/housingDocuments/lease`,
    });
    expect(await got.blob.text()).toBe(bytes);
    // Stored as the account's copy: nothing queued to send it back up.
    expect(await db.outbox.where('doc').equals('uploads').count()).toBe(0);
    b.engine.stop();
  });

  it('removes a file from the cloud only when this device removed it', async () => {
    const a = await device('files@example.com', true);
    const at = new Date().toISOString();
    await seed(() =>
      db.files.bulkPut([
        {
          id: 'keep',
          slot: 'passport',
          name: 'p.pdf',
          type: 'application/pdf',
          size: 4,
          blob: new Blob(['%PDF']),
          addedAt: at,
        },
        {
          id: 'gone',
          slot: 'healthCertificate',
          name: 'h.pdf',
          type: 'application/pdf',
          size: 4,
          blob: new Blob(['%PDF']),
          addedAt: at,
        },
      ]),
    );
    await db.outbox.bulkAdd([
      { doc: 'uploads', key: 'keep', at },
      { doc: 'uploads', key: 'gone', at },
    ]);
    a.engine.start(a.uid);
    await restoreOnLogin(a.cloud, a.engine, a.uid);
    await a.engine.flush();
    expect((await a.cloud.listFiles(a.uid)).sort()).toEqual([
      `uploads/${a.uid}/healthCertificate/gone`,
      `uploads/${a.uid}/passport/keep`,
    ]);

    // This device removes one file: the outbox names it, the cloud loses it.
    await seed(() => db.files.delete('gone'));
    await db.outbox.add({ doc: 'uploads', key: 'gone', at });
    await a.engine.flush();
    expect(await a.cloud.listFiles(a.uid)).toEqual([`uploads/${a.uid}/passport/keep`]);
    expect(Object.keys((await a.cloud.read('uploads', a.uid))!.files as object)).toEqual(['keep']);

    // Another device without the file in its database changes something else: nothing is deleted.
    await seed(() => db.files.clear());
    await db.outbox.add({ doc: 'uploads', key: '*', at });
    await a.engine.flush();
    expect(await a.cloud.listFiles(a.uid)).toEqual([`uploads/${a.uid}/passport/keep`]);
    a.engine.stop();
  });

  it(
    'uploads each file with the type its bytes have, and keeps other content on the device (storage stand-in)',
    { timeout: 60_000 },
    async () => {
      const a = await device('types@example.com', true);
      const at = new Date().toISOString();
      const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
      const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      // Records as an older version or a browser without types left them: no type, a wrong one, a disguised SVG.
      await seed(() =>
        db.files.bulkPut([
          {
            id: 'no-type',
            slot: 'passport',
            name: 'photo',
            type: '',
            size: jpeg.length,
            blob: new Blob([jpeg]),
            addedAt: at,
          },
          {
            id: 'wrong-type',
            slot: 'passport',
            name: 'scan.jpg',
            type: 'image/jpeg',
            size: png.length,
            blob: new Blob([png], { type: 'image/jpeg' }),
            addedAt: at,
          },
          {
            id: 'octet',
            slot: 'healthCertificate',
            name: 'h.pdf',
            type: 'application/octet-stream',
            size: 8,
            blob: new Blob(['%PDF-1.7']),
            addedAt: at,
          },
          {
            id: 'svg',
            slot: 'healthCertificate',
            name: 'x.jpg',
            type: 'image/jpeg',
            size: svg.length,
            blob: new Blob([svg]),
            addedAt: at,
          },
        ]),
      );
      await db.outbox.bulkAdd(
        ['no-type', 'wrong-type', 'octet', 'svg'].map((key) => ({ doc: 'uploads' as const, key, at })),
      );
      // The premise: the emulator's storage policy refuses what the old code sent for these.
      await expect(
        a.cloud.uploadFile(`uploads/${a.uid}/passport/probe`, new Blob([jpeg]), 'application/octet-stream'),
      ).rejects.toMatchObject({ code: 'storage/unauthorized' });
      const sent: Record<string, string> = {};
      const cloud: CloudApi = {
        ...a.cloud,
        uploadFile: (path, blob, type, onProgress) => (
          (sent[path.split('/').at(-1)!] = type),
          a.cloud.uploadFile(path, blob, type, onProgress)
        ),
      };
      const engine = createSyncEngine(cloud, {}, { delayMs: 50 });
      engine.start(a.uid);
      expect(await engine.flush()).toBe(true);
      engine.stop();
      expect(sent).toEqual({ 'no-type': 'image/jpeg', 'wrong-type': 'image/png', octet: 'application/pdf' });
      expect((await a.cloud.listFiles(a.uid)).sort()).toEqual([
        `uploads/${a.uid}/healthCertificate/octet`,
        `uploads/${a.uid}/passport/no-type`,
        `uploads/${a.uid}/passport/wrong-type`,
      ]);
      const svgRecord = await db.files.get('svg');
      expect(svgRecord?.localOnly).toBe(true);
      expect(svgRecord?.uploadedPath).toBeFalsy();
      expect((await db.files.get('no-type'))?.type).toBe('image/jpeg');
      expect(await db.outbox.count()).toBe(0);
    },
  );

  it('denies another user (firestore.rules through the sync client)', async () => {
    const a = await device('owner@example.com', true);
    const b = await device('intruder@example.com', true);
    await expect(b.cloud.read('userProgress', a.uid)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(b.cloud.update('users', a.uid, () => ({ progress: {} }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
