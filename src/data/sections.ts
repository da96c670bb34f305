import { sectionDefaults, type ApplicationSections, type SectionKey } from '@/domain/application';
import { db } from './index';
import { writeTransaction } from './write';
import { nextStamp } from '@/lib/clock';

/** A stored section merged over its defaults, so fields added later always exist. */
export async function readSection<K extends SectionKey>(key: K): Promise<ApplicationSections[K]> {
  const record = await db.sections.get(key);
  const defaults = sectionDefaults()[key];
  if (!record) return defaults;
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
    (out as Record<string, unknown>)[record.key] =
      defaults && typeof defaults === 'object' ? { ...defaults, ...(record.value as object) } : record.value;
  }
  return out;
}

/** Updates one section; the outbox row for users/{uid} is written in the same transaction. */
export function updateSection<K extends SectionKey>(
  key: K,
  update: (current: ApplicationSections[K]) => ApplicationSections[K],
): Promise<ApplicationSections[K]> {
  return writeTransaction([db.sections], async (mark) => {
    const stored = await db.sections.get(key);
    const next = update(await readSection(key));
    await db.sections.put({ key, value: next, updatedAt: nextStamp(stored?.updatedAt) });
    mark({ doc: 'users', key });
    return next;
  });
}
