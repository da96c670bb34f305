import type { DocumentSlot } from '@/domain/application';
import { storedFileTypes } from '@/domain/documents/file-type';

/** What a slot accepts: photos and scans as images, or PDFs. */
export const acceptedTypes = storedFileTypes;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** iPhone photos: converted to JPEG on the device before they are stored. */
export const heicTypes = ['image/heic', 'image/heif'] as const;
/** What the file picker offers: the stored types and HEIC/HEIF (some browsers give .heic no type). */
export const pickableTypes = [...acceptedTypes, ...heicTypes, '.heic', '.heif'] as const;

export const isHeic = (file: Pick<File, 'type' | 'name'>) =>
  (heicTypes as readonly string[]).includes(file.type.toLowerCase()) || (!file.type && /\.hei[cf]$/i.test(file.name));

/** 'content': the bytes are none of the accepted types, whatever the name or the browser's type says. */
export type FileProblem =
  | 'type'
  | 'content'
  | 'size'
  | 'empty'
  | 'heic-failed'
  | 'pdf-corrupt'
  | 'pdf-password'
  | 'too-small'
  | 'image-corrupt';

/** File name endings of the accepted types: a file the browser gives no type (or a wrong one) still gets in, and its bytes decide. */
export const acceptedExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.pdf', '.heic', '.heif'] as const;
const unknownTypes = ['', 'application/octet-stream', 'binary/octet-stream'];

/**
 * Why a file cannot be stored, or null when it may be (its bytes are checked next, prepare.ts).
 * Refused here by type only when neither its type nor its name says photo or PDF: a file without
 * a type, or with a wrong one, is judged by its content.
 */
export function fileProblem(file: Pick<File, 'type' | 'size'> & { name?: string }): FileProblem | null {
  const type = file.type.toLowerCase();
  const name = (file.name ?? '').toLowerCase();
  const ours =
    (acceptedTypes as readonly string[]).includes(type) ||
    isHeic({ type, name }) ||
    unknownTypes.includes(type) ||
    acceptedExtensions.some((e) => name.endsWith(e));
  if (!ours) return 'type';
  if (file.size > MAX_FILE_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/**
 * Whether a file's first bytes are what its type claims (a text file renamed to .jpg is
 * not a photo): JPEG FF D8 FF, PNG 89 50 4E 47, WebP RIFF....WEBP, PDF %PDF.
 */
export function matchesSignature(type: string, bytes: Uint8Array): boolean {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  switch (type) {
    case 'image/jpeg':
      return at(0, 0xff, 0xd8, 0xff);
    case 'image/png':
      return at(0, 0x89, 0x50, 0x4e, 0x47);
    case 'image/webp':
      return at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50);
    case 'application/pdf':
      return at(0, 0x25, 0x50, 0x44, 0x46);
    default:
      return false;
  }
}

/** Slots whose details can be read into the auto-fill data. */
export type ExtractableSlot = Extract<DocumentSlot, 'passport' | 'marriageCertificate'>;
export const isExtractable = (slot: DocumentSlot): slot is ExtractableSlot =>
  slot === 'passport' || slot === 'marriageCertificate';

export const isImage = (type: string) => type.startsWith('image/');
export const isPdf = (type: string) => type === 'application/pdf';

export function formatBytes(bytes: number, locale: string): string {
  const nf = (n: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  if (bytes < 1024 * 1024) return `${nf(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${nf(bytes / (1024 * 1024), 1)} MB`;
}
