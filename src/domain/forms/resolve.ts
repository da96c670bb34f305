/**
 * The effective answers of a form (ruling 20): what the form holds, with every field tagged with a
 * person fact read from the person record. The one function every reader of answers uses (the
 * wizard, the review, completion, the package renderer).
 */
import { factValue, type People } from '../people';
import type { FieldDef, FieldValues, FormAnswers, FormDef } from './types';

export const personFields = (form: FormDef): Array<{ questionId: string; field: FieldDef }> =>
  form.questions.flatMap((q) => (q.kind === 'fields' ? q.fields.filter((f) => f.person).map((field) => ({ questionId: q.id, field })) : []));

export function resolveAnswers(form: FormDef, formData: FormAnswers, people: People | undefined): FormAnswers {
  if (!people) return formData;
  let out: FormAnswers | null = null;
  for (const q of form.questions) {
    if (q.kind !== 'fields') continue;
    for (const field of q.fields) {
      if (!field.person) continue;
      const value = factValue(people, field.person);
      const current = formData[q.id];
      const values = current && !Array.isArray(current) ? current : undefined;
      if (value === undefined || values?.[field.id] === value) continue;
      out ??= { ...formData };
      const base = (out[q.id] && !Array.isArray(out[q.id]) ? out[q.id] : {}) as FieldValues;
      out[q.id] = { ...base, [field.id]: value };
    }
  }
  return out ?? formData;
}

/** True when this field's shown value comes from the person record ("from your details"). */
export const isFromPerson = (field: FieldDef, people: People | undefined): boolean => !!field.person && factValue(people, field.person) !== undefined;
