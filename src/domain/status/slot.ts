/**
 * A document slot's status (D25): ready only when each required part has a file ON THIS
 * DEVICE whose issue date is known and valid on the appointment (or target) date where the part
 * has a validity window, and the details read from it were confirmed where the slot reads them.
 * A file only on another device never counts: the status says where it is.
 */
import type { DocumentEntry, DocumentFileRef, DocumentFileRole, DocumentSlot } from '../application';
import { validityOf, validityWindowOf, type Validity } from '../documents/validity';

/** A part of a slot: a role where the slot has roles, else any file. */
export type SlotPart = DocumentFileRole | 'file';

/** Where the slot reads details (passport, marriage certificate): whether they were confirmed. */
export type SlotReading = 'confirmed' | 'draft' | 'none';

export type SlotProblem =
  | { kind: 'missing'; part: SlotPart }
  /** The part's files exist only on another device: bring them (sign in to sync, or a transfer file). */
  | { kind: 'elsewhere'; part: SlotPart; fileNames: string[] }
  | { kind: 'no-issue-date'; part: SlotPart; fileName: string }
  | { kind: 'future-date'; part: SlotPart; fileName: string; issueDate: string }
  | { kind: 'expired'; part: SlotPart; fileName: string; until: string }
  | { kind: 'expires-before'; part: SlotPart; fileName: string; until: string; against: string }
  /** Details were read (or failed to be read) and are not confirmed yet. */
  | { kind: 'check-details'; reading: Exclude<SlotReading, 'confirmed'> };

export type SlotState = 'empty' | 'in-progress' | 'attention' | 'elsewhere' | 'ready';

export type SlotStatus = {
  kind: 'slot';
  slot: DocumentSlot;
  state: SlotState;
  problems: SlotProblem[];
  /** Files of the slot on this device. */
  filesHere: number;
  /** Files of the slot that exist only on another device (never counted). */
  filesElsewhere: number;
};

export type SlotContext = {
  /** YYYY-MM-DD */
  today: string;
  /** The appointment (target) date, or null: validity is then judged on today. */
  targetDate: string | null;
  /** Ids of the files whose bytes are on this device. */
  here: ReadonlySet<string>;
  reading?: SlotReading;
  /** The couple married outside Korea (D28): the foreign certificate's parts are needed before any is added. */
  marriedAbroad?: boolean;
};

export const readsDetails = (slot: DocumentSlot) => slot === 'passport' || slot === 'marriageCertificate';

/**
 * The parts a slot needs, given the files it holds and where the couple married: a foreign
 * certificate, or a marriage made abroad, adds the certificate, its apostille (or legalisation) and
 * its translation.
 */
export function requiredParts(
  slot: DocumentSlot,
  files: readonly DocumentFileRef[],
  marriedAbroad = false,
): SlotPart[] {
  if (slot === 'marriageCertificate') {
    const foreign = marriedAbroad || files.some((f) => f.role === 'foreign-certificate');
    return foreign ? ['korean-certificate', 'foreign-certificate', 'apostille', 'translation'] : ['korean-certificate'];
  }
  if (slot === 'healthCertificate') return ['applicant', 'sponsor'];
  return ['file'];
}

const rank: Record<Validity['status'], number> = {
  valid: 0,
  'expires-before-target': 1,
  'needs-date': 2,
  'future-date': 3,
  expired: 4,
};

/** The part's problem, or null when one of its files here is good. */
function partProblem(
  slot: DocumentSlot,
  part: SlotPart,
  files: readonly DocumentFileRef[],
  ctx: SlotContext,
): SlotProblem | null {
  const candidates = part === 'file' ? files : files.filter((f) => f.role === part);
  if (candidates.length === 0) return { kind: 'missing', part };
  const here = candidates.filter((f) => ctx.here.has(f.id));
  if (here.length === 0) return { kind: 'elsewhere', part, fileNames: candidates.map((f) => f.fileName) };
  const judged = here.map((file) => {
    const window = validityWindowOf(slot, file.role);
    return { file, validity: window ? validityOf(window, file.issueDate, ctx) : null };
  });
  if (judged.some((j) => !j.validity || j.validity.status === 'valid')) return null;
  const best = judged.reduce((a, b) => (rank[b.validity!.status] < rank[a.validity!.status] ? b : a));
  const v = best.validity!;
  const fileName = best.file.fileName;
  switch (v.status) {
    case 'needs-date':
      return { kind: 'no-issue-date', part, fileName };
    case 'future-date':
      return { kind: 'future-date', part, fileName, issueDate: v.issueDate ?? '' };
    case 'expired':
      return { kind: 'expired', part, fileName, until: v.validUntil ?? '' };
    default:
      return { kind: 'expires-before', part, fileName, until: v.validUntil ?? '', against: v.against };
  }
}

export function slotStatusOf(
  slot: DocumentSlot,
  entry: DocumentEntry | null | undefined,
  ctx: SlotContext,
): SlotStatus {
  const files = entry?.files ?? [];
  const filesHere = files.filter((f) => ctx.here.has(f.id)).length;
  const filesElsewhere = files.length - filesHere;
  const problems = requiredParts(slot, files, ctx.marriedAbroad)
    .map((part) => partProblem(slot, part, files, ctx))
    .filter((p): p is SlotProblem => p !== null);
  const reading = ctx.reading ?? 'none';
  if (readsDetails(slot) && filesHere > 0 && reading !== 'confirmed') problems.push({ kind: 'check-details', reading });
  const state: SlotState =
    files.length === 0
      ? 'empty'
      : problems.length === 0
        ? 'ready'
        : problems.every((p) => p.kind === 'elsewhere' || p.kind === 'missing') &&
            problems.some((p) => p.kind === 'elsewhere')
          ? 'elsewhere'
          : problems.some((p) => p.kind !== 'missing')
            ? 'attention'
            : 'in-progress';
  return { kind: 'slot', slot, state, problems, filesHere, filesElsewhere };
}
