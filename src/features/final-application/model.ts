/**
 * The final step: the visa application form's own questions (spec §3 applicationForms) and the
 * readiness checklist of what the consulate wants (rules doc §6.1). Pure.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApplicationFormSection, ApplicationForms } from '@/domain/application';
import { applicationFormSections } from '@/domain/application';
import type { AutoFillData, AutoFillKey, AutoFillSource, Confidence } from '@/domain/autofill-fields';
import { toIsoDate } from '@/domain/forms/suggestions';

export type AppFormValue = string | number | boolean | null;
export type AppFormValues = Record<string, AppFormValue>;

export type AppFormField = {
  id: string;
  kind: 'text' | 'longText' | 'date' | 'email' | 'tel' | 'yesNo' | 'choice' | 'number';
  label: MessageDescriptor;
  help?: MessageDescriptor;
  required: boolean;
  options?: Array<{ value: string; label: MessageDescriptor }>;
  /** Shown (and only then required) when a sibling field has one of these values. */
  showWhen?: { fieldId: string; in: AppFormValue[] };
  /** Offered from the documents' auto-fill data; never applied without the user. */
  suggestFrom?: AutoFillKey;
  min?: number;
};

export type AppFormSectionDef = { id: ApplicationFormSection; title: MessageDescriptor; description: MessageDescriptor; fields: AppFormField[] };

const yes = [true];

/**
 * Only what the visa application form (사증발급신청서, rules §6.1 item 1) asks and the three official
 * forms do not: passport and contact details, the spouse in English letters, the stay, who pays,
 * and travel in the last 5 years (official-forms.md §3.1: form 19-3 asks none of these).
 */
export const applicationFormDefs: AppFormSectionDef[] = [
  {
    id: 'basicInfo',
    title: msg({ id: 'final.basic.title', message: 'About you (applicant)' }),
    description: msg({ id: 'final.basic.desc', message: 'Passport and contact details. The marriage background statement does not ask for these.' }),
    fields: [
      { id: 'passportNumber', kind: 'text', required: true, suggestFrom: 'passportNumber', label: msg({ id: 'final.basic.passport_number', message: 'Passport number' }) },
      { id: 'passportIssueDate', kind: 'date', required: true, suggestFrom: 'passportIssueDate', label: msg({ id: 'final.basic.passport_issue', message: 'Passport issue date' }) },
      {
        id: 'passportExpiryDate',
        kind: 'date',
        required: true,
        suggestFrom: 'passportExpiryDate',
        label: msg({ id: 'final.basic.passport_expiry', message: 'Passport expiry date' }),
        help: msg({ id: 'final.basic.passport_expiry_help', message: 'The passport must be valid for at least 6 more months.' }),
      },
      { id: 'placeOfBirth', kind: 'text', required: true, suggestFrom: 'placeOfBirth', label: msg({ id: 'final.basic.birthplace', message: 'Place of birth (city, country)' }) },
      { id: 'homeAddress', kind: 'longText', required: true, label: msg({ id: 'final.basic.address', message: 'Current home address' }) },
      { id: 'phone', kind: 'tel', required: true, label: msg({ id: 'final.basic.phone', message: 'Phone number' }) },
      { id: 'email', kind: 'email', required: true, label: msg({ id: 'final.basic.email', message: 'Email address' }) },
    ],
  },
  {
    id: 'spouseInfo',
    title: msg({ id: 'final.spouse.title', message: 'Your Korean spouse' }),
    description: msg({ id: 'final.spouse.desc', message: 'As the visa application form asks them of you, in English letters. The invitation has the same details in Korean.' }),
    fields: [
      { id: 'spouseName', kind: 'text', required: true, suggestFrom: 'spouseName', label: msg({ id: 'final.spouse.name', message: "Spouse's name in English letters (as in their passport)" }) },
      { id: 'spouseDateOfBirth', kind: 'date', required: true, suggestFrom: 'spouseDateOfBirth', label: msg({ id: 'final.spouse.dob', message: "Spouse's date of birth" }) },
      { id: 'spouseAddress', kind: 'longText', required: true, suggestFrom: 'spouseAddress', label: msg({ id: 'final.spouse.address', message: "Spouse's address in Korea" }) },
      { id: 'spousePhone', kind: 'tel', required: true, label: msg({ id: 'final.spouse.phone', message: "Spouse's phone number" }) },
    ],
  },
  {
    id: 'relationshipDetails',
    title: msg({ id: 'final.relationship.title', message: 'Marriage and your stay' }),
    description: msg({ id: 'final.relationship.desc', message: 'When and where you married, and when you plan to enter Korea.' }),
    fields: [
      { id: 'marriageDate', kind: 'date', required: true, suggestFrom: 'marriageDate', label: msg({ id: 'final.relationship.date', message: 'Date of marriage' }) },
      { id: 'marriagePlace', kind: 'text', required: true, suggestFrom: 'marriagePlace', label: msg({ id: 'final.relationship.place', message: 'Place of marriage (city, country)' }) },
      { id: 'intendedEntryDate', kind: 'date', required: true, label: msg({ id: 'final.relationship.entry', message: 'Intended date of entry into Korea' }) },
      { id: 'familyTravelling', kind: 'yesNo', required: true, label: msg({ id: 'final.relationship.family', message: 'Will family members (for example, children) travel with you?' }) },
      {
        id: 'familyTravellingDetails',
        kind: 'text',
        required: true,
        showWhen: { fieldId: 'familyTravelling', in: yes },
        label: msg({ id: 'final.relationship.family_details', message: 'Who travels with you (name, relationship, date of birth)' }),
      },
    ],
  },
  {
    id: 'financialInfo',
    title: msg({ id: 'final.financial.title', message: 'Support and work' }),
    description: msg({ id: 'final.financial.desc', message: "Who supports you as a couple and pays for the trip, and your own work. The sponsor's income is proven in the invitation and its documents." }),
    fields: [
      {
        id: 'supportedBy',
        kind: 'choice',
        required: true,
        label: msg({ id: 'final.financial.supported_by', message: 'Who supports you and your spouse financially?' }),
        options: [
          { value: 'sponsor', label: msg({ id: 'final.financial.by_sponsor', message: 'My Korean spouse' }) },
          { value: 'applicant', label: msg({ id: 'final.financial.by_applicant', message: 'Me' }) },
          { value: 'both', label: msg({ id: 'final.financial.by_both', message: 'Both of us' }) },
          { value: 'family', label: msg({ id: 'final.financial.by_family', message: 'Our families' }) },
        ],
      },
      {
        id: 'occupation',
        kind: 'choice',
        required: true,
        label: msg({ id: 'final.financial.occupation', message: 'Your current work' }),
        options: [
          { value: 'employed', label: msg({ id: 'final.financial.employed', message: 'Employed' }) },
          { value: 'selfEmployed', label: msg({ id: 'final.financial.self_employed', message: 'Self-employed' }) },
          { value: 'student', label: msg({ id: 'final.financial.student', message: 'Student' }) },
          { value: 'notWorking', label: msg({ id: 'final.financial.not_working', message: 'Not working' }) },
        ],
      },
      {
        id: 'employer',
        kind: 'text',
        required: true,
        showWhen: { fieldId: 'occupation', in: ['employed', 'selfEmployed'] },
        label: msg({ id: 'final.financial.employer', message: 'Employer or business name' }),
      },
      { id: 'travelCost', kind: 'number', required: false, min: 0, label: msg({ id: 'final.financial.cost', message: 'Estimated cost of the trip in US$ (optional)' }) },
    ],
  },
  {
    id: 'travelHistory',
    title: msg({ id: 'final.travel.title', message: 'Travel in the last 5 years' }),
    description: msg({ id: 'final.travel.desc', message: 'The dates and places of each past visit to Korea go on the marriage background statement (item 3.1); here only the counts and other countries.' }),
    fields: [
      { id: 'visitedKorea', kind: 'yesNo', required: true, label: msg({ id: 'final.travel.korea', message: 'Have you visited Korea in the last 5 years?' }) },
      { id: 'koreaVisits', kind: 'number', required: true, min: 1, showWhen: { fieldId: 'visitedKorea', in: yes }, label: msg({ id: 'final.travel.korea_count', message: 'How many times?' }) },
      {
        id: 'visitedOtherCountries',
        kind: 'yesNo',
        required: true,
        label: msg({ id: 'final.travel.other', message: 'Have you visited other countries (apart from your own and Korea) in the last 5 years?' }),
      },
      {
        id: 'otherCountries',
        kind: 'longText',
        required: true,
        showWhen: { fieldId: 'visitedOtherCountries', in: yes },
        label: msg({ id: 'final.travel.countries', message: 'Which countries, when, and why?' }),
        help: msg({ id: 'final.travel.countries_help', message: 'For example: Japan, 2023, tourism; Mexico, 2024, family visit.' }),
      },
    ],
  },
];

