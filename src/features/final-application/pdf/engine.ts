/**
 * The PDF engine: pdf-lib with fontkit and the package font. This folder is the only user of
 * pdf-lib and fontkit, and loads them with import() only when a package or a form is made (the
 * first paint never carries them; vite.config.ts puts them in heavy/, cached on first use).
 */
// A type import would count as a static import of pdf-lib for the boundary check; this one is erased.
// oxlint-disable-next-line typescript/consistent-type-imports
export type PdfLib = typeof import('pdf-lib');
export type PdfDoc = Awaited<ReturnType<PdfLib['PDFDocument']['create']>>;
export type PdfPage = ReturnType<PdfDoc['addPage']>;
export type PdfFont = Awaited<ReturnType<PdfDoc['embedFont']>>;

/** The subset Korean font (tools/make-pdf-font.sh); served from /pdf/, cached by the service worker. */
export const PACKAGE_FONT_URL = '/pdf/fonts/f6-package-gothic.ttf';

export type Engine = { lib: PdfLib; fontkit: unknown; fontBytes: Uint8Array; fontDeflated?: Promise<Uint8Array | null> };

/**
 * The font compressed once with the platform's own deflate (zlib format, what FlateDecode reads).
 * pdf-lib would compress the 1.4 MB font again with pako on every save, which costs seconds.
 */
async function deflate(bytes: Uint8Array): Promise<Uint8Array | null> {
  if (typeof CompressionStream === 'undefined') return null;
  try {
    const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch {
    return null;
  }
}

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
  return { lib, fontkit, fontBytes: bytes, fontDeflated: deflate(bytes) };
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
  const deflated = await engine.fontDeflated;
  if (deflated) {
    // Hand the font stream over already compressed; every other stream goes through pdf-lib as usual.
    const context = doc.context;
    const original = context.flateStream.bind(context);
    context.flateStream = (contents, dict = {}) =>
      contents === engine.fontBytes ? context.stream(deflated, { ...dict, Filter: 'FlateDecode' }) : original(contents, dict);
  }
  onlyUsedGlyphs(font);
  return { doc, font };
}

type Glyph = { id: number };
type Embedder = {
  encodeText?: (text: string) => unknown;
  font?: { layout: (text: string, features?: unknown) => { glyphs: Glyph[] } };
  fontFeatures?: unknown;
  glyphCache?: { access: () => Glyph[] };
};

/**
 * With `subset: false` pdf-lib writes widths and the ToUnicode map for all 12,000 glyphs of the
 * font (seconds per save, ~170 KB). Glyph ids are the font's own either way, so listing only the
 * glyphs actually drawn gives the same PDF text and rendering, smaller and faster. If pdf-lib's
 * internals ever differ, this leaves them alone.
 */
function onlyUsedGlyphs(font: PdfFont) {
  const embedder = (font as unknown as { embedder?: Embedder }).embedder;
  if (!embedder?.encodeText || !embedder.font || !embedder.glyphCache) return;
  const layout = embedder.font;
  const used = new Map<number, Glyph>();
  const encode = embedder.encodeText.bind(embedder);
  embedder.encodeText = (text: string) => {
    for (const glyph of layout.layout(text, embedder.fontFeatures).glyphs) used.set(glyph.id, glyph);
    return encode(text);
  };
  embedder.glyphCache = { access: () => [...used.values()].sort((a, b) => a.id - b.id) };
}
