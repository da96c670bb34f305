/**
 * A typed value that differs from a value read from a document, for the facts no other rule
 * compares: the applicant's sex (passport) and the Korean spouse's name (marriage certificate).
 */
import { certificate, certificateParty, certificateText, passportValue, typedFact } from '../context';
import { differing, documentPlace, normName } from '../places';
import type { AuditRule, RawFinding } from '../types';
import { sexOf } from '../../sex';

/** A trial: "male" and "M" were reported as differing, and blocked the package. */
const sexKey = (v: string) => sexOf(v) ?? v.trim().toLowerCase();

export const typedVsReadRule: AuditRule = {
  kind: 'typed-vs-read',
  weight: 'check',
  run(ctx) {
    const out: RawFinding[] = [];
    const sex = passportValue(ctx, 'sex');
    if (sex) {
      const values = differing([...typedFact(ctx, { role: 'applicant', fact: 'sex' }), sex], sexKey);
      if (values)
        out.push({
          key: 'applicant.sex',
          fact: { en: "Applicant's sex", ko: '신청인의 성별' },
          explanation: {
            en: 'What you typed differs from what the passport says.',
            ko: '입력한 내용이 여권과 달라요.',
          },
          values,
        });
    }
    const cert = certificate(ctx);
    const party = cert && certificateParty(cert, 'sponsor');
    const name = party ? cert!.data[`${party}.name`] : undefined;
    if (name && /[\uac00-\ud7a3]/.test(name)) {
      const values = differing(
        [
          ...typedFact(ctx, { role: 'sponsor', fact: 'hangulName' }),
          { value: name, place: documentPlace(cert!.fileName, certificateText, cert!.confidence?.[`${party}.name`]) },
        ],
        (v) => normName(v).replace(/\s/g, ''),
      );
      if (values)
        out.push({
          key: 'sponsor.hangulName',
          fact: { en: "Korean spouse's name", ko: '초청인의 이름' },
          explanation: {
            en: 'What you typed differs from what the marriage certificate says.',
            ko: '입력한 내용이 혼인증명서와 달라요.',
          },
          values,
        });
    }
    return out;
  },
};
