/**
 * Facts once (ruling 20): the visa application form reuses what the official forms already hold
 * instead of asking again — the marriage date and place (the invitation, items 2.8 and 2.9), the
 * visits to Korea (the marriage background statement, item 3.1; the visa form asks the last five
 * years, item 8.6) and the children (its item 2.1; the visa form's 5.3). A value the visa form holds
 * itself always wins; a place written in Hangul is not put in a box answered in English (ruling 26).
 */
import type { ApplicationForms } from '../application';
import type { FieldValues, FormAnswers } from '../forms/types';

export type OfficialAnswers = { invitation?: FormAnswers; spouseInformation?: FormAnswers };

const one = (answers: FormAnswers | undefined, id: string): FieldValues | undefined => {
  const a = answers?.[id];
  return a && !Array.isArray(a) ? a : undefined;
};
const rows = (answers: FormAnswers | undefined, id: string): FieldValues[] => {
  const a = answers?.[id];
  return Array.isArray(a) ? a : a ? [a] : [];
};
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const HANGUL = /[\uac00-\ud7a3]/;

/** The day five years before `today` (ISO): item 8.6 asks the visits since then. */
const fiveYearsBefore = (today: string) => `${Number(today.slice(0, 4)) - 5}${today.slice(4)}`;

/** The values the visa form can take from the official forms, by section and field. */
export function visaValuesFromForms(
  official: OfficialAnswers,
  today: string,
): Partial<Record<keyof ApplicationForms, Record<string, unknown>>> {
  const out: Partial<Record<keyof ApplicationForms, Record<string, unknown>>> = {};
  const relationship: Record<string, unknown> = {};
  const report = one(official.invitation, 'il.marriage-report');
  const wedding = one(official.invitation, 'il.wedding');
  // Reported in Korea first, the report date is the date of the marriage; married abroad, the wedding's.
  const date =
    report?.reportedWith === 'koreanReport'
      ? text(report.date)
      : wedding?.held === true
        ? text(wedding.date)
        : undefined;
  if (date) relationship.marriageDate = date;
  const place = wedding?.held === true ? text(wedding.place) : undefined;
  if (place && !HANGUL.test(place)) relationship.marriagePlace = place;
  const si = official.spouseInformation;
  if (si && 'si.children' in si) {
    const children = rows(si, 'si.children').length;
    relationship.hasChildren = children > 0;
    if (children > 0) relationship.childrenCount = children;
  }
  if (Object.keys(relationship).length) out.relationshipDetails = relationship;

  const visited = one(si, 'si.visited-korea')?.answer;
  if (typeof visited === 'boolean') {
    const since = fiveYearsBefore(today);
    const visits = visited
      ? [...rows(si, 'si.latest-korea-visit'), ...rows(si, 'si.earlier-korea-visits')]
          .filter((r) => text(r.from) && (text(r.to) ?? text(r.from))! >= since)
          .map((r) => ({ purpose: text(r.purpose) ?? '', from: text(r.from)!, to: text(r.to) ?? '' }))
          .sort((a, b) => b.from.localeCompare(a.from))
      : [];
    out.travelHistory = {
      visitedKorea: visits.length > 0,
      ...(visits.length > 0 && { koreaVisits: visits.length, koreaVisitList: visits }),
    };
  }
  return out;
}

/** The visa form's sections with every empty field the official forms answer filled from them. */
export function withFactsFromForms(
  forms: ApplicationForms,
  official: OfficialAnswers,
  today: string,
): ApplicationForms {
  const from = visaValuesFromForms(official, today);
  let out: ApplicationForms | null = null;
  for (const [section, values] of Object.entries(from) as Array<[keyof ApplicationForms, Record<string, unknown>]>) {
    if (section === 'completedAt') continue;
    const own = ((out ?? forms)[section] as Record<string, unknown> | null) ?? {};
    // Visits are one answer (yes/no, count and list together): taken whole or not at all.
    if (section === 'travelHistory' && !empty(own.visitedKorea)) continue;
    const missing = Object.entries(values).filter(([field]) => empty(own[field]));
    if (missing.length === 0) continue;
    out ??= { ...forms };
    (out as Record<string, unknown>)[section] = { ...own, ...Object.fromEntries(missing) };
  }
  return out ?? forms;
}
