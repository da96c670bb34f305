import { Textarea, type TextareaProps } from '@mantine/core';

/**
 * Whether the browser sizes a text box to its content by CSS. Where it does, the box grows without
 * react-textarea-autosize, which measures in a layout effect and so lays out the whole page inside
 * React's first commit (docs/performance.md, "Blocking time").
 */
const sizesByCss =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** The height of `rows` lines of the box, its vertical padding and border included (Mantine's inputs are border-box). */
const rowsHeight = (rows: number) =>
  `calc(${rows}lh + 2 * var(--input-padding-y, 0px) + 2 * 0.0625rem * var(--mantine-scale, 1))`;

type AutoTextareaProps = Omit<TextareaProps, 'autosize' | 'styles'> & {
  /** Only the object form of Mantine's `styles`, merged with the sizing of the box. */
  styles?: { wrapper?: React.CSSProperties; input?: React.CSSProperties };
};

/**
 * A Mantine `Textarea` that grows with its text, between `minRows` and `maxRows` lines: by CSS
 * (`field-sizing: content`) where the browser supports it, else by Mantine's `autosize`.
 */
export function AutoTextarea({ minRows = 1, maxRows, styles, ...props }: AutoTextareaProps) {
  if (!sizesByCss) return <Textarea {...props} styles={styles} autosize minRows={minRows} maxRows={maxRows} />;
  const input: React.CSSProperties = {
    fieldSizing: 'content',
    minHeight: rowsHeight(minRows),
    maxHeight: maxRows === undefined ? undefined : rowsHeight(maxRows),
    ...styles?.input,
  };
  return <Textarea {...props} rows={minRows} styles={{ ...styles, input }} />;
}
