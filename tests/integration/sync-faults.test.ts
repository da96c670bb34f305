// @vitest-environment node
//
// Faults the cloud can throw at the sync engine, against the real emulators: a document
// the cloud refuses, one too large, data from a newer app version, invalid data. Each time the
// rest keeps syncing, the status names the item and why, and nothing local is lost.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/data';
import { STORE_VERSION } from '@/data/db';
import { saveFormProgress, readGlobalProgress } from '@/data/forms';
import { readSection, updateSection } from '@/data/sections';
import { readAside } from '@/data/remote';
import { createCloud } from '@/sync/cloud/client';
import type { CloudApi } from '@/sync/cloud/api';
import { createSyncEngine } from '@/sync/engine';
import { restoreOnLogin } from '@/sync/restore';
import { syncStatus } from '@/sync/status';
import { TEST_FIREBASE_CONFIG, hasEmulators, resetEmulators } from './emulator-env';
import { adminMergeDoc } from './rules-helpers';

let n = 0;
const clients: CloudApi[] = [];

async function device(email: string, create = false) {
  const cloud = createCloud(TEST_FIREBASE_CONFIG, { emulators: true, name: `fault-device-${++n}` });
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

type Forms = Record<string, { formData: Record<string, { v: string }> }>;
const problems = () => syncStatus.get().problems.map((p) => `${p.doc}/${p.item}:${p.reason}`);

describe.skipIf(!hasEmulators())('sync faults against the emulators', () => {
  beforeEach(async () => {
    await resetEmulators();
    await db.delete();
    await db.open();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose().catch(() => {})));
  });

  it('a statement over 1 MiB stays here and is named; a later answer and section reach the account', async () => {
    const a = await device('too-large@example.com', true);
    a.engine.start(a.uid);
    await restoreOnLogin(a.cloud, a.engine, a.uid);
    // 1.2 MB of statement (as typed before any cap, or by an older version).
    await updateSection('sponsorStatement', (s) => ({ ...s, content: '가'.repeat(400_000) }));
    expect(await a.engine.flush()).toBe(false);
    // Later edits: an answer (another document) and the timeline (the same document as the statement).
    await answer('invitation-letter', 'il.q1', 'after the big statement');
    await updateSection('timeline', () => ({ targetDate: '2027-09-01' }));
    await a.engine.drainNow();
    const up = await a.cloud.read('userProgress', a.uid);
    expect((up!.globalProgress as Forms).invitationLetter.formData['il.q1']).toEqual({ v: 'after the big statement' });
    const users = (await a.cloud.read('users', a.uid))!.progress as {
      sections: Record<string, { value: { content?: string; targetDate?: string } }>;
    };
    expect(users.sections.timeline.value.targetDate).toBe('2027-09-01');
    expect(users.sections.sponsorStatement?.value.content ?? '').not.toContain('가가가');
    expect(problems()).toContain('users/sponsorStatement:too-large');
    // Kept on this device, queued for a retry (alone).
    expect((await readSection('sponsorStatement')).content.length).toBe(400_000);
    expect(await db.outbox.where('doc').equals('users').count()).toBe(1);
    // Shortened: it syncs and the problem goes away.
    await updateSection('sponsorStatement', (s) => ({ ...s, content: 'short now' }));
    const ok = await a.engine.flush();
    if (!ok) console.log(problems(), await db.outbox.toArray());
    expect(ok).toBe(true);
    expect(problems()).toEqual([]);
    a.engine.stop();
  });

  it('a document the cloud refuses is retried alone; the other documents and later answers sync', async () => {
    const a = await device('refused@example.com', true);
    a.engine.start(a.uid);
    await restoreOnLogin(a.cloud, a.engine, a.uid);
    // firestore.rules take at most 300 answers per form: this form's document is refused.
    await saveFormProgress('spouse-information', (p) => ({
      ...p,
      formData: Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`si.x${i}`, { v: 'x' }])),
      answeredQuestions: 301,
      status: 'in-progress',
    }));
    await updateSection('timeline', () => ({ targetDate: '2027-10-01' }));
    expect(await a.engine.flush()).toBe(false);
    expect(problems()).toContain('userProgress/*:refused');
    const users = (await a.cloud.read('users', a.uid))!.progress as {
      sections: Record<string, { value: { targetDate?: string } }>;
    };
    expect(users.sections.timeline.value.targetDate).toBe('2027-10-01');
    // Still queued, with backoff: a drain soon after does not hammer the refused document.
    const before = a.engine.writeCount();
    await updateSection('timeline', () => ({ targetDate: '2027-10-02' }));
    await a.engine.flush();
    expect(a.engine.writeCount() - before).toBe(1);
    expect(await db.outbox.where('doc').equals('userProgress').count()).toBeGreaterThan(0);
    a.engine.stop();
  });

  it('data from a newer app version is kept aside untouched; everything else syncs both ways', async () => {
    const a = await device('newer@example.com', true);
    a.engine.start(a.uid);
    await restoreOnLogin(a.cloud, a.engine, a.uid);
    const newer = {
      progress: {
        storeVersion: STORE_VERSION + 1,
        sections: {
          timeline: { value: { targetDate: '2030-01-01', newShape: [1] }, updatedAt: '2099-01-01T00:00:00.000Z' },
        },
      },
    };
    await adminMergeDoc(`users/${a.uid}`, newer);
    await a.engine.pull(a.uid);
    expect(problems()).toContain('users/*:newer-version');
    expect((await readSection('timeline')).targetDate).not.toBe('2030-01-01');
    // This device's edits: the answer reaches the account; the newer document is not overwritten.
    await answer('personal-guarantee', 'pg.q1', 'still syncing');
    await updateSection('timeline', () => ({ targetDate: '2027-11-11' }));
    await a.engine.flush();
    const up = await a.cloud.read('userProgress', a.uid);
    expect((up!.globalProgress as Forms).personalGuarantee.formData['pg.q1']).toEqual({ v: 'still syncing' });
    const users = (await a.cloud.read('users', a.uid))!.progress as typeof newer.progress;
    expect(users.storeVersion).toBe(STORE_VERSION + 1);
    expect(users.sections.timeline.value).toEqual(newer.progress.sections.timeline.value);
    expect(problems()).toContain('users/*:newer-version');
    // Kept aside here too, as read.
    const aside = await readAside();
    expect(aside.find((r) => r.reason === 'newer-version')?.data).toMatchObject({ storeVersion: STORE_VERSION + 1 });
    // And the other way: another device's answer arrives.
    const b = await device('newer@example.com');
    await b.cloud.update('userProgress', b.uid, (current) => {
      const g = current!.globalProgress as Forms & Record<string, unknown>;
      g.spouseInformation = {
        ...g.spouseInformation,
        formData: { 'si.q2': { v: 'from B' } },
        answeredAt: { 'si.q2': '2099-01-01T00:00:00.000Z' },
        lastUpdated: '2099-01-01T00:00:00.000Z',
      } as never;
      return current;
    });
    await a.engine.pull(a.uid);
    expect((await readGlobalProgress()).spouseInformation.formData).toMatchObject({ 'si.q2': { v: 'from B' } });
    a.engine.stop();
  });

  it('invalid cloud data is reported and kept aside; local data stays intact; valid parts still apply', async () => {
    const a = await device('invalid@example.com', true);
    a.engine.start(a.uid);
    await restoreOnLogin(a.cloud, a.engine, a.uid);
    await answer('invitation-letter', 'il.q1', 'mine');
    await updateSection('timeline', () => ({ targetDate: '2027-12-12' }));
    await a.engine.flush();
    const badForm = { formId: 'invitation-letter', status: 'bogus', formData: 'not a map', lastUpdated: 'yesterday' };
    await adminMergeDoc(`userProgress/${a.uid}`, { globalProgress: { invitationLetter: badForm } });
    await adminMergeDoc(`users/${a.uid}`, {
      progress: {
        sections: {
          timeline: { value: 'not an object', updatedAt: '2099-01-01T00:00:00.000Z' },
          exemptionStatus: {
            value: { criminalRecordCheck: 'done', healthCheck: 'unknown' },
            updatedAt: '2099-01-01T00:00:00.000Z',
          },
        },
      },
    });
    await a.engine.pull(a.uid);
    // A pull may read the watched document's cached state, a moment behind the server; the watcher's next
    // snapshot then brings the invalid section, so the report is waited for.
    // vi.waitFor's default (1 s) was too short on a loaded host: the report came, after it gave up.
    await vi.waitFor(
      () =>
        expect(problems()).toEqual(
          expect.arrayContaining(['userProgress/invitation-letter:invalid', 'users/section:timeline:invalid']),
        ),
      { timeout: 10_000 },
    );
    expect((await readGlobalProgress()).invitationLetter.formData).toEqual({ 'il.q1': { v: 'mine' } });
    expect((await readSection('timeline')).targetDate).toBe('2027-12-12');
    // The valid section from the same document was applied.
    await vi.waitFor(async () => expect((await readSection('exemptionStatus')).criminalRecordCheck).toBe('done'), {
      timeout: 10_000,
    });
    const aside = await vi.waitFor(
      async () => {
        const rows = await readAside();
        expect(rows.map((r) => r.item)).toEqual(expect.arrayContaining(['invitation-letter', 'section:timeline']));
        return rows;
      },
      { timeout: 10_000 },
    );
    expect(aside.find((r) => r.item === 'invitation-letter')?.data).toEqual(badForm);
    a.engine.stop();
  });
});
