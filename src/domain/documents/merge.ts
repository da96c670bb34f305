/**
 * Two devices' copies of the documents section, combined per slot (as statements are per topic): a
 * file listed on either device is kept unless either removed it; the newer copy's order, roles and
 * issue dates come first, then the older copy's other files in their order. A trial's two devices
 * each added a file offline; the newer copy as a whole dropped the other's from its slot.
 */
import type { DocumentEntry, Documents, DocumentSlot } from '../application';
import { normalizeDocuments } from './slots';

function combineSlot(newer: DocumentEntry, older: DocumentEntry): DocumentEntry {
  const removed = [...new Set([...(newer.removed ?? []), ...(older.removed ?? [])])];
  const gone = new Set(removed);
  const listed = new Set(newer.files.map((f) => f.id));
  const files = [...newer.files, ...older.files.filter((f) => !listed.has(f.id))].filter((f) => !gone.has(f.id));
  const extractedId = newer.extractedId ?? older.extractedId;
  return { files, ...(extractedId ? { extractedId } : {}), ...(removed.length ? { removed } : {}) };
}

/** The combination, or undefined where the newer copy already holds everything of the older. */
export function combineDocuments(newerRaw: unknown, olderRaw: unknown): Documents | undefined {
  const newer = normalizeDocuments(newerRaw);
  const older = normalizeDocuments(olderRaw);
  const out = Object.fromEntries(
    (Object.keys(newer) as DocumentSlot[]).map((slot) => [slot, combineSlot(newer[slot], older[slot])]),
  ) as Documents;
  return JSON.stringify(out) === JSON.stringify(newer) ? undefined : out;
}

/** File ids any slot of `docs` says were removed (their bytes on this device can go). */
export const removedFileIds = (docs: unknown): string[] =>
  Object.values(normalizeDocuments(docs)).flatMap((entry) => entry.removed ?? []);
