/**
 * Records stored by earlier versions keep their meaning (D25): counts and statuses are derived
 * from the answers whenever they are read, so no upgrade rewrites them, and a user who pressed Finish
 * sees the same complete forms; a full form never finished is complete now; the count is what was
 * answered.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../seed';
import { db } from '@/data';
import { readApplicationStatus } from '@/data/application-status';
import { readGlobalProgress } from '@/data/forms';
import { forms } from '@/domain/forms';
import { emptyFormProgress, type FormProgress } from '@/domain/progress';
import { fillAll } from '../fixtures/form-answers';
import { resetDatabase } from '../render';

const pg = forms['personal-guarantee'];
const optional = pg.questions.filter((q) => !q.required).map((q) => q.id);
const required = () => {
  const answers = fillAll(pg);
  for (const id of optional) delete answers[id];
  return answers;
};

/** As version 5 left them: Finish pressed, and the old count (passed optional questions counted as answered). */
const finished: FormProgress = {
  ...emptyFormProgress('personal-guarantee', '2026-10-01T00:00:00.000Z'),
  formData: required(),
  currentQuestionIndex: 19,
  answeredQuestions: 19,
  status: 'completed',
};
const fullNoFinish: FormProgress = {
  ...emptyFormProgress('invitation-letter', '2026-10-02T00:00:00.000Z'),
  formData: fillAll(forms['invitation-letter']),
  currentQuestionIndex: 51,
  answeredQuestions: 52,
  status: 'in-progress',
};

beforeEach(resetDatabase);

describe('progress stored by earlier versions (D25)', () => {
  it('a finished form stays complete, a full one never finished is complete, and the count is what was answered', async () => {
    await seed(() => db.formProgress.bulkPut([finished, fullNoFinish]));
    const status = await readApplicationStatus();
    expect(status.forms['personal-guarantee']).toMatchObject({
      state: 'complete',
      answered: 19 - optional.length,
      skipped: optional.length,
    });
    expect(status.forms['invitation-letter'].state).toBe('complete');
    const global = await readGlobalProgress();
    expect(global.personalGuarantee).toMatchObject({ status: 'completed', answeredQuestions: 19 - optional.length });
    expect(global.invitationLetter.status).toBe('completed');
    // Nothing was rewritten: the stored records are as the earlier version left them.
    expect(await db.formProgress.get('personal-guarantee')).toEqual(finished);
  });
});
