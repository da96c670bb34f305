import type { Locale } from '@/domain/common';
import type { Statement } from '@/domain/application';
import type { FormAnswers, FormId } from '@/domain/forms/types';
import type { FormLayout, ItemValues } from '@/domain/package/layout-types';
import type { People } from '@/domain/people';
import type { ValidityRow } from '@/domain/package/validity';
import type { TranslationDraft } from '@/domain/package/translations';
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
  /** Clockwise degrees that turn the stored image upright, as found when it was read (StoredFile.orientation). */
  orientation?: 0 | 90 | 180 | 270;
};

/**
 * One open finding of the audit as the couple's guide prints it: what was found (the
 * value), where it was read (the sources), and the explanation the couple gave, if any.
 */
export type GuideFinding = {
  title?: string;
  value: string;
  sources: string[];
  explanation?: string;
  /** The consulate refuses it as it stands (the audit's weight), and no explanation was given. */
  refused?: boolean;
};

/**
 * The evidence appendix (D23): what the evidence selection hands over. Photos print one per
 * page with their caption; messages print as a dated table. The selection itself is not built here.
 */
export type EvidenceItem =
  | {
      kind: 'photo';
      name: string;
      blob: Blob;
      caption?: string;
      takenAt?: string;
      /** The uploaded file it was chosen from: printed here once, not again among the copies. */
      fileId?: string;
      orientation?: 0 | 90 | 180 | 270;
    }
  | { kind: 'message'; at: string; from: string; text: string };

/** Everything the package is made from, read once from the device (see package-input.ts). */
export type PackageInput = {
  locale: Locale;
  /** YYYY-MM-DD */
  today: string;
  targetDate: string | null;
  /**
   * `sponsor` is the Korean spouse's Hangul name ('' when none is held: the Korean documents leave
   * it blank, never a Latin name); `sponsorLatin` a Latin one, for the user's guide and file names.
   */
  names: { applicant: string; sponsor: string; applicantLatin: string; sponsorLatin?: string };
  answers: Record<FormId, FormAnswers>;
  /** The people records (D20): person facts the forms read from them. */
  people?: People;
  /** The visa application form (사증발급신청서) once its layout and values exist; absent until then. */
  visaForm?: { layout: FormLayout; values: ItemValues } | null;
  statements: { personal: Statement; sponsor: Statement };
  checklist: CheckItem[];
  validity: ValidityRow[];
  files: PackageFile[];
  evidence?: EvidenceItem[];
  /** The audit's open findings for the guide (the audit builds them); none by default. */
  findings?: GuideFinding[];
  /** Print today's date on the forms' signing-date lines, or leave them blank for the hand (the default). */
  signingDates?: 'blank' | 'print';
  /** 번역문 drafts for foreign-language documents (domain/package/translations.ts). */
  translations?: TranslationDraft[];
  /** Documents the couple cannot obtain, in their words: each gets a 사유서. */
  unobtainable?: { document: string; reason: string }[];
  /** The mission that takes the application, in the user's language, when known: the guide names it. */
  mission?: string;
};

export type Progress = (
  step: 'engine' | 'cover' | 'forms' | 'statements' | 'uploads' | 'saving' | 'guide',
  done: number,
  total: number,
) => void;

export type PackageResult = { bytes: Uint8Array; fileName: string; pageCount: number };

/** The two files of one tap (D29): the submission for the consulate, and the couple's guide. */
export type PackageFiles = PackageResult & {
  guide: PackageResult;
  /** Both files in one .zip: one download from one tap (browsers block a second one). */
  zip: { bytes: Uint8Array; fileName: string };
  /** The submission's index (제출서류 목록): each entry's title and its first and last page (1-based). */
  index: { title: string; first: number; last: number }[];
};
