import { readFileSync } from 'node:fs';
import { loadEngine, type Engine } from '@/features/final-application/pdf/engine';

let engine: Promise<Engine> | null = null;
/** The engine with the committed font read from disk (the app fetches it from /pdf/fonts/). */
export const testEngine = () => (engine ??= loadEngine(new Uint8Array(readFileSync('public/pdf/fonts/f6-package-gothic.ttf'))));

/** Every page's text as pdfjs extracts it, whitespace removed (wrapping splits words). */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false });
  const doc = await task.promise;
  const out: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    out.push(content.items.map((i) => ('str' in i ? i.str : '')).join('').replace(/\s+/g, ''));
  }
  await task.destroy();
  return out;
}

export const squash = (s: string) => s.replace(/\s+/g, '');
