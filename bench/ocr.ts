// Runs in Chromium (served by Vite): the real passport reader (readDocument) on one fixture
// image, timed from the file to the fields. bench/ocr.mjs drives it, one fresh page per image
// for the cold read, then the same image again in that page for the warm read.
import { readDocument } from '@/features/documents/extraction/read-document';
import { chooseOcrModel } from '@/features/documents/extraction/ocr';

// ?model=ocrb measures the OCR-B model instead of the shipped one (bench/ocr.mjs, BENCH_OCR_MODEL).
const chosen = new URLSearchParams(location.search).get('model');
if (chosen === 'ocrb' || chosen === 'legacy') chooseOcrModel(chosen);

type Expected = Record<string, string>;
type BenchRead = { ms: number; ok: boolean; outcome: string; wrong: string[]; parts?: Record<string, number> };

/** Where the time went (ocr.ts's performance.measure entries): engine start, each recognise. */
function parts(): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const m of performance.getEntriesByType('measure'))
    if (m.name.startsWith('f6:')) sums[m.name.slice(3)] = Math.round((sums[m.name.slice(3)] ?? 0) + m.duration);
  performance.clearMeasures();
  return sums;
}

async function benchRead(url: string, expected: Expected, limitMs: number): Promise<BenchRead> {
  const blob = await (await fetch(url)).blob();
  performance.clearMeasures();
  const start = performance.now();
  const outcome = await Promise.race([
    readDocument('passport', blob, () => {}),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), limitMs)),
  ]);
  const ms = performance.now() - start;
  if (!outcome) return { ms, ok: false, outcome: 'bench-limit', wrong: [] };
  if (outcome.kind !== 'passport')
    return { ms, ok: false, outcome: outcome.kind === 'failed' ? outcome.reason : outcome.kind, wrong: [] };
  const fields = outcome.extraction.fields as Record<string, { value: string } | undefined>;
  const wrong = Object.keys(expected).filter((key) => fields[key]?.value !== expected[key]);
  return { ms, ok: wrong.length === 0, outcome: `passport ${outcome.lines.join(' ')}`, wrong, parts: parts() };
}

(window as unknown as { benchRead: typeof benchRead }).benchRead = benchRead;
document.getElementById('out')!.textContent = 'ready';

/** Debugging aid: the crops the band finder hands to OCR for one fixture, as data URLs. */
async function benchLocate(url: string) {
  const { locateMrzBands } = await import('@/features/documents/extraction/locate-mrz');
  const blob = await (await fetch(url)).blob();
  const start = performance.now();
  const bands = await locateMrzBands(blob, new AbortController().signal);
  const ms = performance.now() - start;
  const crops = [];
  for (let crop = await bands.next(); crop; crop = await bands.next()) crops.push(crop);
  bands.close();
  const urls = await Promise.all(
    crops.map(
      (c) =>
        new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as string);
          reader.readAsDataURL(c.image);
        }),
    ),
  );
  return { ms, crops: crops.map((c, i) => ({ label: c.label, url: urls[i] })) };
}
(window as unknown as { benchLocate: typeof benchLocate }).benchLocate = benchLocate;

/** Debugging aid: what the OCR engine reads in one image (a data URL). */
async function benchOcrImage(dataUrl: string) {
  const { recognizeMrzText } = await import('@/features/documents/extraction/ocr');
  const blob = await (await fetch(dataUrl)).blob();
  return recognizeMrzText(blob, () => {}, new AbortController().signal);
}
(window as unknown as { benchOcrImage: typeof benchOcrImage }).benchOcrImage = benchOcrImage;
