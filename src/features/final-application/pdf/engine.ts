/**
 * The PDF engine: pdf-lib with fontkit and the package font. This folder is the only user of
 * pdf-lib and fontkit, and loads them with import() only when a package or a form is made (the
 * first paint never carries them; vite.config.ts puts them in heavy/, cached on first use).
 */
export type PdfLib = typeof import('pdf-lib');
export type PdfDoc = Awaited<ReturnType<PdfLib['PDFDocument']['create']>>;
export type PdfPage = ReturnType<PdfDoc['addPage']>;
export type PdfFont = Awaited<ReturnType<PdfDoc['embedFont']>>;

/** The subset Korean font (tools/make-pdf-font.sh); served from /pdf/, cached by the service worker. */
export const PACKAGE_FONT_URL = '/pdf/fonts/f6-package-gothic.ttf';

export type Engine = { lib: PdfLib; fontkit: unknown; fontBytes: Uint8Array };

let fontCache: Promise<Uint8Array> | null = null;

async function fetchFont(): Promise<Uint8Array> {
  const response = await fetch(PACKAGE_FONT_URL);
  if (!response.ok) throw new Error(`font ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Loads the engine; tests pass the font bytes read from disk. */
export async function loadEngine(fontBytes?: Uint8Array): Promise<Engine> {
  const [lib, fontkitModule, bytes] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
    fontBytes ?? (fontCache ??= fetchFont().catch((error: unknown) => {
      fontCache = null;
      throw error;
    })),
  ]);
  const fontkit = (fontkitModule as { default?: unknown }).default ?? fontkitModule;
  return { lib, fontkit, fontBytes: bytes };
}

/**
 * Fetches the engine and the font once in the background after the app has loaded, so that a
 * device that goes offline can still make the package: the service worker caches /heavy/ chunks
 * and /pdf/ files on the way (sw/sw.ts).
 */
export async function warmEngine(): Promise<void> {
  await loadEngine();
}

/** A new document with the font embedded whole (pdf-lib's subsetting drops glyphs). */
export async function newDocument(engine: Engine): Promise<{ doc: PdfDoc; font: PdfFont }> {
  const doc = await engine.lib.PDFDocument.create();
  doc.registerFontkit(engine.fontkit as Parameters<PdfDoc['registerFontkit']>[0]);
  const font = await doc.embedFont(engine.fontBytes, { subset: false });
  return { doc, font };
}
