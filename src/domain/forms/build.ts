import type { Localized } from '../common';
import { isScripted, type FactHolder, type PersonFactKey, type PersonFactRef, type PersonRole } from '../people';
import type { AnswerLanguage, Answerer, ChoiceOption, FieldDef, FormId, QuestionDef } from './types';

/** Small constructors that keep the form files readable; defaults are the common case. */

export const t = (en: string, ko: string): Localized => ({ en, ko });

type FieldExtra = Partial<Omit<FieldDef, 'id' | 'type' | 'label'>>;

const field =
  (type: FieldDef['type'], defaults: FieldExtra = {}) =>
  (id: string, label: Localized, extra: FieldExtra = {}): FieldDef => ({
    id,
    type,
    label,
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

export const choice = (id: string, label: Localized, options: ChoiceOption[], extra: FieldExtra = {}): FieldDef => ({
  id,
  type: 'choice',
  label,
  options,
  required: true,
  ...extra,
});

export const multiChoice = (
  id: string,
  label: Localized,
  options: ChoiceOption[],
  extra: FieldExtra = {},
): FieldDef => ({
  id,
  type: 'multiChoice',
  label,
  options,
  required: true,
  ...extra,
});

export const option = (value: string, en: string, ko: string): ChoiceOption => ({ value, label: t(en, ko) });

export const sexOptions: ChoiceOption[] = [option('male', 'Male', '남'), option('female', 'Female', '여')];

export const awareOptions: ChoiceOption[] = [
  option('knows', 'Knows', '안다'),
  option('doesNotKnow', 'Does not know', '모른다'),
];

type QuestionInput = Omit<QuestionDef, 'formId' | 'answeredBy' | 'answerLanguage' | 'kind' | 'required'> &
  Partial<Pick<QuestionDef, 'answeredBy' | 'answerLanguage' | 'kind' | 'required'>>;

/**
 * Binds a form's id, answerer and language. A question is required unless every field is optional
 * (a group always needs an explicit answer, even an empty list).
 */
export const questionFor =
  (formId: FormId, answeredBy: Answerer, answerLanguage: AnswerLanguage) =>
  (input: QuestionInput): QuestionDef => {
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
export function tagPersonFacts(questions: QuestionDef[], table: PersonFactTable): QuestionDef[] {
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
