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

/**
 * The clockwise rotation a JPEG's EXIF Orientation tag asks for (1, 3, 6, 8; the mirrored ones are
 * read as their rotation), 0 when it has none. pdf-lib embeds the stored pixels as they are.
 */
export function exifRotation(b: Uint8Array): 0 | 90 | 180 | 270 {
  if (!isJpeg(b)) return 0;
  let i = 2;
  while (i + 4 < b.length && b[i] === 0xff) {
    const marker = b[i + 1];
    const len = (b[i + 2] << 8) | b[i + 3];
    if (marker === 0xe1 && String.fromCharCode(...b.subarray(i + 4, i + 8)) === 'Exif') {
      const t = i + 10;
      const le = b[t] === 0x49;
      const u16 = (o: number) => (le ? b[t + o] | (b[t + o + 1] << 8) : (b[t + o] << 8) | b[t + o + 1]);
      const u32 = (o: number) => (le ? u16(o) + u16(o + 2) * 65536 : u16(o) * 65536 + u16(o + 2));
      const ifd = u32(4);
      const count = u16(ifd);
      for (let n = 0; n < count; n++) {
        const e = ifd + 2 + n * 12;
        if (u16(e) === 0x0112) {
          const v = u16(e + 8);
          return v === 3 || v === 4 ? 180 : v === 5 || v === 6 ? 90 : v === 7 || v === 8 ? 270 : 0;
        }
      }
      return 0;
    }
    if (marker === 0xda) break;
    i += 2 + len;
  }
  return 0;
}

type Embedded = Awaited<ReturnType<PdfDoc['embedPng']>>;
/** Images already in the document, by their bytes: a photo printed twice is embedded once. */
const embedded = new WeakMap<PdfDoc, Map<string, Promise<Embedded | null>>>();

async function embedOnce(doc: PdfDoc, bytes: Uint8Array): Promise<Embedded | null> {
  let cache = embedded.get(doc);
  if (!cache) embedded.set(doc, (cache = new Map()));
  const key = bytesKey(bytes);
  let image = cache.get(key);
  if (!image) {
    image = (async () => {
      try {
        if (isJpeg(bytes)) return await doc.embedJpg(bytes);
        if (isPng(bytes)) return await doc.embedPng(bytes);
      } catch {
        return null;
      }
      return null;
    })();
    cache.set(key, image);
  }
  return image;
}

/** A simple digest of bytes (FNV-1a over them, and their length). */
function bytesKey(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return `${bytes.length}:${(h >>> 0).toString(16)}`;
}

/**
 * An image on its own A4 page, upright and scaled to fit inside the margins, with its name above.
 * Upright: the EXIF orientation, then `orientation` (clockwise degrees found when it was read) on top.
 */
export async function addImagePage(
  pen: Pen,
  bytes: Uint8Array,
  caption: string,
  where: string,
  orientation: 0 | 90 | 180 | 270 = 0,
): Promise<boolean> {
  const image = await embedOnce(pen.doc, bytes);
  if (!image) return false;
  const turn = (exifRotation(bytes) + orientation) % 360;
  pen.newPage();
  pen.text(pen.clean(caption, where), MARGIN, 8, 8, { gray: 0.35 });
  const maxW = pt(PAGE_WIDTH_MM - 2 * MARGIN);
  const maxH = pt(PAGE_HEIGHT_MM - 2 * MARGIN - 6);
  const sideways = turn === 90 || turn === 270;
  // The size of the image once upright.
  const uw = sideways ? image.height : image.width;
  const uh = sideways ? image.width : image.height;
  const scale = Math.min(maxW / uw, maxH / uh, 1.5);
  const w = uw * scale;
  const h = uh * scale;
  // The upright box on the page (bottom-left corner), then where the stored image's own corner goes.
  const left = (pt(PAGE_WIDTH_MM) - w) / 2;
  const bottom = pt(PAGE_HEIGHT_MM - MARGIN - 6) - h;
  const iw = image.width * scale;
  const ih = image.height * scale;
  // pdf-lib rotates counter-clockwise about the image's bottom-left corner; a clockwise turn is negative.
  const at =
    turn === 90
      ? { x: left, y: bottom + h }
      : turn === 180
        ? { x: left + w, y: bottom + h }
        : turn === 270
          ? { x: left + w, y: bottom }
          : { x: left, y: bottom };
  pen.page.drawImage(image, {
    ...at,
    width: iw,
    height: ih,
    rotate: pen.lib.degrees(-turn),
  });
  return true;
}

/**
 * Adds one uploaded file after its divider: images as pages, PDF pages copied in. Returns why it
 * could not be added, if it could not.
 */
export async function addUpload(
  pen: Pen,
  file: { name: string; slot: string; type: string; blob: Blob; orientation?: 0 | 90 | 180 | 270 },
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
  if (await addImagePage(pen, bytes, caption, where, file.orientation)) return null;
  // Re-encoded by the browser, which applies the EXIF orientation itself: only the stored one is left.
  const png = await toPng(file.blob);
  if (png && (await addImagePage(pen, png, caption, where, file.orientation))) return null;
  return { name: file.name, slot: file.slot, reason: 'unreadable-image' };
}
