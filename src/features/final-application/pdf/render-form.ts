import {
  PAGE_BODY_HEIGHT_MM,
  PAGE_BODY_TOP_MM,
  PAGE_MARGIN_X_MM,
  PAGE_WIDTH_MM,
  type Block,
  type Cell,
  type FormLayout,
  type ItemKey,
  type ItemValues,
  type Printed,
} from '@/domain/package/layout-types';
import {
  drawCheckAnswer,
  drawPrinted,
  drawTable,
  drawTextAnswer,
  linesHeight,
  printedLines,
  type FormDraw,
} from './boxes';
import { drawAttachedSheet, type SheetSigner } from './attached-sheet';
import { drawHeader } from './page-chrome';
import { Pen } from './pen';

const X = PAGE_MARGIN_X_MM;
const W = PAGE_WIDTH_MM - 2 * PAGE_MARGIN_X_MM;
const BOTTOM = PAGE_BODY_TOP_MM + PAGE_BODY_HEIGHT_MM;

/** What the cover sheet needs to know about one drawn form. */
export type FormReport = {
  formId: string;
  name: Printed;
  /** The label the form prints for an item key (the guide names items by it, never by the key). */
  labelOf: (key: ItemKey) => Printed;
  /** 0-based index of the form's first page in the document. */
  firstPage: number;
  pageCount: number;
  /** Pages of the form itself, before its attached sheets (별지). */
  formPageCount: number;
  unanswered: { key: ItemKey; label: Printed }[];
  /** Items whose answer (or rows) continue on the attached sheet. */
  continued: ItemKey[];
  /** 0-based page index of each item's box. */
  placed: Map<ItemKey, number>;
  /** The layout's pages that were taller than A4 and spilled onto an extra page (a layout bug). */
  overfull: number[];
};

/** The label the form prints for an item key ("1.1#family" falls back to item "1.1"). */
export function itemLabel(layout: FormLayout, key: ItemKey): Printed {
  const exact = layout.items.find((i) => i.key === key);
  if (exact) return exact.label;
  const base = key.split('#')[0];
  return layout.items.find((i) => i.key === base)?.label ?? { ko: key };
}

/** "1989-02-14" (or 1989.2.14, 1989/02/14) anywhere in an answer, as the Korean forms write dates: "1989. 02. 14." */
export function koreanDates(text: string): string {
  return text.replace(
    /(?<![\d.])(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})(?![\d])\.?/g,
    (all, y: string, m: string, day: string) =>
      Number(m) >= 1 && Number(m) <= 12 && Number(day) >= 1 && Number(day) <= 31
        ? `${y}. ${m.padStart(2, '0')}. ${day.padStart(2, '0')}.`
        : all,
  );
}

/** Every date in the values in the forms' one format (YYYY. MM. DD.). */
/** "2013-02" (a year and month alone) as "2013. 02.". */
const yearMonth = (text: string) =>
  text.replace(/(?<![\d.\-/])((?:19|20)\d{2})-(0[1-9]|1[0-2])(?![\d\-/.])/g, '$1. $2.');

/** An answer's text as the Korean forms print it: every date as YYYY. MM. DD. (or YYYY. MM.). */
export const formText = (text: string): string => yearMonth(koreanDates(text));

/** An answer's text as the visa application form asks: every date as YYYY/MM/DD. */
export const slashText = (text: string): string =>
  koreanDates(text).replace(/(?<!\d)(\d{4})\. (\d{2})\. (\d{2})\./g, '$1/$2/$3');

/** Every date in the values in the form's one format. */
function withKoreanDates(values: ItemValues, style: FormLayout['dateStyle'] = 'dots'): ItemValues {
  const formText_ = style === 'slashes' ? slashText : formText;
  const out: ItemValues = {};
  for (const [key, v] of Object.entries(values))
    out[key] =
      v?.kind === 'text'
        ? { kind: 'text', text: formText_(v.text) }
        : v?.kind === 'rows'
          ? { kind: 'rows', rows: v.rows.map((r) => r.map((c) => (c ? formText_(c) : c))) }
          : v;
  return out;
}

