import type { MarriageCertificateExtraction, PassportExtraction } from '@/domain/autofill';
import { marriageCertificateFromText } from '@/domain/marriage-certificate-text';
import { findMrzLines, mrzToPassportExtraction } from '@/domain/mrz';
import { logger } from '@/lib/logger';
import { isImage, isPdf, type ExtractableSlot } from '../model';
import { cropMrzBand, wholePage } from './image';
import { OcrTimeoutError, recognizeMrzText, type OcrProgress } from './ocr';
import { parseMrzLines } from './parse-mrz';

/** A first read fetches ~5 MB when not cached yet; a slow phone needs time, but not forever. */
export const OCR_LIMIT_MS = 90_000;

export type ReadProgress = { stage: 'opening' | 'loading' | 'reading' | 'checking'; progress: number | null };

export type FailureReason =
  | 'no-mrz' // no machine-readable zone found in the image or text
  | 'no-fields' // a text layer, but no labelled certificate fields
  | 'image-certificate' // certificates are read from PDFs with a text layer only
  | 'no-text' // a PDF without a text layer (a scan)
  | 'timeout'
  | 'error';

export type ReadOutcome =
  | { kind: 'passport'; extraction: PassportExtraction; lines: [string, string]; valid: boolean; corrected: boolean; timedOut: boolean }
  | { kind: 'marriageCertificate'; extraction: MarriageCertificateExtraction }
  | { kind: 'failed'; reason: FailureReason };

async function passportFromLines(lines: [string, string], onProgress: (p: ReadProgress) => void): Promise<ReadOutcome> {
  onProgress({ stage: 'checking', progress: null });
  const { result, timedOut } = await parseMrzLines(lines);
  return { kind: 'passport', extraction: mrzToPassportExtraction(result), lines, valid: result.valid, corrected: result.corrected, timedOut };
}

async function ocrMrz(page: Blob | HTMLCanvasElement, onProgress: (p: ReadProgress) => void): Promise<[string, string] | null> {
  const forward = (p: OcrProgress) => onProgress({ stage: p.stage, progress: p.progress });
  const band = await recognizeMrzText(await cropMrzBand(page), forward, OCR_LIMIT_MS);
  const lines = findMrzLines(band);
  if (lines) return lines;
  const whole = await recognizeMrzText(await wholePage(page), forward, OCR_LIMIT_MS);
  return findMrzLines(whole);
}

async function readPassport(file: Blob, onProgress: (p: ReadProgress) => void): Promise<ReadOutcome> {
  if (isImage(file.type)) {
    const lines = await ocrMrz(file, onProgress);
    return lines ? passportFromLines(lines, onProgress) : { kind: 'failed', reason: 'no-mrz' };
  }
  const { pdfText, renderFirstPage } = await import('./pdf');
  const { text, doc, close } = await pdfText(file);
  try {
    const fromText = findMrzLines(text);
    if (fromText) return await passportFromLines(fromText, onProgress);
    // A scanned passport has no text layer: read the rendered first page like a photo.
    const lines = await ocrMrz(await renderFirstPage(doc), onProgress);
    return lines ? await passportFromLines(lines, onProgress) : { kind: 'failed', reason: 'no-mrz' };
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

/** Reads a slot's file on the device. Never throws: a failure is an outcome the page explains. */
export async function readDocument(slot: ExtractableSlot, file: Blob, onProgress: (p: ReadProgress) => void): Promise<ReadOutcome> {
  onProgress({ stage: 'opening', progress: null });
  try {
    return slot === 'passport' ? await readPassport(file, onProgress) : await readMarriageCertificate(file);
  } catch (error) {
    if (error instanceof OcrTimeoutError || (error instanceof Error && /timed out/i.test(error.message))) return { kind: 'failed', reason: 'timeout' };
    logger.warn('Reading a document failed', error);
    return { kind: 'failed', reason: 'error' };
  }
}
