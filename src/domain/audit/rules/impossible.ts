/**
 * Facts that cannot all be true: married before they met; a visit to Korea after the application
 * date; a document issued after the application date.
 */
import type { Localized } from '../../common';
import { answerField, answerRows, formPlace, isoDay, str, timelinePlace, visaPlace } from '../places';
import type { AuditRule, FindingValue } from '../types';
import { marriageDates } from './marriage';

const l = (en: string, ko: string): Localized => ({ en, ko });
const appPlace = () => timelinePlace(l('Application date', '신청일'));

export const marriedBeforeMetRule: AuditRule = {
  kind: 'married-before-met',
  weight: 'refused',
  run(ctx) {
    const met = isoDay(str(answerField(ctx.resolved['invitation-letter'] ?? {}, 'il.first-meeting', 'date')));
    if (!met) return [];
    const before = marriageDates(ctx).filter((d) => (isoDay(d.value) ?? '9999') < met);
    if (before.length === 0) return [];
    const married: FindingValue[] = [];
    for (const d of before) {
      const day = isoDay(d.value)!;
      const g = married.find((v) => v.value === day);
      if (g) g.places.push(d.place);
      else married.push({ value: day, places: [d.place] });
    }
    return [
      {
        key: 'couple',
        fact: l('Married before you met', '만나기 전에 혼인'),
        explanation: l(
          'The date of marriage comes before the date of the first meeting.',
          '혼인일이 처음 만난 날보다 앞서요.',
        ),
        values: [{ value: met, places: [formPlace('invitation-letter', 'il.first-meeting', '2.1')] }, ...married],
      },
    ];
  },
};

export const visitAfterApplicationRule: AuditRule = {
  kind: 'visit-after-application',
  weight: 'ask',
  run(ctx) {
    const app = ctx.applicationDate;
    if (!app) return [];
    const late: FindingValue[] = [];
    const rows = Array.isArray(ctx.resolvedVisa.travelHistory?.koreaVisitList)
      ? (ctx.resolvedVisa.travelHistory!.koreaVisitList as Array<Record<string, unknown>>)
      : [];
    for (const row of rows) {
      const from = isoDay(str(row.from));
      if (from && from > app) late.push({ value: from, places: [visaPlace('travelHistory', '8.6')] });
    }
    const si = ctx.resolved['spouse-information'] ?? {};
    for (const q of ['si.latest-korea-visit', 'si.earlier-korea-visits'])
      for (const row of answerRows(si, q)) {
        const from = isoDay(str(row.from));
        if (from && from > app) late.push({ value: from, places: [formPlace('spouse-information', q, '3.1')] });
      }
    if (late.length === 0) return [];
    return [
      {
        key: 'applicant',
        fact: l('A visit to Korea after the application date', '신청일 뒤의 한국 방문'),
        explanation: l(
          'A past visit cannot start after the day you apply. Check the visit dates or the application date.',
          '지난 방문이 신청일 뒤에 시작될 수는 없어요. 방문 날짜나 신청일을 확인하세요.',
        ),
        values: [{ value: app, places: [appPlace()] }, ...late],
      },
    ];
  },
};

export const documentAfterApplicationRule: AuditRule = {
  kind: 'document-after-application',
  weight: 'check',
  run(ctx) {
    const app = ctx.applicationDate;
    if (!app) return [];
    const late = ctx.files.filter((f) => f.issueDate && f.issueDate > app);
    if (late.length === 0) return [];
    return [
      {
        key: 'documents',
        fact: l('A document issued after the application date', '신청일 뒤에 발급된 서류'),
        explanation: l(
          'A document you submit cannot be issued after the day you apply. Check its issue date or the application date.',
          '제출하는 서류가 신청일 뒤에 발급될 수는 없어요. 발급일이나 신청일을 확인하세요.',
        ),
        values: [
          { value: app, places: [appPlace()] },
          ...late.map((f) => ({
            value: f.issueDate!,
            places: [
              {
                kind: 'document' as const,
                source: { en: f.fileName, ko: f.fileName },
                item: l('issue date', '발급일'),
                link: { to: '/documents' },
              },
            ],
          })),
        ],
      },
    ];
  },
};
