/**
 * The questions of one spouse's round, each with what the couple already wrote about it: the form
 * items (resolved answers, people facts included), the statement topics and the people records.
 * The references are shown only after the round (the round screen never receives them).
 */
import type { Locale, Localized, Source } from '../common';
import type { Statement, StatementTopic } from '../application';
import { getForm, questionPosition } from '../forms';
import { isSkipped } from '../forms/skip';
import type { FieldDef, FieldValue, FieldValues, FormAnswers, FormId } from '../forms/types';
import { factValue, type People } from '../people';
import type { StatementKind } from '../statement-topics';
import {
  questionSpecs,
  type CouplePlace,
  type FactKind,
  type RefSpec,
  type RehearsalTopic,
  type Spouse,
} from './catalog';

export type RehearsalInput = {
  answers: Partial<Record<FormId, FormAnswers>>;
  statements: Partial<Record<StatementKind, Statement>>;
  people?: People;
};

export type Reference =
  | { kind: 'form'; formId: FormId; questionId: string; index: number; items: string[]; text: Localized }
  | { kind: 'statement'; statement: StatementKind; topic: StatementTopic; text: Localized }
  | { kind: 'person'; person: Spouse; text: Localized }
  /**
   * A couple's place: `text.en` is the Latin version and `text.ko` the Korean one, each empty when
   * not held; `missing` lists the UI languages whose version is not held (asked for, never substituted).
   */
  | { kind: 'couple'; fact: CouplePlace; text: Localized; missing: Locale[] };

export type RehearsalQuestion = {
  id: string;
  topic: RehearsalTopic;
  ask: Localized;
  checks: FactKind[];
  compareSpouses: boolean;
  practice?: Source;
  references: Reference[];
};

const same = (text: string): Localized => ({ en: text, ko: text });
const yesNo = (v: boolean): Localized => (v ? { en: 'Yes', ko: '예' } : { en: 'No', ko: '아니요' });

/** A field's value as text in both languages (choices and yes/no translated, typed text as typed). */
function valueText(field: FieldDef, value: FieldValue): Localized | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) {
    const labels = value.map((v) => field.options?.find((o) => o.value === v)?.label ?? same(v));
    return labels.length ? { en: labels.map((x) => x.en).join(', '), ko: labels.map((x) => x.ko).join(', ') } : null;
  }
  if (field.type === 'choice') return field.options?.find((o) => o.value === value)?.label ?? same(String(value));
  return same(String(value).trim());
}

const shown = (field: FieldDef, values: FieldValues) =>
  !field.showWhen ||
  field.showWhen.in.some((v) =>
    Array.isArray(values[field.showWhen!.fieldId])
      ? (values[field.showWhen!.fieldId] as FieldValue[]).includes(v)
      : values[field.showWhen!.fieldId] === v,
  );

/** The chosen fields of one set of values: "Label: value · Label: value". */
/** A label before its answer: "Name: Kim", but a question keeps its own mark ("Visited?" Yes, not "Visited?: Yes"). */
const beforeAnswer = (label: string): string => (/[?？:：]$/u.test(label.trim()) ? label.trim() : `${label}:`);

function rowText(fields: FieldDef[], values: FieldValues, labelled: boolean): Localized | null {
  const parts = fields
    .filter((f) => shown(f, values))
    .map((f) => ({ f, v: valueText(f, values[f.id]) }))
    .filter((x): x is { f: FieldDef; v: Localized } => x.v !== null);
  if (!parts.length) return null;
  const join = (lang: 'en' | 'ko') =>
    parts
      .map(({ f, v }) => (labelled ? `${beforeAnswer(f.label[lang])} ${v[lang]}` : v[lang]))
      .join(labelled ? ' · ' : ' ');
  return { en: join('en'), ko: join('ko') };
}

