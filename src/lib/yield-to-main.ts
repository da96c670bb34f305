type Scheduler = { yield?: () => Promise<void> };

/**
 * Gives the main thread back before more work: input and paint can run between two parts of a long computation,
 * each then a short task instead of one long one on a slow phone (docs/performance.md, "Computations in parts").
 * `scheduler.yield` where the browser has it; else a message, which a background tab does not throttle as it does
 * a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      channel.port2.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
