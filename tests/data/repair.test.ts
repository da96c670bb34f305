import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/data';
import { readFormProgress, readGlobalProgress } from '@/data/forms';
import { readAside } from '@/data/remote';
import { writeTransaction } from '@/data/write';
import { repairFormProgress } from '@/data/repair';

beforeEach(async () => {
  db.close();
  await db.delete();
  await db.open();
});

describe('a damaged saved form record', () => {
  it('is read as its valid part, not a crash, and kept aside as it was', async () => {
    // A trial: formData = "garbage" made every page of the app show "Something went wrong".
    await writeTransaction([db.formProgress], () =>
      db.formProgress.put({ formId: 'invitation-letter', formData: 'garbage' } as never),
    );
    const read = await readFormProgress('invitation-letter');
    expect(read.formData).toEqual({});
    expect(read.status).toBe('not-started');
    expect((await readGlobalProgress()).invitationLetter?.formData).toEqual({});
    await vi.waitFor(
      async () =>
        expect((await readAside()).find((a) => a.item === 'damaged:invitation-letter')?.data).toEqual({
          formId: 'invitation-letter',
          formData: 'garbage',
        }),
      // The record is set aside by a module loaded on first need: under CI load its import takes seconds.
      { timeout: 15_000 },
    );
  }, 30_000);

  it('keeps every answer that is an answer, and the rest of the record', () => {
    const { record, damaged } = repairFormProgress({
      formId: 'personal-guarantee',
      totalQuestions: 19,
      answeredQuestions: 1,
      currentQuestionIndex: 2,
      status: 42,
      lastUpdated: '2026-11-01T00:00:00Z',
      formData: { 'pg.applicant-name': { familyName: 'KIM' }, 'pg.bad': 'text', 'pg.rows': [{ a: 1 }] },
    });
    expect(damaged).toBe(true);
    expect(record.formData).toEqual({ 'pg.applicant-name': { familyName: 'KIM' }, 'pg.rows': [{ a: 1 }] });
    expect(record.status).toBe('not-started');
    expect(record.currentQuestionIndex).toBe(2);
  });

  it('leaves a sound record as it is', () => {
    const sound = {
      formId: 'spouse-information',
      totalQuestions: 30,
      answeredQuestions: 0,
      currentQuestionIndex: 0,
      status: 'in-progress',
      lastUpdated: '2026-11-01T00:00:00Z',
      lastSaved: null,
      formData: { 'si.x': { a: 'b' } },
    };
    const { record, damaged } = repairFormProgress(sound);
    expect(damaged).toBe(false);
    expect(record).toEqual(sound);
  });
});
