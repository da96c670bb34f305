import { sectionDefaults, type ApplicationSections, type SectionKey } from '@/domain/application';
import { normalizeDocuments } from '@/domain/documents/slots';
import { db } from './index';
import { writeTransaction } from './write';
import { nextStamp } from '@/lib/clock';

/**
 * Sections whose stored shape changed: a copy synced from an older client may still arrive in the
 * old shape, so it is brought to the current one on every read.
 */
const normalizers: Partial<{ [K in SectionKey]: (value: unknown) => ApplicationSections[K] }> = {
  documents: normalizeDocuments,
};

/** A stored section merged over its defaults, so fields added later always exist. */
export async function readSection<K extends SectionKey>(key: K): Promise<ApplicationSections[K]> {
  const record = await db.sections.get(key);
  const defaults = sectionDefaults()[key];
  if (!record) return defaults;
  const normalize = normalizers[key];
  if (normalize) return normalize(record.value);
  const value = record.value as ApplicationSections[K];
  if (defaults && typeof defaults === 'object' && !Array.isArray(defaults) && value && typeof value === 'object') {
    return { ...defaults, ...value };
  }
  return value ?? defaults;
}

export async function readAllSections(): Promise<ApplicationSections> {
  const records = await db.sections.toArray();
  const out = sectionDefaults();
  for (const record of records) {
    const defaults = out[record.key];
    const normalize = normalizers[record.key] as ((value: unknown) => unknown) | undefined;
    (out as Record<string, unknown>)[record.key] = normalize
      ? normalize(record.value)
      : defaults && typeof defaults === 'object'
        ? { ...defaults, ...(record.value as object) }
        : record.value;
  }
  return out;
}

/** Updates one section; the outbox row for users/{uid} is written in the same transaction. */
export function updateSection<K extends SectionKey>(
  key: K,
  update: (current: ApplicationSections[K]) => ApplicationSections[K],
): Promise<ApplicationSections[K]> {
  return writeTransaction([db.sections], async () => {
    const stored = await db.sections.get(key);
    const next = update(await readSection(key));
    await db.sections.put({ key, value: next, updatedAt: nextStamp(stored?.updatedAt) });
    return next;
  });
}
