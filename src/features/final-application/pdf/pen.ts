import { PAGE_HEIGHT_MM, PAGE_WIDTH_MM } from '@/domain/package/layout-types';
import type { PdfDoc, PdfFont, PdfLib, PdfPage } from './engine';

const isHangul = (ch: string | undefined) => !!ch && /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(ch);

/** Millimetres to PDF points. */
export const pt = (mm: number): number => (mm * 72) / 25.4;
export const LINE_GAP = 1.28;

/** A character the font cannot draw, where it was found, and what was drawn instead. */
export type Unrenderable = { where: string; chars: string[] };

export type Line = { text: string; start: number; end: number };

/** Common emoji as short readable text (no emoji font is embedded: colour emoji fonts do not print in PDF). */
const EMOJI_TEXT: Record<string, string> = {
  '😀': ':D',
  '😃': ':D',
  '😄': ':D',
  '😁': ':D',
  '😆': 'XD',
  '😂': ":'D",
  '🤣': ":'D",
  '🙂': ':)',
  '😊': ':)',
  '😉': ';)',
  '😍': '(♥_♥)',
  '🥰': '(♥‿♥)',
  '😘': ':*',
  '😗': ':*',
  '😢': ":'(",
  '😭': ":'(",
  '😞': ':(',
  '🙁': ':(',
  '😮': ':O',
  '😲': ':O',
  '😛': ':P',
  '😜': ';P',
  '😎': 'B)',
  '🤔': '(?_?)',
  '😴': '(zzz)',
  '❤': '♥',
  '♥': '♥',
  '💕': '♥♥',
  '💖': '♥',
  '💗': '♥',
  '💓': '♥',
  '💘': '♥',
  '💙': '♥',
  '💚': '♥',
  '💛': '♥',
  '💜': '♥',
  '🧡': '♥',
  '👍': '(+1)',
  '👎': '(-1)',
  '👏': '(clap)',
  '🙏': '(pray)',
  '🎉': '(party)',
  '🎂': '(cake)',
  '🌹': '(rose)',
  '✈': '(plane)',
  '🏠': '(home)',
  '💍': '(ring)',
  '📷': '(photo)',
  '😅': '^^;',
  '😇': 'O:)',
  '🤗': '(hug)',
  '✨': '*',
  '⭐': '*',
  '🔥': '(fire)',
  '💯': '(100)',
  '👋': '(wave)',
  '🤝': '(handshake)',
};

/** Joiners, variation selectors and skin-tone modifiers: they only shape an emoji. */
const isEmojiPart = (code: number) =>
  code === 0x200d || code === 0xfe0e || code === 0xfe0f || (code >= 0x1f3fb && code <= 0x1f3ff);
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** Where an e-mail address or URL may break: after these. */
const SAFE_BREAK_AFTER = '@./-_?&=#:';

/**
 * Draws on A4 pages in millimetres from the top-left corner (pdf-lib counts points from the
 * bottom-left). It also owns text: characters the font lacks are replaced (accents stripped when
 * the base letter exists, else '?') and reported, so a box is never silently empty.
 */
/** Letters with a stroke, which have no decomposition: the bare letter stands in (and the guide says so). */
const LETTER_STANDIN: Record<string, string> = { Đ: 'D', đ: 'd', Ł: 'L', ł: 'l', Ø: 'O', ø: 'o', Ħ: 'H', ħ: 'h' };

export class Pen {
  page!: PdfPage;
  /** The font that draws each character: the main font first, then the fallbacks (Hanja). */
  private readonly fontOf = new Map<number, PdfFont>();
  /** The fonts that hold a space: a space joins the run before it only in one of them. */
  private readonly spaced = new Set<PdfFont>();
  private readonly widths = new Map<string, number>();
  readonly unrenderable: Unrenderable[] = [];
  /** Characters printed through a readable substitute, with what stands in for each. */
  readonly substituted = new Map<string, string>();

  constructor(
    readonly lib: PdfLib,
    readonly doc: PdfDoc,
    readonly font: PdfFont,
    fallbacks: PdfFont[] = [],
  ) {
    for (const f of [font, ...fallbacks]) {
      const codes = f.getCharacterSet();
      for (const code of codes) if (!this.fontOf.has(code)) this.fontOf.set(code, f);
      if (codes.includes(0x20)) this.spaced.add(f);
    }
  }

