/**
 * At each start of the app, whatever page opens: the values a closed page left in localStorage
 * (lib/save-journal.ts) are saved into the database, then removed, so answers never linger in web
 * storage. The savers are loaded only when something is there to save (never in the first paint).
 */
import { journalClear, journalEntries, journalNamespaces } from '@/lib/save-journal';
import { logger } from '@/lib/logger';
import { isKnownFormId } from '@/domain/forms/ids';

/** A useAutosave journal holds its changes, in order, under this key. */
const AUTOSAVE_KEY = 'changes';

async function saverFor(ns: string): Promise<((key: string, value: unknown) => Promise<unknown>) | null> {
  if (ns.startsWith('form:')) {
    const formId = ns.slice(5);
    if (!isKnownFormId(formId)) return null;
    const { saveAnswer } = await import('@/features/forms/repo');
    return (key, value) => saveAnswer(formId, key, value as never);
  }
  if (ns === 'application-form') {
    const { saveSectionField } = await import('@/features/final-application/repo');
    return (_key, value) => {
      const edit = value as { section: never; fieldId: string; value: never };
      return saveSectionField(edit.section, edit.fieldId, edit.value);
    };
  }
  if (ns === 'statement:personal' || ns === 'statement:sponsor') {
    const { replayStatementEdit } = await import('@/features/enhancement/repo');
    const kind = ns.slice(10) as 'personal' | 'sponsor';
    return (_key, value) => replayStatementEdit(kind, value as never);
  }
  if (ns === 'eligibility') {
    const { saveEligibility } = await import('@/features/eligibility/repo');
    return changes(async (change) => saveEligibility(change as never));
  }
  if (ns.startsWith('guide:')) {
    const { guideJournalSavers } = await import('@/features/guides/repo');
    const save = guideJournalSavers[ns];
    return save ? changes(save) : null;
  }
  return null;
}

/** useAutosave journals keep a list of changes, saved in order. */
const changes =
  (save: (change: unknown) => Promise<unknown>) =>
  async (key: string, value: unknown): Promise<void> => {
    if (key !== AUTOSAVE_KEY || !Array.isArray(value)) return;
    for (const change of value) await save(change);
  };

/** Saves every journaled value and removes it; returns how many entries were saved. */
export async function replayJournals(): Promise<number> {
  let saved = 0;
  for (const ns of journalNamespaces()) {
    try {
      const save = await saverFor(ns);
      for (const [key, value] of journalEntries(ns)) {
        // Unknown queue (an older or newer app): nothing here can save it; it is not kept forever either.
        if (save) await save(key, value);
        journalClear(ns, key);
        saved++;
      }
    } catch (error) {
      // Kept for the page's own queue to try again; never lost.
      logger.error('Unsaved changes from the last visit could not be saved', { ns, error });
    }
  }
  return saved;
}
