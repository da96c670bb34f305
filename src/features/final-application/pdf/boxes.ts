import {
  DEFAULT_FONT_PT,
  FORM_TYPE_PT,
  MIN_FONT_PT,
  type AnswerBox,
  type CheckOption,
  type ItemKey,
  type ItemValue,
  type ItemValues,
  type Printed,
  type TableColumn,
} from '@/domain/package/layout-types';
import { Pen, type Line } from './pen';

/** What did not fit in its box and continues on the form's attached sheet (별지). */
export type Continuation =
  | { key: ItemKey; kind: 'text'; text: string; partial: boolean }
  | { key: ItemKey; kind: 'rows'; columns: TableColumn[]; rows: string[][]; firstRow: number };

/** What drawing one form found: unanswered boxes and continuations; the pen collects unrenderable characters. */
export type FormDraw = {
  formId: string;
  values: ItemValues;
  unanswered: Set<ItemKey>;
  continuations: Continuation[];
  /** 0-based page index where each item's box was drawn (tests find answers on their page). */
  placed: Map<ItemKey, number>;
};

const place = (pen: Pen, d: FormDraw, key: ItemKey) => {
  if (!d.placed.has(key)) d.placed.set(key, pen.doc.getPageCount() - 1);
};

const PAD = 1.2;
const TABLE_MIN_PT = 6.5;
/** What a box says when its answer is on the 별지 (the forms' own words; no English, even on a bilingual form). */
export const SEE_SHEET = '별지 작성';
/** A table cell, or the row that says the rest of a table continues on the 별지. */
export const SEE_SHEET_CELL = '별지 참조';

/** The text a value prints as in a text box, whatever its kind. */
export function valueText(value: ItemValue): string {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'check':
      return value.chosen.join(', ');
    case 'rows':
      return value.rows.map((r) => r.filter(Boolean).join(' / ')).join('\n');
    case 'none':
      return '';
  }
}

/** Korean first, then the English (smaller, grey) where the form prints it. */
export function printedLines(
  pen: Pen,
  text: Printed,
  size: number,
  widthMm: number,
): { line: string; size: number; gray: number }[] {
  const ko = pen.wrap(pen.clean(text.ko, 'layout'), size, widthMm).map((l) => ({ line: l.text, size, gray: 0 }));
  if (!text.en) return ko;
  const enSize = Math.max(5.5, size * 0.82);
  return [
    ...ko,
    ...pen.wrap(pen.clean(text.en, 'layout'), enSize, widthMm).map((l) => ({ line: l.text, size: enSize, gray: 0.3 })),
  ];
}

export const linesHeight = (lines: { size: number }[]): number =>
  lines.reduce((h, l) => h + Pen.linesHeight(1, l.size), 0);

/** Draws printed lines inside a box, vertically centred; shrinks them if the box is small. */
export function drawPrinted(
  pen: Pen,
  text: Printed,
  x: number,
  y: number,
  w: number,
  h: number,
  size: number,
  align: 'left' | 'center' = 'left',
) {
  let s = size;
  let lines = printedLines(pen, text, s, w - 2 * PAD);
  while (linesHeight(lines) > h - 0.6 && s > 5.5) {
    s -= 0.5;
    lines = printedLines(pen, text, s, w - 2 * PAD);
  }
  let ty = y + Math.max(0.3, (h - linesHeight(lines)) / 2);
  for (const l of lines) {
    const lx = align === 'center' ? x + (w - pen.width(l.line, l.size)) / 2 : x + PAD;
    pen.text(l.line, lx, ty, l.size, { gray: l.gray });
    ty += Pen.linesHeight(1, l.size);
  }
}

/** Fits clean text in a width and height: the largest size from `start` down to `min` that fits. */
function fit(
  pen: Pen,
  text: string,
  w: number,
  h: number,
  start: number,
  min: number,
): { size: number; lines: Line[]; fits: boolean } {
  for (let size = start; size >= min; size -= 0.5) {
    const lines = pen.wrap(text, size, w);
    if (Pen.linesHeight(lines.length, size) <= h) return { size, lines, fits: true };
  }
  return { size: min, lines: pen.wrap(text, min, w), fits: false };
}