  private has(code: number): boolean {
    return this.fontOf.has(code);
  }

  private fontFor(ch: string): PdfFont {
    return this.fontOf.get(ch.codePointAt(0) ?? 0) ?? this.font;
  }

  /** When set, new pages go in at this index (the cover sheet is drawn last, in front). */
  insertAt: number | null = null;

  newPage(): PdfPage {
    const size: [number, number] = [pt(PAGE_WIDTH_MM), pt(PAGE_HEIGHT_MM)];
    this.page = this.insertAt === null ? this.doc.addPage(size) : this.doc.insertPage(this.insertAt++, size);
    return this.page;
  }

  /**
   * The character with as many of its marks as the font draws: Vietnamese "ộ" (o, dot below,
   * circumflex) prints as "ô" when the font has ô but not ộ; a compatibility form (ﬁ) as its letters.
   * Null when not even the bare letter is in the font.
   */
  private nearest(ch: string): string | null {
    const drawable = (text: string) => [...text].every((c) => this.has(c.codePointAt(0) ?? 0));
    const [base = '', ...rest] = [...ch.normalize('NFD')];
    const marks = rest.filter((m) => /\p{M}/u.test(m));
    if (marks.length === rest.length && marks.length > 0) {
      // Every way of keeping all marks but one, then all but two, ...: Latin letters carry two at most.
      for (let drop = 1; drop < marks.length; drop++)
        for (let i = 0; i + drop <= marks.length; i++) {
          const kept = (base + [...marks.slice(0, i), ...marks.slice(i + drop)].join('')).normalize('NFC');
          if (drawable(kept)) return kept;
        }
    }
    const bare = LETTER_STANDIN[ch] ?? ch.normalize('NFKD').replace(/\p{M}/gu, '');
    return bare && drawable(bare) ? bare : null;
  }

