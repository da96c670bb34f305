import { PAGE_HEIGHT_MM, PAGE_MARGIN_X_MM, PAGE_WIDTH_MM } from '@/domain/package/layout-types';
import { Pen } from './pen';

const X = PAGE_MARGIN_X_MM + 4;
const W = PAGE_WIDTH_MM - 2 * X;
const TOP = 18;
const BOTTOM = PAGE_HEIGHT_MM - 16;

/**
 * Flowing text for the app's own pages (cover sheet, statements, dividers): headings, paragraphs
 * and simple tables that continue on new pages, with a running title and page mark.
 */
export class Flow {
  y = TOP;
  private pages = 0;

  constructor(
    private readonly pen: Pen,
    private readonly running: string,
    private readonly where: string,
  ) {}

  page() {
    this.pen.newPage();
    this.pages++;
    this.y = TOP;
    const r = this.pen.clean(this.running, 'layout');
    this.pen.text(r, PAGE_MARGIN_X_MM, 8, 7.5, { gray: 0.35 });
    return this;
  }

  private room(h: number) {
    if (this.pages === 0 || this.y + h > BOTTOM) this.page();
  }

  space(mm: number) {
    this.y += mm;
  }

  heading(text: string, size = 13) {
    const lines = this.pen.wrap(this.pen.clean(text, this.where), size, W);
    this.room(Pen.linesHeight(lines.length, size) + 12);
    this.y += 2;
    for (const l of lines) {
      this.pen.text(l.text, X, this.y, size);
      this.y += Pen.linesHeight(1, size);
    }
    this.pen.line(X, this.y + 0.5, X + W, this.y + 0.5, 0.6);
    this.y += 3;
  }

  para(text: string, size = 9.5, opts: { gray?: number; indent?: number } = {}) {
    const indent = opts.indent ?? 0;
    const lh = Pen.linesHeight(1, size);
    for (const l of this.pen.wrap(this.pen.clean(text, this.where), size, W - indent)) {
      this.room(lh);
      this.pen.text(l.text, X + indent, this.y, size, { gray: opts.gray });
      this.y += lh;
    }
    this.y += 1.5;
  }

  /** A table with a header row; rows grow to their wrapped text and continue on the next page. */
  table(
    columns: { title: string; width: number }[],
    rows: string[][],
    size = 8.5,
    emphasis?: (row: number) => boolean,
  ) {
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * W);
    const drawRow = (cells: string[], shade: number | undefined) => {
      const wrapped = cells.map((c, i) => this.pen.wrap(this.pen.clean(c, this.where), size, widths[i] - 2.4));
      const h = Math.max(...wrapped.map((w) => Pen.linesHeight(Math.max(1, w.length), size))) + 2;
      return { wrapped, h, shade };
    };
    const header = drawRow(
      columns.map((c) => c.title),
      0.9,
    );
    const paint = (row: ReturnType<typeof drawRow>) => {
      let x = X;
      row.wrapped.forEach((lines, i) => {
        this.pen.rect(x, this.y, widths[i], row.h, { fill: row.shade, thick: 0.4 });
        lines.forEach((l, j) => this.pen.text(l.text, x + 1.2, this.y + 1 + Pen.linesHeight(j, size), size));
        x += widths[i];
      });
      this.y += row.h;
    };
    this.room(header.h + 8);
    paint(header);
    rows.forEach((cells, r) => {
      const row = drawRow(cells, emphasis?.(r) ? 0.85 : undefined);
      if (this.y + row.h > BOTTOM) {
        this.page();
        paint(header);
      }
      paint(row);
    });
    this.y += 3;
  }

  /** Ruled lines to write on by hand, with a small caption over them (a statement's missing wording). */
  writeIn(caption: string, lines = 3) {
    const gap = 8;
    this.room(4 + gap * lines);
    this.pen.text(this.pen.clean(caption, 'layout'), X, this.y, 7, { gray: 0.45 });
    for (let i = 1; i <= lines; i++) this.pen.line(X, this.y + 2 + gap * i, X + W, this.y + 2 + gap * i, 0.4);
    this.y += 7 + gap * lines;
  }

  /** A line to sign on, with its caption. */
  signatureLine(caption: string) {
    this.room(18);
    this.y += 10;
    this.pen.line(X + W * 0.5, this.y, X + W, this.y, 0.6);
    this.pen.text(this.pen.clean(caption, 'layout'), X + W * 0.5, this.y + 1.2, 8, { gray: 0.35 });
    this.y += 6;
  }

  /** A page that names what follows (a divider before each uploaded document). */
  divider(title: string, lines: string[]) {
    this.page();
    this.y = 110;
    const size = 18;
    for (const l of this.pen.wrap(this.pen.clean(title, this.where), size, W)) {
      this.pen.text(l.text, X + (W - this.pen.width(l.text, size)) / 2, this.y, size);
      this.y += Pen.linesHeight(1, size);
    }
    this.y += 4;
    for (const line of lines) {
      const clean = this.pen.clean(line, this.where);
      this.pen.text(clean, X + (W - this.pen.width(clean, 10)) / 2, this.y, 10, { gray: 0.3 });
      this.y += Pen.linesHeight(1, 10) + 1;
    }
  }
}
