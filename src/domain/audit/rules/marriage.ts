/**
 * The marriage date across the visa application form, the invitation (its marriage report date,
 * when the marriage was reported in Korea first), the marriage certificate and eligibility's years
 * married. The place of marriage is compared in couple-places.ts.
 */
import type { Localized } from '../../common';
import { enDate, koDate } from '../../prose-date';
import { certificate, certificateText } from '../context';
import {
  answerField,
  differing,
  documentPlace,
  eligibilityPlace,
  formPlace,
  isoDay,
  str,
  visaQuestionPlace,
} from '../places';
import type { AuditContext, AuditRule, Place } from '../types';

const l = (en: string, ko: string): Localized => ({ en, ko });

/** Every stated marriage date with its place. */
export function marriageDates(ctx: AuditContext): Array<{ value: string; place: Place }> {
  const out: Array<{ value: string; place: Place }> = [];
  const visa = str(ctx.resolvedVisa.relationshipDetails?.marriageDate);
  if (visa) out.push({ value: visa, place: visaQuestionPlace('relationshipDetails', l('Date of marriage', '혼인일')) });
  const invitation = ctx.resolved['invitation-letter'] ?? {};
  const reported = str(answerField(invitation, 'il.marriage-report', 'date'));
  // Reported in Korea first: the report date is the date of the marriage. Reported with a foreign
  // certificate, the report comes after the marriage and is not compared.
  if (reported && answerField(invitation, 'il.marriage-report', 'reportedWith') === 'koreanReport')
    out.push({ value: reported, place: formPlace('invitation-letter', 'il.marriage-report') });
  const cert = certificate(ctx);
  const read = cert && str(cert.data.marriageDate);
  if (read)
    out.push({ value: read, place: documentPlace(cert!.fileName, certificateText, cert!.confidence?.marriageDate) });
  return out;
}

/** The earliest stated marriage date, ISO. */
export const marriageDay = (ctx: AuditContext): string | undefined =>
  marriageDates(ctx)
    .map((d) => isoDay(d.value))
    .filter((d): d is string => !!d)
    .sort()[0];

export const marriageDateRule: AuditRule = {
  kind: 'marriage-date',
  weight: 'refused',
  run(ctx) {
    const values = differing(marriageDates(ctx), (v) => isoDay(v) ?? v);
    return values
      ? [
          {
            key: 'couple',
            fact: l('Date of marriage', '혼인일'),
            // Said of the places that disagree: the certificate only when one was read.
            explanation: values.some((v) => v.places.some((p) => p.kind === 'document'))
              ? l(
                  'The date of marriage differs between the forms and the marriage certificate.',
                  '서식과 혼인증명서의 혼인일이 서로 달라요.',
                )
              : l('The forms give two different dates of marriage.', '서식마다 혼인일이 서로 달라요.'),
            values,
          },
        ]
      : [];
  },
};

/** Whole years from one ISO day to another. */
export function fullYears(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

export const yearsMarriedRule: AuditRule = {
  kind: 'years-married',
  weight: 'ask',
  run(ctx) {
    const stated = ctx.eligibility.yearsMarried;
    const day = marriageDay(ctx);
    if (stated == null || !day) return [];
    const asOf = ctx.applicationDate ?? ctx.today;
    const years = Math.max(0, fullYears(day, asOf));
    if (Math.abs(years - stated) < 1) return [];
    const first = marriageDates(ctx).find((d) => isoDay(d.value) === day)!;
    return [
      {
        key: 'couple',
        fact: l('Years married', '혼인 기간'),
        explanation: l(
          `Married on ${enDate(day)} makes ${years} full years by ${enDate(asOf)}; the eligibility check says ${stated}.`,
          `${koDate(day)}에 혼인했다면 ${koDate(asOf)} 기준 만 ${years}년이에요. 자격 확인에는 ${stated}년으로 되어 있어요.`,
        ),
        values: [
          { value: `${stated}`, places: [eligibilityPlace(l('Years married', '혼인 기간'))] },
          { value: `${day} (${years})`, places: [first.place] },
        ],
      },
    ];
  },
};
