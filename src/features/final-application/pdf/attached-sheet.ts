import {
  DEFAULT_FONT_PT,
  PAGE_BODY_HEIGHT_MM,
  PAGE_BODY_TOP_MM,
  PAGE_MARGIN_X_MM,
  PAGE_WIDTH_MM,
  type FormLayout,
  type ItemKey,
  type Printed,
} from '@/domain/package/layout-types';
import { drawPrinted, type Continuation } from './boxes';
import { drawHeader } from './page-chrome';
import { Pen } from './pen';

const X = PAGE_MARGIN_X_MM;
const W = PAGE_WIDTH_MM - 2 * PAGE_MARGIN_X_MM;
const BOTTOM = PAGE_BODY_TOP_MM + PAGE_BODY_HEIGHT_MM;

/** Who writes the form (and so signs its 별지), and the date printed beside the signature, or null for the hand. */
export type SheetSigner = { writer: string; date: string | null };

/** "별지 제19호의2서식" from the header line "■ 출입국관리법 시행규칙 [별지 제19호의2서식] <개정 …>". */
export const formNumber = (layout: FormLayout): string => layout.header.match(/\[([^\]]+)\]/)?.[1] ?? '';

/**
 * The form's attached sheets (별지), the official way: one per item whose answer (or table rows)
 * did not fit, headed with the form, the item number and its label, the whole answer at the form's
 * size, then the writer's name, the date and (서명 또는 인). A Korean-only form's sheet is in Korean only.
 */
export function drawAttachedSheet(
  pen: Pen,
  layout: FormLayout,
  items: Continuation[],
  labelOf: (key: ItemKey) => Printed,
  signer: SheetSigner = { writer: '', date: null },
) {
  if (items.length === 0) return;
  const koreanOnly = layout.answerLanguage === 'ko';
  const en = (text: string | undefined) => (koreanOnly ? undefined : text);
  let y = 0;
  let n = 0;
  const page = () => {
    pen.newPage();
    drawHeader(pen, layout.header, `별지 ${n}`, layout.footer);
    y = PAGE_BODY_TOP_MM;
  };
  const room = (h: number) => {
    if (y + h > BOTTOM) page();
  };
  for (const item of mergeRows(items)) {
    n++;
    page();
    const form = [formNumber(layout), layout.name.ko].filter(Boolean).join(' ');
    drawPrinted(
      pen,
      { ko: `별지 (${form})`, en: en(`Attached sheet: ${layout.name.en ?? ''}`) },
      X,
      y,
      W,
      14,
      13,
      'center',
    );
    y += 16;
    const label = labelOf(item.key);
    const number = item.key.split('#')[0];
    const title: Printed = {
      ko: label.ko.trim().startsWith(number) ? label.ko.trim() : `${number} ${label.ko.trim()}`,
      en: en(label.en),
    };
    const titleH = title.en ? 12 : 8;
    pen.rect(X, y, W, titleH, { fill: 0.88 });
    drawPrinted(pen, title, X, y, W, titleH, 9.5);
    y += titleH + 3;
    if (item.kind === 'text') {
      const size = DEFAULT_FONT_PT;
      const lh = Pen.linesHeight(1, size);
      for (const line of pen.wrap(item.text, size, W - 4)) {
        room(lh);
        pen.text(line.text, X + 2, y, size);
        y += lh;
      }
    } else {
      const columns = item.columns.map((c) => ({ ...c, label: { ko: c.label.ko, en: en(c.label.en) } }));
      drawRows(
        pen,
        { ...item, columns },
        () => y,
        (v) => (y = v),
        room,
      );
    }
    room(30);
    y = drawSignature(pen, signer, y);
  }
}

/** Rows of one table that continue for two reasons (too many, too long) make one 별지. */
function mergeRows(items: Continuation[]): Continuation[] {
  const merged: Continuation[] = [];
  for (const item of items) {
    const same = merged.find((m) => m.key === item.key && m.kind === 'rows' && item.kind === 'rows');
    if (same && same.kind === 'rows' && item.kind === 'rows') same.rows.push(...item.rows);
    else merged.push(item.kind === 'rows' ? { ...item, rows: [...item.rows] } : item);
  }
  return merged;
}

/** The writer's name, the date (blank for the hand unless the couple chose to print it) and the signature; returns the new y. */
function drawSignature(pen: Pen, signer: SheetSigner, top: number): number {
  let y = top + 8;
  const right = X + W;
  const date = signer.date ?? '        년        월        일';
  pen.text(pen.clean(date, 'layout'), right - 60, y, DEFAULT_FONT_PT);
  y += 9;
  const who = pen.clean(`작성자: ${signer.writer}`, 'layout');
  pen.text(who, right - 95, y, DEFAULT_FONT_PT);
  const sign = '(서명 또는 인)';
  pen.text(sign, right - pen.width(sign, 8.5) - 1, y + 0.5, 8.5, { gray: 0.35 });
  return y + 8;
}

function drawRows(
  pen: Pen,
  item: Extract<Continuation, { kind: 'rows' }>,
  getY: () => number,
  setY: (y: number) => void,
  room: (h: number) => void,
) {
  const total = item.columns.reduce((s, c) => s + c.width, 0);
  const numW = 8;
  const colW = item.columns.map((c) => (c.width / total) * (W - numW));
  const size = 8.5;
  const header = () => {
    room(18);
    let x = X + numW;
    pen.rect(X, getY(), numW, 9, { fill: 0.92 });
    item.columns.forEach((c, i) => {
      pen.rect(x, getY(), colW[i], 9, { fill: 0.92 });
      drawPrinted(pen, c.label, x, getY(), colW[i], 9, 7.5, 'center');
      x += colW[i];
    });
    setY(getY() + 9);
  };
  header();
  item.rows.forEach((row, r) => {
    const cells = colW.map((w, i) => pen.wrap(row[i] ?? '', size, w - 2.4));
    const h = Math.max(7, Math.max(...cells.map((c) => Pen.linesHeight(c.length, size))) + 2);
    const before = getY();
    room(h);
    if (getY() !== before) header();
    const y = getY();
    pen.rect(X, y, numW, h);
    pen.text(String(item.firstRow + r + 1), X + 1.5, y + 1, 8);
    let x = X + numW;
    cells.forEach((lines, i) => {
      pen.rect(x, y, colW[i], h);
      lines.forEach((l, j) => pen.text(l.text, x + 1.2, y + 1 + Pen.linesHeight(j, size), size));
      x += colW[i];
    });
    setY(y + h);
  });
}
