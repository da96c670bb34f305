/**
 * A form's status from its answers (D25): complete when every question that applies has a
 * valid answer, Finish pressed or not; answered and skipped counted apart.
 */
import type { FormCompletion, Gap } from '../forms/completion';
import type { FormId } from '../forms/types';

export type FormState = 'not-started' | 'in-progress' | 'complete';

export type FormStatus = {
  kind: 'form';
  formId: FormId;
  state: FormState;
  /** Answered with a valid value. */
  answered: number;
  /** Passed by the form's routing, or optional and passed with Next. */
  skipped: number;
  total: number;
  /** Questions still ahead: total - answered - skipped. */
  left: number;
  /** Required answers not given (among the gaps). */
  missing: number;
  /** Answers given that fail validation (among the gaps). */
  invalid: number;
  /** The gaps in question order: the first is where "continue" goes. */
  gaps: Gap[];
};

export function formStatusOf(
  formId: FormId,
  completion: Pick<FormCompletion, 'answered' | 'skipped' | 'total' | 'complete' | 'gaps'>,
  /** Any answer stored (typed or held in the people records), or the wizard moved past the first question. */
  started: boolean,
): FormStatus {
  const { answered, skipped, total, gaps } = completion;
  const state: FormState = started && completion.complete ? 'complete' : started ? 'in-progress' : 'not-started';
  return {
    kind: 'form',
    formId,
    state,
    answered,
    skipped,
    total,
    left: state === 'complete' ? 0 : Math.max(0, total - answered - skipped),
    missing: gaps.filter((g) => g.reason === 'missing').length,
    invalid: gaps.filter((g) => g.reason === 'invalid').length,
    gaps,
  };
}
