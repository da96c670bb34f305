/**
 * The final step: the visa application form's own questions (spec §3 applicationForms; their
 * definitions live in domain/visa-application so that the package can map answers to items) and
 * the readiness checklist of what the consulate wants (rules doc §6.1). Pure.
 */
import type { CoupleDates } from '@/domain/plausibility';
import type { ApplicationFormSection, ApplicationForms } from '@/domain/application';
import { applicationFormSections } from '@/domain/application';
import {
  isEmpty,
  isShown,
  sectionStatus,
  visaApplicationSections,
  visaSectionDef,
  visaSuggestionFor,
  type VisaField,
  type VisaSectionDef,
  type VisaSuggestion,
  type VisaValue,
  type VisaValues,
} from '@/domain/visa-application';

export type AppFormValue = VisaValue;
export type AppFormValues = VisaValues;
export type AppFormField = VisaField;
export type AppFormSectionDef = VisaSectionDef;
export type AppFormSuggestion = VisaSuggestion;

export const applicationFormDefs: AppFormSectionDef[] = visaApplicationSections;

export const sectionDef = (id: ApplicationFormSection): AppFormSectionDef => visaSectionDef(id);

export const hasValue = (value: AppFormValue | undefined): boolean => !isEmpty(value);

export const isFieldShown = (field: AppFormField, values: AppFormValues): boolean => isShown(field, values);

/** Answered and total of the required fields now shown; filled only when every shown answer is valid (D18). */
export function sectionProgress(
  def: AppFormSectionDef,
  values: Record<string, unknown> | null | undefined,
  today: Date = new Date(),
  dates?: CoupleDates,
) {
  const s = sectionStatus(def, values, today, dates);
  return { answered: s.answered, total: s.total, filled: s.complete, errors: s.errors };
}

export const isSectionFilled = (
  id: ApplicationFormSection,
  values: Record<string, unknown> | null | undefined,
): boolean => sectionProgress(sectionDef(id), values).filled;

export const allSectionsFilled = (forms: ApplicationForms): boolean =>
  applicationFormSections.every((id) => isSectionFilled(id, forms[id]));

export const suggestionFor = (
  field: AppFormField,
  autoFill: Parameters<typeof visaSuggestionFor>[1],
): AppFormSuggestion | null => visaSuggestionFor(field, autoFill);
