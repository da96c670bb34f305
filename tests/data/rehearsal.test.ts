import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/data';
import { DB_NAME, F6Database, SCHEMA_VERSION } from '@/data/db';
import { deleteRound, finishRound, readRounds, saveRoundAnswer, startRound } from '@/data/rehearsal';
import { takeSnapshot } from '@/data/snapshot';
import { clearLocalApplication } from '@/data/reset';

async function fresh() {
  db.close();
  await Dexie.delete(DB_NAME);
  await db.open();
}

describe('rehearsal rounds: private to the device', () => {
  beforeEach(fresh);
  afterEach(fresh);

  it('keeps answers and the position, and never writes an outbox row or enters a backup', async () => {
    await startRound('sponsor', 'ko');
    await saveRoundAnswer('sponsor', 'first-met-where', '강남의 카페', 1);
    await saveRoundAnswer('sponsor', 'first-met-when', '2021년 3월 14일', 2);
    const { sponsor } = await readRounds();
    expect(sponsor).toMatchObject({
      language: 'ko',
      position: 2,
      finishedAt: null,
      answers: { 'first-met-where': '강남의 카페', 'first-met-when': '2021년 3월 14일' },
    });
    expect(await db.outbox.count()).toBe(0);
    expect(JSON.stringify(await takeSnapshot())).not.toContain('강남의 카페');
  });

  it('a finished round is kept as it was; a new round starts empty; delete removes it', async () => {
    await startRound('applicant', 'en');
    await saveRoundAnswer('applicant', 'first-met-where', 'In Gangnam', 1);
    await finishRound('applicant');
    await saveRoundAnswer('applicant', 'first-met-where', 'changed after the round', 1);
    expect((await readRounds()).applicant?.answers['first-met-where']).toBe('In Gangnam');
    expect((await readRounds()).applicant?.finishedAt).toEqual(expect.any(String));
    await startRound('applicant', 'ko');
    expect((await readRounds()).applicant).toMatchObject({ answers: {}, finishedAt: null, language: 'ko' });
    await deleteRound('applicant');
    expect((await readRounds()).applicant).toBeUndefined();
  });

  it('reset clears the rehearsal with the rest of the application', async () => {
    await startRound('sponsor', 'ko');
    await clearLocalApplication();
    expect(await readRounds()).toEqual({});
  });

  it('a database of store version 5 opens with the new table and its data kept', async () => {
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
    await old.table('sections').put({ key: 'timeline', value: { targetDate: '2027-03-02' }, updatedAt: 'x' });
    old.close();
    const upgraded = new F6Database();
    await upgraded.open();
    expect(upgraded.verno).toBe(SCHEMA_VERSION);
    expect((await upgraded.sections.get('timeline'))?.value).toEqual({ targetDate: '2027-03-02' });
    expect(await upgraded.rehearsal.count()).toBe(0);
    upgraded.close();
  });
});
