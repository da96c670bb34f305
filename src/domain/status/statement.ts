/** A statement's status: done when composed and final, with nothing newer than its text (D25). */
import type { Statement } from '../application';
import { isCompositionStale } from '../statement-composition';

export type StatementState = 'not-started' | 'in-progress' | 'attention' | 'complete';
export type StatementStatus = {
  kind: 'statement';
  who: 'applicant' | 'sponsor';
  state: StatementState;
  /** Why a final statement needs attention: answered more since its text was composed. */
  reason?: 'stale';
};

const given = (v: unknown) => v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');

export function statementStatusOf(who: 'applicant' | 'sponsor', s: Statement): StatementStatus {
  const final = s.generated && s.content.trim().length > 0 && given(s.completedAt);
  if (final && isCompositionStale(s)) return { kind: 'statement', who, state: 'attention', reason: 'stale' };
  if (final) return { kind: 'statement', who, state: 'complete' };
  const started = s.generated || s.questionCount > 0 || s.content.trim().length > 0 || s.messages.length > 0;
  return { kind: 'statement', who, state: started ? 'in-progress' : 'not-started' };
}
