import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_NAME, F6Database, SCHEMA_VERSION } from '@/data/db';
import { db } from '@/data';
import { saveFormProgress, readGlobalProgress, UnknownFormError } from '@/data/forms';
import { readSection, updateSection } from '@/data/sections';
import { writeTransaction } from '@/data/write';
import { clearLocalApplication } from '@/data/reset';
import { V3_APPLICATION_FORMS, V3_EXPECTED_PEOPLE, V3_FORMS } from '../fixtures/backups';

async function fresh() {
  db.close();
  await Dexie.delete(DB_NAME);
  await db.open();
}

/** Creates the database as an older app version left it, with real data in it. */
async function createAtVersion(version: 1 | 2) {
  db.close();
  await Dexie.delete(DB_NAME);
  const old = new Dexie(DB_NAME);
  old.version(1).stores({
    sections: 'key',
    formProgress: 'formId',
    taskProgress: 'taskId',
    extractedDocuments: 'id',
    outbox: '++seq, doc',
    revisions: '++id, formId',
    meta: 'key',
    files: 'id, slot',
  });
  if (version === 2) old.version(2).stores({});
  await old.open();
  await old.table('sections').bulkPut([
    {
      key: 'eligibility',
      value: { fullName: 'Jane Doe', nationality: 'US', annualIncome: 30000000 },
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    { key: 'timeline', value: { targetDate: '2027-03-02' }, updatedAt: '2026-01-01T00:00:00.000Z' },
    {
      key: 'personalStatement',
      value: {
        generated: true,
        content: 'We met in Busan.',
        completedAt: null,
        messages: [],
        extractedInfo: {},
        questionCount: 1,
        currentSuggestions: [],
      },
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ]);
  await old.table('formProgress').put({
    formId: 'invitation-letter',
    totalQuestions: 52,
    answeredQuestions: 2,
    lastUpdated: '2026-01-02T00:00:00.000Z',
    status: 'in-progress',
    currentQuestionIndex: 2,
    formData: { a: { x: '1' }, b: { y: '2' } },
    lastSaved: '2026-01-02T00:00:00.000Z',
  });
  await old.table('taskProgress').put({
    taskId: 'fbi-check',
    progress: 40,
    status: 'in-progress',
    startedAt: '2026-01-01',
    lastUpdated: '2026-01-01T00:00:00.000Z',
  });
  await old.table('extractedDocuments').put({
    id: 'd1',
    extractionResult: { documentType: 'passport', data: { passportNumber: 'X1' } },
    uploadedAt: '2026-01-01',
    fileName: 'p.jpg',
    fileUrl: null,
    updatedAt: '2026-01-01',
  });
  old.close();
}

describe('schema upgrades', () => {
  afterEach(fresh);

  it('from version 1: resets timeline progress, adds the sponsor statement, keeps everything else', async () => {
    await createAtVersion(1);
    const upgraded = new F6Database();
    await upgraded.open();
    expect(upgraded.verno).toBe(SCHEMA_VERSION);
    expect(await upgraded.taskProgress.count()).toBe(0);
    expect((await upgraded.sections.get('sponsorStatement'))?.value).toMatchObject({ generated: false, content: '' });
    expect((await upgraded.sections.get('eligibility'))?.value).toMatchObject({
      fullName: 'Jane Doe',
      annualIncome: 30000000,
    });
    expect((await upgraded.sections.get('timeline'))?.value).toEqual({ targetDate: '2027-03-02' });
    expect((await upgraded.sections.get('personalStatement'))?.value).toMatchObject({ content: 'We met in Busan.' });
    expect((await upgraded.formProgress.get('invitation-letter'))?.formData).toEqual({ a: { x: '1' }, b: { y: '2' } });
    expect(await upgraded.extractedDocuments.count()).toBe(1);
    upgraded.close();
  });

  it('from version 2: keeps timeline progress and adds the sponsor statement', async () => {
    await createAtVersion(2);
    const upgraded = new F6Database();
    await upgraded.open();
    expect((await upgraded.taskProgress.get('fbi-check'))?.progress).toBe(40);
    expect(await upgraded.sections.get('sponsorStatement')).toBeTruthy();
    expect((await upgraded.formProgress.get('invitation-letter'))?.answeredQuestions).toBe(2);
    upgraded.close();
  });
});

describe('schema upgrade to version 4 (people records, D20)', () => {
  afterEach(fresh);

  it('builds the people records from a real version 3 store and loses nothing', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    const old = new Dexie(DB_NAME);
    old.version(1).stores({
      sections: 'key',
      formProgress: 'formId',
      taskProgress: 'taskId',
      extractedDocuments: 'id',
      outbox: '++seq, doc',
      revisions: '++id, formId',
      meta: 'key',
      files: 'id, slot',
    });
    old.version(2).stores({});
    old.version(3).stores({});
    await old.open();
    const sections = [
      {
        key: 'eligibility',
        value: { fullName: 'Jane Smith', nationality: 'US', annualIncome: 30000000 },
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
      { key: 'applicationForms', value: V3_APPLICATION_FORMS, updatedAt: '2026-02-15T00:00:00.000Z' },
      {
        key: 'personalStatement',
        value: {
          generated: true,
          content: 'We met in Busan.',
          completedAt: null,
          messages: [],
          extractedInfo: {},
          questionCount: 1,
          currentSuggestions: [],
        },
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ];
    await old.table('sections').bulkPut(sections);
    await old.table('formProgress').bulkPut(V3_FORMS);
    await old
      .table('taskProgress')
      .put({ taskId: 'fbi-check', progress: 40, status: 'in-progress', lastUpdated: '2026-01-01T00:00:00.000Z' });
    old.close();

    const upgraded = new F6Database();
    await upgraded.open();
    expect(upgraded.verno).toBe(SCHEMA_VERSION);
    const people = Object.fromEntries((await upgraded.people.toArray()).map((p) => [p.role, p]));
    for (const role of ['applicant', 'sponsor'] as const)
      for (const [fact, value] of Object.entries(V3_EXPECTED_PEOPLE[role]))
        expect([role, fact, people[role]?.[fact as 'sex']?.value]).toEqual([role, fact, value]);
    // Every form, section and task is exactly as it was.
    for (const form of V3_FORMS) expect(await upgraded.formProgress.get(form.formId as never)).toEqual(form);
    for (const section of sections) expect(await upgraded.sections.get(section.key as never)).toEqual(section);
    expect((await upgraded.taskProgress.get('fbi-check'))?.progress).toBe(40);
    // The new records are queued for the cloud.
    expect((await upgraded.outbox.toArray()).some((r) => r.doc === 'users' && r.key === 'people')).toBe(true);
    upgraded.close();
  });
});

describe('the outbox', () => {
  beforeEach(fresh);

  it('gets a row exactly when a change commits', async () => {
    await updateSection('timeline', () => ({ targetDate: '2027-01-05' }));
    await saveFormProgress('personal-guarantee', (p) => ({ ...p, formData: { q: { v: 1 } } }));
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => [r.doc, r.key])).toEqual([
      ['users', 'timeline'],
      ['userProgress', 'personal-guarantee'],
    ]);
  });

  it('gets no row for a rolled-back transaction, and the change is not there either', async () => {
    await expect(
      writeTransaction([db.sections], async (mark) => {
        await db.sections.put({ key: 'timeline', value: { targetDate: '2030-01-01' }, updatedAt: 'x' });
        mark({ doc: 'users', key: 'timeline' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.outbox.count()).toBe(0);
    expect((await readSection('timeline')).targetDate).toBeNull();
  });

  it('rejects and logs a save for an unknown form id, writing nothing', async () => {
    await expect(saveFormProgress('visa-form-x', (p) => p)).rejects.toBeInstanceOf(UnknownFormError);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.formProgress.count()).toBe(0);
  });
});

describe('sections and progress', () => {
  beforeEach(fresh);

  it('reads defaults for sections never written (spec §9 defaults)', async () => {
    expect((await readSection('financialGuide')).inputs).toEqual({
      sponsorEmploymentStatus: 'employed',
      sponsorHasRegularDeposits: true,
      sponsorHasLargeSavings: false,
      sponsorHousingStatus: 'unknown',
      sponseeWorksInKorea: false,
      humanitarianFlag: false,
      sponsorIsRetiredOrPension: false,
    });
    expect(await readSection('health')).toEqual({
      applicantNationality: 'US',
      submittingFrom: 'us',
      pregnancy: false,
      tbHighRisk: false,
      priorHealthCertWithinValidity: false,
    });
    expect((await readSection('relationshipGuide')).inputs).toMatchObject({ introducedBy: 'none', usSubmission: true });
    expect((await readSection('evidence')).inputs).toEqual({ audience: 'korea', redactionEnabled: false });
  });

  it('global progress follows the forms: createdAt stays, lastUpdated moves, overall status derives', async () => {
    await saveFormProgress('spouse-information', (p) => ({ ...p, answeredQuestions: 1, status: 'in-progress' }));
    const first = await readGlobalProgress();
    await saveFormProgress('personal-guarantee', (p) => ({
      ...p,
      answeredQuestions: 19,
      currentQuestionIndex: 19,
      status: 'completed',
    }));
    const second = await readGlobalProgress();
    expect(second.createdAt).toBe(first.createdAt);
    expect(second.lastUpdated > first.lastUpdated).toBe(true);
    expect(second.overallStatus).toBe('in-progress');
    expect(second.invitationLetter.totalQuestions).toBe(52);
  });

  it('clearing the application keeps theme and language only', async () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('locale', 'ko');
    localStorage.setItem('something-else', 'x');
    sessionStorage.setItem('s', '1');
    await updateSection('timeline', () => ({ targetDate: '2027-01-05' }));
    await clearLocalApplication();
    expect(await db.sections.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('locale')).toBe('ko');
    expect(localStorage.getItem('something-else')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
