/// <reference lib="webworker" />
// Finds the MRZ band in a photo off the main thread and hands back crops to read, best guess
// first: the page may be anywhere in the picture, turned by a quarter or half turn, and tilted a
// few degrees (mrz-band.ts explains how). Each crop is straightened, scaled to ~30 px per
// character and contrast-stretched, as the legacy OCR engine reads best.
import { READ_DECODE_SIDE, type ImageSize } from './image-size';
import {
  bestTilt,
  edgeMap,
  evenLighting,
  findBands,
  pageAround,
  stretchContrast,
  textBeside,
  toGray,
  type Band,
} from './mrz-band';

declare const self: DedicatedWorkerGlobalScope;

/** First the photo (with its size from the header), then the next crop to read, until the worker has no more; `again` redraws the last crop smaller. */
export type BandRequest = { image: Blob; size: ImageSize | null } | { next: true } | { again: number };
/**
 * Where a crop puts the page: `orientation` is the clockwise quarter turn that makes the picture
 * (as decoded, EXIF orientation applied) upright, `pageBox` the data page's place in that upright
 * picture's pixels, estimated from the MRZ (a TD3 page is 125 x 88 mm, its MRZ 44 x 2.54 mm).
 */
export type Placement = {
  orientation: 0 | 90 | 180 | 270;
  pageBox: { x: number; y: number; width: number; height: number };
};
export type BandCrop = { image: Blob; label: string; placement: Placement };
export type BandReply = { ready: true } | { crop: BandCrop } | { done: true } | { error: string };

/** Long side of the image the band is searched in: enough to separate the two MRZ lines. */
const SEARCH_SIZE = 900;
/** Width the MRZ line is scaled to for OCR (44 characters at ~32 px each). */
const OCR_LINE_WIDTH = 1400;
const MAX_CROPS = 6;

type Frame = { theta: number; width: number; height: number };

/** The image turned by theta (radians) about its centre, in a box that holds all of it. */
function frame(bitmap: ImageBitmap, theta: number): Frame {
  const c = Math.abs(Math.cos(theta));
  const s = Math.abs(Math.sin(theta));
  return { theta, width: bitmap.width * c + bitmap.height * s, height: bitmap.width * s + bitmap.height * c };
}

/** Draws a region of a frame (frame pixels) at a scale; white where the photo does not reach. */
function render(
  bitmap: ImageBitmap,
  f: Frame,
  scale: number,
  region = { left: 0, top: 0, width: f.width, height: f.height },
) {
  const canvas = new OffscreenCanvas(
    Math.max(1, Math.round(region.width * scale)),
    Math.max(1, Math.round(region.height * scale)),
  );
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('No 2D canvas in the worker');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.imageSmoothingQuality = 'high';
  ctx.setTransform(scale, 0, 0, scale, -region.left * scale, -region.top * scale);
  ctx.translate(f.width / 2, f.height / 2);
  ctx.rotate(f.theta);
  ctx.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
  return { canvas, ctx };
}

