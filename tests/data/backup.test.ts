import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { DB_NAME } from '@/data/db';
import { CURRENT_STORE_VERSION } from '@/data/migrations';
import { db } from '@/data';
import { saveFormProgress } from '@/data/forms';
import { updateSection } from '@/data/sections';
import { putTaskProgress } from '@/data/tasks';
import {
  BackupError,
  combineWithSnapshot,
  compareWithDevice,
  exportBackup,
  importBackup,
  parseBackup,
  replacedCopy,
  takeSnapshot,
  undoReplace,
} from '@/data/snapshot';
import { readGlobalProgress } from '@/data/forms';
import { readSection } from '@/data/sections';
import {
  BACKUP_V0,
  BACKUP_V1,
  BACKUP_V2,
  BACKUP_V3,
  V3_APPLICATION_FORMS,
  V3_EXPECTED_PEOPLE,
  V3_FORMS,
} from '../fixtures/backups';
import { seed } from '../seed';
import type { FormRevision, StatementRevision } from '@/data/db';
import type { StatementTopic } from '@/domain/application';
import { applyAnswer } from '@/domain/statements';

async function fresh() {
  db.close();
  await Dexie.delete(DB_NAME);
  await db.open();
}

async function fill() {
  await updateSection('eligibility', (e) => ({ ...e, fullName: '김민준', nationality: 'US', annualIncome: 31000000 }));
  await updateSection('timeline', () => ({ targetDate: '2027-04-05' }));
  // A statement with the Korean wording of an answer written in English.
  await updateSection('sponsorStatement', (st) => ({
    ...st,
    extractedInfo: { how_met: 'We met in Seattle.' },
    language: 'ko',
    wordings: { ko: { how_met: '시애틀에서 만났어요.' } },
  }));
  await saveFormProgress('invitation-letter', (p) => ({
    ...p,
    formData: { 'il.sponsor-name': { familyName: '김', givenNames: '민준' }, 'il.family': [{ name: '김철수' }] },
    answeredQuestions: 2,
    status: 'in-progress',
    currentQuestionIndex: 2,
  }));
  await putTaskProgress('fbi-check', () => ({
    taskId: 'fbi-check',
    progress: 50,
    status: 'in-progress',
    startedAt: '2026-11-01T00:00:00.000Z',
    lastUpdated: '2026-11-01T00:00:00.000Z',
  }));
  await seed(() =>
    db.extractedDocuments.put({
      id: 'passport-1',
      extractionResult: { documentType: 'passport', data: { passportNumber: 'A1234567' } },
      uploadedAt: '2026-11-02T00:00:00.000Z',
      fileName: 'passport.jpg',
      fileUrl: null,
      updatedAt: '2026-11-02T00:00:00.000Z',
    }),
  );
}

const meaning = (s: Awaited<ReturnType<typeof takeSnapshot>>) => ({ ...s, exportedAt: undefined });

