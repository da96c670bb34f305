/**
 * Prior marriages: each form's yes/no against the marriages it describes (the applicant's in the
 * marriage background statement 2.2, the Korean spouse's in the invitation 3.1 and 3.2), and the
 * Korean spouse's "never married before" against eligibility's "invited another foreign spouse in
 * the last 5 years" and against the date of the last invitation (3.4). The visa application form
 * asks none (5.1 is fixed as married), nor does the letter of guarantee.
 */
import type { Localized } from '../../common';
import { addYears } from '../../dates';
import { answerField, answerRows, eligibilityPlace, formPlace } from '../places';
import type { AuditRule, RawFinding } from '../types';

const l = (en: string, ko: string): Localized => ({ en, ko });
const yes = l('yes', '예');
const no = l('no', '아니요');
const invitedIn5 = l('Another foreign spouse invited in 5 years', '5년 안에 다른 외국인 배우자 초청');

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
            places: [eligibilityPlace(invitedIn5)],
          },
        ],
      });
    out.push(...invitedWithinFiveYears(ctx));
    return out;
  },
};

/** The first day of the month (or the day) a date the form took as text gives: YYYY-MM or YYYY-MM-DD. */
const dayOf = (v: unknown): string | undefined => {
  const m = typeof v === 'string' ? /^(\d{4})[-./](\d{1,2})(?:[-./](\d{1,2}))?$/.exec(v.trim()) : null;
  if (!m) return undefined;
  return `${m[1]}-${m[2].padStart(2, '0')}-${(m[3] ?? '1').padStart(2, '0')}`;
};

/**
 * Eligibility's "invited another foreign spouse in the last 5 years" against the date of the last
 * invitation the invitation gives (3.4), counted back from the application date (rules §5.3). A
 * trial: "yes" with 2021-03 (over five years before a 2027 application) read "cannot invite yet";
 * "no" with 2024-06 read "met", beside an invitation that said otherwise.
 */
function invitedWithinFiveYears(ctx: Parameters<AuditRule['run']>[0]): RawFinding[] {
  const il = ctx.resolved['invitation-letter'] ?? {};
  if (answerField(il, 'il.previous-invitations', 'invitedBefore') !== true || !ctx.applicationDate) return [];
  const last = dayOf(answerField(il, 'il.previous-invitations', 'lastInvitationDate'));
  if (!last) return [];
  const app = ctx.applicationDate;
  const fiveBefore = addYears(app, -5);
  const within = last > fiveBefore;
  const said = ctx.eligibility.invitedOtherSpouseWithin5Years;
  if (said === within || (said === undefined && !within)) return [];
  const month = last.slice(0, 7);
  const answered = said === undefined ? l('not answered', '답하지 않음') : said ? yes : no;
  return [
    {
      key: 'sponsor-invited-date',
      fact: invitedIn5,
      explanation: l(
        `Counted from the application date (${app}), the last invitation (${month}) is ${within ? 'within' : 'over'} five years ago, unlike the eligibility answer.`,
        `마지막 초청(${month})은 신청일(${app}) 기준 5년 ${within ? '안' : '밖'}이에요. 자격 확인의 답과 달라요.`,
      ),
      values: [
        {
          value: answered.en,
          places: [eligibilityPlace(invitedIn5)],
        },
        { value: month, places: [formPlace('invitation-letter', 'il.previous-invitations', '3.4')] },
      ],
    },
  ];
}
