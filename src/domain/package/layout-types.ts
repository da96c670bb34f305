/**
 * The layout format of an official form in the application package (decisions D21).
 *
 * A layout is data that sits beside a form's questions and says how the printed form looks: its
 * A4 pages, the header (form number and revision date as printed), and top to bottom the blocks of
 * each page: section headings, pre-printed notices, rows of boxes (label boxes and answer boxes),
 * questions with their answer boxes, tables, and the date/signature block. The renderer
 * (src/features/final-application/pdf/) draws a layout with a map from official item number to
 * value; it knows nothing about any particular form.
 *
 * HOW TO WRITE A LAYOUT (e.g. src/domain/package/layouts/<form>.ts)
 * - Work page by page from the official form; keep its item numbers, labels as printed (Korean,
 *   and the English where the form is bilingual, as `{ ko, en }`), order, boxes and tables.
 * - Units are millimetres on an A4 page (210 x 297). The renderer keeps 12 mm side margins, puts
 *   the header at the top and the paper-size footer at the bottom; the usable height of a page is
 *   `PAGE_BODY_HEIGHT_MM`. Blocks stack top to bottom in the order given; give each row the height
 *   the official form gives it. A page whose blocks are taller than the body continues on a new
 *   page (never cut), and the layout test reports it so the heights can be fixed.
 * - Widths inside a row are relative weights (e.g. [1, 3] = a quarter and three quarters).
 * - An answer box names the value it shows with an `ItemKey`: the official item number ("2.6"),
 *   optionally with a part after '#' when one item has several boxes ("1.1#family",
 *   "1.1#given", "2.6#count"). The same keys are used by the value map (`ItemValues`).
 * - Signature and seal boxes are `signature` cells: they are always left empty for the hand.
 * - Long answers: a `text` box never prints below the form's type size (`FORM_TYPE_PT`); an answer
 *   that does not fit prints 별지 작성 in its box and goes whole onto the form's attached sheet (별지),
 *   headed with the item number and label and ending with the writer's name, date and (서명 또는 인). Tables: rows beyond `rows` continue on the
 *   attached sheet with the same columns. Nothing is ever cut off.
 *
 * THE VALUE CONTRACT
 * `ItemValues` maps an `ItemKey` to what stands in its box:
 * - `text`: the words to print (dates already formatted as the form wants them);
 * - `check`: the chosen option values of a tick-box item (the layout lists the options);
 * - `rows`: table rows, each a list of cell texts in the layout's column order;
 * - `none`: deliberately blank (the form's own skip rule skipped it, or it does not apply): not
 *   listed as unanswered;
 * - `undefined` (missing): unanswered; the box stays blank and the cover sheet lists the item.
 * Values are built by `formItemValues()` (src/domain/package/item-values.ts) for the three
 * official forms; the visa application form's builder follows the same contract.
 */

/** An official item number, optionally with a part: "2.6", "1.1#family", "12#spouse-name". */
export type ItemKey = string;

export type ItemValue =
  | { kind: 'text'; text: string }
  | { kind: 'check'; chosen: string[] }
  | { kind: 'rows'; rows: string[][] }
  | { kind: 'none' };

export type ItemValues = Record<ItemKey, ItemValue | undefined>;

/** Printed text of the form: Korean, plus the official English where the form is bilingual. */
export type Printed = { ko: string; en?: string };

/** A4 in millimetres, and the part of the page the blocks go in. */
export const PAGE_WIDTH_MM = 210;
export const PAGE_HEIGHT_MM = 297;
export const PAGE_MARGIN_X_MM = 12;
/** Header (form number line and page label) and footer (paper size line) take the rest. */
export const PAGE_BODY_TOP_MM = 20;
export const PAGE_BODY_HEIGHT_MM = 262;
/** Answer text starts at `DEFAULT_FONT_PT`. */
export const DEFAULT_FONT_PT = 9.5;
/**
 * The forms' own type size (their printed labels are 8 to 8.5 pt): an answer may shrink from
 * DEFAULT_FONT_PT to this and no further; beyond it, it goes whole on the 별지.
 */
export const FORM_TYPE_PT = 8;
/** The smallest size of the box's own marker (별지 작성) in a very small box. */
export const MIN_FONT_PT = 7;

/** One tick box of a choice, e.g. "[ ] 예 (   )회": value, printed label, optional detail box. */
export type CheckOption = {
  /** The value `ItemValue.check.chosen` holds when this box is ticked. */
  value: string;
  label: Printed;
  /** A box printed right after the option, e.g. "( 3 )회": the key of its text value and the words around it. */
  detail?: { item: ItemKey; before?: string; after?: string; widthMm?: number };
};