  /**
   * Text the font can draw. What it cannot is never a "?": an emoji prints as a short readable text
   * (":)", "♥", "(plane)"), any other character as its code point ("[U+0E20]"); both are reported
   * under `where` for the guide.
   */
  clean(text: string, where: string): string {
    let out = '';
    const missing: string[] = [];
    for (const ch of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
      const code = ch.codePointAt(0) ?? 0;
      if (ch === '\n' || this.has(code)) out += ch;
      else if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0x200b || code === 0xfeff) continue;
      else if (isEmojiPart(code)) continue;
      else if (/\s/.test(ch)) out += ' ';
      else {
        const near = this.nearest(ch);
        if (near) {
          out += near;
          // A letter printed without one of its marks ("ộ" as "ô") changes a name: the guide says so.
          if (/\p{M}/u.test(ch.normalize('NFD')) || ch in LETTER_STANDIN) {
            this.substituted.set(ch, near);
            if (!missing.includes(ch)) missing.push(ch);
          }
        } else {
          const known = EMOJI_TEXT[ch];
          const stand =
            known && [...known].every((c) => this.has(c.codePointAt(0) ?? 0))
              ? known
              : `[${PICTOGRAPH.test(ch) ? 'emoji ' : ''}U+${code.toString(16).toUpperCase().padStart(4, '0')}]`;
          // An emoji's substitute stands apart from the word before it.
          out += (PICTOGRAPH.test(ch) && out && !/\s$/.test(out) ? ' ' : '') + stand;
          this.substituted.set(ch, stand);
          if (!missing.includes(ch)) missing.push(ch);
        }
      }
    }
    if (missing.length) {
      const known = this.unrenderable.find((u) => u.where === where);
      if (known) known.chars.push(...missing.filter((c) => !known.chars.includes(c)));
      else this.unrenderable.push({ where, chars: missing });
    }
    return out;
  }

  width(text: string, size: number): number {
    let total = 0;
    for (const ch of text) {
      let w = this.widths.get(ch);
      if (w === undefined) {
        w = this.fontFor(ch).widthOfTextAtSize(ch, 1000);
        this.widths.set(ch, w);
      }
      total += w;
    }
    return (total * size) / 1000 / (72 / 25.4);
  }

  /**
   * Breaks clean text into lines no wider than `widthMm` at `size`: at spaces where it can, inside
   * a word (Hangul, long numbers, e-mail addresses) where it must. Offsets point into `text`.
   */
  wrap(text: string, size: number, widthMm: number): Line[] {
    const lines: Line[] = [];
    let i = 0;
    while (i <= text.length) {
      const nl = text.indexOf('\n', i);
      const end = nl === -1 ? text.length : nl;
      this.wrapParagraph(text, i, end, size, widthMm, lines);
      if (nl === -1) break;
      i = nl + 1;
    }
    return lines;
  }

  private wrapParagraph(text: string, from: number, to: number, size: number, widthMm: number, out: Line[]) {
    if (from === to) {
      out.push({ text: '', start: from, end: to });
      return;
    }
    let start = from;
    while (start < to) {
      let end = start;
      let lastBreak = -1;
      let lastSafe = -1;
      let w = 0;
      while (end < to) {
        const ch = text[end];
        const cw = this.width(ch, size);
        if (w + cw > widthMm && end > start) break;
        w += cw;
        end++;
        if (ch === ' ') lastBreak = end;
        else if (SAFE_BREAK_AFTER.includes(ch)) lastSafe = end;
      }
      // At a space where there is one; inside an address or URL only after @ . / - and the like.
      if (end < to && lastBreak > start) end = lastBreak;
      else if (end < to && lastSafe > start && /[^\s]/.test(text[end]) && !isHangul(text[end - 1])) end = lastSafe;
      out.push({ text: text.slice(start, end).trimEnd(), start, end });
      start = end;
      while (start < to && text[start] === ' ') start++;
    }
  }

  /**
   * Draws one line of clean text with its baseline `size` below `yMm` (top of the line), in runs
   * of one font each (Hangul and Latin in the main font, Hanja in theirs).
   */
  text(text: string, xMm: number, yMm: number, size: number, opts: { gray?: number } = {}) {
    if (!text) return;
    const runs: { font: PdfFont; text: string }[] = [];
    for (const ch of text) {
      // A space stays in the run before it, unless that font has none (the Hanja fonts: "田中 健二"
      // printed its space as a crossed box); then the main font draws it.
      const before = runs.at(-1)?.font;
      const font = ch === ' ' ? (before && this.spaced.has(before) ? before : this.font) : this.fontFor(ch);
      const last = runs.at(-1);
      if (last && last.font === font) last.text += ch;
      else runs.push({ font, text: ch });
    }
    let x = xMm;
    for (const run of runs) {
      this.page.drawText(run.text, {
        x: pt(x),
        y: pt(PAGE_HEIGHT_MM - yMm) - size * 0.88,
        size,
        font: run.font,
        color: this.lib.grayscale(opts.gray ?? 0),
      });
      x += this.width(run.text, size);
    }
  }

  rect(
    xMm: number,
    yMm: number,
    wMm: number,
    hMm: number,
    opts: { fill?: number; stroke?: boolean; thick?: number } = {},
  ) {
    this.page.drawRectangle({
      x: pt(xMm),
      y: pt(PAGE_HEIGHT_MM - yMm - hMm),
      width: pt(wMm),
      height: pt(hMm),
      color: opts.fill === undefined ? undefined : this.lib.grayscale(opts.fill),
      borderColor: opts.stroke === false ? undefined : this.lib.grayscale(0),
      borderWidth: opts.stroke === false ? 0 : (opts.thick ?? 0.5),
    });
  }

  line(x1: number, y1: number, x2: number, y2: number, thick = 0.5) {
    this.page.drawLine({
      start: { x: pt(x1), y: pt(PAGE_HEIGHT_MM - y1) },
      end: { x: pt(x2), y: pt(PAGE_HEIGHT_MM - y2) },
      thickness: thick,
      color: this.lib.grayscale(0),
    });
  }

  /** A tick box drawn as vectors (no glyph needed); ticked with a check mark. */
  checkbox(xMm: number, yMm: number, sizeMm: number, ticked: boolean) {
    this.rect(xMm, yMm, sizeMm, sizeMm, { thick: 0.6 });
    if (!ticked) return;
    this.line(xMm + sizeMm * 0.18, yMm + sizeMm * 0.5, xMm + sizeMm * 0.42, yMm + sizeMm * 0.8, 1.3);
    this.line(xMm + sizeMm * 0.42, yMm + sizeMm * 0.8, xMm + sizeMm * 0.9, yMm + sizeMm * 0.12, 1.3);
  }

  /** Height in mm of `n` lines at `size` points. */
  static linesHeight(n: number, size: number): number {
    return (n * size * LINE_GAP * 25.4) / 72;
  }
}
