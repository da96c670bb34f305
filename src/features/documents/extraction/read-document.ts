import type { MarriageCertificateExtraction, PassportExtraction } from '@/domain/autofill';
import { marriageCertificateFromText } from '@/domain/marriage-certificate-text';
import { allChecksPass, bestMrzReading, correctMrz, findMrzLines, mrzToPassportExtraction } from '@/domain/mrz';
import { logger } from '@/lib/logger';
import { isImage, isPdf, type ExtractableSlot } from '../model';
import { imageSize, MAX_READ_PIXELS, type ImageSize } from './image-size';
import { locateMrzBands, ReadAbortedError } from './locate-mrz';
import type { Placement } from './mrz-band-worker';
import { measure, recognizeMrzText, startOcr, type OcrProgress } from './ocr';
import { parseMrzLines } from './parse-mrz';

/** A read that cannot finish in 20 s on this machine stops and offers typing instead. */
export const READ_LIMIT_MS = 20_000;

export type ReadProgress = {
  stage: 'opening' | 'locating' | 'loading' | 'reading' | 'checking';
  progress: number | null;
};

export type FailureReason =
  | 'no-mrz' // no machine-readable zone found in the image or text
  | 'no-fields' // a text layer, but no labelled certificate fields
  | 'image-certificate' // certificates are read from PDFs with a text layer only
  | 'no-text' // a PDF without a text layer (a scan)
  | 'too-large' // a picture over MAX_READ_PIXELS: refused before decoding
  | 'timeout'
  | 'error';

export type ReadOutcome =
  | {
      kind: 'passport';
      extraction: PassportExtraction;
      lines: [string, string];
      valid: boolean;
      corrected: boolean;
      timedOut: boolean;
      /** Where the page was found (photos and scans): kept with the file to print it upright. */
      placement?: Placement;
    }
  | { kind: 'marriageCertificate'; extraction: MarriageCertificateExtraction }
  | { kind: 'failed'; reason: FailureReason }
  | { kind: 'cancelled' };

class ReadTimeoutError extends Error {
  constructor() {
    super('Reading timed out');
    this.name = 'ReadTimeoutError';
  }
}

async function passportFromLines(
  readings: Array<[string, string]>,
  onProgress: (p: ReadProgress) => void,
  placement?: Placement,
): Promise<ReadOutcome> {
  onProgress({ stage: 'checking', progress: null });
  // Positions that hold only digits or only letters are corrected first; the check digits choose.
  const correction = bestMrzReading(readings);
  const start = performance.now();
  const { result, timedOut } = await parseMrzLines(correction.lines);
  measure('f6:parse', start);
  // A correction forced by position is no doubt; one the check digits could not single out is.
  const parse = { ...result, corrected: result.corrected || correction.ambiguous };
  return {
    kind: 'passport',
    extraction: mrzToPassportExtraction(parse),
    lines: correction.lines,
    valid: result.valid,
    corrected: parse.corrected,
    timedOut,
    ...(placement ? { placement } : {}),
  };
}

const canvasBlob = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('Canvas export failed'))), 'image/png'),
  );

/** Scales of the further readings of a band whose check digits fail (times the first crop's). */
const AGAIN_SIZES = [0.85, 1.2, 0.7];

/**
 * Finds the MRZ band (any orientation, tilts up to ±15°) and reads crops until one holds two MRZ
 * lines. When the check digits do not all pass, the band is read again at other scales and the
 * readings are combined field by field (bestMrzReading).
 */
type MrzReading = { lines: Array<[string, string]>; placement: Placement };

