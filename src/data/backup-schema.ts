/**
 * The backup file, as a valibot schema: parsed into typed data, one issue per failure.
 * One schema per part of the file (`backupParts`), so a new part is one more entry here plus its
 * migration in migrations.ts. Records are loose objects: fields added by a newer store version of
 * the same record survive an import; the fields this app relies on are typed.
 */
import * as v from 'valibot';
import { sectionKeys } from '@/domain/application';
import type { FormId } from '@/domain/forms/types';
import type { ApplicationSections } from '@/domain/application';
import { CURRENT_STORE_VERSION } from './migrations';
import { MAX_IMPORTED_ANSWER_CHARS, MAX_SECTION_TEXT_CHARS } from '@/lib/text-limits';

export const BACKUP_FORMAT = 'f6-visa-prep-backup';

/** A timestamp the app wrote (ISO 8601; older files have plain dates). */
export const Stamp = v.pipe(
  v.string(),
  v.maxLength(40),
  v.check((s) => !Number.isNaN(Date.parse(s))),
);
/** The message of the check below: parseBackup names it apart from damage ("an answer is too long"). */
export const TOO_LONG = 'too-long';

/** Whether every string inside `value` (an answer, a section) is at most `max` characters. */
export function withinLength(value: unknown, max: number, depth = 0): boolean {
  if (typeof value === 'string') return value.length <= max;
  if (!value || typeof value !== 'object' || depth > 8) return true;
  return Object.values(value).every((x) => withinLength(x, max, depth + 1));
}
/**
 * Answers no longer than input allows: a 10 MB answer from a file or the cloud is refused here, not
 * written (the review page took 23 s to print one).
 */
const Answers = v.pipe(
  v.record(v.string(), v.unknown()),
  v.check((answers) => withinLength(answers, MAX_IMPORTED_ANSWER_CHARS), TOO_LONG),
);
/** A section: an object whose texts fit the longest a section holds (a composed statement). */
const SectionValue = v.pipe(
  v.looseObject({}),
  v.check((value) => withinLength(value, MAX_SECTION_TEXT_CHARS), TOO_LONG),
);

const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000));
const Status = v.picklist(['not-started', 'in-progress', 'completed']);
const formIds: FormId[] = ['personal-guarantee', 'invitation-letter', 'spouse-information'];

export const FormProgressSchema = v.looseObject({
  formId: v.picklist(formIds),
  totalQuestions: Count,
  answeredQuestions: Count,
  lastUpdated: Stamp,
  status: Status,
  currentQuestionIndex: Count,
  formData: Answers,
  lastSaved: v.optional(v.nullable(Stamp), null),
  // Per answer stamps (per question merge); absent in files made before them.
  answeredAt: v.optional(v.record(v.string(), Stamp)),
  replacedAt: v.optional(v.record(v.string(), Stamp)),
});

export const TaskProgressSchema = v.looseObject({
  taskId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  status: Status,
  startedAt: v.optional(Stamp),
  completedAt: v.optional(Stamp),
  lastUpdated: Stamp,
});

export const ExtractedDocumentSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  extractionResult: v.object({ documentType: v.string(), data: v.record(v.string(), v.string()) }),
  uploadedAt: Stamp,
  fileName: v.string(),
  fileUrl: v.optional(v.nullable(v.string()), null),
  updatedAt: Stamp,
});

/** Sections are objects; sections this app does not know are dropped (as before). */
const SectionsSchema = v.pipe(
  v.record(v.string(), SectionValue),
  v.transform(
    (sections) =>
      Object.fromEntries(
        Object.entries(sections).filter(([key]) => sectionKeys.includes(key as never)),
      ) as Partial<ApplicationSections>,
  ),
);

/** A person's fact as stored and synced (domain/people.ts PersonFactValue). */
export const PersonFactSchema = v.object({ value: v.pipe(v.string(), v.maxLength(2000)), updatedAt: Stamp });
/**
 * A fact as a person record holds it: one value, or (D26) a Korean and a Latin version of a fact the
 * forms print in two scripts, each with its own stamp.
 */
export const PersonFactEntrySchema = v.union([
  PersonFactSchema,
  v.pipe(
    v.strictObject({ ko: v.optional(PersonFactSchema), latin: v.optional(PersonFactSchema) }),
    v.check((fact) => fact.ko !== undefined || fact.latin !== undefined, 'a fact in two scripts holds at least one'),
  ),
]);

/** One section as the cloud holds it (users/{uid}.progress.sections.{key}): a known key, an object, a stamp. */
export const CloudSectionSchema = v.looseObject({ value: SectionValue, updatedAt: Stamp });

/** An uploaded file's metadata in the cloud (users/{uid}/f6Documents/uploads.files.{id}). */
export const CloudFileSchema = v.looseObject({
  slot: v.optional(v.pipe(v.string(), v.maxLength(200))),
  name: v.optional(v.pipe(v.string(), v.maxLength(500))),
  type: v.optional(v.pipe(v.string(), v.maxLength(100))),
  size: v.optional(v.pipe(v.number(), v.minValue(0))),
  addedAt: v.optional(Stamp),
  path: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
});

/** Every part of a backup after the header. Add a new part here (and its migration). */
export const backupParts = {
  sections: SectionsSchema,
  sectionsUpdatedAt: v.optional(v.record(v.string(), Stamp)),
  formProgress: v.array(FormProgressSchema),
  taskProgress: v.array(TaskProgressSchema),
  extractedDocuments: v.array(ExtractedDocumentSchema),
  // Since store version 4 (D20): migrations.ts has already made it a valid People (toPeople);
  // the `progress` owner may tighten this to the fact shapes.
  people: v.looseObject({
    applicant: v.looseObject({}),
    sponsor: v.looseObject({}),
    couple: v.optional(v.looseObject({})),
  }),
};

export type BackupPart = keyof typeof backupParts | 'exportedAt' | 'createdAt' | 'storeVersion';

export const BackupSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  storeVersion: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(CURRENT_STORE_VERSION)),
  exportedAt: Stamp,
  createdAt: v.optional(Stamp),
  ...backupParts,
});
