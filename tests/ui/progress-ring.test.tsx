/** The overall ring: Mantine's RingProgress geometry (one section, round caps), named for screen readers. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressRing } from '@/ui/progress-ring';
import { renderWithProviders } from '../render';

afterEach(cleanup);

const circles = (percent: number) => {
  renderWithProviders(
    <ProgressRing percent={percent} size={140} thickness={12} label="x" aria-label="Overall progress" />,
  );
  return [...screen.getByLabelText('Overall progress').querySelectorAll('circle')];
};

describe('ProgressRing', () => {
  it('draws the filled part as RingProgress does: radius (size × 0.9 − 2 × thickness) / 2, round caps', () => {
    const [track, filled] = circles(25);
    const radius = (140 * 0.9 - 24) / 2;
    const circumference = 2 * Math.PI * radius;
    expect(Number(track.getAttribute('r'))).toBe(radius);
    expect(filled.getAttribute('stroke-linecap')).toBe('round');
    const [on, off] = filled.getAttribute('stroke-dasharray')!.split(',').map(Number);
    expect(on).toBeCloseTo(circumference / 4);
    expect(on + off).toBeCloseTo(circumference);
  });

  it('an empty ring draws no arc (a round cap would be a dot); a full one no gap', () => {
    expect(circles(0)).toHaveLength(1);
    cleanup();
    const [, filled] = circles(100);
    expect(Number(filled.getAttribute('stroke-dasharray')!.split(',')[1])).toBe(0);
  });
});
