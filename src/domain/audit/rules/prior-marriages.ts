/**
 * Prior marriages: each form's yes/no against the marriages it describes (the applicant's in the
 * marriage background statement 2.2, the Korean spouse's in the invitation 3.1 and 3.2), and the
 * Korean spouse's "never married before" against eligibility's "invited another foreign spouse in
 * the last 5 years". The visa application form asks none (5.1 is fixed as married), nor does the
 * letter of guarantee.
 */
import type { Localized } from '../../common';
import { answerField, answerRows, eligibilityPlace, formPlace } from '../places';
import type { AuditRule, RawFinding } from '../types';

const l = (en: string, ko: string): Localized => ({ en, ko });
const yes = l('yes', '예');
const no = l('no', '아니요');

export const priorMarriagesRule: AuditRule = {
  kind: 'prior-marriages',
  weight: 'ask',
  run(ctx) {
    const out: RawFinding[] = [];
    const si = ctx.resolved['spouse-information'] ?? {};
    const siSaid = answerField(si, 'si.previously-married', 'answer');
    const siRows = [...answerRows(si, 'si.previous-marriage'), ...answerRows(si, 'si.earlier-marriages')].filter((r) =>
      Object.values(r).some((v) => typeof v === 'string' && v.trim() !== ''),
    );
    if (
      (siSaid === false && siRows.length > 0) ||
      (siSaid === true && 'si.previous-marriage' in si && siRows.length === 0)
    )
      out.push({
        key: 'applicant',
        fact: l("Applicant's prior marriages", '신청인의 과거 혼인'),
        explanation: l(
          'The marriage background statement answers one thing and describes another.',
          '결혼배경 진술서의 답과 적은 내용이 서로 달라요.',
        ),
        values: [
          { value: (siSaid ? yes : no).en, places: [formPlace('spouse-information', 'si.previously-married')] },
          { value: String(siRows.length), places: [formPlace('spouse-information', 'si.previous-marriage', '2.2')] },
        ],
      });
    const il = ctx.resolved['invitation-letter'] ?? {};
    const ilSaid = answerField(il, 'il.previously-married', 'previouslyMarried');
    const ilRows = answerRows(il, 'il.previous-marriages').filter((r) =>
      Object.values(r).some((v) => typeof v === 'string' && v.trim() !== ''),
    );
    if (
      (ilSaid === false && ilRows.length > 0) ||
      (ilSaid === true && 'il.previous-marriages' in il && ilRows.length === 0)
    )
      out.push({
        key: 'sponsor',
        fact: l("Korean spouse's prior marriages", '초청인의 과거 혼인'),
        explanation: l(
          'The invitation answers one thing in 3.1 and lists another in 3.2.',
          '초청장 3.1의 답과 3.2에 적은 내용이 서로 달라요.',
        ),
        values: [
          { value: (ilSaid ? yes : no).en, places: [formPlace('invitation-letter', 'il.previously-married')] },
          { value: String(ilRows.length), places: [formPlace('invitation-letter', 'il.previous-marriages')] },
        ],
      });
    if (ilSaid === false && ctx.eligibility.invitedOtherSpouseWithin5Years === true)
      out.push({
        key: 'sponsor-invited',
        fact: l("Korean spouse's prior marriages", '초청인의 과거 혼인'),
        explanation: l(
          'The invitation says the Korean spouse was never married before; the eligibility check says they invited another foreign spouse in the last 5 years.',
          '초청장에는 초청인이 과거에 혼인한 적이 없다고 했는데, 자격 확인에는 최근 5년 안에 다른 외국인 배우자를 초청했다고 되어 있어요.',
        ),
        values: [
          { value: no.en, places: [formPlace('invitation-letter', 'il.previously-married')] },
          {
            value: yes.en,
            places: [
              eligibilityPlace(l('Another foreign spouse invited in 5 years', '5년 안에 다른 외국인 배우자 초청')),
            ],
          },
        ],
      });
    return out;
  },
};
