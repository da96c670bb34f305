/**
 * Migrations of exported/cloud snapshots written by older clients (store versions
 * 0 to 7) to the current one (CURRENT_STORE_VERSION). They mirror the Dexie upgrades in db.ts.
 */
import { emptyStatement } from '@/domain/application';
import { normalizeDocuments } from '@/domain/documents/slots';
import { couplePlacesFromStore, peopleFromStore, placeOfBirthFromStore } from '@/domain/people-migration';
import { toPeople } from '@/domain/people';
import type { Snapshot } from './snapshot';

type Loose = Record<string, unknown>;

export const CURRENT_STORE_VERSION = 16;

export function migrateSnapshot(input: Loose): Snapshot {
  let version = typeof input.storeVersion === 'number' ? input.storeVersion : 0;
  const s: Loose = { ...input };
  s.sections = { ...((s.sections as Loose) ?? {}) };
  if (version < 1) {
    // v0 kept task progress inside the timeline section; v1 moved it to its own table.
    const sections = s.sections as Loose;
    const timeline = { ...((sections.timeline as Loose) ?? {}) };
    const nested = (timeline.taskProgress as Loose) ?? {};
    delete timeline.taskProgress;
    sections.timeline = timeline;
    s.taskProgress = Object.values(nested);
    version = 1;
  }
  if (version < 2) {
    // v2 reset timeline progress (the task catalog changed).
    s.taskProgress = [];
    version = 2;
  }
  if (version < 3) {
    const sections = s.sections as Loose;
    if (!sections.sponsorStatement) sections.sponsorStatement = emptyStatement();
    version = 3;
  }
  // Parts older files did not have start empty; a part that is there but damaged is left as it
  // is, so the schema (backup-schema.ts) refuses the file instead of emptying that part.
  s.formProgress ??= [];
  if (version < 4) {
    // v4 (D20): the people records, built from the answers in the backup (Dexie v4 alike).
    const sections = s.sections as Loose;
    const stamps = (s.sectionsUpdatedAt as Record<string, string> | undefined) ?? {};
    const fallback = typeof s.exportedAt === 'string' ? s.exportedAt : new Date(0).toISOString();
    s.people = peopleFromStore(
      (Array.isArray(s.formProgress) ? (s.formProgress as never[]) : []).filter((f) => f && typeof f === 'object'),
      Object.entries(sections).map(([key, value]) => ({ key, value, updatedAt: stamps[key] ?? fallback })),
    );
    version = 4;
  }
  s.people = toPeople(s.people);
  if (version < 5) {
    // v5: a document is several files; each slot's single file becomes its first (bytes are
    // not in backups, so the file id is a stand-in until the file is added on this device).
    version = 5;
  }
  if (version < 7) {
    // v7 (D26): a fact printed in two scripts held as one value becomes the version of its
    // script (Hangul -> ko, Latin letters -> latin). `toPeople` above does it (it reads the old
    // shape at any version, as a cloud copy from an older client can arrive later); the audit's
    // acknowledgements start empty (a section, filled by the sections' defaults).
    version = 7;
  }
  if (version < 15) {
    // v15 (D26; Dexie v20 alike): the country of birth typed in the forms becomes a person fact,
    // the version of its script.
    const stamps = (s.sectionsUpdatedAt as Record<string, string> | undefined) ?? {};
    const fallback = typeof s.exportedAt === 'string' ? s.exportedAt : new Date(0).toISOString();
    s.people = placeOfBirthFromStore(
      (Array.isArray(s.formProgress) ? (s.formProgress as never[]) : []).filter((f) => f && typeof f === 'object'),
      Object.entries(s.sections as Loose).map(([key, value]) => ({ key, value, updatedAt: stamps[key] ?? fallback })),
      s.people as ReturnType<typeof toPeople>,
    );
    version = 15;
  }
  if (version < 16) {
    // v16 (D26; Dexie v21 alike): where the couple married and first met become the couple's facts,
    // the version of their script.
    const stamps = (s.sectionsUpdatedAt as Record<string, string> | undefined) ?? {};
    const fallback = typeof s.exportedAt === 'string' ? s.exportedAt : new Date(0).toISOString();
    s.people = couplePlacesFromStore(
      (Array.isArray(s.formProgress) ? (s.formProgress as never[]) : []).filter((f) => f && typeof f === 'object'),
      Object.entries(s.sections as Loose).map(([key, value]) => ({ key, value, updatedAt: stamps[key] ?? fallback })),
      s.people as ReturnType<typeof toPeople>,
    );
    version = 16;
  }
  {
    // Always: a section synced by an older client can arrive in the old shape at any version.
    const sections = s.sections as Loose;
    if (sections.documents !== undefined) sections.documents = normalizeDocuments(sections.documents);
  }
  s.storeVersion = version;
  s.taskProgress ??= [];
  s.extractedDocuments ??= [];
  return s as unknown as Snapshot;
}
