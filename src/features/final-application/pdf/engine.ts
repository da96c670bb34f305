/**
 * The PDF engine: pdf-lib with fontkit and the package font. Both are the maintained forks,
 * @cantoo/pdf-lib and @cantoo/fontkit (why: docs/performance.md, "pdf-lib or its fork"). This folder
 * is their only user, and loads them with import() only when a package or a form is made (the
 * first paint never carries them; vite.config.ts puts them in heavy/, cached on first use).
 */
// A type import would count as a static import of pdf-lib for the boundary check; this one is erased.
// oxlint-disable-next-line typescript/consistent-type-imports
export type PdfLib = typeof import('@cantoo/pdf-lib');
export type PdfDoc = Awaited<ReturnType<PdfLib['PDFDocument']['create']>>;
export type PdfPage = ReturnType<PdfDoc['addPage']>;
export type PdfFont = Awaited<ReturnType<PdfDoc['embedFont']>>;

/** The subset Korean font (tools/make-pdf-font.sh); served from /pdf/, cached by the service worker. */
export const PACKAGE_FONT_URL = '/pdf/fonts/f6-package-gothic.ttf';
/** KS X 1001's Hanja, a font of its own: embedded only in a document whose text has Hanja. */
export const HANJA_FONT_URL = '/pdf/fonts/f6-package-hanja.ttf';
/** GB 2312's simplified characters the Hanja font lacks (a Chinese national's name): the same way. */
export const HANZI_FONT_URL = '/pdf/fonts/f6-package-hanzi.ttf';
/** The Latin letters the Korean font lacks (Vietnamese ễ, ơ, ư, đ): in every document, written only if drawn. */
export const LATIN_FONT_URL = '/pdf/fonts/f6-package-latin.ttf';

type FontFile = { bytes: Uint8Array; deflated: Promise<Uint8Array | null> };

/** `hanja` is null when its font could not be fetched: Hanja are then reported as characters the PDF cannot show. */
export type Engine = {
  lib: PdfLib;
  fontkit: unknown;
  fontBytes: Uint8Array;
  hanja?: FontFile | null;
  /** The simplified Chinese characters' font, after the Hanja's; null or absent as `hanja`. */
  hanzi?: FontFile | null;
  /** The Latin letters' font (NGUYỄN, not "NGUYÊN"); null or absent as `hanja`: a letter then loses a mark, and the guide says so. */
  latin?: FontFile | null;
};

/**
 * The font compressed once with the platform's own deflate (zlib format, what FlateDecode reads).
 * pdf-lib would compress the 1.4 MB font again in JavaScript on every save, which costs seconds.
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

// Each font is compressed once per session, not on every package (the fonts themselves are cached below).
const deflatedFonts = new WeakMap<Uint8Array, Promise<Uint8Array | null>>();
function deflatedOnce(bytes: Uint8Array): Promise<Uint8Array | null> {
  let done = deflatedFonts.get(bytes);
  if (!done) deflatedFonts.set(bytes, (done = deflate(bytes)));
  return done;
}

let fontCache: Promise<Uint8Array> | null = null;
const optionalFonts = new Map<string, Promise<Uint8Array | null>>();

/** A fallback font, fetched once; null (not thrown) when it cannot be, so the package is still made. */
function optionalFont(url: string): Promise<Uint8Array | null> {
  let font = optionalFonts.get(url);
  if (!font)
    optionalFonts.set(
      url,
      (font = fetchFont(url).catch(() => {
        optionalFonts.delete(url);
        return null;
      })),
    );
  return font;
}

