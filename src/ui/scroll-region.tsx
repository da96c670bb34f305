import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls inside this region instead of clipping columns or
 * widening the page. It is labelled and focusable, so a keyboard can scroll it and a screen
 * reader announces what it holds (WCAG 1.4.10, 2.1.1).
 */
export function ScrollRegion({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
      className="scroll-region"
    >
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
