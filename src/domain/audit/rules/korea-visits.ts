/**
 * Visits to Korea: the visa application form (8.6, the last five years), the marriage background
 * statement (3.1) and the invitation (2.6-2.7, ever). Yes and no must agree, and five years
 * cannot hold more visits than a lifetime.
 */
import type { Localized } from '../../common';
import { answerField, formPlace, visaPlace } from '../places';
import type { AuditRule, FindingValue } from '../types';

const l = (en: string, ko: string): Localized => ({ en, ko });

export const koreaVisitsRule: AuditRule = {
  kind: 'korea-visits',
  weight: 'ask',
  run(ctx) {
    const visa = ctx.resolvedVisa.travelHistory;
    const si = ctx.resolved['spouse-information'] ?? {};
    const il = ctx.resolved['invitation-letter'] ?? {};
    const visaSaid = typeof visa?.visitedKorea === 'boolean' ? visa.visitedKorea : undefined;
    const visaCount =
      visaSaid && typeof visa?.koreaVisits === 'number' ? visa.koreaVisits : visaSaid === false ? 0 : undefined;
    const siSaid = answerField(si, 'si.visited-korea', 'answer');
    const ilSaid = answerField(il, 'il.visits', 'spouseVisited');
    const ilCountRaw = answerField(il, 'il.visits', 'spouseVisitCount');
    const ilCount = ilSaid === false ? 0 : typeof ilCountRaw === 'number' ? ilCountRaw : undefined;
    // Ever (3.1, 2.7) "no" while the last five years (8.6) say yes; or more visits in five years than ever.
    const everNo = [siSaid, ilSaid].some((v) => v === false) && visaSaid === true;
    const siVsIl = typeof siSaid === 'boolean' && typeof ilSaid === 'boolean' && siSaid !== ilSaid;
    const more = visaCount !== undefined && ilCount !== undefined && visaCount > ilCount;
    if (!everNo && !siVsIl && !more) return [];
    const values: FindingValue[] = [];
    const add = (value: string, place: FindingValue['places'][number]) => {
      const g = values.find((v) => v.value === value);
      if (g) g.places.push(place);
      else values.push({ value, places: [place] });
    };
    if (visaSaid !== undefined)
      add(visaCount !== undefined ? String(visaCount) : 'yes', visaPlace('travelHistory', '8.6'));
    if (typeof siSaid === 'boolean') add(siSaid ? 'yes' : '0', formPlace('spouse-information', 'si.visited-korea'));
    if (ilSaid !== undefined)
      add(
        ilCount !== undefined ? String(ilCount) : ilSaid ? 'yes' : '0',
        formPlace('invitation-letter', 'il.visits', '2.7'),
      );
    return [
      {
        key: 'applicant',
        fact: l("Applicant's visits to Korea", '신청인의 한국 방문'),
        explanation: l(
          'The forms disagree on whether and how often the applicant has visited Korea (the visa form counts the last five years, the others every visit).',
          '신청인이 한국을 방문했는지, 몇 번 방문했는지가 서류마다 달라요(사증발급신청서는 최근 5년, 다른 서류는 전체 방문).',
        ),
        values,
      },
    ];
  },
};
