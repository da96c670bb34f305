import type { Locale } from '@/domain/common';
import type { Statement } from '@/domain/application';
import type { FormAnswers, FormId } from '@/domain/forms/types';
import type { FormLayout, ItemValues } from '@/domain/package/layout-types';
import type { People } from '@/domain/people';
import type { ValidityRow } from '@/domain/package/validity';
import type { CheckItem } from '../checklist';

/** An uploaded file as stored on the device (Dexie `files`). */
export type PackageFile = {
  id: string;
  slot: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
  addedAt: string;
};

/**
 * The evidence appendix (ruling 23): what the evidence selection hands over. Photos print one per
 * page with their caption; messages print as a dated table. The selection itself is not built here.
 */
export type EvidenceItem =
  | { kind: 'photo'; name: string; blob: Blob; caption?: string; takenAt?: string }
  | { kind: 'message'; at: string; from: string; text: string };

/** Everything the package is made from, read once from the device (see package-input.ts). */
export type PackageInput = {
  locale: Locale;
  /** YYYY-MM-DD */
  today: string;
  targetDate: string | null;
  names: { applicant: string; sponsor: string; applicantLatin: string };
  answers: Record<FormId, FormAnswers>;
  /** The people records (ruling 20): person facts the forms read from them. */
  people?: People;
  /** The visa application form (사증발급신청서) once its layout and values exist; absent until then. */
  visaForm?: { layout: FormLayout; values: ItemValues } | null;
  statements: { personal: Statement; sponsor: Statement };
  checklist: CheckItem[];
  validity: ValidityRow[];
  files: PackageFile[];
  evidence?: EvidenceItem[];
};

export type Progress = (
  step: 'engine' | 'cover' | 'forms' | 'statements' | 'uploads' | 'saving',
  done: number,
  total: number,
) => void;

export type PackageResult = { bytes: Uint8Array; fileName: string; pageCount: number };
