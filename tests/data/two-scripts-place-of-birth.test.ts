/**
 * D26: the country of birth is a person fact held in two scripts. A store or a backup from before
 * store version 15 holds it only as a form's answer (the visa form's 1.6, the invitation's 1.3); it
 * becomes the version of its script (Hangul -> ko, Latin letters -> latin), and nothing is lost.
 */
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { DB_NAME, F6Database, SCHEMA_VERSION } from '@/data/db';
import { CURRENT_STORE_VERSION } from '@/data/migrations';
import { readPeople } from '@/data/people';
import { exportBackup, importBackup, parseBackup } from '@/data/snapshot';
import { factValue, toPeople, type People } from '@/domain/people';

const FORM_AT = '2026-05-01T00:00:00.000Z';
const SECTION_AT = '2026-05-02T00:00:00.000Z';

const invitation = {
  formId: 'invitation-letter',
  formData: { 'il.sponsor-birth': { birthCountry: 'abroad', birthCountryName: '일본' } },
  lastUpdated: FORM_AT,
  currentQuestionIndex: 0,
  totalQuestions: 40,
  answeredQuestions: 1,
  status: 'in-progress',
};
/** The applicant typed the country of birth in Hangul: it is the Korean version, not the Latin one. */
const applicationForms = (placeOfBirth: string) => ({
  key: 'applicationForms',
  value: { basicInfo: { placeOfBirth } },
  updatedAt: SECTION_AT,
});

const applicant = (script: 'ko' | 'latin') => ({ role: 'applicant', fact: 'placeOfBirth', script }) as const;
const sponsor = (script: 'ko' | 'latin') => ({ role: 'sponsor', fact: 'placeOfBirth', script }) as const;

function expectMigrated(people: People, applicantScript: 'ko' | 'latin', applicantValue: string) {
  expect(people.sponsor.placeOfBirth).toEqual({ ko: { value: '일본', updatedAt: FORM_AT } });
  expect(factValue(people, sponsor('latin'))).toBeUndefined();
  expect(people.applicant.placeOfBirth).toEqual({
    [applicantScript]: { value: applicantValue, updatedAt: SECTION_AT },
  });
  const other = applicantScript === 'ko' ? 'latin' : 'ko';
  // A version never stands in for the other: the visa form still asks the Latin one.
  expect(factValue(people, applicant(other))).toBeUndefined();
}

async function fresh() {
  db.close();
  await Dexie.delete(DB_NAME);
  await db.open();
}

describe('the country of birth in two scripts: migration without loss (store version 15)', () => {
  afterEach(fresh);

  it('Dexie: a real version 12 store lifts the answers into the people records, by script', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    const old = new Dexie(DB_NAME);
    old.version(12).stores({
      sections: 'key',
      formProgress: 'formId',
      taskProgress: 'taskId',
      extractedDocuments: 'id',
      outbox: '++seq, doc',
      revisions: '++id, formId',
      meta: 'key',
      files: 'id, slot',
      people: 'role',
      rehearsal: 'spouse',
    });
    await old.open();
    await old.table('formProgress').put(invitation);
    await old.table('sections').put(applicationForms('서울'));
    await old
      .table('people')
      .bulkPut([{ role: 'applicant', familyName: { value: 'DOE', updatedAt: FORM_AT } }, { role: 'sponsor' }]);
    old.close();

    const upgraded = new F6Database();
    await upgraded.open();
    expect(upgraded.verno).toBe(SCHEMA_VERSION);
    const rows = await upgraded.people.toArray();
    const people = toPeople(Object.fromEntries(rows.map((p) => [p.role, p])));
    expectMigrated(people, 'ko', '서울');
    expect(factValue(people, { role: 'applicant', fact: 'familyName' })).toBe('DOE');
    // The forms keep their answers; the change goes to the cloud with the next sync.
    expect((await upgraded.formProgress.get('invitation-letter'))?.formData).toEqual(invitation.formData);
    expect((await upgraded.sections.get('applicationForms'))?.value).toEqual({ basicInfo: { placeOfBirth: '서울' } });
    expect((await upgraded.outbox.toArray()).some((o) => o.key === 'people')).toBe(true);
    upgraded.close();
  });

  it('a backup written by a version 7 client imports with the country of birth in the people records', async () => {
    const current = JSON.parse(await exportBackup());
    const v7 = {
      ...current,
      storeVersion: 7,
      formProgress: [invitation],
      sections: { ...current.sections, applicationForms: applicationForms('Canada').value },
      sectionsUpdatedAt: { ...current.sectionsUpdatedAt, applicationForms: SECTION_AT },
    };
    const snapshot = parseBackup(JSON.stringify(v7));
    expect(snapshot.storeVersion).toBe(CURRENT_STORE_VERSION);
    expectMigrated(snapshot.people, 'latin', 'Canada');
    await importBackup(JSON.stringify(v7));
    expectMigrated(await readPeople(), 'latin', 'Canada');
  });

  it('a newer version already held is not overwritten by an older answer', async () => {
    const current = JSON.parse(await exportBackup());
    const v7 = {
      ...current,
      storeVersion: 7,
      formProgress: [invitation],
      people: {
        sponsor: { role: 'sponsor', placeOfBirth: { ko: { value: '미국', updatedAt: '2026-06-01T00:00:00.000Z' } } },
      },
    };
    const snapshot = parseBackup(JSON.stringify(v7));
    expect(factValue(snapshot.people, sponsor('ko'))).toBe('미국');
  });
});
