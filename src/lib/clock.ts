/**
 * A timestamp for a change that is never earlier than the version it replaces.
 * Merge keeps the newer copy, so an edit made after receiving a copy from a device
 * whose clock runs ahead must still count as newer (clock skew between devices).
 */
export function nextStamp(previous?: string | null, now: number = Date.now()): string {
  const prev = previous ? Date.parse(previous) : NaN;
  return new Date(Number.isFinite(prev) && prev >= now ? prev + 1 : now).toISOString();
}

export const isNewer = (a: string | null | undefined, b: string | null | undefined): boolean =>
  (a ? Date.parse(a) : -Infinity) > (b ? Date.parse(b) : -Infinity);