describe('backup', () => {
  beforeEach(fresh);

  it('round-trips the whole application', async () => {
    await fill();
    const before = await takeSnapshot();
    const text = await exportBackup();
    await fresh();
    await importBackup(text);
    const after = await takeSnapshot();
    expect(meaning(after)).toEqual(meaning(before));
    expect(after.sections.sponsorStatement?.wordings).toEqual({ ko: { how_met: '시애틀에서 만났어요.' } });
    // The import is queued for sync like any change.
    expect([...new Set((await db.outbox.toArray()).map((r) => r.doc))].sort()).toEqual([
      'uploads',
      'userProgress',
      'users',
    ]);
  });

  it.each([
    ['version 0', BACKUP_V0],
    ['version 1', BACKUP_V1],
    ['version 2', BACKUP_V2],
  ])('migrates a %s file on import', async (_name, file) => {
    const snapshot = await importBackup(JSON.stringify(file));
    expect(snapshot.storeVersion).toBe(CURRENT_STORE_VERSION);
    const state = await takeSnapshot();
    expect(state.sections.eligibility).toMatchObject({ fullName: 'Old Client' });
    expect(state.sections.sponsorStatement).toMatchObject({ generated: false });
    expect(state.formProgress.find((f) => f.formId === 'spouse-information')?.answeredQuestions).toBe(3);
    // Timeline progress is reset by the v2 migration for files older than 2, kept otherwise.
    expect(state.taskProgress.length).toBe(file.storeVersion === 2 ? 1 : 0);
  });

  it('migrates a version 3 file on import: the people records are built and every form keeps its answers', async () => {
    const snapshot = await importBackup(JSON.stringify(BACKUP_V3));
    expect(snapshot.storeVersion).toBe(CURRENT_STORE_VERSION);
    const state = await takeSnapshot();
    for (const role of ['applicant', 'sponsor'] as const)
      for (const [fact, value] of Object.entries(V3_EXPECTED_PEOPLE[role]))
        expect([role, fact, state.people[role][fact as 'sex']?.value]).toEqual([role, fact, value]);
    // Nothing is taken out of the forms.
    for (const form of V3_FORMS)
      expect(state.formProgress.find((f) => f.formId === form.formId)?.formData).toEqual(form.formData);
    expect(state.sections.applicationForms).toEqual(V3_APPLICATION_FORMS);
    // And a file of the current version round-trips the people records.
    await importBackup(JSON.stringify(state));
    expect((await takeSnapshot()).people).toEqual(state.people);
  });

  it.each([
    ['not JSON', 'this is not json', 'not-json'],
    ['another app', JSON.stringify({ hello: 'world' }), 'not-backup'],
    ['a newer version', JSON.stringify({ ...BACKUP_V2, storeVersion: CURRENT_STORE_VERSION + 1 }), 'newer-version'],
    ['a damaged form', JSON.stringify({ ...BACKUP_V2, formProgress: [{ formId: 'nope', formData: {} }] }), 'invalid'],
    ['damaged tasks', JSON.stringify({ ...BACKUP_V2, taskProgress: [{ progress: 1 }] }), 'invalid', 'taskProgress'],
    [
      'answer stamps not a map',
      JSON.stringify({
        ...BACKUP_V2,
        formProgress: BACKUP_V2.formProgress.map((f) => ({ ...f, answeredAt: 'yesterday' })),
      }),
      'invalid',
      'formProgress',
    ],
    [
      'an answer stamp not a date',
      JSON.stringify({
        ...BACKUP_V2,
        formProgress: BACKUP_V2.formProgress.map((f) => ({ ...f, replacedAt: { q: 'soon' } })),
      }),
      'invalid',
      'formProgress',
    ],
    ['no format', JSON.stringify({ ...BACKUP_V2, format: undefined }), 'not-backup'],
    ['another app with the same shape', JSON.stringify({ ...BACKUP_V2, format: 'other-app-backup' }), 'not-backup'],
    ['a JSON array', '[1,2,3]', 'not-backup'],
    ['JSON null', 'null', 'not-backup'],
    ['an empty file', '', 'not-json'],
    ['a version as text', JSON.stringify({ ...BACKUP_V2, storeVersion: '2' }), 'invalid', 'storeVersion'],
    ['a fractional version', JSON.stringify({ ...BACKUP_V2, storeVersion: 1.5 }), 'invalid', 'storeVersion'],
    ['a negative version', JSON.stringify({ ...BACKUP_V2, storeVersion: -1 }), 'invalid', 'storeVersion'],
    ['no exportedAt', JSON.stringify({ ...BACKUP_V2, exportedAt: undefined }), 'invalid', 'exportedAt'],
    ['exportedAt not a date', JSON.stringify({ ...BACKUP_V2, exportedAt: 'yesterday' }), 'invalid', 'exportedAt'],
    ['exportedAt a number', JSON.stringify({ ...BACKUP_V2, exportedAt: 1700000000000 }), 'invalid', 'exportedAt'],
    ['a file from the future', JSON.stringify({ ...BACKUP_V2, exportedAt: '2999-01-01T00:00:00.000Z' }), 'from-future'],
    ['createdAt not a date', JSON.stringify({ ...BACKUP_V2, createdAt: 'soon' }), 'invalid', 'createdAt'],
    ['sections as text', JSON.stringify({ ...BACKUP_V2, sections: 'x' }), 'invalid', 'sections'],
    [
      'a section that is not an object',
      JSON.stringify({ ...BACKUP_V2, sections: { eligibility: 5 } }),
      'invalid',
      'sections',
    ],
    [
      'sections dates damaged',
      JSON.stringify({ ...BACKUP_V2, sectionsUpdatedAt: { eligibility: 'never' } }),
      'invalid',
      'sectionsUpdatedAt',
    ],
    ['forms not a list', JSON.stringify({ ...BACKUP_V2, formProgress: { a: 1 } }), 'invalid', 'formProgress'],
    [
      'a form with answers as text',
      JSON.stringify({ ...BACKUP_V2, formProgress: [{ ...BACKUP_V2.formProgress[0], formData: 'x' }] }),
      'invalid',
      'formProgress',
    ],
    [
      'a form with a negative count',
      JSON.stringify({ ...BACKUP_V2, formProgress: [{ ...BACKUP_V2.formProgress[0], answeredQuestions: -3 }] }),
      'invalid',
      'formProgress',
    ],
    [
      'a form with an unknown status',
      JSON.stringify({ ...BACKUP_V2, formProgress: [{ ...BACKUP_V2.formProgress[0], status: 'hacked' }] }),
      'invalid',
      'formProgress',
    ],
    [
      'a form without a date',
      JSON.stringify({ ...BACKUP_V2, formProgress: [{ ...BACKUP_V2.formProgress[0], lastUpdated: undefined }] }),
      'invalid',
      'formProgress',
    ],
    [
      'a task over 100 %',
      JSON.stringify({ ...BACKUP_V2, taskProgress: [{ ...BACKUP_V2.taskProgress[0], progress: 250 }] }),
      'invalid',
      'taskProgress',
    ],
    [
      'a document without an id',
      JSON.stringify({ ...BACKUP_V2, extractedDocuments: [{ fileName: 'x' }] }),
      'invalid',
      'extractedDocuments',
    ],
    [
      'documents not a list',
      JSON.stringify({ ...BACKUP_V2, extractedDocuments: 'x' }),
      'invalid',
      'extractedDocuments',
    ],
  ])('rejects %s with a clear code and changes nothing', async (_name, text, code, part?: string) => {
    await fill();
    const before = await takeSnapshot();
    const outboxBefore = await db.outbox.count();
    await expect(importBackup(text)).rejects.toMatchObject({ name: 'BackupError', code, ...(part ? { part } : {}) });
    expect(meaning(await takeSnapshot())).toEqual(meaning(before));
    expect(await db.outbox.count()).toBe(outboxBefore);
    expect(BackupError).toBeDefined();
  });

  it('combines a backup with this device: newer wins per question and section, replaced answers become revisions', async () => {
    await saveFormProgress('invitation-letter', (p) => ({
      ...p,
      formData: { a: { v: 'file old' } },
      answeredQuestions: 1,
      status: 'in-progress',
    }));
    await updateSection('timeline', () => ({ targetDate: '2027-01-01' }));
    const file = parseBackup(await exportBackup());
    await fresh();
    // This device: a newer invitation letter, its own guarantee, and an older... no timeline.
    await saveFormProgress('personal-guarantee', (p) => ({
      ...p,
      formData: { g: { v: 'device' } },
      answeredQuestions: 1,
      status: 'in-progress',
    }));
    await saveFormProgress('invitation-letter', (p) => ({
      ...p,
      formData: { a: { v: 'device newer' } },
      answeredQuestions: 1,
      status: 'in-progress',
    }));
    const result = await combineWithSnapshot(file);
    const global = await readGlobalProgress();
    expect(global.invitationLetter.formData).toEqual({ a: { v: 'device newer' } });
    expect(global.personalGuarantee.formData).toEqual({ g: { v: 'device' } });
    expect((await readSection('timeline')).targetDate).toBe('2027-01-01');
    expect(result.replaced).toBe(0);

    // A file with a newer answer replaces it, and the device's copy is kept.
    const future = '2999-01-01T00:00:00.000Z';
    const newer = {
      ...file,
      formProgress: file.formProgress.map((f) => ({
        ...f,
        lastUpdated: future,
        answeredAt: Object.fromEntries(Object.keys(f.formData).map((id) => [id, future])),
      })),
    };
    expect((await combineWithSnapshot(newer)).replaced).toBe(1);
    expect((await readGlobalProgress()).invitationLetter.formData).toEqual({ a: { v: 'file old' } });
    expect((await db.revisions.toArray()).map((r) => (r as FormRevision).progress.formData)).toContainEqual({
      a: { v: 'device newer' },
    });
  });

  it('combines statements per topic as two devices do, and keeps an answer of this device the file replaced unseen', async () => {
    const say = (topic: StatementTopic, text: string, at: string) =>
      updateSection('personalStatement', (s) => applyAnswer(s, 'personal', topic, text, at, 'en'));
    await say('how_met', 'Met in Hanoi', '2026-10-01T00:00:00.000Z');
    const base = parseBackup(await exportBackup());
    // The file: the same start, then "how we met" rewritten and a plan added elsewhere, later.
    await say('how_met', 'Met in Hanoi, at a language exchange', '2026-10-05T00:00:00.000Z');
    await say('future_plans', 'Live in Incheon', '2026-10-05T00:00:01.000Z');
    const file = parseBackup(await exportBackup());
    await fresh();
    await importBackup(JSON.stringify(base));
    // This device, meanwhile: its own answer to "how we met" (before the file's) and another topic.
    await say('how_met', 'Met in Hanoi in 2023', '2026-10-03T00:00:00.000Z');
    await say('work_plans', 'I will keep my job', '2026-10-04T00:00:00.000Z');

    expect((await combineWithSnapshot(file)).replaced).toBe(1);
    expect((await readSection('personalStatement')).extractedInfo).toEqual({
      how_met: 'Met in Hanoi, at a language exchange',
      future_plans: 'Live in Incheon',
      work_plans: 'I will keep my job',
    });
    const [revision] = (await db.revisions.toArray()) as StatementRevision[];
    expect(revision).toMatchObject({ section: 'personalStatement', topics: ['how_met'] });
    expect(revision.statement.extractedInfo.how_met).toBe('Met in Hanoi in 2023');
  });

  it('parses into typed data: unknown fields and sections are dropped', async () => {
    const snapshot = parseBackup(
      JSON.stringify({ ...BACKUP_V2, isAdmin: true, sections: { ...BACKUP_V2.sections, hacked: { a: 1 } } }),
    );
    expect(snapshot).not.toHaveProperty('isAdmin');
    expect(snapshot.sections).not.toHaveProperty('hacked');
    expect(snapshot.formProgress[0].lastSaved).toBe('2025-05-01T00:00:00.000Z');
  });

  it('replace says which side is newer per form, keeps what it replaced, and undo brings it back', async () => {
    await fill(); // this device: an invitation letter edited now
    const deviceBefore = await takeSnapshot();
    const older = parseBackup(JSON.stringify(BACKUP_V2)); // a spouse-information form from 2025
    const compared = await compareWithDevice(older);
    expect(compared).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ formId: 'spouse-information', newer: 'file' }),
        expect.objectContaining({ formId: 'invitation-letter', newer: 'device', file: null }),
      ]),
    );
    await importBackup(JSON.stringify(BACKUP_V2));
    expect((await readGlobalProgress()).invitationLetter.answeredQuestions).toBe(0);
    expect((await replacedCopy())?.snapshot.formProgress.map((f) => f.formId)).toContain('invitation-letter');
    expect(await undoReplace()).toBe(true);
    const after = await takeSnapshot();
    expect(after.sections).toEqual(deviceBefore.sections);
    expect(after.formProgress.map((f) => f.formData)).toEqual(deviceBefore.formProgress.map((f) => f.formData));
    expect(await replacedCopy()).toBeNull();
    expect(await undoReplace()).toBe(false);
  });
});

describe('the visa application form edits the person (D20)', () => {
  beforeEach(async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    await db.open();
  });
  it('writes the fact with the section, in one transaction with its outbox row', async () => {
    const { saveSectionField } = await import('@/features/final-application/repo');
    const { readPeople } = await import('@/data/people');
    await saveSectionField('basicInfo', 'passportNumber', 'M12345678');
    expect((await readPeople()).applicant.passportNumber?.value).toBe('M12345678');
    expect((await readSection('applicationForms')).basicInfo).toMatchObject({ passportNumber: 'M12345678' });
    expect((await db.outbox.toArray()).map((r) => r.key).sort()).toEqual(['applicationForms', 'people']);
  });
});
