/**
 * A document slot holds several files; what each slot needs before it counts as filled, and the
 * shape older clients stored (one file per slot, or null) brought to the current one.
 */
import {
  documentFileRoles,
  documentSlots,
  type DocumentEntry,
  type DocumentFileRef,
  type DocumentFileRole,
  type DocumentSlot,
  type Documents,
  type LegacyDocumentRef,
} from '../application';
import { isPlainObject } from '@/lib/is-plain-object';

/** The roles a slot's files can have, in the order the consulate reads them; none for single-kind slots. */
export const slotRoles: Readonly<Partial<Record<DocumentSlot, readonly DocumentFileRole[]>>> = {
  // Rules §2: the Korean 혼인관계증명서; married abroad first: the foreign certificate, its apostille and a translation.
  marriageCertificate: ['korean-certificate', 'foreign-certificate', 'apostille', 'translation'],
  // Rules §5.5: one health certificate for each spouse.
  healthCertificate: ['applicant', 'sponsor'],
};

export const rolesOf = (slot: DocumentSlot): readonly DocumentFileRole[] => slotRoles[slot] ?? [];

/**
 * The roles that apply to this couple's slot (D28): a marriage made in Korea needs no foreign
 * certificate, apostille or translation, so only the Korean certificate is offered, with any part
 * the slot still asks for because of what is stored (a foreign certificate added before the answer
 * asks for its apostille and translation, `missingInSlot`). Where they married is not known: every role.
 */
export function rolesFor(
  slot: DocumentSlot,
  marriagePlace?: 'korea' | 'abroad',
  files: readonly DocumentFileRef[] = [],
): readonly DocumentFileRole[] {
  if (slot !== 'marriageCertificate' || marriagePlace !== 'korea') return rolesOf(slot);
  const needed = missingInSlot(slot, { files: [...files] });
  return rolesOf(slot).filter((r) => r === 'korean-certificate' || needed.includes(r));
}

/** The roles a stored file can be given: those that apply, and its own, kept so nothing stored is hidden or relabelled. */
export function rolesForFile(
  slot: DocumentSlot,
  file: Pick<DocumentFileRef, 'role'>,
  marriagePlace?: 'korea' | 'abroad',
): readonly DocumentFileRole[] {
  const applies = rolesFor(slot, marriagePlace);
  const own = file.role;
  if (!own || applies.includes(own)) return applies;
  return rolesOf(slot).filter((r) => r === own || applies.includes(r));
}

/** The role a new file gets: the first one that applies and the slot still lacks, else the first. */
export function defaultRole(
  slot: DocumentSlot,
  files: readonly DocumentFileRef[],
  marriagePlace?: 'korea' | 'abroad',
): DocumentFileRole | null {
  const roles = rolesFor(slot, marriagePlace, files);
  if (roles.length === 0) return null;
  return roles.find((r) => !files.some((f) => f.role === r)) ?? roles[0];
}

export type SlotNeed = DocumentFileRole | 'file';

/**
 * What is still missing from a slot, [] when it is filled. Marriage certificate: the Korean
 * certificate, and when the couple married abroad or a foreign certificate is there, that
 * certificate, its apostille and translation too.
 * Health certificates: one for each spouse. Every other slot: one file.
 */
export function missingInSlot(
  slot: DocumentSlot,
  entry: DocumentEntry | null | undefined,
  marriedAbroad = false,
): SlotNeed[] {
  const files = entry?.files ?? [];
  const has = (role: DocumentFileRole) => files.some((f) => f.role === role);
  if (slot === 'marriageCertificate') {
    const needs: DocumentFileRole[] = ['korean-certificate'];
    // Married abroad (D28): the foreign certificate and its papers are needed before any is added.
    if (marriedAbroad) needs.push('foreign-certificate');
    if (marriedAbroad || has('foreign-certificate')) needs.push('apostille', 'translation');
    return needs.filter((r) => !has(r));
  }
  if (slot === 'healthCertificate') return (['applicant', 'sponsor'] as const).filter((r) => !has(r));
  return files.length > 0 ? [] : ['file'];
}

const isRole = (v: unknown): v is DocumentFileRole =>
  typeof v === 'string' && (documentFileRoles as readonly string[]).includes(v);
const isoDateOrNull = (v: unknown): string | null =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;

function fileRef(slot: DocumentSlot, raw: unknown, index: number): DocumentFileRef | null {
  if (!isPlainObject(raw) || typeof raw.fileName !== 'string') return null;
  const role = isRole(raw.role) && rolesOf(slot).includes(raw.role) ? raw.role : null;
  return {
    id: typeof raw.id === 'string' && raw.id ? raw.id : `${slot}-legacy-${index}`,
    fileName: raw.fileName,
    size: typeof raw.size === 'number' ? raw.size : 0,
    type: typeof raw.type === 'string' ? raw.type : '',
    uploadedAt: typeof raw.uploadedAt === 'string' ? raw.uploadedAt : new Date(0).toISOString(),
    role: role ?? (rolesOf(slot).length ? rolesOf(slot)[0] : null),
    issueDate: isoDateOrNull(raw.issueDate),
  };
}

/**
 * One slot in the current shape, from any stored shape. A single file from before store version 5
 * becomes the slot's first file (with the slot's first role: the Korean certificate, the applicant's
 * health certificate); `fileId` names its bytes in the files table when known.
 */
export function normalizeSlot(slot: DocumentSlot, raw: unknown, fileId?: string): DocumentEntry {
  if (!isPlainObject(raw)) return { files: [] };
  if (Array.isArray(raw.files)) {
    const files = raw.files.map((f, i) => fileRef(slot, f, i)).filter((f): f is DocumentFileRef => !!f);
    const ids = new Set<string>();
    const unique = files.filter((f) => !ids.has(f.id) && ids.add(f.id));
    const removed = Array.isArray(raw.removed) ? raw.removed.filter((id): id is string => typeof id === 'string') : [];
    return {
      files: unique,
      ...(typeof raw.extractedId === 'string' ? { extractedId: raw.extractedId } : {}),
      ...(removed.length ? { removed } : {}),
    };
  }
  const legacy = raw as Partial<LegacyDocumentRef>;
  const file = fileRef(slot, { ...legacy, id: fileId }, 0);
  if (!file) return { files: [] };
  return typeof legacy.extractedId === 'string'
    ? { files: [file], extractedId: legacy.extractedId }
    : { files: [file] };
}

/** The whole documents section in the current shape (idempotent); unknown slots are dropped. */
export function normalizeDocuments(raw: unknown, fileIds: Partial<Record<DocumentSlot, string>> = {}): Documents {
  const source = isPlainObject(raw) ? raw : {};
  return Object.fromEntries(
    documentSlots.map((slot) => [slot, normalizeSlot(slot, source[slot], fileIds[slot])]),
  ) as Documents;
}
