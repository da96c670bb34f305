import type { Localized } from '../common';
import { isScripted, type PersonFactKey, type Script } from '../people';
import type { VisaField, VisaFieldKind, VisaOption } from './types';

/** Small constructors that keep the section files readable; a field is required unless it says not. */
export const t = (en: string, ko: string): Localized => ({ en, ko });
export const option = (value: string, en: string, ko: string): VisaOption => ({ value, label: t(en, ko) });

type Extra = Partial<Omit<VisaField, 'id' | 'kind' | 'label' | 'items'>>;

const make =
  (kind: VisaFieldKind, defaults: Extra = {}) =>
  (id: string, items: string[], label: Localized, extra: Extra = {}): VisaField => ({
    id,
    kind,
    label,
    items,
    required: true,
    ...defaults,
    ...extra,
  });

export const text = make('text', { maxLength: 200 });
export const longText = make('longText', { maxLength: 1000 });
export const date = make('date');
export const email = make('email', { maxLength: 254 });
export const tel = make('tel', { maxLength: 30 });
export const yesNo = make('yesNo');
export const number = make('number');

export const choice = (
  id: string,
  items: string[],
  label: Localized,
  options: VisaOption[],
  extra: Extra = {},
): VisaField => ({
  id,
  kind: 'choice',
  label,
  items,
  options,
  required: true,
  ...extra,
});

/** A table on the form (8.6–8.9, 11.1): repeatable rows with these columns. */
export const table = (
  id: string,
  items: string[],
  label: Localized,
  columns: VisaField[],
  rows: { min: number; max: number },
  extra: Extra = {},
): VisaField => ({
  id,
  kind: 'table',
  label,
  items,
  columns,
  rows,
  required: true,
  ...extra,
});

export const whenYes = (fieldId: string) => ({ showWhen: { fieldId, in: [true] } });
export const whenIn = (fieldId: string, values: string[]) => ({ showWhen: { fieldId, in: values } });

/** The form's passport-type boxes (3.1 and 3.7 a). */
export const passportTypeOptions: VisaOption[] = [
  option('regular', 'Regular', '일반'),
  option('diplomatic', 'Diplomatic', '외교관'),
  option('official', 'Official', '관용'),
  option('other', 'Other', '기타'),
];

/** Tags a field with the person fact it asks (D20). */
/**
 * A field asking a person fact. A fact held in two scripts (D26) is asked in the version the
 * box asks: the visa application form is answered in English block letters unless said otherwise.
 */
export const applicant = (fact: PersonFactKey, script: Script = 'latin') => ({
  person: { role: 'applicant' as const, fact, ...(isScripted(fact) && { script }) },
});
export const sponsor = (fact: PersonFactKey, script: Script = 'latin') => ({
  person: { role: 'sponsor' as const, fact, ...(isScripted(fact) && { script }) },
});
/** A field asking one of the couple's facts (where they married), in the version the box asks. */
export const couple = (fact: PersonFactKey, script: Script = 'latin') => ({
  person: { role: 'couple' as const, fact, ...(isScripted(fact) && { script }) },
});
