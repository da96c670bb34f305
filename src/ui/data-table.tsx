import type { ComponentProps } from 'react';
import classes from './data-table.module.css';

/**
 * A bordered table of answers, drawn as Mantine's Table with `withTableBorder withColumnBorders`, or
 * `plain`: no borders and rows close together (`withRowBorders={false} verticalSpacing={2}`).
 * Not Table itself: it imports its scroll container, and with it ScrollArea and floating-ui, on
 * every page that shows a table (the review and the final step); ScrollRegion scrolls wide ones.
 */
export function DataTable({ plain = false, className, ...props }: ComponentProps<'table'> & { plain?: boolean }) {
  const look = plain ? classes.plain : classes.table;
  return <table {...props} className={className ? `${look} ${className}` : look} />;
}
