import type { Localized } from '../common';
import { isScripted, type FactHolder, type PersonFactKey, type PersonFactRef, type PersonRole } from '../people';
import type { AnswerLanguage, Answerer, FieldShape, FormId, QuestionShape } from './types';

/**
 * Small constructors that keep the form files readable; defaults are the common case. They build the
 * structure only: each field's words are in the form's `*.texts.ts`, keyed by the same ids.
 */

/** A text in both languages: the forms' texts and the suggestions' reasons. */
export const t = (en: string, ko: string): Localized => ({ en, ko });

type FieldExtra = Partial<Omit<FieldShape, 'id' | 'type' | 'options'>>;

const field =
  (type: FieldShape['type'], defaults: FieldExtra = {}) =>
  (id: string, extra: FieldExtra = {}): FieldShape => ({
    id,
    type,
    required: true,
    ...defaults,
    ...extra,
  });

export const text = field('text', { maxLength: 100 });
export const longText = field('longText', { maxLength: 5000 });
export const address = field('address', { maxLength: 200 });
export const phone = field('phone', { maxLength: 30 });
export const email = field('email', { maxLength: 254 });
export const date = field('date');
export const yesNo = field('yesNo');
export const number = field('number');
export const krw = field('krw', { min: 0, max: 1_000_000_000_000 });

/** A choice of one of `values` (the stored values; their labels are in the texts). */
export const choice = (id: string, values: readonly string[], extra: FieldExtra = {}): FieldShape => ({
  id,
  type: 'choice',
  options: values.map((value) => ({ value })),
  required: true,
  ...extra,
});

export const multiChoice = (id: string, values: readonly string[], extra: FieldExtra = {}): FieldShape => ({
  id,
  type: 'multiChoice',
  options: values.map((value) => ({ value })),
  required: true,
  ...extra,
});

export const sexOptions = ['male', 'female'] as const;

export const awareOptions = ['knows', 'doesNotKnow'] as const;

type QuestionInput = Omit<QuestionShape, 'formId' | 'answeredBy' | 'answerLanguage' | 'kind' | 'required'> &
  Partial<Pick<QuestionShape, 'answeredBy' | 'answerLanguage' | 'kind' | 'required'>>;

/**
 * Binds a form's id, answerer and language. A question is required unless every field is optional
 * (a group always needs an explicit answer, even an empty list).
 */
export const questionFor =
  (formId: FormId, answeredBy: Answerer, answerLanguage: AnswerLanguage) =>
  (input: QuestionInput): QuestionShape => {
    const kind = input.kind ?? (input.group ? 'group' : 'fields');
    return {
      ...input,
      formId,
      answeredBy: input.answeredBy ?? answeredBy,
      answerLanguage: input.answerLanguage ?? answerLanguage,
      kind,
      required: input.required ?? (kind === 'group' || input.fields.some((f) => f.required)),
    };
  };

/** A person fact reference, for the person-fact tables of the form files. */
export const fact = (role: FactHolder, key: PersonFactKey): PersonFactRef => ({ role, fact: key });

/** Which field of which question asks which person fact: question id -> field id -> fact. */
export type PersonFactTable = Record<string, Record<string, PersonFactRef | { name: PersonRole }>>;

/**
 * Tags the fields named in the table with their person fact (D20). Throws on a name that
 * does not exist, so a renamed field cannot silently lose its mapping.
 */
export function tagPersonFacts(questions: QuestionShape[], table: PersonFactTable): QuestionShape[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const [questionId, fields] of Object.entries(table)) {
    const question = byId.get(questionId);
    if (!question || question.kind !== 'fields') throw new Error(`Person fact table: no fields question ${questionId}`);
    for (const [fieldId, ref] of Object.entries(fields)) {
      const field = question.fields.find((f) => f.id === fieldId);
      if (!field) throw new Error(`Person fact table: no field ${questionId}.${fieldId}`);
      if ('name' in ref) field.personName = ref.name;
      // A fact held in two scripts (D26): the field asks the version of its question's
      // language (the Korean forms and the Korean side of the guarantee the Korean one).
      else
        field.person =
          isScripted(ref.fact) && !ref.script
            ? { ...ref, script: question.answerLanguage === 'en' ? 'latin' : 'ko' }
            : ref;
    }
  }
  return questions;
}
