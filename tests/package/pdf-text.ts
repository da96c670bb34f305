import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { loadEngine, type Engine } from '@/features/final-application/pdf/engine';

let engine: Promise<Engine> | null = null;
const font = (name: string) => new Uint8Array(readFileSync(`public/pdf/fonts/${name}`));
/** The engine with the committed fonts read from disk (the app fetches them from /pdf/fonts/). */
export const testEngine = () =>
  (engine ??= loadEngine(
    font('f6-package-gothic.ttf'),
    font('f6-package-hanja.ttf'),
    font('f6-package-hanzi.ttf'),
    font('f6-package-latin.ttf'),
  ));
let withoutHanja: Promise<Engine> | null = null;
/** The engine as on a device that could not fetch the fallback fonts (Hanja, hanzi, Latin letters). */
export const testEngineWithoutHanja = () =>
  (withoutHanja ??= loadEngine(font('f6-package-gothic.ttf'), null, null, null));

/** Every page's text as pdfjs extracts it, whitespace removed (wrapping splits words). */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false });
  const doc = await task.promise;
  const out: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    out.push(
      content.items
        .map((i) => ('str' in i ? i.str : ''))
        .join('')
        .replace(/\s+/g, ''),
    );
  }
  await task.destroy();
  return out;
}

export const squash = (s: string) => s.replace(/\s+/g, '');

/** Every embedded TrueType font program of a PDF, by its font name. */
export async function embeddedFonts(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const out: Record<string, Uint8Array> = {};
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = doc.context.lookup(obj.get(PDFName.of('FontFile2')));
    if (!(file instanceof PDFRawStream)) continue;
    const name = String(obj.get(PDFName.of('FontName'))).replace(/^\//, '');
    out[name] = new Uint8Array(inflateSync(file.contents));
  }
  return out;
}
