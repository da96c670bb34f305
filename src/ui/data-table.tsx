import type { ComponentProps } from 'react';
import classes from './data-table.module.css';

/**
 * A bordered table of answers, drawn as Mantine's Table with `withTableBorder withColumnBorders`.
 * Not Table itself: it imports its scroll container, and with it ScrollArea and floating-ui, on
 * every page that shows a table (the review and the final step); ScrollRegion scrolls wide ones.
 */
export function DataTable({ className, ...props }: ComponentProps<'table'>) {
  return <table {...props} className={className ? `${classes.table} ${className}` : classes.table} />;
}