async function ocrMrz(
  image: Blob,
  onProgress: (p: ReadProgress) => void,
  signal: AbortSignal,
  size: ImageSize | null = null,
): Promise<MrzReading | null> {
  onProgress({ stage: 'locating', progress: null });
  // The engine loads (~0.5-1 s) on one core while the band is found on the other.
  startOcr();
  const start = performance.now();
  const bands = await locateMrzBands(image, signal, size);
  measure('f6:decode', start);
  // Finding and drawing each crop (worker time seen from here), for the bench.
  const timed = async <T>(work: Promise<T>) => {
    const begun = performance.now();
    const result = await work;
    measure('f6:crop', begun);
    return result;
  };
  try {
    const forward = (p: OcrProgress) => onProgress({ stage: p.stage, progress: p.progress });
    for (let crop = await timed(bands.next()); crop; crop = await timed(bands.next())) {
      const lines = findMrzLines(await recognizeMrzText(crop.image, forward, signal));
      if (!lines) continue;
      const { placement } = crop;
      const readings = [lines];
      // Check digits decide: while they do not all pass, the band is read again at other
      // scales (the engine errs elsewhere) and the readings are combined field by field.
      for (const size of AGAIN_SIZES) {
        if (allChecksPass(readings.length === 1 ? correctMrz(lines) : bestMrzReading(readings))) break;
        const other = await timed(bands.again(size));
        const again = other && findMrzLines(await recognizeMrzText(other.image, forward, signal));
        if (again) readings.push(again);
      }
      return { lines: readings, placement };
    }
    return null;
  } finally {
    bands.close();
  }
}

async function readPassport(
  file: Blob,
  onProgress: (p: ReadProgress) => void,
  signal: AbortSignal,
): Promise<ReadOutcome> {
  if (isImage(file.type)) {
    // The size from the header: a picture too large to decode is refused at once.
    const size = await imageSize(file);
    if (size && size.width * size.height > MAX_READ_PIXELS) return { kind: 'failed', reason: 'too-large' };
    const read = await ocrMrz(file, onProgress, signal, size);
    return read ? passportFromLines(read.lines, onProgress, read.placement) : { kind: 'failed', reason: 'no-mrz' };
  }
  const { pdfText, renderFirstPage } = await import('./pdf');
  const { text, doc, close } = await pdfText(file);
  try {
    const fromText = findMrzLines(text);
    if (fromText) return await passportFromLines([fromText], onProgress);
    // A scanned passport has no text layer: read the rendered first page like a photo (its
    // placement is in the rendered page's pixels, not the PDF's: not kept).
    const read = await ocrMrz(await canvasBlob(await renderFirstPage(doc)), onProgress, signal);
    return read ? await passportFromLines(read.lines, onProgress) : { kind: 'failed', reason: 'no-mrz' };
  } finally {
    close();
  }
}

async function readMarriageCertificate(file: Blob): Promise<ReadOutcome> {
  if (!isPdf(file.type)) return { kind: 'failed', reason: 'image-certificate' };
  const { pdfText } = await import('./pdf');
  const { text, close } = await pdfText(file);
  close();
  if (text.trim() === '') return { kind: 'failed', reason: 'no-text' };
  const extraction = marriageCertificateFromText(text);
  return extraction ? { kind: 'marriageCertificate', extraction } : { kind: 'failed', reason: 'no-fields' };
}

/**
 * Reads a slot's file on the device. Never throws: a failure is an outcome the page explains.
 * Stops after READ_LIMIT_MS, or as soon as `signal` aborts (the user cancelled), and frees the
 * workers it started.
 */
export async function readDocument(
  slot: ExtractableSlot,
  file: Blob,
  onProgress: (p: ReadProgress) => void,
  signal?: AbortSignal,
  limitMs = READ_LIMIT_MS,
): Promise<ReadOutcome> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new ReadTimeoutError()), limitMs);
  const cancel = () => stop.abort(new ReadAbortedError());
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel);
  onProgress({ stage: 'opening', progress: null });
  try {
    const work = slot === 'passport' ? readPassport(file, onProgress, stop.signal) : readMarriageCertificate(file);
    // Steps that cannot be interrupted (a PDF opening) are left behind, not awaited; what they
    // do after a stop is of no interest.
    work.catch(() => {});
    const stopped = new Promise<never>((_, reject) => {
      if (stop.signal.aborted) reject(stop.signal.reason as Error);
      else stop.signal.addEventListener('abort', () => reject(stop.signal.reason as Error));
    });
    stopped.catch(() => {});
    return await Promise.race([work, stopped]);
  } catch (error) {
    if (stop.signal.reason instanceof ReadTimeoutError) return { kind: 'failed', reason: 'timeout' };
    if (stop.signal.reason instanceof ReadAbortedError) return { kind: 'cancelled' };
    logger.warn('Reading a document failed', error);
    return { kind: 'failed', reason: 'error' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
    // Whatever is still running (band worker, OCR engine) sees the abort and stops.
    if (!stop.signal.aborted) stop.abort(new ReadAbortedError());
  }
}