function drawLines(
  pen: Pen,
  lines: string[],
  x: number,
  y: number,
  w: number,
  h: number,
  size: number,
  align: 'left' | 'center',
) {
  const total = Pen.linesHeight(lines.length, size);
  let ty = lines.length <= 2 ? y + (h - total) / 2 : y + PAD * 0.6;
  for (const line of lines) {
    const lx = align === 'center' ? x + (w - pen.width(line, size)) / 2 : x + PAD;
    pen.text(line, lx, ty, size);
    ty += Pen.linesHeight(1, size);
  }
}

/**
 * A text answer at the form's own type size. One that does not fit says 별지 작성 in its box and
 * goes whole onto the form's attached sheet (별지), as the forms' notices ask: never shrunk below
 * the form's size, never split mid-sentence.
 */
export function drawTextAnswer(
  pen: Pen,
  d: FormDraw,
  key: ItemKey,
  x: number,
  y: number,
  w: number,
  h: number,
  align: 'left' | 'center' = 'left',
  start = DEFAULT_FONT_PT,
) {
  place(pen, d, key);
  const value = d.values[key];
  if (value === undefined) {
    d.unanswered.add(key);
    return;
  }
  const text = pen.clean(valueText(value), `${d.formId} ${key}`).trim();
  if (!text) return;
  const innerW = w - 2 * PAD;
  const innerH = h - PAD;
  // A box whose layout gives a smaller size keeps it; no box goes below the form's body size.
  const formSize = Math.min(start, FORM_TYPE_PT);
  const { size, lines, fits } = fit(pen, text, innerW, innerH, Math.min(start, DEFAULT_FONT_PT + 1), formSize);
  if (fits) {
    drawLines(
      pen,
      lines.map((l) => l.text),
      x,
      y,
      w,
      h,
      size,
      align,
    );
    return;
  }
  const marker = fit(pen, SEE_SHEET, innerW, innerH, formSize, MIN_FONT_PT);
  drawLines(
    pen,
    marker.lines.map((l) => l.text),
    x,
    y,
    w,
    h,
    marker.size,
    align,
  );
  d.continuations.push({ key, kind: 'text', text, partial: false });
}

const chosen = (value: ItemValue | undefined): string[] =>
  value?.kind === 'check' ? value.chosen : value?.kind === 'text' ? [value.text] : [];

/** Tick boxes, left to right (wrapping) or one per line; a ticked option's detail box is filled. */
export function drawCheckAnswer(
  pen: Pen,
  d: FormDraw,
  box: Extract<AnswerBox, { kind: 'check' }>,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  place(pen, d, box.item);
  const value = d.values[box.item];
  if (value === undefined) d.unanswered.add(box.item);
  const picked = chosen(value);
  const size = 8.5;
  const boxMm = 3.2;
  const rowH = Math.max(boxMm + 1.2, Pen.linesHeight(1, size) + 0.8);
  const parts = box.options.map((o) => optionParts(pen, d, o, picked.includes(o.value), size));
  const widths = parts.map((p) => boxMm + 1.2 + p.width + 3.5);
  // Lay out lines first so the block can be centred vertically in its box.
  const rows: number[][] = [[]];
  let lineW = 0;
  parts.forEach((_, i) => {
    if (box.vertical ? rows[rows.length - 1].length > 0 : lineW + widths[i] > w - 2 * PAD && lineW > 0) {
      rows.push([]);
      lineW = 0;
    }
    rows[rows.length - 1].push(i);
    lineW += widths[i];
  });
  let ty = y + Math.max(0.5, (h - rows.length * rowH) / 2);
  for (const row of rows) {
    let tx = x + PAD;
    for (const i of row) {
      const o = box.options[i];
      const ticked = picked.includes(o.value);
      pen.checkbox(tx, ty + (rowH - boxMm) / 2, boxMm, ticked);
      let px = tx + boxMm + 1.2;
      for (const seg of parts[i].segments) {
        pen.text(seg.text, px, ty + (rowH - Pen.linesHeight(1, seg.size)) / 2 + 0.3, seg.size, { gray: seg.gray });
        px += pen.width(seg.text, seg.size);
      }
      tx += widths[i];
    }
    ty += rowH;
  }
}

