import { updateSection } from '@/data/sections';
import { updateSectionWithFacts } from '@/data/people';
import { visaFieldFact } from '@/domain/visa-application/people';
import { keptAsKorean } from '@/domain/visa-application/validate';
import type { ApplicationFormSection, ApplicationForms, PackageChoices } from '@/domain/application';
import { createSaveQueue } from '@/lib/save-queue';
import { logger } from '@/lib/logger';
import { allSectionsFilled, type AppFormValue, type AppFormValues } from './model';
import { readPackageChoices } from './package-choices';

/**
 * One field of one section. A section that is no longer complete takes the form's completion
 * mark with it (completedAt is only ever set while all five are filled).
 */
export const saveSectionField = (section: ApplicationFormSection, fieldId: string, value: AppFormValue) => {
  const update = (forms: ApplicationForms): ApplicationForms => {
    const values: AppFormValues = { ...((forms[section] as AppFormValues | null) ?? {}), [fieldId]: value };
    const next: ApplicationForms = { ...forms, [section]: values };
    return allSectionsFilled(next) ? next : { ...next, completedAt: null };
  };
  // A person fact (D20) edits the person too, in the same transaction and outbox.
  const fact = visaFieldFact(section, fieldId);
  if (!fact) return updateSection('applicationForms', update);
  const typed = value == null ? '' : String(value);
  // D26: Hangul typed in a box asking the Latin version is the fact's Korean version, which the Korean forms print
  // (a trial's address in Korea typed in Hangul here reached the guarantee's English side, its Korean side empty).
  const ref = keptAsKorean(fact, typed) ? { ...fact, script: 'ko' as const } : fact;
  return updateSectionWithFacts('applicationForms', update, [{ ref, value: typed }]);
};

/**
 * Marks the application form complete (only when all five sections are filled), or reopens it. `shown`: the
 * sections as the page shows them, with the person facts and the official forms' answers the stored copy does not
 * hold (judged on the stored copy alone, a click on an enabled button did nothing; a trial).
 */
export const markApplicationFormComplete = (complete: boolean, shown?: ApplicationForms) =>
  updateSection('applicationForms', (forms) =>
    complete
      ? allSectionsFilled(shown ?? forms)
        ? { ...forms, completedAt: new Date().toISOString() }
        : forms
      : { ...forms, completedAt: null },
  );

export type FieldEdit = { section: ApplicationFormSection; fieldId: string; value: AppFormValue };

export function createFieldQueue(onError: (error: unknown) => void, onSaved: () => void) {
  return createSaveQueue<FieldEdit>((_key, edit) => saveSectionField(edit.section, edit.fieldId, edit.value), {
    onError: (error) => {
      logger.error('Failed to save an application form field', error);
      onError(error);
    },
    onSaved,
    journal: 'application-form',
  });
}

/** The package's choices (signing dates, documents that cannot be obtained), kept with the form's answers. */
export const savePackageChoices = (update: (current: Required<PackageChoices>) => PackageChoices) =>
  updateSection('applicationForms', (forms) => ({ ...forms, package: update(readPackageChoices(forms.package)) }));
