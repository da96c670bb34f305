/// <reference lib="webworker" />
// Finds the MRZ band in a photo off the main thread and hands back crops to read, best guess
// first: the page may be anywhere in the picture, turned by a quarter or half turn, and tilted a
// few degrees (mrz-band.ts explains how). Each crop is straightened, scaled to ~30 px per
// character and contrast-stretched, as the legacy OCR engine reads best.
import { bestTilt, edgeMap, findBands, stretchContrast, textBeside, toGray, type Band } from './mrz-band';

declare const self: DedicatedWorkerGlobalScope;

/** First the photo, then the next crop to read, until the worker has no more; `again` redraws the last crop smaller. */
export type BandRequest = { image: Blob } | { next: true } | { again: true };
export type BandCrop = { image: Blob; label: string };
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
  stretchContrast(pixels.data);
  ctx.putImageData(pixels, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

type PendingCrop = { label: string; make: (size?: number) => Promise<Blob> };

/**
 * Where the MRZ may be, best guess first, as a queue that fills on demand: the bands along the
 * likelier text direction first, the other direction's only if OCR found nothing in those.
 */
function locate(bitmap: ImageBitmap): { next: () => PendingCrop | undefined } {
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
        });
    }
  };
  // Last resort: where the MRZ sits on a straight, well-framed data page (bottom 58-92 %).
  const fixed = () => {
    const f = frame(bitmap, 0);
    const w = f.width * searchScale;
    const h = f.height * searchScale;
    const band: Band = { top: h * 0.58, bottom: h * 0.92, left: 0, right: w, runWidth: w * 0.9, lines: 2, score: 0 };
    queue.push({ make: (size) => crop(bitmap, f, band, searchScale, false, size), label: 'fixed band' });
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

let pending: { next: () => PendingCrop | undefined } | null = null;
let last: PendingCrop | undefined;
/** A second look at the same band: another scale makes the engine err elsewhere. */
const AGAIN_SIZE = 0.85;

self.onmessage = async (event: MessageEvent<BandRequest>) => {
  const request = event.data;
  try {
    if ('image' in request) {
      // The page terminates this worker when it is done, which frees the bitmap with it.
      pending = locate(await createImageBitmap(request.image));
      self.postMessage({ ready: true } satisfies BandReply);
    } else if ('again' in request) {
      self.postMessage(
        (last
          ? { crop: { label: `${last.label} smaller`, image: await last.make(AGAIN_SIZE) } }
          : { done: true }) satisfies BandReply,
      );
    } else {
      last = pending?.next();
      self.postMessage(
        (last ? { crop: { label: last.label, image: await last.make() } } : { done: true }) satisfies BandReply,
      );
    }
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies BandReply);
  }
};
