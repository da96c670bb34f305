import type { ReactNode } from 'react';
import classes from './progress-ring.module.css';

type Props = { percent: number; size: number; thickness: number; label: ReactNode; 'aria-label': string };

/**
 * One ring filled to `percent`, drawn as Mantine's RingProgress draws one section (same radius and
 * caps). Not RingProgress itself: it imports Tooltip, and with it floating-ui and the transitions,
 * for the tooltips of its sections even when none has one.
 */
export function ProgressRing({ percent, size, thickness, label, 'aria-label': ariaLabel }: Props) {
  const radius = (size * 0.9 - thickness * 2) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * circumference;
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness };
  return (
    <div className={classes.root} style={{ width: size, height: size }} aria-label={ariaLabel}>
      <svg className={classes.svg} width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden>
        <circle {...circle} className={classes.track} />
        {/* A round cap on an empty ring would draw a dot. */}
        {percent > 0 && (
          <circle
            {...circle}
            stroke="var(--mantine-color-brand-filled)"
            strokeLinecap="round"
            strokeDasharray={`${filled}, ${circumference - filled}`}
          />
        )}
      </svg>
      <div className={classes.label} style={{ insetInline: thickness * 2 }}>
        {label}
      </div>
    </div>
  );
}
