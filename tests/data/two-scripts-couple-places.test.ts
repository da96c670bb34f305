// @vitest-environment node
// Node: its Blob survives fake-indexeddb's structured clone (the transfer file reads the stored files).
/**
 * D26: where the couple married and where they first met are the couple's facts, each held in two
 * scripts. A store or a backup from before store version 16 holds them only as forms' answers (the
 * invitation's 2.8 and 2.2, the visa form's place of marriage); each becomes the version of its
 * script (Hangul -> ko, Latin letters -> latin) without loss, and the facts travel in backups,
 * transfer files and the cloud like the people's.
 */
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { DB_NAME, F6Database, SCHEMA_VERSION } from '@/data/db';
import { CURRENT_STORE_VERSION } from '@/data/migrations';
import { readPeople, saveFacts } from '@/data/people';
import { combineWithSnapshot, exportBackup, importBackup, parseBackup } from '@/data/snapshot';
import { buildTransfer, parseTransfer } from '@/data/transfer';
import { factValue, mergePeople, toPeople, type People, type PersonFactRef } from '@/domain/people';
import { validUsersProgress, type Rejected } from '@/sync/validate';

const FORM_AT = '2026-05-01T00:00:00.000Z';
const SECTION_AT = '2026-05-02T00:00:00.000Z';

const invitation = {
  formId: 'invitation-letter',
  formData: {
    'il.first-meeting': { date: '2023-05-03', place: '서울 마포구의 한 카페' },
    'il.wedding': { held: true, date: '2025-06-01', place: '미국 오스틴' },
  },
  lastUpdated: FORM_AT,
  currentQuestionIndex: 0,
  totalQuestions: 40,
  answeredQuestions: 2,
  status: 'in-progress',
};
const applicationForms = (marriagePlace: string) => ({
  key: 'applicationForms',
  value: { relationshipDetails: { marriageDate: '2025-06-01', marriagePlace } },
  updatedAt: SECTION_AT,
});

const married = (script: 'ko' | 'latin'): PersonFactRef => ({ role: 'couple', fact: 'marriagePlace', script });
const met = (script: 'ko' | 'latin'): PersonFactRef => ({ role: 'couple', fact: 'meetingPlace', script });

/**
 * Both places by script: the invitation's Korean meeting place and the visa form's Latin place of
 * marriage, each with its own stamp. The invitation's 2.8 is a ceremony's place, not the marriage's:
 * it stays the invitation's own answer.
 */
function expectMigrated(people: People) {
  expect(people.couple.marriagePlace).toEqual({ latin: { value: 'Austin, Texas, USA', updatedAt: SECTION_AT } });
  expect(people.couple.meetingPlace).toEqual({ ko: { value: '서울 마포구의 한 카페', updatedAt: FORM_AT } });
  // A version never stands in for the other: nothing asks the meeting place in Latin letters yet.
  expect(factValue(people, met('latin'))).toBeUndefined();
}

async function fresh() {
  db.close();
  await Dexie.delete(DB_NAME);
  await db.open();
}

