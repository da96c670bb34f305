/**
 * Everything read from the cloud is untrusted input (another device, perhaps another version): it
 * is checked with the schemas backups are checked with (data/backup-schema.ts) before it touches
 * local data. Each record is checked on its own: a valid one is used, an invalid one is set aside
 * (kept, reported, never cast, never applied), so one bad record never blocks the others.
 */
import * as v from 'valibot';
import {
  CloudFileSchema,
  CloudSectionSchema,
  ExtractedDocumentSchema,
  FormProgressSchema,
  PersonFactEntrySchema,
  Stamp,
  TaskProgressSchema,
} from '@/data/backup-schema';
import type { ExtractedDocumentRecord, TaskProgressRecord } from '@/data/db';
import { sectionKeys } from '@/domain/application';
import { factHolders, type People, type Person } from '@/domain/people';
import type { FormProgress, GlobalProgress } from '@/domain/progress';
import { isPlainObject } from '@/lib/is-plain-object';

/** A record that failed validation, as it was read. */
export type Rejected = { item: string; data: unknown };

function records<T>(
  input: unknown,
  schema: v.GenericSchema,
  rejected: Rejected[],
  prefix: string,
  keyOk: (key: string) => boolean = () => true,
): Record<string, T> {
  const out: Record<string, T> = {};
  if (input === undefined || input === null) return out;
  if (!isPlainObject(input)) {
    rejected.push({ item: prefix, data: input });
    return out;
  }
  for (const [key, value] of Object.entries(input)) {
    const result = v.safeParse(schema, value);
    if (result.success && keyOk(key)) out[key] = result.output as T;
    else rejected.push({ item: `${prefix}${key}`, data: value });
  }
  return out;
}

const progressFields = [
  ['personalGuarantee', 'personal-guarantee'],
  ['invitationLetter', 'invitation-letter'],
  ['spouseInformation', 'spouse-information'],
] as const;

const GlobalHeader = v.looseObject({
  createdAt: v.optional(Stamp),
  lastUpdated: v.optional(Stamp),
  overallStatus: v.optional(v.picklist(['not-started', 'in-progress', 'completed'])),
});

/** userProgress/{uid}.globalProgress: each form checked alone; null when the header itself is damaged. */
export function validGlobalProgress(input: unknown, rejected: Rejected[]): GlobalProgress | null {
  if (input === null || input === undefined) return null;
  const header = v.safeParse(GlobalHeader, input);
  if (!header.success || !isPlainObject(input)) {
    rejected.push({ item: 'globalProgress', data: input });
    return null;
  }
  const out: Record<string, unknown> = { ...header.output };
  for (const [field, formId] of progressFields) {
    const form = input[field];
    if (form === undefined || form === null) {
      delete out[field];
      continue;
    }
    const result = v.safeParse(FormProgressSchema, form);
    if (result.success && result.output.formId === formId) out[field] = result.output as FormProgress;
    else {
      delete out[field];
      rejected.push({ item: formId, data: form });
    }
  }
  return out as GlobalProgress;
}

export type CloudUsersProgress = {
  storeVersion: number;
  sections: Record<string, { value: unknown; updatedAt: string }>;
  taskProgress: Record<string, TaskProgressRecord>;
  people: Partial<People>;
};

/** users/{uid}.progress: sections, tasks and people facts, each checked alone. */
export function validUsersProgress(input: Record<string, unknown>, rejected: Rejected[]): CloudUsersProgress {
  const sections = records<{ value: unknown; updatedAt: string }>(
    input.sections,
    CloudSectionSchema,
    rejected,
    'section:',
    (key) => sectionKeys.includes(key as never),
  );
  const taskProgress = records<TaskProgressRecord>(input.taskProgress, TaskProgressSchema, rejected, 'task:');
  const people: Partial<People> = {};
  if (isPlainObject(input.people))
    for (const role of factHolders) {
      const person = input.people[role];
      if (person === undefined) continue;
      const facts = records<Person[keyof Person]>(
        isPlainObject(person) ? Object.fromEntries(Object.entries(person).filter(([k]) => k !== 'role')) : person,
        PersonFactEntrySchema,
        rejected,
        `people:${role}.`,
      );
      people[role] = { role, ...facts } as Person;
    }
  else if (input.people !== undefined) rejected.push({ item: 'people', data: input.people });
  return {
    storeVersion: typeof input.storeVersion === 'number' ? input.storeVersion : 0,
    sections,
    taskProgress,
    people,
  };
}

/** users/{uid}/f6Documents/uploads: extracted documents and file metadata, each checked alone. */
export function validUploads(input: Record<string, unknown>, rejected: Rejected[]) {
  return {
    documents: records<ExtractedDocumentRecord>(input.documents, ExtractedDocumentSchema, rejected, 'document:'),
    files: records<Record<string, unknown>>(input.files, CloudFileSchema, rejected, 'file:'),
  };
}