async function fetchFont(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Loads the engine; tests pass the font bytes read from disk. */
export async function loadEngine(
  fontBytes?: Uint8Array,
  hanjaBytes?: Uint8Array | null,
  hanziBytes?: Uint8Array | null,
  latinBytes?: Uint8Array | null,
): Promise<Engine> {
  const [lib, fontkitModule, bytes, hanja, hanzi, latin] = await Promise.all([
    import('@cantoo/pdf-lib'),
    import('@cantoo/fontkit'),
    fontBytes ??
      (fontCache ??= fetchFont(PACKAGE_FONT_URL).catch((error: unknown) => {
        fontCache = null;
        throw error;
      })),
    // Without the Hanja font the package is still made (Hanja listed as not shown), so its failure is not the engine's.
    hanjaBytes !== undefined ? hanjaBytes : optionalFont(HANJA_FONT_URL),
    hanziBytes !== undefined ? hanziBytes : optionalFont(HANZI_FONT_URL),
    latinBytes !== undefined ? latinBytes : optionalFont(LATIN_FONT_URL),
  ]);
  const fontkit = (fontkitModule as { default?: unknown }).default ?? fontkitModule;
  return {
    lib,
    fontkit,
    fontBytes: bytes,
    hanja: hanja ? { bytes: hanja, deflated: deflatedOnce(hanja) } : null,
    hanzi: hanzi ? { bytes: hanzi, deflated: deflatedOnce(hanzi) } : null,
    latin: latin ? { bytes: latin, deflated: deflatedOnce(latin) } : null,
  };
}

/**
 * Fetches the engine and the font once in the background after the app has loaded, so that a
 * device that goes offline can still make the package: the service worker caches /heavy/ chunks
 * and /pdf/ files on the way (sw/sw.ts).
 */
export async function warmEngine(): Promise<void> {
  await loadEngine();
}

/** Ideographs (CJK unified, Extension A, compatibility): text that may need the Hanja font. */
const IDEOGRAPH = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;

/** Whether the user's data (answers, names, statements; not the forms' own labels) has Hanja. */
export const hasHanja = (data: unknown): boolean => IDEOGRAPH.test(JSON.stringify(data) ?? '');

/**
 * A new document. Both fonts are subset to the glyphs the document draws (fontkit through
 * pdf-lib's `subset: true`, its glyphs padded to an even length: evenGlyphs), so a file carries
 * tens of KB of font instead of 1.4 MB each. The Hanja font is read only when `hanja` says the text
 * may need it, and written into the file only if some text was drawn with it. `subset: false`
 * embeds the main font whole.
 */
export async function newDocument(
  engine: Engine,
  { hanja: wantHanja = true, subset = true }: { hanja?: boolean; subset?: boolean } = {},
): Promise<{ doc: PdfDoc; font: PdfFont; fallbacks: PdfFont[] }> {
  const doc = await engine.lib.PDFDocument.create();
  doc.registerFontkit(engine.fontkit as Parameters<PdfDoc['registerFontkit']>[0]);
  const font = await doc.embedFont(engine.fontBytes, { subset });
  // The Latin letters' font, then the Hanja font, then the simplified Chinese one: a character takes the
  // first font that has it (the Korean font before all of them).
  const fallbackFonts = [engine.latin, ...(wantHanja ? [engine.hanja, engine.hanzi] : [])].filter(
    (f): f is FontFile => !!f,
  );
  const fallbacks = await Promise.all(fallbackFonts.map((f) => doc.embedFont(f.bytes, { subset: true })));
  // pdf-lib marks a font to be written when it is embedded, and again whenever text is encoded with it.
  for (const f of fallbacks) (f as unknown as { modified: boolean }).modified = false;
  const compressed = new Map<Uint8Array, Uint8Array>();
  const [main, ...deflatedFallbacks] = await Promise.all([
    subset ? null : deflatedOnce(engine.fontBytes),
    ...fallbackFonts.map((f) => f.deflated),
  ]);
  if (main) compressed.set(engine.fontBytes, main);
  fallbackFonts.forEach((f, i) => deflatedFallbacks[i] && compressed.set(f.bytes, deflatedFallbacks[i]!));
  if (compressed.size) {
    // Hand the whole fonts' streams over already compressed; every other stream goes through pdf-lib as usual.
    const context = doc.context;
    const original = context.flateStream.bind(context);
    context.flateStream = (contents, dict = {}) => {
      const done = typeof contents === 'string' ? undefined : compressed.get(contents as Uint8Array);
      return done ? context.stream(done, { ...dict, Filter: 'FlateDecode' }) : original(contents, dict);
    };
  }
  if (subset) evenGlyphs(font);
  if (!subset) onlyUsedGlyphs(font);
  for (const f of fallbacks) evenGlyphs(f);
  return { doc, font, fallbacks };
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

type SubsetInternals = { _addGlyph?: (gid: number) => number; glyf?: Uint8Array[]; offset?: number };

/**
 * A subset with short glyph offsets (offset / 2) needs every glyph padded to an even length, or
 * after the first odd-length glyph every glyph is read from the wrong place: poppler (and printers)
 * then draw nothing or the wrong letters, while pdf.js repairs it. fontkit does not pad; @cantoo/fontkit
 * keeps the source font's offset format (ours are long), so this matters only for a font with short
 * offsets, and a zero byte per odd glyph costs nothing. If fontkit's internals ever differ, this
 * leaves them alone.
 */
function evenGlyphs(font: PdfFont) {
  const subset = (font as unknown as { embedder?: { subset?: SubsetInternals } }).embedder?.subset;
  const add = subset?._addGlyph?.bind(subset);
  if (!subset || !add) return;
  subset._addGlyph = (gid: number) => {
    const id = add(gid);
    const glyph = subset.glyf?.[id];
    if (glyph && glyph.length % 2 === 1 && typeof subset.offset === 'number') {
      const padded = new (glyph.constructor as Uint8ArrayConstructor)(glyph.length + 1);
      padded.set(glyph);
      subset.glyf![id] = padded;
      subset.offset += 1;
    }
    return id;
  };
}
