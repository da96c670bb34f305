/**
 * Facts once (D20): the visa application form reuses what the official forms already hold
 * instead of asking again — the marriage date (the invitation, items 2.8 and 2.9), the
 * visits to Korea (the marriage background statement, item 3.1; the visa form asks the last five
 * years, item 8.6), the children (its item 2.1; the visa form's 5.3) and the family in Korea (the
 * Korean spouse, whose address in Korea the invitation gives in 1.5; item 8.8). A value the visa
 * form holds itself always wins. The place of marriage is not taken from here: it is the couple's
 * fact in two scripts (D26), the invitation's 2.8 its Korean version and the visa form's box its
 * Latin one. The visa form has no item on prior marriages (5.1 is fixed as "married"), so none is reused.
 */
import type { ApplicationForms } from '../application';
import { applicableAnswersOf } from '../forms/skip';
import type { FieldValues, FormAnswers } from '../forms/types';
import { factValue, type People } from '../people';
import { fixedF6 } from './fixed-f6';

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

/** The day five years before `today` (ISO): item 8.6 asks the visits since then. */
const fiveYearsBefore = (today: string) => `${Number(today.slice(0, 4)) - 5}${today.slice(4)}`;

type FromForms = Partial<Record<keyof ApplicationForms, Record<string, unknown>>>;

/**
 * The Korean spouse as the row of item 8.8 (the form counts the spouse as family), when the
 * invitation gives the sponsor's address in Korea and the people records the spouse's Latin name.
 */
function spouseInKorea(official: OfficialAnswers, people: People | undefined): Record<string, string> | undefined {
  if (!text(one(official.invitation, 'il.sponsor-address')?.address)) return undefined;
  const name = (['familyName', 'givenNames'] as const)
    .map((fact) => factValue(people, { role: 'sponsor', fact }))
    .filter(Boolean)
    .join(' ');
  if (!name) return undefined;
  return {
    name,
    dateOfBirth: factValue(people, { role: 'sponsor', fact: 'dateOfBirth' }) ?? '',
    nationality: fixedF6.spouseNationality,
    relationship: fixedF6.inviterRelationship,
  };
}

/** The values the visa form can take from the official forms (and the people records), by section and field. */
export function visaValuesFromForms(stored: OfficialAnswers, today: string, people?: People): FromForms {
  // Only what applies: an answer left on a question its form now skips is not reused.
  const official: OfficialAnswers = {
    invitation: stored.invitation && applicableAnswersOf('invitation-letter', stored.invitation),
    spouseInformation: stored.spouseInformation && applicableAnswersOf('spouse-information', stored.spouseInformation),
  };
  const out: FromForms = {};
  const relationship: Record<string, unknown> = {};
  const report = one(official.invitation, 'il.marriage-report');
  // Reported in Korea first, the report date is the date of the marriage. Married abroad, the date is the
  // foreign marriage's, which no official form asks: the visa form asks it (the certificate's reading is
  // its suggestion). The wedding ceremony (2.8) is not the marriage: a trial's couple registered in China
  // on 20 June and held the ceremony on the 21st, and the ceremony's date was written as the marriage's.
  const date = report?.reportedWith === 'koreanReport' ? text(report.date) : undefined;
  if (date) relationship.marriageDate = date;
  const si = official.spouseInformation;
  if (si && 'si.children' in si) {
    const children = rows(si, 'si.children').length;
    relationship.hasChildren = children > 0;
    if (children > 0) relationship.childrenCount = children;
  }
  const spouse = spouseInKorea(official, people);
  if (spouse) {
    relationship.familyInKorea = true;
    relationship.familyInKoreaMembers = [spouse];
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

/** Answers the form takes whole or not at all (yes/no with its count and list): the field that decides. */
const wholeAnswers: Record<string, { decides: string; fields: string[] }> = {
  travelHistory: { decides: 'visitedKorea', fields: ['visitedKorea', 'koreaVisits', 'koreaVisitList'] },
  relationshipDetails: { decides: 'familyInKorea', fields: ['familyInKorea', 'familyInKoreaMembers'] },
};

/** The fields of the visa form that the official forms fill, as "section.field" (shown "from your other answers"). */
export function fieldsFromForms(
  forms: ApplicationForms,
  official: OfficialAnswers,
  today: string,
  people?: People,
): Array<{ section: keyof ApplicationForms; field: string; value: unknown }> {
  const out: Array<{ section: keyof ApplicationForms; field: string; value: unknown }> = [];
  for (const [section, values] of Object.entries(visaValuesFromForms(official, today, people)) as Array<
    [keyof ApplicationForms, Record<string, unknown>]
  >) {
    const own = (forms[section] as Record<string, unknown> | null) ?? {};
    const whole = wholeAnswers[section];
    // The Korean spouse living abroad is not family in Korea, whatever the invitation says.
    const abroad = forms.spouseInfo?.spouseLivesIn === 'abroad';
    for (const [field, value] of Object.entries(values)) {
      if (!empty(own[field])) continue;
      if (whole?.fields.includes(field) && !empty(own[whole.decides])) continue;
      if (field.startsWith('familyInKorea') && abroad) continue;
      out.push({ section, field, value });
    }
  }
  return out;
}

/** The visa form's sections with every empty field the official forms answer filled from them. */
export function withFactsFromForms(
  forms: ApplicationForms,
  official: OfficialAnswers,
  today: string,
  people?: People,
): ApplicationForms {
  const fills = fieldsFromForms(forms, official, today, people);
  if (fills.length === 0) return forms;
  const out = { ...forms } as Record<string, unknown>;
  for (const { section, field, value } of fills)
    out[section] = { ...((out[section] as Record<string, unknown> | null) ?? {}), [field]: value };
  return out as ApplicationForms;
}