function grayOf(bitmap: ImageBitmap, f: Frame, scale: number) {
  const { canvas, ctx } = render(bitmap, f, scale);
  return toGray(ctx.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
}

async function crop(
  bitmap: ImageBitmap,
  f: Frame,
  band: Band,
  searchScale: number,
  flip: boolean,
  size = 1,
): Promise<Blob> {
  // Band coordinates are in the search image; the crop is drawn from the full photo.
  let region = {
    left: band.left / searchScale,
    top: band.top / searchScale,
    width: (band.right - band.left) / searchScale,
    height: (band.bottom - band.top) / searchScale,
  };
  let g = f;
  if (flip) {
    g = { ...f, theta: f.theta + Math.PI };
    region = { ...region, left: f.width - region.left - region.width, top: f.height - region.top - region.height };
  }
  const scale = Math.min(3, Math.max(0.3, (size * OCR_LINE_WIDTH) / (band.runWidth / searchScale)));
  const { canvas, ctx } = render(bitmap, g, scale, region);
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  // The local background over about a character's width: wider than any stroke.
  evenLighting(pixels.data, canvas.width, canvas.height, (0.8 * scale * band.runWidth) / searchScale / 44);
  stretchContrast(pixels.data);
  ctx.putImageData(pixels, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

type PendingCrop = { label: string; make: (size?: number) => Promise<Blob>; placement: Placement };

/**
 * The page's place in the upright picture for a band read in frame `f` (flipped or not), in the
 * original picture's pixels (`decodeScale`: original pixels per decoded pixel).
 */
function placement(
  bitmap: ImageBitmap,
  f: Frame,
  band: Band,
  searchScale: number,
  flip: boolean,
  decodeScale: number,
): Placement {
  const theta = f.theta + (flip ? Math.PI : 0);
  const quarter = (((Math.round(theta / (Math.PI / 2)) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
  // The MRZ text's box in frame pixels, mirrored when the page is read the other way up.
  let box = {
    left: band.textLeft / searchScale,
    right: band.textRight / searchScale,
    top: band.textTop / searchScale,
    bottom: band.textBottom / searchScale,
  };
  if (flip)
    box = {
      left: f.width - box.right,
      right: f.width - box.left,
      top: f.height - box.bottom,
      bottom: f.height - box.top,
    };
  const page = pageAround(box);
  // Frame pixels to the upright picture: turn by (quarter - theta) about the centres.
  const turn = quarter * (Math.PI / 2) - theta;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const uw = quarter % 2 ? bitmap.height : bitmap.width;
  const uh = quarter % 2 ? bitmap.width : bitmap.height;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [page.left, page.top],
    [page.right, page.top],
    [page.left, page.bottom],
    [page.right, page.bottom],
  ]) {
    const vx = x - f.width / 2;
    const vy = y - f.height / 2;
    xs.push(vx * cos - vy * sin + uw / 2);
    ys.push(vx * sin + vy * cos + uh / 2);
  }
  const x0 = Math.max(0, Math.min(...xs));
  const y0 = Math.max(0, Math.min(...ys));
  const x1 = Math.min(uw, Math.max(...xs));
  const y1 = Math.min(uh, Math.max(...ys));
  return {
    orientation: (quarter * 90) as Placement['orientation'],
    pageBox: {
      x: Math.round(x0 * decodeScale),
      y: Math.round(y0 * decodeScale),
      width: Math.round(Math.max(0, x1 - x0) * decodeScale),
      height: Math.round(Math.max(0, y1 - y0) * decodeScale),
    },
  };
}

/**
 * Where the MRZ may be, best guess first, as a queue that fills on demand: the bands along the
 * likelier text direction first, the other direction's only if OCR found nothing in those.
 */
function locate(bitmap: ImageBitmap, decodeScale: number): { next: () => PendingCrop | undefined } {
  const searchScale = Math.min(1, SEARCH_SIZE / Math.max(bitmap.width, bitmap.height));
  // Which way the text runs: along the rows as photographed, or down the columns.
  const axes = [0, Math.PI / 2].map((quarter) => {
    const g = grayOf(bitmap, frame(bitmap, quarter), searchScale);
    const edges = edgeMap(g);
    const tilt = bestTilt(edges, g.width, g.height);
    return { quarter, tilt: tilt.angle, score: tilt.score, g, edges };
  });
  axes.sort((a, b) => b.score - a.score);
  const queue: PendingCrop[] = [];
  const fill = (axis: (typeof axes)[number]) => {
    // Undo the tilt measured in the turned image (a line sloping down to the right has angle > 0).
    const f = frame(bitmap, axis.quarter - axis.tilt);
    const g = axis.tilt === 0 ? axis.g : grayOf(bitmap, f, searchScale);
    const edges = axis.tilt === 0 ? axis.edges : edgeMap(g);
    for (const band of findBands(g, edges)) {
      // On a data page the printed fields sit above the MRZ: more text below means upside down.
      const upsideDown =
        textBeside(edges, g.width, g.height, band, 'below') > textBeside(edges, g.width, g.height, band, 'above');
      const name = `${Math.round((axis.quarter * 180) / Math.PI)}° tilt ${((axis.tilt * 180) / Math.PI).toFixed(2)}° rows ${Math.round(band.top)}-${Math.round(band.bottom)}`;
      for (const flip of [upsideDown, !upsideDown])
        queue.push({
          make: (size) => crop(bitmap, f, band, searchScale, flip, size),
          label: `${name}${flip ? ' flipped' : ''}`,
          placement: placement(bitmap, f, band, searchScale, flip, decodeScale),
        });
    }
  };
  // Last resort: where the MRZ sits on a straight, well-framed data page (bottom 58-92 %).
  const fixed = () => {
    const f = frame(bitmap, 0);
    const w = f.width * searchScale;
    const h = f.height * searchScale;
    const band: Band = {
      top: h * 0.58,
      bottom: h * 0.92,
      left: 0,
      right: w,
      textLeft: w * 0.05,
      textRight: w * 0.95,
      textTop: h * 0.7,
      textBottom: h * 0.85,
      runWidth: w * 0.9,
      lines: 2,
      score: 0,
    };
    queue.push({
      make: (size) => crop(bitmap, f, band, searchScale, false, size),
      label: 'fixed band',
      placement: placement(bitmap, f, band, searchScale, false, decodeScale),
    });
  };
  let fixedDone = false;
  let given = 0;
  return {
    next: () => {
      while (queue.length === 0 && axes.length) fill(axes.shift()!);
      if (queue.length === 0 && !fixedDone) {
        fixedDone = true;
        fixed();
      }
      if (given++ >= MAX_CROPS) return undefined;
      return queue.shift();
    },
  };
}

/**
 * Decodes the picture (EXIF orientation applied, the browser's default), scaled down while
 * decoding when its long side is over READ_DECODE_SIDE: a 48 MP photo is read from 10 MP.
 */
function decode(image: Blob, size: ImageSize | null): Promise<ImageBitmap> {
  const long = size ? Math.max(size.width, size.height) : 0;
  if (!size || long <= READ_DECODE_SIDE) return createImageBitmap(image);
  // One side only: the aspect is kept whichever way EXIF turns the picture.
  const resizeWidth = Math.max(1, Math.round((size.width * READ_DECODE_SIDE) / long));
  return createImageBitmap(image, { resizeWidth, resizeQuality: 'high' });
}

let pending: { next: () => PendingCrop | undefined } | null = null;
let last: PendingCrop | undefined;

self.onmessage = async (event: MessageEvent<BandRequest>) => {
  const request = event.data;
  try {
    if ('image' in request) {
      // The page terminates this worker when it is done, which frees the bitmap with it.
      const bitmap = await decode(request.image, request.size);
      const long = request.size ? Math.max(request.size.width, request.size.height) : 0;
      pending = locate(bitmap, long ? long / Math.max(bitmap.width, bitmap.height) : 1);
      self.postMessage({ ready: true } satisfies BandReply);
    } else if ('again' in request) {
      self.postMessage(
        (last
          ? {
              crop: {
                label: `${last.label} at ${request.again}`,
                image: await last.make(request.again),
                placement: last.placement,
              },
            }
          : { done: true }) satisfies BandReply,
      );
    } else {
      last = pending?.next();
      self.postMessage(
        (last
          ? { crop: { label: last.label, image: await last.make(), placement: last.placement } }
          : { done: true }) satisfies BandReply,
      );
    }
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies BandReply);
  }
};
