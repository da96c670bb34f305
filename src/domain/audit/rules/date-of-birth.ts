/** Dates of birth: the applicant's against the passport, each spouse's against the marriage certificate. */
import type { PersonRole } from '../../people';
import { certificate, certificateParty, certificateText, passportValue, typedFact } from '../context';
import { differing, documentPlace, isoDay } from '../places';
import type { AuditRule, RawFinding } from '../types';

const who = {
  applicant: { en: "Applicant's date of birth", ko: '신청인의 생년월일' },
  sponsor: { en: "Korean spouse's date of birth", ko: '초청인의 생년월일' },
};

export const dateOfBirthRule: AuditRule = {
  kind: 'date-of-birth',
  weight: 'refused',
  run(ctx) {
    const out: RawFinding[] = [];
    const cert = certificate(ctx);
    for (const role of ['applicant', 'sponsor'] as PersonRole[]) {
      const observed = [...typedFact(ctx, { role, fact: 'dateOfBirth' })];
      const read = role === 'applicant' ? passportValue(ctx, 'dateOfBirth') : undefined;
      if (read) observed.push(read);
      const party = cert && certificateParty(cert, role);
      const certDob = party ? cert!.data[`${party}.dateOfBirth`] : undefined;
      if (certDob)
        observed.push({
          value: certDob,
          place: documentPlace(cert!.fileName, certificateText, cert!.confidence?.[`${party}.dateOfBirth`]),
        });
      const values = differing(observed, (v) => isoDay(v) ?? v);
      if (values)
        out.push({
          key: role,
          fact: who[role],
          explanation: {
            en: 'The date of birth differs between the forms and the documents.',
            ko: '서류마다 생년월일이 달라요.',
          },
          values,
        });
    }
    return out;
  },
};
