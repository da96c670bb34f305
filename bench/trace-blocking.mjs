/**
 * The blocking time a Lighthouse run observed, read from its trace two ways: each main-thread task after first
 * paint times 4 (Lighthouse mobile's CPU multiplier) less 50 ms, summed, once from the task's wall time and once
 * from its CPU time (the trace's tdur). Lighthouse's simulation starts from wall time, which a host that takes the
 * CPU away from the renderer stretches (2-2.6x on this 2-core machine, docs/performance.md "Lighthouse under
 * load"); the CPU figure is what the page itself costs, and the TBT a quiet host would read is close to it.
 * @param {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number }[]} events
 */
export function observedBlocking(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return { wall: NaN, cpu: NaN };
  const tasks = events.filter(
    (e) => e.pid === fcp.pid && e.tid === fcp.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts > fcp.ts,
  );
  const over = (us) => Math.max(0, (us * 4) / 1000 - 50);
  return {
    wall: tasks.reduce((sum, t) => sum + over(t.dur ?? 0), 0),
    cpu: tasks.reduce((sum, t) => sum + over(t.tdur ?? t.dur ?? 0), 0),
  };
}
