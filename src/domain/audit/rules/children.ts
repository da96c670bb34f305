/** The number of children: the visa application form (5.3), the marriage background statement (2.1) and the invitation. */
import type { Localized } from '../../common';
import { answerField, answerRows, formPlace, visaPlace } from '../places';
import type { AuditRule, FindingValue } from '../types';

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
    if (observed.length < 2) return [];
    const exact = observed.filter((o) => !o.atLeast);
    const counts = new Set(exact.map((o) => o.count));
    const min = observed.filter((o) => o.atLeast);
    const tooFew = min.length > 0 && exact.some((o) => o.count < 1);
    if (counts.size < 2 && !tooFew) return [];
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
    ];
  },
};
