import { describe, expect, it } from 'vitest';
import { validGlobalProgress, validUsersProgress, type Rejected } from '@/sync/validate';
import { MAX_IMPORTED_ANSWER_CHARS, MAX_SECTION_TEXT_CHARS } from '@/lib/text-limits';

// An answer far over what input allows (10 MB) made the review page take 23 s: from the cloud it is
// kept aside and reported, like any invalid record, and the other records still apply.
describe('answers and statements over the input limits, read from the cloud', () => {
  const at = '2026-11-20T10:00:00.000Z';
  const form = (formId: string, answer: string) => ({
    formId,
    totalQuestions: 10,
    answeredQuestions: 1,
    lastUpdated: at,
    status: 'in-progress',
    currentQuestionIndex: 0,
    formData: { note: answer },
  });

  it('keeps a form with a 10 MB answer aside and takes the others', () => {
    const rejected: Rejected[] = [];
    const out = validGlobalProgress(
      {
        createdAt: at,
        personalGuarantee: form('personal-guarantee', 'x'.repeat(10 * 1024 * 1024)),
        invitationLetter: form('invitation-letter', 'y'.repeat(MAX_IMPORTED_ANSWER_CHARS)),
      },
      rejected,
    );
    expect(out?.personalGuarantee).toBeUndefined();
    expect(out?.invitationLetter?.formData).toEqual({ note: 'y'.repeat(MAX_IMPORTED_ANSWER_CHARS) });
    expect(rejected.map((r) => r.item)).toEqual(['personal-guarantee']);
  });

  it('keeps a statement over the limit aside and takes the other sections', () => {
    const rejected: Rejected[] = [];
    const out = validUsersProgress(
      {
        storeVersion: 7,
        sections: {
          sponsorStatement: { value: { text: 'x'.repeat(MAX_SECTION_TEXT_CHARS + 1) }, updatedAt: at },
          timeline: { value: { targetDate: '2027-04-05' }, updatedAt: at },
        },
      },
      rejected,
    );
    expect(Object.keys(out.sections)).toEqual(['timeline']);
    expect(rejected.map((r) => r.item)).toEqual(['section:sponsorStatement']);
  });
});
