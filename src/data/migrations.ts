/**
 * Migrations of exported/cloud snapshots written by older clients (store versions
 * 0, 1, 2) to the current one (3). They mirror the Dexie upgrades in db.ts.
 */
import { emptyStatement } from '@/domain/application';
import type { Snapshot } from './snapshot';

type Loose = Record<string, unknown>;

export const CURRENT_STORE_VERSION = 3;

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
  s.storeVersion = version;
  // Parts older files did not have start empty; a part that is there but damaged is left as it
  // is, so the schema (backup-schema.ts) refuses the file instead of emptying that part.
  s.formProgress ??= [];
  s.taskProgress ??= [];
  s.extractedDocuments ??= [];
  return s as unknown as Snapshot;
}
