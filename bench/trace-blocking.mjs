/** @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number }} TraceEvent */

/**
 * The main thread's tasks a trace holds from first paint on (those that end after it), as Lighthouse sums blocking
 * time over them: each task's time times `slow` (4, Lighthouse mobile's CPU multiplier) less 50 ms. `time` picks
 * the task's wall time (`dur`) or its CPU time (`tdur`). Null when the trace has no first paint.
 * @param {TraceEvent[]} events
 * @param {{ slow?: number, time?: 'wall' | 'cpu' }} [options]
 */
export function tasksAfterFirstPaint(events, { slow = 4, time = 'cpu' } = {}) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  /** @param {TraceEvent} e */
  const ms = (e) => (((time === 'cpu' ? e.tdur : undefined) ?? e.dur ?? 0) * slow) / 1000;
  const tasks = events.filter(
    (e) =>
      e.pid === fcp.pid && e.tid === fcp.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts + (e.dur ?? 0) > fcp.ts,
  );
  return { fcp, tasks, ms, blocking: tasks.reduce((sum, t) => sum + Math.max(0, ms(t) - 50), 0) };
}

/**
 * The blocking time a Lighthouse run observed, read from its trace two ways: from the tasks' wall time and from
 * their CPU time. Lighthouse's simulation starts from wall time, which a host that takes the CPU away from the
 * renderer stretches (2-2.6x on this 2-core machine, docs/performance.md "Lighthouse under load"); the CPU figure
 * is what the page itself costs, and the TBT a quiet host would read is close to it.
 * @param {TraceEvent[]} events
 */
export function observedBlocking(events) {
  return {
    wall: tasksAfterFirstPaint(events, { time: 'wall' })?.blocking ?? NaN,
    cpu: tasksAfterFirstPaint(events, { time: 'cpu' })?.blocking ?? NaN,
  };
}
