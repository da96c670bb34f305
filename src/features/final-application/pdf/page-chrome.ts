import { PAGE_HEIGHT_MM, PAGE_MARGIN_X_MM, PAGE_WIDTH_MM } from '@/domain/package/layout-types';
import type { Pen } from './pen';

const X = PAGE_MARGIN_X_MM;

/** The form-number line and page mark at the top, the paper line at the bottom, as the forms print them. */
export function drawHeader(pen: Pen, header: string, mark: string | undefined, footer: string | undefined) {
  pen.text(pen.clean(header, 'layout'), X, 8, 7.5);
  if (mark) {
    const m = pen.clean(mark, 'layout');
    pen.text(m, PAGE_WIDTH_MM - X - pen.width(m, 7.5), 8, 7.5);
  }
  if (footer) {
    const f = pen.clean(footer, 'layout');
    pen.text(f, PAGE_WIDTH_MM - X - pen.width(f, 7), PAGE_HEIGHT_MM - 11, 7, { gray: 0.3 });
  }
}
