/** The people records (D20): read, and written through the outbox like every other change. */
import { factHolders, toPeople, withFact, type People, type PersonFactRef } from '@/domain/people';
import { nextStamp } from '@/lib/clock';
import { db } from './index';
import { writeTransaction } from './write';
import { readSection } from './sections';
import type { ApplicationSections, SectionKey } from '@/domain/application';

export type FactWrite = { ref: PersonFactRef; value: string };

export async function readPeople(): Promise<People> {
  return toPeople(Object.fromEntries((await db.people.toArray()).map((p) => [p.role, p])));
}

/**
 * Writes facts inside a running transaction that includes db.people (and the outbox through
 * the outbox middleware). Returns whether anything changed.
 */
export async function putFacts(writes: FactWrite[]): Promise<boolean> {
  if (writes.length === 0) return false;
  const before = await readPeople();
  const latest = factHolders
    .flatMap((role) =>
      Object.values(before[role]).filter(
        (f): f is { value: string; updatedAt: string } => typeof f === 'object' && f !== null,
      ),
    )
    .reduce<string | undefined>((max, f) => (!max || f.updatedAt > max ? f.updatedAt : max), undefined);
  const at = nextStamp(latest);
  const after = writes.reduce((people, w) => withFact(people, w.ref, w.value, at), before);
  if (after === before) return false;
  await db.people.bulkPut(factHolders.filter((role) => after[role] !== before[role]).map((role) => after[role]));
  return true;
}

/** Edits facts of the people records (details page, document suggestions accepted, eligibility). */
export const saveFacts = (writes: FactWrite[]) => writeTransaction([db.people], () => putFacts(writes));

/** Updates a section and writes person facts in one transaction (the visa application form's tagged fields). */
export function updateSectionWithFacts<K extends SectionKey>(
  key: K,
  update: (current: ApplicationSections[K]) => ApplicationSections[K],
  writes: FactWrite[],
): Promise<ApplicationSections[K]> {
  return writeTransaction([db.sections, db.people], async () => {
    const stored = await db.sections.get(key);
    const next = update(await readSection(key));
    await db.sections.put({ key, value: next, updatedAt: nextStamp(stored?.updatedAt) });
    await putFacts(writes);
    return next;
  });
}
