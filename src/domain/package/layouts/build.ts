import type { AnswerBox, Block, Cell, CheckOption, ItemKey, Printed, RowBlock, TableColumn } from '../layout-types';

/** Small constructors that keep the layout files close to the printed form. */

export const p = (ko: string, en?: string): Printed => (en ? { ko, en } : { ko });

/** A label box as printed (shaded); `item` prefixes the item number. */
export const label = (
  width: number,
  ko: string,
  en?: string,
  extra: Partial<Extract<Cell, { type: 'label' }>> = {},
): Cell => ({
  type: 'label',
  width,
  text: p(ko, en),
  ...extra,
});

/** Unshaded printed words inside the grid (e.g. "년 월 일", the undertakings). */
export const words = (width: number, ko: string, en?: string, align: 'left' | 'center' = 'left'): Cell =>
  label(width, ko, en, { shade: false, align });

export const text = (
  width: number,
  item: ItemKey,
  extra: Partial<Extract<AnswerBox, { kind: 'text' }>> = {},
): Cell => ({
  type: 'answer',
  width,
  box: { kind: 'text', item, ...extra },
});

export const check = (width: number, item: ItemKey, options: CheckOption[], vertical = false): Cell => ({
  type: 'answer',
  width,
  box: { kind: 'check', item, options, vertical },
});

export const fixed = (width: number, ko: string, en?: string): Cell => ({
  type: 'answer',
  width,
  box: { kind: 'fixed', text: p(ko, en) },
});

export const signature = (width: number, ko = '(서명 또는 인)', en?: string): Cell => ({
  type: 'answer',
  width,
  box: { kind: 'signature', caption: p(ko, en) },
});

export const option = (value: string, ko: string, en?: string, detail?: CheckOption['detail']): CheckOption => ({
  value,
  label: p(ko, en),
  ...(detail ? { detail } : {}),
});

/** "[ ] 예 [ ] 아니오", optionally with a detail box after 예, e.g. "( )회". */
export const yesNo = (yesDetail?: CheckOption['detail'], en = false): CheckOption[] => [
  option('yes', '예', en ? 'Yes' : undefined, yesDetail),
  option('no', '아니오', en ? 'No' : undefined),
];

export const row = (heightMm: number, ...cells: Cell[]): RowBlock => ({ type: 'row', heightMm, cells });

/** A row printed without box lines, as the forms print their date and signature lines. */
export const plainRow = (heightMm: number, ...cells: Cell[]): RowBlock => ({
  type: 'row',
  heightMm,
  cells,
  plain: true,
});

export const section = (number: string | undefined, ko: string, en?: string, heightMm?: number): Block => ({
  type: 'section',
  number,
  title: p(ko, en),
  ...(heightMm ? { heightMm } : {}),
});

export const notice = (ko: string, en?: string, extra: Partial<Extract<Block, { type: 'notice' }>> = {}): Block => ({
  type: 'notice',
  text: p(ko, en),
  ...extra,
});

/** A question printed over the full width with its answer box below. */
export const question = (item: string, ko: string, answer?: AnswerBox, answerHeightMm = 8, en?: string): Block => ({
  type: 'question',
  item,
  text: p(ko, en),
  answer,
  answerHeightMm,
});

export const col = (width: number, ko: string, en?: string): TableColumn => ({ label: p(ko, en), width });

export const table = (
  item: ItemKey,
  columns: TableColumn[],
  rows: number,
  rowHeightMm = 7,
  extra: Partial<Extract<Block, { type: 'table' }>> = {},
): Block => ({
  type: 'table',
  item,
  columns,
  rows,
  rowHeightMm,
  ...extra,
});

export const textBox = (item: ItemKey, extra: Partial<Extract<AnswerBox, { kind: 'text' }>> = {}): AnswerBox => ({
  kind: 'text',
  item,
  ...extra,
});
export const checkBox = (item: ItemKey, options: CheckOption[], vertical = false): AnswerBox => ({
  kind: 'check',
  item,
  options,
  vertical,
});

export const space = (heightMm: number): Block => ({ type: 'space', heightMm });
