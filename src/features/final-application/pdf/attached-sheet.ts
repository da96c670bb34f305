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

/**
 * The form's attached sheet (별지): every answer or table row that did not fit in its box, under
 * the item number and label the box refers to, in full, over as many pages as it takes.
 */
export function drawAttachedSheet(
  pen: Pen,
  layout: FormLayout,
  items: Continuation[],
  labelOf: (key: ItemKey) => Printed,
) {
  if (items.length === 0) return;
  let y = 0;
  const page = () => {
    pen.newPage();
    drawHeader(pen, layout.header, '별지 (Attached sheet)', layout.footer);
    y = PAGE_BODY_TOP_MM;
  };
  const room = (h: number) => {
    if (y + h > BOTTOM) page();
  };
  page();
  drawPrinted(
    pen,
    { ko: `별지: ${layout.name.ko}`, en: `Attached sheet: ${layout.name.en ?? layout.name.ko}` },
    X,
    y,
    W,
    14,
    13,
    'center',
  );
  y += 16;
  for (const item of items) {
    const label = labelOf(item.key);
    const title: Printed = {
      ko: `${item.key} ${label.ko} (${item.kind === 'text' && !item.partial ? '전문' : '앞에서 계속'})`,
      en: label.en ? `${label.en} (${item.kind === 'text' && !item.partial ? 'full answer' : 'continued'})` : undefined,
    };
    room(16);
    const titleLines = Math.max(8, 4 + (title.en ? 6 : 0));
    pen.rect(X, y, W, titleLines, { fill: 0.88 });
    drawPrinted(pen, title, X, y, W, titleLines, 9);
    y += titleLines + 2;
    if (item.kind === 'text') {
      const size = DEFAULT_FONT_PT;
      const lh = Pen.linesHeight(1, size);
      for (const line of pen.wrap(item.text, size, W - 4)) {
        room(lh);
        pen.text(line.text, X + 2, y, size);
        y += lh;
      }
      y += 4;
    } else {
      drawRows(
        pen,
        item,
        () => y,
        (v) => (y = v),
        room,
      );
      y += 4;
    }
  }
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
