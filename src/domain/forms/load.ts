import { withTexts } from './merge';
import { formShapes } from './structure';
import type { FormDef, FormId, FormTexts } from './types';

/**
 * One form with its words, its texts fetched on their own: the wizard and the review of one form
 * need only that form's words, not the three forms' (./index merges all three, for the screens that
 * show them together).
 */
const textsOf: Record<FormId, () => Promise<FormTexts>> = {
  'personal-guarantee': () => import('./personal-guarantee.texts').then((m) => m.personalGuaranteeTexts),
  'invitation-letter': () => import('./invitation-letter.texts').then((m) => m.invitationLetterTexts),
  'spouse-information': () => import('./spouse-information.texts').then((m) => m.spouseInformationTexts),
};

const loading = new Map<FormId, Promise<FormDef>>();
const loaded = new Map<FormId, FormDef>();

/** The form with its words; a failed fetch (offline, before the app was cached) may be tried again. */
export function loadForm(id: FormId): Promise<FormDef> {
  const pending = loading.get(id);
  if (pending) return pending;
  const next = textsOf[id]().then(
    (texts) => {
      const form = withTexts(formShapes[id], texts);
      loaded.set(id, form);
      return form;
    },
    (error: unknown) => {
      loading.delete(id);
      throw error;
    },
  );
  loading.set(id, next);
  return next;
}

/** The form if its words are already here, without waiting. */
export const loadedForm = (id: FormId): FormDef | undefined => loaded.get(id);
