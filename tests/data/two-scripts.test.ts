/**
 * D26: facts the forms print in two scripts hold a Korean and a Latin version. A store, a
 * backup or a cloud copy from before store version 7 holds one value per fact; it becomes the
 * version of its script (Hangul -> ko, Latin letters -> latin) and nothing is lost.
 */
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { DB_NAME, F6Database, SCHEMA_VERSION } from '@/data/db';
import { CURRENT_STORE_VERSION } from '@/data/migrations';
import { readPeople, saveFacts } from '@/data/people';
import { exportBackup, importBackup, parseBackup } from '@/data/snapshot';
import { factValue, mergePeople, toPeople, type People } from '@/domain/people';

/** People records as store versions 4 and 5 held them: one value per fact. */
const OLD_PEOPLE = {
  applicant: {
    role: 'applicant',
    familyName: { value: 'DOE', updatedAt: '2026-03-01T00:00:00.000Z' },
    givenNames: { value: 'JANE MARIE', updatedAt: '2026-03-01T00:00:00.000Z' },
    addressKorea: { value: '서울특별시 마포구 월드컵로 1', updatedAt: '2026-03-02T00:00:00.000Z' },
    addressAbroad: { value: '12 Oak Street, Portland, OR 97201', updatedAt: '2026-03-03T00:00:00.000Z' },
    occupation: { value: 'Teacher', updatedAt: '2026-03-04T00:00:00.000Z' },
    phone: { value: '+1 503 555 0100', updatedAt: '2026-03-01T00:00:00.000Z' },
  },
  sponsor: {
    role: 'sponsor',
    hangulName: { value: '김민준', updatedAt: '2026-03-01T00:00:00.000Z' },
    // Typed in English on the visa application form before v7: the Latin version, not the Korean.
    addressKorea: { value: '1 World Cup-ro, Mapo-gu, Seoul', updatedAt: '2026-03-05T00:00:00.000Z' },
    occupation: { value: '회사원', updatedAt: '2026-03-06T00:00:00.000Z' },
  },
};

function expectMigrated(people: People) {
  expect(people.applicant.addressKorea).toEqual({
    ko: { value: '서울특별시 마포구 월드컵로 1', updatedAt: '2026-03-02T00:00:00.000Z' },
  });
  expect(people.applicant.addressAbroad).toEqual({
    latin: { value: '12 Oak Street, Portland, OR 97201', updatedAt: '2026-03-03T00:00:00.000Z' },
  });
  expect(people.applicant.occupation).toEqual({ latin: { value: 'Teacher', updatedAt: '2026-03-04T00:00:00.000Z' } });
  expect(people.sponsor.addressKorea).toEqual({
    latin: { value: '1 World Cup-ro, Mapo-gu, Seoul', updatedAt: '2026-03-05T00:00:00.000Z' },
  });
  expect(people.sponsor.occupation).toEqual({ ko: { value: '회사원', updatedAt: '2026-03-06T00:00:00.000Z' } });
  // Facts in one script are as they were.
  expect(people.applicant.familyName).toEqual(OLD_PEOPLE.applicant.familyName);
  expect(people.applicant.givenNames).toEqual(OLD_PEOPLE.applicant.givenNames);
  expect(people.applicant.phone).toEqual(OLD_PEOPLE.applicant.phone);
  expect(people.sponsor.hangulName).toEqual(OLD_PEOPLE.sponsor.hangulName);
  // Read as a form asks: a version never stands in for the other.
  expect(factValue(people, { role: 'sponsor', fact: 'addressKorea', script: 'ko' })).toBeUndefined();
  expect(factValue(people, { role: 'sponsor', fact: 'addressKorea', script: 'latin' })).toBe(
    '1 World Cup-ro, Mapo-gu, Seoul',
  );
  expect(factValue(people, { role: 'sponsor', fact: 'addressKorea' })).toBeUndefined();
}

async function fresh() {
  db.close();
  await Dexie.delete(DB_NAME);
  await db.open();
}

describe('facts in two scripts: migration without loss (store version 7)', () => {
  afterEach(fresh);

  it('Dexie: a real version 5 store upgrades to the two-script records', async () => {
    db.close();
    await Dexie.delete(DB_NAME);
    const old = new Dexie(DB_NAME);
    old.version(5).stores({
      sections: 'key',
      formProgress: 'formId',
      taskProgress: 'taskId',
      extractedDocuments: 'id',
      outbox: '++seq, doc',
      revisions: '++id, formId',
      meta: 'key',
      files: 'id, slot',
      people: 'role',
    });
    await old.open();
    await old.table('people').bulkPut([OLD_PEOPLE.applicant, OLD_PEOPLE.sponsor]);
    old.close();

    const upgraded = new F6Database();
    await upgraded.open();
    expect(upgraded.verno).toBe(SCHEMA_VERSION);
    const rows = await upgraded.people.toArray();
    expectMigrated(toPeople(Object.fromEntries(rows.map((p) => [p.role, p]))));
    // Stored in the new shape, not only read through it.
    expect(rows.find((r) => r.role === 'sponsor')?.addressKorea).toEqual({
      latin: { value: '1 World Cup-ro, Mapo-gu, Seoul', updatedAt: '2026-03-05T00:00:00.000Z' },
    });
    upgraded.close();
  });

  it('a backup written by a version 5 client imports into the two-script records', async () => {
    const current = JSON.parse(await exportBackup());
    const v5 = { ...current, storeVersion: 5, people: OLD_PEOPLE };
    const snapshot = parseBackup(JSON.stringify(v5));
    expect(snapshot.storeVersion).toBe(CURRENT_STORE_VERSION);
    expectMigrated(snapshot.people);
    await importBackup(JSON.stringify(v5));
    expectMigrated(await readPeople());
  });

  it('a cloud copy from an older client merges into the two versions, each by its own time', () => {
    const local = toPeople({
      sponsor: {
        addressKorea: { ko: { value: '서울특별시 마포구 월드컵로 1', updatedAt: '2026-04-01T00:00:00.000Z' } },
      },
    });
    const { merged } = mergePeople(local, OLD_PEOPLE as never);
    // The older client's English address becomes the Latin version; the newer Korean one stays.
    expect(factValue(merged, { role: 'sponsor', fact: 'addressKorea', script: 'ko' })).toBe(
      '서울특별시 마포구 월드컵로 1',
    );
    expect(factValue(merged, { role: 'sponsor', fact: 'addressKorea', script: 'latin' })).toBe(
      '1 World Cup-ro, Mapo-gu, Seoul',
    );
  });

  it('editing one version never changes the other; each survives a backup round trip', async () => {
    const ko = { role: 'sponsor', fact: 'addressKorea', script: 'ko' } as const;
    const latin = { ...ko, script: 'latin' } as const;
    await saveFacts([{ ref: ko, value: '부산광역시 해운대구 해운대로 264' }]);
    await saveFacts([{ ref: latin, value: '264 HAEUNDAE-RO, HAEUNDAE-GU, BUSAN' }]);
    await saveFacts([{ ref: latin, value: '264 HAEUNDAE-RO, BUSAN 48060' }]);
    let people = await readPeople();
    expect(factValue(people, ko)).toBe('부산광역시 해운대구 해운대로 264');
    expect(factValue(people, latin)).toBe('264 HAEUNDAE-RO, BUSAN 48060');
    const backup = await exportBackup();
    await fresh();
    await importBackup(backup);
    people = await readPeople();
    expect(factValue(people, ko)).toBe('부산광역시 해운대구 해운대로 264');
    expect(factValue(people, latin)).toBe('264 HAEUNDAE-RO, BUSAN 48060');
  });
});