export const sectionDef = (id: ApplicationFormSection): AppFormSectionDef => applicationFormDefs.find((d) => d.id === id) as AppFormSectionDef;

export const hasValue = (value: unknown): boolean =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '') && !(typeof value === 'number' && Number.isNaN(value));

export const isFieldShown = (field: AppFormField, values: AppFormValues): boolean =>
  !field.showWhen || field.showWhen.in.includes(values[field.showWhen.fieldId] ?? null);

/** Answered and total of the required fields now shown. */
export function sectionProgress(def: AppFormSectionDef, values: AppFormValues | null | undefined) {
  const v = values ?? {};
  const required = def.fields.filter((f) => f.required && isFieldShown(f, v));
  const answered = required.filter((f) => hasValue(v[f.id])).length;
  return { answered, total: required.length, filled: answered === required.length };
}

export const isSectionFilled = (id: ApplicationFormSection, values: AppFormValues | null | undefined): boolean =>
  values != null && sectionProgress(sectionDef(id), values).filled;

export const allSectionsFilled = (forms: ApplicationForms): boolean =>
  applicationFormSections.every((id) => isSectionFilled(id, forms[id] as AppFormValues | null));

export type AppFormSuggestion = { value: string; source: AutoFillSource | undefined; confidence: Confidence };

/** A value from the documents for this field, if they have one (dates made ISO). */
export function suggestionFor(field: AppFormField, autoFill: AutoFillData | undefined): AppFormSuggestion | null {
  if (!field.suggestFrom || !autoFill) return null;
  const raw = autoFill[field.suggestFrom];
  if (typeof raw !== 'string' || !raw.trim()) return null;
  const value = field.kind === 'date' ? toIsoDate(raw) : raw.trim();
  if (!value) return null;
  return { value, source: autoFill.sources?.[field.suggestFrom], confidence: autoFill.confidenceScores[field.suggestFrom] ?? 'low' };
}
