/**
 * The effective answers of a form (D20): what the form holds that applies (an answer left on a
 * question the form's routing now skips does not count), with every field tagged with a person fact
 * read from the person record. The one function every reader of answers uses (the wizard, the
 * review, completion, the audit, the package renderer).
 */
import { factAsAsked, factValue, isOtherScript, type People, type PersonRole } from '../people';
import { applicableAnswers } from './skip';
import type { FieldShape, FieldValues, FormAnswers, FormShape } from './types';

export const personFields = (form: FormShape): Array<{ questionId: string; field: FieldShape }> =>
  form.questions.flatMap((q) =>
    q.kind === 'fields' ? q.fields.filter((f) => f.person).map((field) => ({ questionId: q.id, field })) : [],
  );

export function resolveAnswers(form: FormShape, stored: FormAnswers, people: People | undefined): FormAnswers {
  const formData = applicableAnswers(form, stored);
  if (!people) return formData;
  let out: FormAnswers | null = null;
  for (const q of form.questions) {
    if (q.kind !== 'fields') continue;
    for (const field of q.fields) {
      if (!field.person && !field.personName) continue;
      const current = formData[q.id];
      const values = current && !Array.isArray(current) ? current : undefined;
      // A whole name is only read, and only where the form holds none of its own.
      const held = field.person ? factValue(people, field.person) : undefined;
      // The official forms ask in Korean (a nationality is written 미국) unless the question asks English.
      const asked =
        held !== undefined
          ? factAsAsked(field.person!.fact, held, values?.[field.id], q.answerLanguage === 'en' ? 'passport' : 'ko')
          : undefined;
      const value = field.person
        ? asked
        : hasText(values?.[field.id])
          ? undefined
          : passportName(people, field.personName!);
      if (field.person && held === undefined && isOtherScript(field.person, values?.[field.id])) {
        // D26: a kept answer in the other script is the other version; this field asks its own.
        out ??= { ...formData };
        const { [field.id]: _other, ...rest } = out[q.id] as FieldValues;
        out[q.id] = rest;
        continue;
      }
      if (value === undefined || values?.[field.id] === value) continue;
      out ??= { ...formData };
      const base = (out[q.id] && !Array.isArray(out[q.id]) ? out[q.id] : {}) as FieldValues;
      out[q.id] = { ...base, [field.id]: value };
    }
  }
  return out ?? formData;
}

const hasText = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';

/** "FAMILY GIVEN" as in the passport, from the person's record. */
export function passportName(people: People | undefined, role: PersonRole): string | undefined {
  const parts = [
    factValue(people, { role, fact: 'familyName' }),
    factValue(people, { role, fact: 'givenNames' }),
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/**
 * The one rule for a name outside the forms (D26: the cover, the statements, the file
 * names): family name first, Latin letters in capitals ("DOE JANE MARIE"); a name held only in
 * Hangul as it is (the Korean order is family name first already).
 */
export function documentName(latin: string | undefined): string {
  return (latin ?? '').trim().replace(/\s+/g, ' ').toLocaleUpperCase('en');
}

const HANGUL_TEXT = /[\uac00-\ud7a3]/u;

/**
 * The Korean spouse's name for the package (D26), from the places that may hold it, first first:
 * `korean` is the first one in Hangul (the Korean documents print only that, never a Latin name in
 * its place, and are left blank to ask for it); `latin` the first in Latin letters, by the one rule
 * (capitals), for the user's own guide and a file name when no Hangul name is held.
 */
export function sponsorNames(candidates: ReadonlyArray<string | null | undefined>): { korean: string; latin: string } {
  const names = candidates.map((c) => (c ?? '').trim()).filter(Boolean);
  return {
    korean: names.find((n) => HANGUL_TEXT.test(n)) ?? '',
    latin: documentName(names.find((n) => !HANGUL_TEXT.test(n))),
  };
}

/** True when this field's shown value comes from the person record ("from your details"). */
export function isFromPerson(field: FieldShape, people: People | undefined, formValue?: unknown): boolean {
  if (field.person) return factValue(people, field.person) !== undefined;
  if (field.personName) return !hasText(formValue) && passportName(people, field.personName) !== undefined;
  return false;
}

const nameFacts = new Set(['familyName', 'givenNames', 'hangulName']);
const words = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleUpperCase('en');

/**
 * The name this form's own answer holds when an edit elsewhere changed the held name since
 * (D20: one fact, changed everywhere on purpose): what was typed here is kept, shown beside the
 * field, and the audit lists both until they agree. Undefined when they agree or nothing is kept.
 */
export function replacedOwnName(field: FieldShape, people: People | undefined, formValue: unknown): string | undefined {
  if (!field.person || !nameFacts.has(field.person.fact) || !hasText(formValue)) return undefined;
  const held = factValue(people, field.person);
  const own = (formValue as string).trim();
  return held !== undefined && words(held) !== words(own) ? own : undefined;
}

/** A field's value as the form itself stores it (not resolved). */
export function storedValue(formData: Record<string, unknown>, questionId: string, fieldId: string): unknown {
  const answer = formData[questionId];
  return answer && typeof answer === 'object' && !Array.isArray(answer)
    ? (answer as Record<string, unknown>)[fieldId]
    : undefined;
}