function optionParts(pen: Pen, d: FormDraw, o: CheckOption, ticked: boolean, size: number) {
  const segments: { text: string; size: number; gray: number }[] = [
    { text: pen.clean(o.label.ko, 'layout'), size, gray: 0 },
  ];
  if (o.label.en) segments.push({ text: ` / ${pen.clean(o.label.en, 'layout')}`, size: size * 0.85, gray: 0.25 });
  if (o.detail) {
    const dv = d.values[o.detail.item];
    place(pen, d, o.detail.item);
    if (ticked && dv === undefined) d.unanswered.add(o.detail.item);
    const text = ticked && dv ? pen.clean(valueText(dv), `${d.formId} ${o.detail.item}`) : '';
    const pad = ' '.repeat(text ? 1 : 6);
    segments.push({ text: ` ${o.detail.before ?? '('}${pad}${text}${pad}${o.detail.after ?? ')'}`, size, gray: 0 });
  }
  return { segments, width: segments.reduce((s, seg) => s + pen.width(seg.text, seg.size), 0) };
}

/**
 * A table. Rows beyond the form's space, and rows with a cell too long for its box, continue on
 * the attached sheet; the table's last row then says so.
 */
export function drawTable(
  pen: Pen,
  d: FormDraw,
  t: {
    item: ItemKey;
    columns: TableColumn[];
    rows: number;
    rowHeightMm: number;
    headerHeightMm?: number;
    prefilled?: string[];
  },
  x: number,
  y: number,
  w: number,
): number {
  const total = t.columns.reduce((s, c) => s + c.width, 0);
  const colW = t.columns.map((c) => (c.width / total) * w);
  const headerH = t.headerHeightMm ?? 9;
  let cx = x;
  t.columns.forEach((c, i) => {
    pen.rect(cx, y, colW[i], headerH, { fill: 0.92 });
    drawPrinted(pen, c.label, cx, y, colW[i], headerH, 7.5, 'center');
    cx += colW[i];
  });
  place(pen, d, t.item);
  const value = d.values[t.item];
  if (value === undefined) d.unanswered.add(t.item);
  const rows =
    value?.kind === 'rows' ? value.rows.map((r) => r.map((c) => pen.clean(c ?? '', `${d.formId} ${t.item}`))) : [];
  const overflow = rows.length > t.rows;
  const shown = overflow ? rows.slice(0, t.rows - 1) : rows;
  const spilled: string[][] = [];
  let ry = y + headerH;
  for (let r = 0; r < t.rows; r++) {
    const row = shown[r];
    if (overflow && r === t.rows - 1) {
      pen.rect(x, ry, w, t.rowHeightMm);
      const note = `이하 ${rows.length - shown.length}건: ${SEE_SHEET}`;
      const lines = pen.wrap(note, 7.5, w - 2 * PAD).map((l) => l.text);
      drawLines(pen, lines, x, ry, w, t.rowHeightMm, 7.5, 'left');
    } else {
      const cells = colW.map((_, i) => row?.[i] ?? (i === 0 && !row ? (t.prefilled?.[r] ?? '') : ''));
      if (drawTableRow(pen, cells, colW, x, ry, t.rowHeightMm) && row) spilled.push(row);
    }
    ry += t.rowHeightMm;
  }
  if (spilled.length)
    d.continuations.push({ key: t.item, kind: 'rows', columns: t.columns, rows: spilled, firstRow: 0 });
  if (overflow)
    d.continuations.push({
      key: t.item,
      kind: 'rows',
      columns: t.columns,
      rows: rows.slice(shown.length),
      firstRow: shown.length,
    });
  return ry - y;
}

/** One row of a table's cells; a cell too long for its box says so. True when one did (the row then continues on the 별지). */
function drawTableRow(pen: Pen, cells: string[], colW: number[], x: number, y: number, h: number): boolean {
  let spilled = false;
  let cx = x;
  colW.forEach((cw, i) => {
    pen.rect(cx, y, cw, h);
    const cell = cells[i];
    if (cell) {
      const f = fit(pen, cell, cw - 2 * PAD, h - 0.8, 8.5, TABLE_MIN_PT);
      if (f.fits)
        drawLines(
          pen,
          f.lines.map((l) => l.text),
          cx,
          y,
          cw,
          h,
          f.size,
          'center',
        );
      else {
        drawLines(pen, [`(${SEE_SHEET_CELL})`], cx, y, cw, h, TABLE_MIN_PT, 'center');
        spilled = true;
      }
    }
    cx += cw;
  });
  return spilled;
}
