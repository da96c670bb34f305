import fontkit from '@cantoo/fontkit';
import { describe, expect, it } from 'vitest';
import { newDocument } from '@/features/final-application/pdf/engine';
import { Pen } from '@/features/final-application/pdf/pen';
import { embeddedFonts, testEngine } from './pdf-text';

describe('fonts subset per document', () => {
  it('every glyph of a small subset reads back whole (short offsets padded), Hanja and simplified Chinese included', async () => {
    const e = await testEngine();
    const { doc, font, fallbacks } = await newDocument(e, { hanja: true });
    const pen = new Pen(e.lib, doc, font, fallbacks);
    pen.newPage();
    // No spaces: every glyph drawn has an outline.
    pen.text('YourguidetotheF-6application:NOTFORSUBMISSION제출서류목록金旼秀漢字张伟', 20, 20, 12);
    // A trial: a Chinese national's name (张伟: simplified, not in KS X 1001) printed as [U+5F20][U+4F1F].
    expect(pen.unrenderable).toEqual([]);
    const bytes = await doc.save();
    // A few KB: both fonts carry only the glyphs drawn (each is 1.4 MB whole).
    expect(bytes.length).toBeLessThan(40 * 1024);
    const fonts = await embeddedFonts(bytes);
    expect(Object.keys(fonts).map((n) => n.replace(/-\d+$/, ''))).toEqual(
      expect.arrayContaining(['F6PackageGothic', 'F6PackageHanja', 'F6PackageHanzi']),
    );
    for (const [name, program] of Object.entries(fonts)) {
      const subset = fontkit.create(program as never) as unknown as {
        numGlyphs: number;
        getGlyph: (id: number) => { path: { commands: unknown[] }; bbox: { width: number } };
      };
      // Glyph 0 is .notdef; every other one was drawn and must have its outline where the offsets say.
      for (let id = 1; id < subset.numGlyphs; id++) {
        const glyph = subset.getGlyph(id);
        expect(glyph.path.commands.length, `${name} glyph ${id}`).toBeGreaterThan(0);
        expect(Number.isFinite(glyph.bbox.width) && glyph.bbox.width > 0, `${name} glyph ${id} bbox`).toBe(true);
      }
    }
  }, 60_000);
});

describe('a space between Hanja', () => {
  it('is drawn by a font that has one (a trial: "田中 健二" printed its space as a crossed box)', async () => {
    const e = await testEngine();
    const { doc, font, fallbacks } = await newDocument(e, { hanja: true });
    const pen = new Pen(e.lib, doc, font, fallbacks);
    pen.newPage();
    const drawn: Array<{ text: string; font: typeof font }> = [];
    const drawText = pen.page.drawText.bind(pen.page);
    pen.page.drawText = (text, options) => {
      drawn.push({ text, font: options!.font as typeof font });
      return drawText(text, options);
    };
    pen.text('田中 健二 TANAKA 张 伟', 20, 20, 12);
    const spaces = drawn.filter((run) => run.text.includes(' '));
    expect(spaces.length).toBeGreaterThan(0);
    for (const run of spaces) expect(run.font.getCharacterSet(), run.text).toContain(0x20);
    expect(drawn.map((run) => run.text).join('')).toBe('田中 健二 TANAKA 张 伟');
  }, 60_000);
});
