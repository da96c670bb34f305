/**
 * Every file gets a straight answer before it is stored: HEIC/HEIF photos become JPEG on the device,
 * a PDF that cannot be opened (damaged, or locked with a password) is refused with that reason, and
 * a PDF's text layer is read once for the issue date. The converters load only here, on demand.
 */
import type { DocumentFileRole, DocumentSlot } from '@/domain/application';
import { issueDateFromText } from '@/domain/documents/issue-date';
import { validityWindowOf } from '@/domain/documents/validity';
import { logger } from '@/lib/logger';
import { isHeic, isPdf } from './model';
import {
  IMAGE_HEADER_BYTES,
  MIN_DOCUMENT_IMAGE_PX,
  SNIFF_BYTES,
  imageSizeOf,
  nameForType,
  sniffFileType,
} from '@/domain/documents/file-type';
import { FileRejectedError } from './repo';

export type Prepared = {
  file: File;
  /** The issue date read from the document, when it has one printed and labelled. */
  issueDate: string | null;
  /** A Korean certificate that is a photo or a scan without text: it cannot be read, so its details are asked. */
  unreadable: boolean;
  /** The name it had, when its bytes were another type than its name said (stored under a name that fits). */
  renamedFrom: string | null;
};

const jpegName = (name: string) => name.replace(/\.(heic|heif)$/i, '') + '.jpg';

async function convertHeic(file: File): Promise<File> {
  try {
    const { heicTo } = await import('heic-to/csp');
    const jpeg = await heicTo({ blob: file, type: 'image/jpeg', quality: 0.9 });
    return new File([jpeg], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch (error) {
    logger.warn('Converting a HEIC photo failed', error);
    throw new FileRejectedError('heic-failed');
  }
}

/** What pdf.js throws for a file that is not a readable PDF. */
const pdfDamage = ['InvalidPDFException', 'FormatError', 'UnknownErrorException', 'MissingPDFException'];

/** The PDF's text, or a rejection naming why it cannot be opened. */
async function pdfTextOf(file: File): Promise<string> {
  try {
    const { pdfText } = await import('./extraction/pdf');
    const { text, close } = await pdfText(file);
    close();
    return text;
  } catch (error) {
    const name = (error as { name?: string } | null)?.name ?? '';
    if (name === 'PasswordException') throw new FileRejectedError('pdf-password');
    if (pdfDamage.includes(name)) throw new FileRejectedError('pdf-corrupt');
    // The PDF reader could not load (offline before it was fetched): the file is stored unchecked
    // rather than lost; it is checked again when read.
    logger.warn('The PDF reader could not check a file', error);
    return '';
  }
}

/**
 * Whether the browser can draw the image: a photo cut short or garbage behind a JPEG header is refused
 * here, not stored as ready (a trial's did; only the package noticed). Where the browser has no
 * decoder API (tests), the header check above stands.
 */
async function decodes(file: File): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

export async function prepareFile(slot: DocumentSlot, role: DocumentFileRole | null, input: File): Promise<Prepared> {
  let file = input;
  // The bytes say what the file is (domain/documents/file-type.ts), not its name or the browser's type.
  const sniffed = sniffFileType(new Uint8Array(await input.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (sniffed === 'heic' || (sniffed === null && isHeic(input))) {
    file = await convertHeic(input);
  } else if (sniffed === null) {
    throw new FileRejectedError('content');
  } else if (sniffed !== input.type || nameForType(input.name, sniffed) !== input.name) {
    // Stored as what it is: the type its bytes have, and a name that says it (a PNG named .jpg becomes .png).
    file = new File([input], nameForType(input.name, sniffed), { type: sniffed, lastModified: input.lastModified });
  }
  const renamedFrom = file.name !== input.name && sniffed !== 'heic' && sniffed !== null ? input.name : null;
  if (file.type.startsWith('image/')) {
    const size = imageSizeOf(new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer()));
    if (size && Math.min(size.width, size.height) < MIN_DOCUMENT_IMAGE_PX) throw new FileRejectedError('too-small');
    if (!(await decodes(file))) throw new FileRejectedError('image-corrupt');
  }
  const koreanCertificate = slot === 'marriageCertificate' && role === 'korean-certificate';
  if (!isPdf(file.type)) return { file, issueDate: null, unreadable: koreanCertificate, renamedFrom };
  const text = await pdfTextOf(file);
  const wantsDate = !!validityWindowOf(slot, role);
  return {
    file,
    issueDate: wantsDate ? issueDateFromText(text) : null,
    unreadable: koreanCertificate && text.trim() === '',
    renamedFrom,
  };
}