/** What an answer box shows. */
export type AnswerBox =
  /** Text answer; `lines` is only a hint for the starting font size (default: fit the box). */
  | { kind: 'text'; item: ItemKey; align?: 'left' | 'center'; fontPt?: number }
  /** Tick boxes laid out left to right (wrapping), or one per line with `vertical`. */
  | { kind: 'check'; item: ItemKey; options: CheckOption[]; vertical?: boolean }
  /** A pre-printed value, e.g. "2 명" in the household table of the invitation. */
  | { kind: 'fixed'; text: Printed; align?: 'left' | 'center' }
  /** A signature or seal box: printed caption, always left empty for the hand. */
  | { kind: 'signature'; caption: Printed };

/** A box in a row: a label as printed (shaded, like the forms' label columns) or an answer box. */
export type Cell =
  | {
      type: 'label';
      width: number;
      text: Printed;
      item?: string;
      shade?: boolean;
      align?: 'left' | 'center';
      fontPt?: number;
    }
  | { type: 'answer'; width: number; box: AnswerBox };

export type TableColumn = { label: Printed; width: number };

export type Block =
  /** A section bar, e.g. "1. 초청인의 인적사항": shaded, full width. */
  | { type: 'section'; number?: string; title: Printed; heightMm?: number }
  /** Pre-printed text (notices, instructions, undertakings), no box unless `boxed`. */
  | { type: 'notice'; text: Printed; fontPt?: number; boxed?: boolean; align?: 'left' | 'center'; heightMm?: number }
  /** The form's title, centred and large. */
  | { type: 'title'; text: Printed; heightMm?: number }
  /** A row of boxes of one height; `plain` draws no box lines (date and signature lines). */
  | RowBlock
  /**
   * A question as the invitation prints them: the item number and question text over the full
   * width, then its answer box (`answerHeightMm` tall). With `inline`, number/question and
   * answer share one row (`labelWidth`:`1 - labelWidth`).
   */
  | {
      type: 'question';
      item: string;
      text: Printed;
      answer?: AnswerBox;
      answerHeightMm?: number;
      inline?: { labelWidth: number; heightMm: number };
    }
  /**
   * A table: header row with the columns, then `rows` rows of `rowHeightMm`. `prefilled` prints
   * fixed first-column texts (e.g. 부 / 모) on the first rows when the value does not fill them.
   * Rows beyond `rows` continue on the attached sheet; the last row then says so.
   */
  | {
      type: 'table';
      item: ItemKey;
      columns: TableColumn[];
      rows: number;
      rowHeightMm: number;
      headerHeightMm?: number;
      prefilled?: string[];
    }
  /**
   * Rows with one label box spanning them on the left, as forms print "피보증 외국인" or
   * "신원보증인" beside their rows; the rows' cells share the remaining width.
   */
  | { type: 'group'; label: Printed; labelWidth: number; rows: RowBlock[] }
  /** Free vertical space. */
  | { type: 'space'; heightMm: number };

export type RowBlock = { type: 'row'; heightMm: number; cells: Cell[]; plain?: boolean };

export type PageLayout = {
  /** Printed page mark, e.g. "(앞쪽)", "(4쪽 중 1쪽)". */
  mark?: string;
  blocks: Block[];
};

export type FormLayout = {
  /** The app's id of the form: a FormId, or 'visa-application'. */
  id: string;
  /** The form's name as printed, e.g. { ko: '외국인 배우자 초청장', en: 'Invitation of a Foreign Spouse' }. */
  name: Printed;
  /**
   * The header line as printed above the title, e.g.
   * "■ 출입국관리법 시행규칙 [별지 제19호의2서식] <개정 2023. 12. 14.>".
   */
  header: string;
  /** Footer printed on every page, e.g. "210mm×297mm[백상지 80g/㎡]". */
  footer?: string;
  /**
   * How the form writes dates, every answer's dates printed alike: 'dots' (YYYY. MM. DD., the
   * Korean forms; the default) or 'slashes' (YYYY/MM/DD, as the visa application form asks).
   */
  dateStyle?: 'dots' | 'slashes';
  /** The language the form's answers are written in (for the cover sheet and the statements). */
  answerLanguage: 'ko' | 'en' | 'ko-or-en';
  pages: PageLayout[];
  /**
   * Every item the form asks, with its printed label, in the form's order: the cover sheet lists the
   * unanswered ones by these labels, and the attached sheet titles continuations with them.
   */
  items: { key: ItemKey; label: Printed; optional?: boolean }[];
};
