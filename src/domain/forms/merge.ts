import type {
  FieldDef,
  FieldShape,
  FormDef,
  FormShape,
  FormTexts,
  QuestionDef,
  QuestionShape,
  QuestionTexts,
} from './types';

const missing = { en: '', ko: '' };

function fieldWithTexts(field: FieldShape, texts: QuestionTexts | undefined): FieldDef {
  const words = texts?.fields[field.id];
  const { options, ...rest } = field;
  return {
    ...rest,
    label: words?.label ?? missing,
    ...(words?.help && { help: words.help }),
    ...(words?.placeholder && { placeholder: words.placeholder }),
    ...(options && { options: options.map((o) => ({ value: o.value, label: words?.options?.[o.value] ?? missing })) }),
  };
}

function questionWithTexts(question: QuestionShape, texts: QuestionTexts | undefined): QuestionDef {
  const { fields, group, ...rest } = question;
  return {
    ...rest,
    title: texts?.title ?? missing,
    help: texts?.help ?? missing,
    fields: fields.map((f) => fieldWithTexts(f, texts)),
    ...(group && { group: { ...group, rowLabel: texts?.rowLabel ?? missing } }),
  };
}

/** A form as screens show it: its structure with its words (texts.test.ts proves none is missing). */
export function withTexts(shape: FormShape, texts: FormTexts): FormDef {
  return {
    ...shape,
    source: texts.source,
    sections: shape.sections.map((s) => ({ ...s, title: texts.sections[s.id] ?? missing })),
    questions: shape.questions.map((q) => questionWithTexts(q, texts.questions[q.id])),
  };
}

const both = (l: { en: string; ko: string } | undefined) => Boolean(l?.en.trim() && l.ko.trim());

function fieldProblems(where: string, field: FieldShape, texts: QuestionTexts): string[] {
  const words = texts.fields[field.id];
  if (!words) return [`${where}: no texts`];
  const problems = both(words.label) ? [] : [`${where}: label not in both languages`];
  for (const [key, value] of [
    ['help', words.help],
    ['placeholder', words.placeholder],
  ] as const)
    if (value && !both(value)) problems.push(`${where}: ${key} not in both languages`);
  const values = new Set(field.options?.map((o) => o.value));
  for (const value of values)
    if (!both(words.options?.[value])) problems.push(`${where}: option ${value} has no label`);
  for (const value of Object.keys(words.options ?? {}))
    if (!values.has(value)) problems.push(`${where}: label for option ${value}, which the field does not have`);
  return problems;
}

function questionProblems(question: QuestionShape, texts: QuestionTexts | undefined): string[] {
  if (!texts) return [`${question.id}: no texts`];
  const problems: string[] = [];
  if (!both(texts.title)) problems.push(`${question.id}: title not in both languages`);
  if (!both(texts.help)) problems.push(`${question.id}: help not in both languages`);
  if (question.group ? !both(texts.rowLabel) : texts.rowLabel)
    problems.push(`${question.id}: ${question.group ? 'no row label' : 'a row label but no group'}`);
  for (const field of question.fields) problems.push(...fieldProblems(`${question.id}.${field.id}`, field, texts));
  const ids = new Set(question.fields.map((f) => f.id));
  for (const id of Object.keys(texts.fields))
    if (!ids.has(id)) problems.push(`${question.id}.${id}: texts for a field the question does not have`);
  return problems;
}

/**
 * What does not match between a form's structure and its texts: a question, field or option without
 * its words in both languages, or words for an id the structure does not have (a typo).
 */
export function textsProblems(shape: FormShape, texts: FormTexts): string[] {
  const problems = shape.questions.flatMap((q) => questionProblems(q, texts.questions[q.id]));
  const questionIds = new Set(shape.questions.map((q) => q.id));
  for (const id of Object.keys(texts.questions))
    if (!questionIds.has(id)) problems.push(`${id}: texts for a question the form does not have`);
  const sectionIds = new Set(shape.sections.map((s) => s.id));
  for (const s of shape.sections) if (!both(texts.sections[s.id])) problems.push(`section ${s.id}: no title`);
  for (const id of Object.keys(texts.sections))
    if (!sectionIds.has(id)) problems.push(`section ${id}: a title for a section the form does not have`);
  return problems;
}