/** Draws a form's pages with its values, then its attached sheets (별지) if anything did not fit. */
export function renderForm(pen: Pen, layout: FormLayout, values: ItemValues, signer?: SheetSigner): FormReport {
  const firstPage = pen.doc.getPageCount();
  const d: FormDraw = {
    formId: layout.id,
    values: withKoreanDates(values, layout.dateStyle),
    unanswered: new Set(),
    continuations: [],
    placed: new Map(),
  };
  const overfull: number[] = [];
  layout.pages.forEach((page, index) => {
    let y = startPage(pen, layout, page.mark);
    for (const block of page.blocks) {
      const h = blockHeight(pen, block);
      if (y + h > BOTTOM + 0.01) {
        if (!overfull.includes(index + 1)) overfull.push(index + 1);
        y = startPage(pen, layout, `${page.mark ?? ''} (계속)`.trim());
      }
      drawBlock(pen, d, block, y, h);
      y += h;
    }
  });
  const formPageCount = pen.doc.getPageCount() - firstPage;
  drawAttachedSheet(pen, layout, d.continuations, (key) => itemLabel(layout, key), signer);
  const order = layoutKeys(layout);
  return {
    formId: layout.id,
    name: layout.name,
    labelOf: (key) => itemLabel(layout, key),
    firstPage,
    pageCount: pen.doc.getPageCount() - firstPage,
    formPageCount,
    unanswered: [...d.unanswered]
      .filter((key) => !layout.items.find((i) => i.key === key)?.optional)
      .sort((a, b) => order.indexOf(a) - order.indexOf(b))
      .map((key) => ({ key, label: itemLabel(layout, key) })),
    continued: [...new Set(d.continuations.map((c) => c.key))],
    placed: d.placed,
    overfull,
  };
}

function startPage(pen: Pen, layout: FormLayout, mark: string | undefined): number {
  pen.newPage();
  drawHeader(pen, layout.header, mark, layout.footer);
  return PAGE_BODY_TOP_MM;
}

/** Every item key the layout's boxes name, in page order. */
export function layoutKeys(layout: FormLayout): ItemKey[] {
  const keys: ItemKey[] = [];
  const box = (b: Cell | undefined) => {
    if (b?.type !== 'answer') return;
    if (b.box.kind === 'text' || b.box.kind === 'check') keys.push(b.box.item);
    if (b.box.kind === 'check') for (const o of b.box.options) if (o.detail) keys.push(o.detail.item);
  };
  for (const page of layout.pages)
    for (const block of page.blocks) {
      if (block.type === 'row') block.cells.forEach(box);
      if (block.type === 'group') block.rows.forEach((r) => r.cells.forEach(box));
      if (block.type === 'question' && block.answer) box({ type: 'answer', width: 1, box: block.answer });
      if (block.type === 'table') keys.push(block.item);
    }
  return keys;
}

const questionText = (block: Extract<Block, { type: 'question' }>): Printed => ({
  ko: `${block.item} ${block.text.ko}`,
  en: block.text.en,
});

function blockHeight(pen: Pen, block: Block): number {
  switch (block.type) {
    case 'section':
      return block.heightMm ?? 7;
    case 'title':
      return block.heightMm ?? 16;
    case 'notice':
      return block.heightMm ?? linesHeight(printedLines(pen, block.text, block.fontPt ?? 7.5, W - 4)) + 2.4;
    case 'row':
      return block.heightMm;
    case 'group':
      return block.rows.reduce((s, r) => s + r.heightMm, 0);
    case 'space':
      return block.heightMm;
    case 'table':
      return (block.headerHeightMm ?? 9) + block.rows * block.rowHeightMm;
    case 'question': {
      if (block.inline) return block.inline.heightMm;
      const label = linesHeight(printedLines(pen, questionText(block), 8.5, W - 2.4)) + 2;
      return label + (block.answer ? (block.answerHeightMm ?? 8) : 0);
    }
  }
}