describe('the couple’s places in two scripts: migration without loss (store version 16)', () => {
  afterEach(fresh);

  it('Dexie: a real version 20 store lifts the answers into the couple’s record, by script', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    const old = new Dexie(DB_NAME);
    old.version(20).stores({
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
    await old.table('sections').put(applicationForms('Austin, Texas, USA'));
    await old
      .table('people')
      .bulkPut([{ role: 'applicant', familyName: { value: 'DOE', updatedAt: FORM_AT } }, { role: 'sponsor' }]);
    old.close();

    const upgraded = new F6Database();
    await upgraded.open();
    expect(upgraded.verno).toBe(SCHEMA_VERSION);
    const rows = await upgraded.people.toArray();
    const people = toPeople(Object.fromEntries(rows.map((p) => [p.role, p])));
    expectMigrated(people);
    expect(factValue(people, { role: 'applicant', fact: 'familyName' })).toBe('DOE');
    // The forms keep their answers; the change goes to the cloud with the next sync.
    expect((await upgraded.formProgress.get('invitation-letter'))?.formData).toEqual(invitation.formData);
    expect((await upgraded.outbox.toArray()).some((o) => o.key === 'people')).toBe(true);
    upgraded.close();
  });

  it('a backup written by a version 15 client imports with the places in the couple’s record', async () => {
    const current = JSON.parse(await exportBackup());
    const v15 = {
      ...current,
      storeVersion: 15,
      formProgress: [invitation],
      sections: { ...current.sections, applicationForms: applicationForms('Austin, Texas, USA').value },
      sectionsUpdatedAt: { ...current.sectionsUpdatedAt, applicationForms: SECTION_AT },
      people: { applicant: { role: 'applicant' }, sponsor: { role: 'sponsor' } },
    };
    const snapshot = parseBackup(JSON.stringify(v15));
    expect(snapshot.storeVersion).toBe(CURRENT_STORE_VERSION);
    expectMigrated(snapshot.people);
    await importBackup(JSON.stringify(v15));
    expectMigrated(await readPeople());
  });

  it('two answers of one script: the newer is the version, the older stays in its form', async () => {
    const current = JSON.parse(await exportBackup());
    const v15 = {
      ...current,
      storeVersion: 15,
      // Typed in Latin letters on the Korean-only invitation, and later otherwise on the visa form.
      formProgress: [{ ...invitation, formData: { 'il.wedding': { held: true, place: 'Seattle, USA' } } }],
      sections: { ...current.sections, applicationForms: applicationForms('Austin, Texas, USA').value },
      sectionsUpdatedAt: { ...current.sectionsUpdatedAt, applicationForms: SECTION_AT },
    };
    const snapshot = parseBackup(JSON.stringify(v15));
    expect(factValue(snapshot.people, married('latin'))).toBe('Austin, Texas, USA');
    expect(factValue(snapshot.people, married('ko'))).toBeUndefined();
    expect(snapshot.formProgress[0].formData['il.wedding']).toEqual({ held: true, place: 'Seattle, USA' });
  });

  it('a newer version already held is not overwritten by an older answer', async () => {
    const current = JSON.parse(await exportBackup());
    const newer = { value: '미국 텍사스주 오스틴', updatedAt: '2026-06-01T00:00:00.000Z' };
    const v15 = {
      ...current,
      storeVersion: 15,
      formProgress: [invitation],
      people: { ...current.people, couple: { role: 'couple', marriagePlace: { ko: newer } } },
    };
    const snapshot = parseBackup(JSON.stringify(v15));
    expect(factValue(snapshot.people, married('ko'))).toBe('미국 텍사스주 오스틴');
  });
});

describe('the couple’s places travel like the people’s facts', () => {
  afterEach(fresh);

  const typed = async () =>
    saveFacts([
      { ref: married('ko'), value: '미국 텍사스주 오스틴' },
      { ref: married('latin'), value: 'Austin, Texas, USA' },
      { ref: met('ko'), value: '서울 홍대 카페' },
    ]);

  it('editing one version never changes the other', async () => {
    await typed();
    await saveFacts([{ ref: married('latin'), value: 'Round Rock, Texas, USA' }]);
    const people = await readPeople();
    expect(factValue(people, married('ko'))).toBe('미국 텍사스주 오스틴');
    expect(factValue(people, married('latin'))).toBe('Round Rock, Texas, USA');
  });

  it('a backup and a transfer file carry them to another device', async () => {
    await typed();
    const backup = await exportBackup();
    const transfer = await buildTransfer();
    await fresh();
    await importBackup(backup);
    expect((await readPeople()).couple).toMatchObject({
      marriagePlace: { ko: { value: '미국 텍사스주 오스틴' }, latin: { value: 'Austin, Texas, USA' } },
      meetingPlace: { ko: { value: '서울 홍대 카페' } },
    });
    await fresh();
    const parsed = parseTransfer(transfer);
    await combineWithSnapshot(parsed.snapshot, parsed.files);
    expect(factValue(await readPeople(), met('ko'))).toBe('서울 홍대 카페');
  });

  it('the cloud copy is accepted, and merges per version by time', async () => {
    await typed();
    const local = await readPeople();
    const rejected: Rejected[] = [];
    const cloud = validUsersProgress(
      {
        storeVersion: CURRENT_STORE_VERSION,
        people: {
          couple: {
            role: 'couple',
            marriagePlace: { latin: { value: 'Las Vegas, Nevada, USA', updatedAt: '2099-01-01T00:00:00.000Z' } },
            meetingPlace: { ko: 'not a fact' },
          },
        },
      },
      rejected,
    );
    expect(rejected.map((r) => r.item)).toEqual(['people:couple.meetingPlace']);
    const { merged } = mergePeople(local, cloud.people);
    expect(factValue(merged, married('latin'))).toBe('Las Vegas, Nevada, USA');
    expect(factValue(merged, married('ko'))).toBe('미국 텍사스주 오스틴');
    expect(factValue(merged, met('ko'))).toBe('서울 홍대 카페');
  });
});
