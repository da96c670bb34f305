/** The places a value comes from, with their labels and links, and the helpers every rule shares. */
import type { Localized } from '../common';
import { getFormShape, questionPosition } from '../forms/structure';
import type { FieldValues, FormAnswers, FormId } from '../forms/types';
import type { ApplicationFormSection } from '../application';
import type { StatementKind } from '../statement-topic-titles';
import type { FindingValue, Place } from './types';

const l = (en: string, ko: string): Localized => ({ en, ko });
const same = (s: string): Localized => ({ en: s, ko: s });

const formTitle = (formId: FormId): Localized => getFormShape(formId).title;

/** A form question: "Invitation letter (초청장), item 1.5", linked to the question in the wizard. */
export function formPlace(formId: FormId, questionId: string, item?: string): Place {
  const form = getFormShape(formId);
  const index = questionPosition(formId, questionId);
  const question = form.questions[index];
  // A question that continues an item (partOf) is named by that item.
  const number = item ?? question?.officialItems[0] ?? question?.partOf;
  return {
    kind: 'form',
    source: formTitle(formId),
    item: number ? l(`item ${number}`, `${number}번 항목`) : same(''),
    link: { to: `/f6/${formId}`, ...(index >= 0 && { search: { q: index } }) },
  };
}

export const visaTitle = l('Visa application form', '사증발급신청서');

/** A box of the visa application form, linked to its section on the final step. */
export const visaPlace = (section: ApplicationFormSection, item: string): Place => ({
  kind: 'visa',
  source: visaTitle,
  item: item ? l(`item ${item}`, `${item}번 항목`) : same(''),
  link: { to: '/final-application', hash: `visa-${section}` },
});

/**
 * A visa-form question the app asks that has no printed item number (the marriage date and
 * place): named by what it asks, and said the same way everywhere.
 */
export const visaQuestionPlace = (section: ApplicationFormSection, label: Localized): Place => ({
  ...visaPlace(section, ''),
  item: l(`${label.en} (a question without a printed item number)`, `${label.ko} (서식 번호 없는 질문)`),
});

/** A document read on the device, named by its file. */
export const documentPlace = (fileName: string, part: Localized, confidence?: 'high' | 'medium' | 'low'): Place => ({
  kind: 'document',
  source: same(fileName),
  item: part,
  link: { to: '/documents' },
  read: true,
  ...(confidence && { confidence }),
});

export const statementTitles: Record<StatementKind, Localized> = {
  personal: l("Applicant's statement", '신청인 진술서'),
  sponsor: l("Korean spouse's statement", '초청인 진술서'),
};

export const statementPlace = (kind: StatementKind, topic: Localized): Place => ({
  kind: 'statement',
  source: statementTitles[kind],
  item: topic,
  link: { to: '/enhancement' },
});

export const eligibilityPlace = (item: Localized): Place => ({
  kind: 'eligibility',
  source: l('Eligibility check', '자격 확인'),
  item,
  link: { to: '/eligibility' },
});

export const timelinePlace = (item: Localized): Place => ({
  kind: 'timeline',
  source: l('Timeline', '일정 계획'),
  item,
  link: { to: '/timeline' },
});

/** One field of one answer (a single-row question). */
export function answerField(answers: FormAnswers, questionId: string, fieldId: string): unknown {
  const a = answers[questionId];
  return a && !Array.isArray(a) ? (a as FieldValues)[fieldId] : undefined;
}

/** The rows of a table question (or the single answer as one row). */
export function answerRows(answers: FormAnswers, questionId: string): FieldValues[] {
  const a = answers[questionId];
  return Array.isArray(a) ? a : a ? [a] : [];
}

export const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined;

/** Names compared as a passport prints them: capitals, single spaces, no punctuation. */
export const normName = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toUpperCase()
    .replace(/[^A-Z\uac00-\ud7a3 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A date as an ISO day (yyyy-mm-dd) from the forms' and documents' usual ways of writing it. */
export function isoDay(s: string | undefined): string | undefined {
  if (!s) return undefined;
  const m = /(\d{4})\s*[-./년]\s*(\d{1,2})\s*[-./월]\s*(\d{1,2})/.exec(s);
  if (!m) return undefined;
  return `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
}

/**
 * Groups the observed values of one fact by their compared form. Returns the groups when there
 * are two or more different values (a finding), else null.
 */
export function differing(
  observed: Array<{ value: string; place: Place }>,
  compare: (v: string) => string,
): FindingValue[] | null {
  const groups = new Map<string, FindingValue>();
  for (const o of observed) {
    const key = compare(o.value);
    if (!key) continue;
    const g = groups.get(key);
    if (g) g.places.push(o.place);
    else groups.set(key, { value: o.value, places: [o.place] });
  }
  return groups.size > 1 ? [...groups.values()] : null;
}
