import { applicableAnswersOf } from '../forms/skip';
import type { FormAnswers } from '../forms/types';
import type { ItemValues } from './layout-types';
import { formatKrw } from './reader';

/**
 * 사유서 (a statement of reasons): what the consulate asks for where a requirement is not met or
 * cannot be proven, as the invitation form's own notices say (4.7, 6.5). Each one carries the
 * couple's facts from their answers and their own words (the exemption reason they wrote), or
 * asks for them when none were written. Always in Korean, signed by the Korean spouse.
 */
export type ReasonStatement = {
  id: 'income' | 'communication' | 'document';
  /** e.g. "소득요건 미충족 사유서" */
  title: string;
  /** The requirement, as the form names it. */
  requirement: string;
  /** Facts from the answers: label and value, in Korean. */
  facts: [string, string][];
  /** The couple's own words (the exemption reason they wrote); empty when still to be written by hand. */
  ownWords: string;
};

const text = (values: ItemValues, key: string): string => {
  const v = values[key];
  return v?.kind === 'text' ? v.text.trim() : '';
};
const field = (answers: FormAnswers, q: string, f: string): unknown =>
  (answers[q] as Record<string, unknown> | undefined)?.[f];
/** "해당 없음" and the like say the requirement is met: no 사유서. */
const notApplicable = (s: string) => /^(해당\s*(사항\s*)?없음|없음|n\/?a|none)\b/i.test(s.trim());

/**
 * The 사유서 a couple's answers call for. `invitation` is the invitation letter's item values (skip
 * rules applied), `stored` its answers as kept; `unobtainable` lists documents the couple said they
 * cannot obtain, with their words.
 */
export function reasonStatements(
  invitation: ItemValues,
  stored: FormAnswers,
  unobtainable: { document: string; reason: string }[] = [],
): ReasonStatement[] {
  // Only what applies: a "below the threshold" left on a total the form now skips asks for no 사유서.
  const answers = applicableAnswersOf('invitation-letter', stored);
  const out: ReasonStatement[] = [];
  const incomeBelow = field(answers, 'il.income-total', 'meetsThreshold') === false;
  const incomeReason = text(invitation, '4.7.2');
  if (incomeBelow || (incomeReason && !notApplicable(incomeReason))) {
    const total = field(answers, 'il.income-total', 'grandTotal');
    const threshold = field(answers, 'il.household-and-threshold', 'threshold');
    const facts: [string, string][] = [];
    const household = text(invitation, '4.1');
    if (household) facts.push(['가구원 수 (4.1)', household]);
    facts.push([
      '소득 기준 (4.2)',
      typeof threshold === 'number' ? formatKrw(threshold) : text(invitation, '4.2') || '-',
    ]);
    facts.push([
      '소득 합계 (4.6.5)',
      typeof total === 'number' ? formatKrw(total) : text(invitation, '4.6.5#total') || '-',
    ]);
    if (typeof total === 'number' && typeof threshold === 'number' && total < threshold)
      facts.push(['부족액', formatKrw(threshold - total)]);
    out.push({
      id: 'income',
      title: '소득요건 미충족 사유서',
      requirement: '초청인의 소득요건 (외국인 배우자 초청장 4. 소득요건 충족 여부)',
      facts,
      ownWords: incomeReason && !notApplicable(incomeReason) ? incomeReason : '',
    });
  }
  const languageReason = text(invitation, '6.5.2');
  if (languageReason && !notApplicable(languageReason)) {
    const facts: [string, string][] = [];
    const daily = text(invitation, '6.1#language');
    if (daily) facts.push(['주로 사용하는 언어 (6.1)', daily]);
    out.push({
      id: 'communication',
      title: '의사소통 요건 미충족 사유서',
      requirement: '부부간 의사소통 요건 (외국인 배우자 초청장 6. 의사소통 가능 여부)',
      facts,
      ownWords: languageReason,
    });
  }
  for (const u of unobtainable)
    out.push({
      id: 'document',
      title: `${u.document} 미제출 사유서`,
      requirement: `${u.document} 제출`,
      facts: [['제출하지 못하는 서류', u.document]],
      ownWords: u.reason.trim(),
    });
  return out;
}
