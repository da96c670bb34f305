/** The MRZ sits in the bottom part of a passport's data page (measured: ~58-92 % of a photo). */
const BAND_TOP = 0.58;
const BAND_BOTTOM = 0.92;
/** Wider costs time and gains nothing; narrower than ~17 px per character loses the MRZ. */
const MAX_WIDTH = 2000;

async function toBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('Canvas export failed'))), 'image/png'));
}

/** Draws part of an image (fractions of its height) onto a canvas no wider than MAX_WIDTH. */
async function crop(source: Blob | ImageBitmap | HTMLCanvasElement, top: number, bottom: number): Promise<Blob> {
  const image = source instanceof Blob ? await createImageBitmap(source) : source;
  const scale = Math.min(1, MAX_WIDTH / image.width);
  const sy = Math.round(image.height * top);
  const sh = Math.max(1, Math.round(image.height * (bottom - top)));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(image.width * scale);
  canvas.height = Math.round(sh * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(image, 0, sy, image.width, sh, 0, 0, canvas.width, canvas.height);
  if (source instanceof Blob) (image as ImageBitmap).close();
  return toBlob(canvas);
}

/** The MRZ band of a data-page photo or scan; OCR on the whole page reads it far worse. */
export const cropMrzBand = (source: Blob | HTMLCanvasElement) => crop(source, BAND_TOP, BAND_BOTTOM);
/** The whole page, scaled down: the fallback when the band held no MRZ (an unusual framing). */
export const wholePage = (source: Blob | HTMLCanvasElement) => crop(source, 0, 1);
