/**
 * The number of children: the visa application form (5.3), the marriage background statement (2.1),
 * the invitation (4, a child together) and eligibility (a child together); and the yes/no of a child
 * together where both the invitation and eligibility ask it. The letter of guarantee asks neither.
 */
import type { Localized } from '../../common';
import { deriveCouple } from '../../couple';
import { answerField, answerRows, eligibilityPlace, formPlace, visaPlace } from '../places';
import type { AuditContext, AuditRule, FindingValue, RawFinding } from '../types';

const l = (en: string, ko: string): Localized => ({ en, ko });

export const childrenRule: AuditRule = {
  kind: 'children',
  weight: 'ask',
  run(ctx) {
    const observed: Array<{ count: number; atLeast?: boolean; place: FindingValue['places'][number] }> = [];
    const visa = ctx.resolvedVisa.relationshipDetails;
    if (visa?.hasChildren === false) observed.push({ count: 0, place: visaPlace('relationshipDetails', '5.3') });
    else if (visa?.hasChildren === true && typeof visa.childrenCount === 'number')
      observed.push({ count: visa.childrenCount, place: visaPlace('relationshipDetails', '5.3') });
    const si = ctx.resolved['spouse-information'] ?? {};
    if ('si.children' in si)
      observed.push({
        count: answerRows(si, 'si.children').length,
        place: formPlace('spouse-information', 'si.children', '2.1'),
      });
    const invitation = ctx.resolved['invitation-letter'] ?? {};
    if (answerField(invitation, 'il.child-together', 'childTogether') === true)
      observed.push({ count: 1, atLeast: true, place: formPlace('invitation-letter', 'il.child-together') });
    if (eligibilityChild(ctx) === true) observed.push({ count: 1, atLeast: true, place: childPlace });
    if (observed.length < 2) return childTogetherFinding(ctx);
    const exact = observed.filter((o) => !o.atLeast);
    const counts = new Set(exact.map((o) => o.count));
    const min = observed.filter((o) => o.atLeast);
    const tooFew = min.length > 0 && exact.some((o) => o.count < 1);
    if (counts.size < 2 && !tooFew) return childTogetherFinding(ctx);
    const values: FindingValue[] = [];
    for (const o of observed) {
      const value = o.atLeast ? l('at least 1', '1명 이상').en : String(o.count);
      const g = values.find((v) => v.value === value);
      if (g) g.places.push(o.place);
      else values.push({ value, places: [o.place] });
    }
    return [
      {
        key: 'applicant',
        fact: l('Number of children', '자녀 수'),
        explanation: l('The forms give different numbers of children.', '서류마다 자녀 수가 달라요.'),
        values,
      },
      ...childTogetherFinding(ctx),
    ];
  },
};

const childPlace = eligibilityPlace(l('A child together', '두 사람 사이의 자녀'));

/** Eligibility's answer on a child together (its question, or the exemption it gave). */
const eligibilityChild = (ctx: AuditContext): boolean | undefined =>
  deriveCouple({ eligibility: ctx.eligibility as unknown as Record<string, unknown> }).childTogether;

/** A child together: yes in one place, no in the other (the invitation's 4 and eligibility). */
function childTogetherFinding(ctx: AuditContext): RawFinding[] {
  const invitation = answerField(ctx.resolved['invitation-letter'] ?? {}, 'il.child-together', 'childTogether');
  const eligibility = eligibilityChild(ctx);
  if (typeof invitation !== 'boolean' || eligibility === undefined || invitation === eligibility) return [];
  const said = (v: boolean) => (v ? 'yes' : 'no');
  return [
    {
      key: 'child-together',
      fact: l('A child together', '두 사람 사이의 자녀'),
      explanation: l(
        'The invitation and the eligibility check answer differently whether you have a child together.',
        '초청장과 자격 확인에서 두 사람 사이의 자녀가 있는지 답이 서로 달라요.',
      ),
      values: [
        { value: said(invitation), places: [formPlace('invitation-letter', 'il.child-together')] },
        { value: said(eligibility), places: [childPlace] },
      ],
    },
  ];
}
