/**
 * The visa application form's answers in the package's value contract (domain/package/layout-types:
 * `ItemValues` keyed as the layout keys its boxes): "1.1#familyName", "8.6#count", "8.6#rows".
 * A follow-up whose trigger was not chosen is `none` (blank on purpose, not listed as unanswered).
 */
import type { ApplicationFormSection, ApplicationForms } from '../application';
import type { ItemValue, ItemValues } from '../package/layout-types';
import { visaItemValues, type ItemAnswer } from './item-values';

/** Column order of each table on the printed form; a period prints as "from ~ to". */
const tableColumns: Record<string, Array<string | [string, string]>> = {
  '8.6': ['purpose', ['from', 'to']],
  '8.7': ['country', 'purpose', ['from', 'to']],
  '8.8': ['name', 'dateOfBirth', 'nationality', 'relationship'],
  '8.9': ['name', 'dateOfBirth', 'nationality', 'relationship'],
  '11.1': ['name', 'dateOfBirth', 'phone', 'relationship'],
};

/** Sub-boxes that are filled only when their item's box says so (the form's "→ ‘예’선택 시 상세내용 기재"). */
const followUps: Record<string, { when: string; keys: string[] }> = {
  '1.8': { when: 'yes', keys: ['1.8#familyName', '1.8#givenNames'] },
  '1.9': { when: 'yes', keys: ['1.9#countries'] },
  '3.1': { when: 'other', keys: ['3.1#other'] },
  '3.7': { when: 'yes', keys: ['3.7#type', '3.7#number', '3.7#country', '3.7#expiry'] },
  '5.3': { when: 'yes', keys: ['5.3#count'] },
  '6.1': { when: 'other', keys: ['6.1#other'] },
  '7.1': { when: 'other', keys: ['7.1#other'] },
  '8.1': { when: 'other', keys: ['8.1#other'] },
  '8.6': { when: 'yes', keys: ['8.6#count', '8.6#rows'] },
  '8.7': { when: 'yes', keys: ['8.7#rows'] },
  '8.8': { when: 'yes', keys: ['8.8#rows'] },
  '8.9': { when: 'yes', keys: ['8.9#rows'] },
  '11.1': { when: 'yes', keys: ['11.1#rows'] },
};

/** Keys of items that are one box with no sub-boxes. */
const naKeys: Record<string, string[]> = {
  '4.2': ['4.2'],
  '7.2': ['7.2#name', '7.2#position', '7.2#address', '7.2#phone'],
};

const cellsOf = (no: string, row: Record<string, string>): string[] =>
  (tableColumns[no] ?? Object.keys(row)).map((c) =>
    Array.isArray(c) ? [row[c[0]], row[c[1]]].filter(Boolean).join(' ~ ') : (row[c] ?? ''),
  );

function add(out: ItemValues, no: string, answer: ItemAnswer): void {
  if (answer.na) {
    for (const key of naKeys[no] ?? [no]) out[key] = { kind: 'none' };
    return;
  }
  const plain = (answer.ticks ?? []).filter((t) => !t.includes(':'));
  if (plain.length) out[no] = { kind: 'check', chosen: plain };
  const sub = new Map<string, string[]>();
  for (const t of answer.ticks ?? []) {
    if (!t.includes(':')) continue;
    const [group, value] = t.split(':');
    sub.set(group, [...(sub.get(group) ?? []), value]);
  }
  for (const [group, chosen] of sub) out[`${no}#${group}`] = { kind: 'check', chosen };
  for (const [slot, text] of Object.entries(answer.text ?? {}))
    out[slot === 'value' ? no : `${no}#${slot}`] = { kind: 'text', text };
  if (answer.rows) out[`${no}#rows`] = { kind: 'rows', rows: answer.rows.map((r) => cellsOf(no, r)) };
}

export function visaFormValues(forms: Pick<ApplicationForms, ApplicationFormSection>): ItemValues {
  const items = visaItemValues(forms);
  const out: ItemValues = {};
  for (const [no, answer] of Object.entries(items)) if (answer) add(out, no, answer);
  for (const [no, rule] of Object.entries(followUps)) {
    const v: ItemValue | undefined = out[no];
    if (v?.kind === 'check' && !v.chosen.includes(rule.when))
      for (const key of rule.keys) out[key] ??= { kind: 'none' };
  }
  return out;
}
