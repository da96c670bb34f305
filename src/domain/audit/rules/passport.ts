/**
 * The passport number and expiry date typed on the forms against the passport's machine-readable
 * zone. With a renewed passport, only the one in force (expiring last) is compared.
 */
import { passportValue, typedFact } from '../context';
import { differing, isoDay } from '../places';
import type { AuditRule } from '../types';

export const passportNumberRule: AuditRule = {
  kind: 'passport-number',
  weight: 'refused',
  run(ctx) {
    const read = passportValue(ctx, 'passportNumber');
    if (!read) return [];
    const values = differing([...typedFact(ctx, { role: 'applicant', fact: 'passportNumber' }), read], (v) =>
      v.toUpperCase().replace(/[\s-]/g, ''),
    );
    return values
      ? [
          {
            key: 'applicant',
            fact: { en: 'Passport number', ko: '여권번호' },
            explanation: {
              en: 'The passport number on the forms is not the one in the passport. If you renewed the passport, give the new number and add the old passport as a document.',
              ko: '서류의 여권번호가 여권과 달라요. 여권을 새로 발급받았다면 새 번호를 적고 이전 여권도 서류로 추가하세요.',
            },
            values,
          },
        ]
      : [];
  },
};

export const passportExpiryRule: AuditRule = {
  kind: 'passport-expiry',
  weight: 'refused',
  run(ctx) {
    const read = passportValue(ctx, 'passportExpiryDate');
    if (!read) return [];
    const values = differing(
      [...typedFact(ctx, { role: 'applicant', fact: 'passportExpiryDate' }), read],
      (v) => isoDay(v) ?? v,
    );
    return values
      ? [
          {
            key: 'applicant',
            fact: { en: 'Passport expiry date', ko: '여권 만료일' },
            explanation: {
              en: 'The expiry date on the forms is not the one in the passport.',
              ko: '서류의 여권 만료일이 여권과 달라요.',
            },
            values,
          },
        ]
      : [];
  },
};
