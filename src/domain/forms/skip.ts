import { getFormShape, getQuestionShape } from './structure';
import type {
  FieldShape,
  FieldValue,
  FieldValues,
  FormAnswers,
  FormId,
  FormShape,
  QuestionAnswer,
  QuestionShape,
  SkipRule,
} from './types';

export const isEmptyValue = (value: FieldValue | undefined): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (Array.isArray(value) && value.length === 0);

const valueMatches = (value: FieldValue | undefined, accepted: FieldValue[]): boolean =>
  Array.isArray(value) ? value.some((v) => accepted.includes(v)) : value !== undefined && accepted.includes(value);

/** A field is visible unless its showWhen condition on a sibling value fails. */
export const isFieldVisible = (field: FieldShape, values: FieldValues): boolean =>
  !field.showWhen || valueMatches(values[field.showWhen.fieldId], field.showWhen.in);

const asRows = (answer: QuestionAnswer | undefined): FieldValues[] | undefined =>
  Array.isArray(answer) ? answer : undefined;
const asValues = (answer: QuestionAnswer | undefined): FieldValues | undefined =>
  answer && !Array.isArray(answer) ? answer : undefined;

function ruleMatches(rule: SkipRule, answers: FormAnswers, seen: Set<string>): boolean {
  const source = getQuestionShape(rule.questionId);
  // An answer left behind on a skipped question no longer counts (the user changed an earlier answer).
  if (source && skipped(source, answers, seen)) return false;
  const answer = answers[rule.questionId];
  const rows = asRows(answer);
  if (rows) {
    // On a table: skip when every row where the field applies has one of the values
    // (e.g. 2.13 is skipped when every living family member knows).
    const field = source?.fields.find((f) => f.id === rule.fieldId);
    const relevant = field ? rows.filter((row) => isFieldVisible(field, row)) : rows;
    return rows.length > 0 && relevant.every((row) => valueMatches(row[rule.fieldId], rule.in));
  }
  const values = asValues(answer);
  return values !== undefined && valueMatches(values[rule.fieldId], rule.in);
}

function skipped(question: QuestionShape, answers: FormAnswers, seen: Set<string>): boolean {
  if (!question.skipWhen?.length || seen.has(question.id)) return false;
  const next = new Set(seen).add(question.id);
  return question.skipWhen.some((rule) => ruleMatches(rule, answers, next));
}

/** True when the official form's own routing ("No -> go to 2.4") passes this question by. */
export const isSkipped = (question: QuestionShape, answers: FormAnswers): boolean =>
  skipped(question, answers, new Set());

/**
 * The answers that count: the stored answers less those of the questions the form's routing passes
 * by. An answer left on a question that a later change skipped stays stored (switching back to "Yes"
 * shows it again) but says nothing while its question does not apply: not to the audit, the package,
 * the couple's facts or any other reader. The same object when nothing is skipped.
 */
export function applicableAnswers(form: FormShape, answers: FormAnswers): FormAnswers {
  let out: FormAnswers | null = null;
  for (const q of form.questions) {
    if (!(q.id in answers) || !isSkipped(q, answers)) continue;
    out ??= { ...answers };
    delete out[q.id];
  }
  return out ?? answers;
}

/** The same, for a reader handed one form's stored answers as they are kept (`formData`, maybe none). */
export const applicableAnswersOf = (formId: FormId, stored: Record<string, unknown> | null | undefined): FormAnswers =>
  applicableAnswers(getFormShape(formId), (stored ?? {}) as FormAnswers);

const rowComplete = (fields: FieldShape[], row: FieldValues): boolean =>
  fields.every((f) => !f.required || !isFieldVisible(f, row) || !isEmptyValue(row[f.id]));

/**
 * Skipped questions count as answered. A set of fields is answered when every required visible field
 * has a value (so a question with only optional fields always is). A table needs at least minRows
 * complete rows; with minRows 0 an explicit empty list is the answer "none".
 */
export function isAnswered(question: QuestionShape, answers: FormAnswers): boolean {
  if (isSkipped(question, answers)) return true;
  const answer = answers[question.id];
  if (question.kind === 'group') {
    const rows = asRows(answer);
    if (!rows) return false;
    const minRows = question.group?.minRows ?? 0;
    if (rows.length === 0) return minRows === 0;
    return rows.length >= minRows && rows.every((row) => rowComplete(question.fields, row));
  }
  if (Array.isArray(answer)) return false;
  return rowComplete(question.fields, answer ?? {});
}

export const answeredCount = (form: FormShape, answers: FormAnswers): number =>
  form.questions.filter((q) => isAnswered(q, answers)).length;

/**
 * The official item numbers to show for a question: "5.signature" reads as "5", and a
 * question that continues an item (partOf) shows that item.
 */
export function displayItems(question: QuestionShape): string[] {
  const items = question.officialItems.length ? question.officialItems : question.partOf ? [question.partOf] : [];
  return [
    ...new Set(
      items
        .map((item) =>
          item
            .split('.')
            .filter((part) => /^\d+$/.test(part))
            .join('.'),
        )
        .filter(Boolean),
    ),
  ];
}
