import { getForm } from '../forms';
import { isEmptyValue, isFieldVisible, isSkipped } from '../forms/skip';
import { isHanjaText } from '../forms/validate';
import type { FieldDef, FieldValue, FieldValues, FormAnswers, FormId, QuestionDef } from '../forms/types';
import type { ItemValue } from './layout-types';

/** Dates as Korean forms print them: "2026. 11. 23."; anything that is not an ISO date as typed. */
export function formatDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return m ? `${m[1]}. ${m[2]}. ${m[3]}.` : value;
}

export const formatKrw = (n: number): string => `${Math.round(n).toLocaleString('en-US')}원`;

/**
 * Reads answers through the form's question definitions: a skipped question gives `none`, an
 * unanswered one `undefined`, an optional field left empty on an answered question `none`.
 */
export class AnswerReader {
  constructor(
    readonly formId: FormId,
    readonly answers: FormAnswers,
  ) {}

  /**
   * The question by id. If a form's definition no longer has it (renamed upstream), an empty
   * stand-in keeps the package working: its items read as unanswered and the cover lists them.
   */
  question(id: string): QuestionDef {
    const q = getForm(this.formId).questions.find((x) => x.id === id);
    return (
      q ??
      ({
        id,
        formId: this.formId,
        sectionId: '',
        title: { en: id, ko: id },
        help: { en: '', ko: '' },
        answeredBy: 'sponsor',
        answerLanguage: 'any',
        officialItems: [],
        kind: 'fields',
        fields: [],
        required: true,
      } as QuestionDef)
    );
  }

  skipped(id: string): boolean {
    return isSkipped(this.question(id), this.answers);
  }

  values(id: string): FieldValues | undefined {
    const a = this.answers[id];
    return a && !Array.isArray(a) ? a : undefined;
  }

  rows(id: string): FieldValues[] | undefined {
    const a = this.answers[id];
    return Array.isArray(a) ? a : undefined;
  }

  /** A field's printed text: dates, money, yes/no and choices (their Korean labels) formatted. */
  format(field: FieldDef, value: FieldValue | undefined, lang: 'ko' | 'en' = 'ko'): string {
    if (isEmptyValue(value ?? null)) return '';
    switch (field.type) {
      case 'date':
        return formatDate(String(value));
      case 'krw':
        return formatKrw(Number(value));
      case 'yesNo':
        return value === true ? (lang === 'ko' ? '예' : 'Yes') : lang === 'ko' ? '아니요' : 'No';
      case 'choice':
        return field.options?.find((o) => o.value === value)?.label[lang] ?? String(value);
      case 'multiChoice':
        return (Array.isArray(value) ? value : [value])
          .map((v) => field.options?.find((o) => o.value === v)?.label[lang] ?? String(v))
          .join(', ');
      default:
        return String(value).trim();
    }
  }

  /** The field by id; a stand-in plain text field if the definition no longer has it. */
  field(questionId: string, fieldId: string): FieldDef {
    return (
      this.question(questionId).fields.find((x) => x.id === fieldId) ?? {
        id: fieldId,
        type: 'text',
        label: { en: fieldId, ko: fieldId },
        required: true,
      }
    );
  }

  /** One field as a text value. */
  text(questionId: string, fieldId: string, lang: 'ko' | 'en' = 'ko'): ItemValue | undefined {
    if (this.skipped(questionId)) return { kind: 'none' };
    const values = this.values(questionId);
    if (!values) return undefined;
    const field = this.field(questionId, fieldId);
    if (!isFieldVisible(field, values)) return { kind: 'none' };
    const text = this.format(field, values[fieldId], lang);
    // A Hanja box never prints Hangul or Latin letters: such an answer counts as not answered (the form shows why).
    if (text && field.format === 'hanja' && !isHanjaText(text)) return undefined;
    if (text) return { kind: 'text', text };
    return field.required ? undefined : { kind: 'none' };
  }

  /** Several fields joined into one box ("성명 / 연락처"); unanswered only when all are. */
  joined(
    questionId: string,
    parts: { field: string; before?: string }[],
    sep = ' ',
    lang: 'ko' | 'en' = 'ko',
  ): ItemValue | undefined {
    const texts = parts.map((part) => ({ part, v: this.text(questionId, part.field, lang) }));
    if (texts.every((t) => t.v === undefined)) return undefined;
    const words = texts
      .filter((t) => t.v?.kind === 'text')
      .map((t) => `${t.part.before ?? ''}${(t.v as { text: string }).text}`);
    return words.length ? { kind: 'text', text: words.join(sep) } : { kind: 'none' };
  }

  /** A yes/no or choice field as ticked boxes: true -> 'yes', false -> 'no', choices by value. */
  check(questionId: string, fieldId: string): ItemValue | undefined {
    if (this.skipped(questionId)) return { kind: 'none' };
    const values = this.values(questionId);
    if (!values) return undefined;
    const field = this.field(questionId, fieldId);
    if (!isFieldVisible(field, values)) return { kind: 'none' };
    const v = values[fieldId];
    if (isEmptyValue(v ?? null)) return field.required ? undefined : { kind: 'none' };
    if (typeof v === 'boolean') return { kind: 'check', chosen: [v ? 'yes' : 'no'] };
    return { kind: 'check', chosen: (Array.isArray(v) ? v : [v]).map(String) };
  }

  /** Table rows, each cell formatted by `cells`; an explicit empty list is `none`. */
  table(
    questionId: string,
    cells: (row: FieldValues, fmt: (fieldId: string) => string) => string[],
  ): ItemValue | undefined {
    if (this.skipped(questionId)) return { kind: 'none' };
    const rows = this.rows(questionId);
    if (!rows) return undefined;
    if (rows.length === 0) return { kind: 'none' };
    const q = this.question(questionId);
    return {
      kind: 'rows',
      rows: rows.map((row) =>
        cells(row, (fieldId) => {
          const f = q.fields.find((x) => x.id === fieldId);
          return f && isFieldVisible(f, row) ? this.format(f, row[fieldId]) : '';
        }),
      ),
    };
  }
}
