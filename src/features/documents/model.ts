import type { DocumentSlot } from '@/domain/application';

/** What a slot accepts: photos and scans as images, or PDFs. */
export const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export type FileProblem = 'type' | 'size' | 'empty';

/** Why a file cannot be stored, or null when it can. */
export function fileProblem(file: Pick<File, 'type' | 'size'>): FileProblem | null {
  if (!(acceptedTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_FILE_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/** Slots whose details can be read into the auto-fill data. */
export type ExtractableSlot = Extract<DocumentSlot, 'passport' | 'marriageCertificate'>;
export const isExtractable = (slot: DocumentSlot): slot is ExtractableSlot => slot === 'passport' || slot === 'marriageCertificate';

export const isImage = (type: string) => type.startsWith('image/');
export const isPdf = (type: string) => type === 'application/pdf';

export function formatBytes(bytes: number, locale: string): string {
  const nf = (n: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  if (bytes < 1024 * 1024) return `${nf(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${nf(bytes / (1024 * 1024), 1)} MB`;
}
