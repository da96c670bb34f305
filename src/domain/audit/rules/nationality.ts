/** Nationality: the forms, the passport (a three-letter code) and eligibility name one country. */
import { normalizeNationality } from '../../eligibility/nationality';
import { eligibilityFromPerson } from '../../eligibility/people';
import { passportValue, typedFact } from '../context';
import { differing, eligibilityPlace, str } from '../places';
import type { AuditRule } from '../types';

export const nationalityRule: AuditRule = {
  kind: 'nationality',
  weight: 'ask',
  run(ctx) {
    const observed = [...typedFact(ctx, { role: 'applicant', fact: 'nationality' })];
    const read = passportValue(ctx, 'nationality');
    if (read) observed.push(read);
    // Eligibility's answer counts only where it is its own (not the person's nationality shown there).
    const elig = eligibilityFromPerson(ctx.eligibility, ctx.people).nationality
      ? undefined
      : str(ctx.eligibility.nationality);
    if (elig) observed.push({ value: elig, place: eligibilityPlace({ en: 'Nationality', ko: '국적' }) });
    const values = differing(observed, (v) => normalizeNationality(v) ?? v.trim().toUpperCase());
    return values
      ? [
          {
            key: 'applicant',
            fact: { en: "Applicant's nationality", ko: '신청인의 국적' },
            explanation: {
              en: 'The places name different countries.',
              ko: '서류마다 국적이 달라요.',
            },
            values,
          },
        ]
      : [];
  },
};
