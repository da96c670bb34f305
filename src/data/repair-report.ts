/**
 * Telling the user of a damaged form record (data/repair.ts), loaded only when one is found: the record as
 * it was is kept aside (the sync engine's "kept aside" list), and a message names the form, once a session.
 */
import { msg } from '@lingui/core/macro';
import { i18n } from '@/i18n/i18n';
import { officialFormNames } from '@/i18n/form-names';
import type { FormId } from '@/domain/forms/types';
import { logger } from '@/lib/logger';

const reported = new Set<string>();

/** Keeps the damaged record aside and tells the user, once per form and session (after the read that found it). */
export function reportDamaged(formId: FormId, raw: unknown): void {
  if (reported.has(formId)) return;
  reported.add(formId);
  logger.warn('A saved form record was damaged; read without the damaged part, kept aside', { formId });
  // (Loaded by a dynamic import, this runs after the read that found the record, never inside it.)
  void import('./remote')
    .then(({ keepAside }) =>
      keepAside([{ doc: 'userProgress', item: `damaged:${formId}`, reason: 'invalid', data: raw }]),
    )
    // (The database may have closed meanwhile: the record is still where it was, read as before.)
    .catch((error: unknown) => logger.warn('Could not keep a damaged form record aside', error));
  const form = i18n._(officialFormNames[formId]);
  const text = i18n._(
    msg({
      id: 'repair.form_damaged',
      message: `${form}: part of the saved answers could not be read. The rest is here; the damaged part is kept aside on this device, not deleted. Check this form’s answers.`,
    }),
  );
  void import('@/lib/toast').then(({ toast }) => toast.error(text));
}
