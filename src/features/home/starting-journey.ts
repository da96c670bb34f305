import { questionTotals } from '@/domain/forms/ids';
import type { FormId } from '@/domain/forms/types';
import { formStatusOf } from '@/domain/status/form';
import type { JourneyState } from './use-journey';

/**
 * What the home card shows for an empty store, known without the data layer and the status code: a
 * first visit shows it, and fetches neither (lib/store-presence.ts). The full status of an empty store
 * gives the same words and links, in English and Korean (tests/features/home/starting-journey.test.ts).
 */
export const startingJourney: JourneyState = {
  overall: 0,
  steps: { eligibility: false, documents: false, statements: false, forms: false },
  left: {
    eligibility: [{ kind: 'eligibility-questions', count: 10 }],
    documents: [{ kind: 'documents', count: 7 }],
    statements: [
      { kind: 'statement', who: 'applicant' },
      { kind: 'statement', who: 'sponsor' },
    ],
    forms: [
      { kind: 'visa-form', sectionsLeft: 5 },
      ...(Object.keys(questionTotals) as FormId[]).map((formId) => ({
        kind: 'official-form' as const,
        formId,
        questionsLeft: questionTotals[formId],
        invalid: 0,
      })),
    ],
  },
  // Gaps are not shown for a form not started (its reason is empty), so none are listed here.
  forms: (Object.keys(questionTotals) as FormId[]).map((formId) =>
    formStatusOf(formId, { answered: 0, skipped: 0, total: questionTotals[formId], complete: false, gaps: [] }, false),
  ),
  targetDate: null,
  started: false,
};
