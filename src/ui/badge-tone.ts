import type { CSSProperties } from 'react';

export type Tone = 'ok' | 'warn' | 'bad' | 'neutral' | 'info';

/**
 * Props for a light Badge whose text keeps 4.5:1 in both colour schemes. Mantine's light
 * yellow/orange/teal text is too pale on its tint, so "warn" darkens the text itself.
 */
export function badgeTone(tone: Tone, style?: CSSProperties): { color: string; style?: CSSProperties } {
  const { color, style: own } = toneOf(tone);
  return { color, style: own || style ? { ...own, ...style } : undefined };
}

function toneOf(tone: Tone): { color: string; style?: CSSProperties } {
  switch (tone) {
    case 'ok':
      return { color: 'brand' };
    case 'warn':
      return {
        color: 'yellow',
        style: { '--badge-color': 'light-dark(#7a4500, var(--mantine-color-yellow-0))' } as CSSProperties,
      };
    case 'bad':
      return { color: 'red' };
    case 'info':
      return { color: 'blue' };
    default:
      return { color: 'gray' };
  }
}

/** Text colours for a status written as text or a link (not a badge): 4.5:1 on the page and on cards, both schemes. */
export const toneText = {
  bad: 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))',
  warn: 'light-dark(#7a4500, var(--mantine-color-orange-3))',
  /** On a yellow alert's tint (yellow-1 in light, a dark amber in dark). */
  warnOnTint: 'light-dark(#7a4500, var(--mantine-color-yellow-0))',
  badOnTint: 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-1))',
} as const;