function formReference(
  formId: FormId,
  questionId: string,
  fieldIds: string[] | undefined,
  answers: FormAnswers,
  plain = false,
): Reference | null {
  const form = getForm(formId);
  const index = questionPosition(formId, questionId);
  const question = form.questions[index];
  if (!question || isSkipped(question, answers)) return null;
  const answer = answers[questionId];
  if (!answer) return null;
  // In the order asked: a name reads "ROBERT SMITH", given name first, as said aloud.
  const fields = fieldIds
    ? fieldIds.map((id) => question.fields.find((f) => f.id === id)).filter((f): f is FieldDef => !!f)
    : question.fields;
  let text: Localized | null;
  if (Array.isArray(answer)) {
    const rows = answer.map((row) => rowText(fields, row, false)).filter((r): r is Localized => r !== null);
    text = rows.length ? { en: rows.map((r) => r.en).join('; '), ko: rows.map((r) => r.ko).join('; ') } : null;
  } else text = rowText(fields, answer, fields.length > 1 && !plain);
  if (!text) return null;
  // A question continuing an item (partOf) is linked under that item's number.
  const items = question.officialItems.length
    ? question.officialItems
    : (form.questions.find((q) => q.id === question.partOf)?.officialItems ?? []);
  return { kind: 'form', formId, questionId, index, items, text };
}

function statementReference(input: RehearsalInput, statement: StatementKind, topic: StatementTopic): Reference | null {
  const text = input.statements[statement]?.extractedInfo?.[topic]?.trim();
  return text ? { kind: 'statement', statement, topic, text: same(text) } : null;
}

/** A couple's place in each script the records hold; a version not held is marked missing, not filled from the other. */
function coupleReference(input: RehearsalInput, ref: Extract<RefSpec, { couple: CouplePlace }>): Reference | null {
  if (ref.unless && input.answers[ref.unless.form]?.[ref.unless.question]) {
    const answer = input.answers[ref.unless.form]![ref.unless.question];
    if (!Array.isArray(answer) && answer[ref.unless.field] === false) return null;
  }
  const latin = factValue(input.people, { role: 'couple', fact: ref.couple, script: 'latin' })?.trim() ?? '';
  const ko = factValue(input.people, { role: 'couple', fact: ref.couple, script: 'ko' })?.trim() ?? '';
  if (!latin && !ko) return null;
  const missing: Locale[] = [...(latin ? [] : ['en' as const]), ...(ko ? [] : ['ko' as const])];
  return { kind: 'couple', fact: ref.couple, text: { en: latin, ko }, missing };
}

/** The questions of `spouse`'s round, with every reference the application holds for each. */
export function rehearsalQuestions(spouse: Spouse, input: RehearsalInput): RehearsalQuestion[] {
  return questionSpecs
    .filter((spec) => !spec.only || spec.only === spouse)
    .map((spec) => ({
      id: spec.id,
      topic: spec.topic,
      ask: spec.ask[spouse],
      checks: spec.checks,
      compareSpouses: spec.compareSpouses ?? true,
      practice: spec.practice,
      references: spec.refs
        .filter((ref) => !ref.for || ref.for === spouse)
        .map((ref): Reference | null => {
          if ('form' in ref)
            return formReference(ref.form, ref.question, ref.fields, input.answers[ref.form] ?? {}, ref.plain);
          if ('statement' in ref) return statementReference(input, ref.statement, ref.topic);
          if ('couple' in ref) return coupleReference(input, ref);
          const value = factValue(input.people, { role: ref.person, fact: ref.fact });
          return value ? { kind: 'person', person: ref.person, text: same(value) } : null;
        })
        .filter((r): r is Reference => r !== null),
    }));
}

/** Names the application holds (introducer, families, witnesses, the couple): found in answers in any script. */
export function knownNames(input: RehearsalInput): string[] {
  const names = new Set<string>();
  const add = (v: unknown) => {
    if (typeof v === 'string' && v.trim().length >= 2) names.add(v.trim());
  };
  const rows = (formId: FormId, questionId: string) => {
    const a = input.answers[formId]?.[questionId];
    return a ? (Array.isArray(a) ? a : [a]) : [];
  };
  for (const r of rows('invitation-letter', 'il.introducer-details')) add(r.name);
  for (const r of rows('invitation-letter', 'il.family-awareness')) add(r.name);
  for (const r of rows('invitation-letter', 'il.witnesses')) add(r.name);
  for (const r of rows('invitation-letter', 'il.home-occupants')) add(r.name);
  for (const q of ['si.father', 'si.mother', 'si.siblings', 'si.children'])
    for (const r of rows('spouse-information', q)) {
      add(r.givenName);
      add(r.familyName);
    }
  for (const role of ['applicant', 'sponsor'] as const)
    for (const fact of ['hangulName', 'givenNames'] as const) add(factValue(input.people, { role, fact }));
  return [...names];
}
