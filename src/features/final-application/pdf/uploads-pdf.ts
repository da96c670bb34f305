import { PAGE_HEIGHT_MM, PAGE_WIDTH_MM } from '@/domain/package/layout-types';
import type { PdfDoc } from './engine';
import { pt, type Pen } from './pen';

/** Why an uploaded file could not be merged; the cover sheet lists it (never dropped silently). */
export type NotMerged = {
  name: string;
  slot: string;
  reason: 'unreadable-pdf' | 'encrypted-pdf' | 'unsupported-type' | 'unreadable-image';
};

const MARGIN = 12;

/** PNG bytes of an image the PDF engine cannot embed directly (WebP, GIF, BMP), via the browser. */
async function toPng(blob: Blob): Promise<Uint8Array | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
  } catch {
    return null;
  }
}

const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8;
const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isPdf = (b: Uint8Array) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46;

/** An image on its own A4 page, scaled to fit inside the margins, with its name above. */
export async function addImagePage(pen: Pen, bytes: Uint8Array, caption: string, where: string): Promise<boolean> {
  const doc = pen.doc;
  let image;
  try {
    if (isJpeg(bytes)) image = await doc.embedJpg(bytes);
    else if (isPng(bytes)) image = await doc.embedPng(bytes);
    else return false;
  } catch {
    return false;
  }
  pen.newPage();
  pen.text(pen.clean(caption, where), MARGIN, 8, 8, { gray: 0.35 });
  const maxW = pt(PAGE_WIDTH_MM - 2 * MARGIN);
  const maxH = pt(PAGE_HEIGHT_MM - 2 * MARGIN - 6);
  const scale = Math.min(maxW / image.width, maxH / image.height, 1.5);
  const w = image.width * scale;
  const h = image.height * scale;
  pen.page.drawImage(image, {
    x: (pt(PAGE_WIDTH_MM) - w) / 2,
    y: pt(PAGE_HEIGHT_MM - MARGIN - 6) - h,
    width: w,
    height: h,
  });
  return true;
}

/**
 * Adds one uploaded file after its divider: images as pages, PDF pages copied in. Returns why it
 * could not be added, if it could not.
 */
export async function addUpload(
  pen: Pen,
  file: { name: string; slot: string; type: string; blob: Blob },
  caption: string,
): Promise<NotMerged | null> {
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  const where = `upload ${file.name}`;
  if (isPdf(bytes) || file.type === 'application/pdf') {
    let source: PdfDoc;
    try {
      source = await pen.lib.PDFDocument.load(bytes, { updateMetadata: false });
    } catch (error) {
      const encrypted = error instanceof Error && /encrypt/i.test(error.message);
      return { name: file.name, slot: file.slot, reason: encrypted ? 'encrypted-pdf' : 'unreadable-pdf' };
    }
    try {
      const pages = await pen.doc.copyPages(source, source.getPageIndices());
      pages.forEach((page) => pen.doc.addPage(page));
      return null;
    } catch {
      return { name: file.name, slot: file.slot, reason: 'unreadable-pdf' };
    }
  }
  if (!file.type.startsWith('image/') && !isJpeg(bytes) && !isPng(bytes))
    return { name: file.name, slot: file.slot, reason: 'unsupported-type' };
  if (await addImagePage(pen, bytes, caption, where)) return null;
  const png = await toPng(file.blob);
  if (png && (await addImagePage(pen, png, caption, where))) return null;
  return { name: file.name, slot: file.slot, reason: 'unreadable-image' };
}