function drawBlock(pen: Pen, d: FormDraw, block: Block, y: number, h: number) {
  switch (block.type) {
    case 'space':
      return;
    case 'section': {
      pen.rect(X, y, W, h, { fill: 0.82 });
      drawPrinted(
        pen,
        { ko: `${block.number ? `${block.number}. ` : ''}${block.title.ko}`, en: block.title.en },
        X,
        y,
        W,
        h,
        9.5,
      );
      return;
    }
    case 'title': {
      const ko = pen.clean(block.text.ko, 'layout');
      const koSize = 15;
      const enSize = 10;
      const total = Pen.linesHeight(1, koSize) + (block.text.en ? Pen.linesHeight(1, enSize) : 0);
      let ty = y + (h - total) / 2;
      pen.text(ko, X + (W - pen.width(ko, koSize)) / 2, ty, koSize);
      ty += Pen.linesHeight(1, koSize);
      if (block.text.en) {
        const en = pen.clean(block.text.en, 'layout');
        pen.text(en, X + (W - pen.width(en, enSize)) / 2, ty, enSize, { gray: 0.2 });
      }
      return;
    }
    case 'notice': {
      if (block.boxed) pen.rect(X, y, W, h);
      drawPrinted(pen, block.text, X + 0.8, y, W - 1.6, h, block.fontPt ?? 7.5, block.align ?? 'left');
      return;
    }
    case 'row': {
      drawCells(pen, d, block.cells, y, h, X, W, block.plain);
      return;
    }
    case 'group': {
      const lw = block.labelWidth * W;
      pen.rect(X, y, lw, h, { fill: 0.92 });
      drawPrinted(pen, block.label, X, y, lw, h, 8.5, 'center');
      let ry = y;
      for (const row of block.rows) {
        drawCells(pen, d, row.cells, ry, row.heightMm, X + lw, W - lw);
        ry += row.heightMm;
      }
      return;
    }
    case 'table': {
      drawTable(pen, d, block, X, y, W);
      return;
    }
    case 'question': {
      if (block.inline) {
        const cells: Cell[] = [
          { type: 'label', width: block.inline.labelWidth, text: questionText(block), shade: true },
        ];
        if (block.answer) cells.push({ type: 'answer', width: 1 - block.inline.labelWidth, box: block.answer });
        drawCells(pen, d, cells, y, h);
        return;
      }
      const answerH = block.answer ? (block.answerHeightMm ?? 8) : 0;
      const labelH = h - answerH;
      pen.rect(X, y, W, labelH, { fill: 0.94 });
      drawPrinted(pen, questionText(block), X, y, W, labelH, 8.5);
      if (block.answer) drawCells(pen, d, [{ type: 'answer', width: 1, box: block.answer }], y + labelH, answerH);
      return;
    }
  }
}

function drawCells(pen: Pen, d: FormDraw, cells: Cell[], y: number, h: number, x0 = X, width = W, plain = false) {
  const total = cells.reduce((s, c) => s + c.width, 0);
  let x = x0;
  for (const cell of cells) {
    const w = (cell.width / total) * width;
    if (cell.type === 'label') {
      if (!plain) pen.rect(x, y, w, h, { fill: cell.shade === false ? undefined : 0.92 });
      const text = cell.item ? { ko: `${cell.item} ${cell.text.ko}`, en: cell.text.en } : cell.text;
      drawPrinted(pen, text, x, y, w, h, cell.fontPt ?? 8.5, cell.align ?? 'left');
    } else {
      // On a plain line an answer stands on an underline, as the forms print "년 월 일".
      if (plain) pen.line(x + 1, y + h - 1.5, x + w - 1, y + h - 1.5, 0.4);
      else pen.rect(x, y, w, h);
      const box = cell.box;
      if (box.kind === 'text') drawTextAnswer(pen, d, box.item, x, y, w, h, box.align, box.fontPt);
      else if (box.kind === 'check') drawCheckAnswer(pen, d, box, x, y, w, h);
      else if (box.kind === 'fixed') drawPrinted(pen, box.text, x, y, w, h, 9, box.align ?? 'center');
      else {
        // Signature or seal: only the printed caption, right-aligned and grey; the box stays empty.
        const cap = pen.clean(box.caption.ko + (box.caption.en ? ` ${box.caption.en}` : ''), 'layout');
        pen.text(cap, x + w - pen.width(cap, 7) - 1.5, y + h - Pen.linesHeight(1, 7) - 0.8, 7, { gray: 0.45 });
      }
    }
    x += w;
  }
}
