/** A whole percentage of `done` out of `total`, 0 for an empty total: one rounding for every progress bar. */
export const percent = (done: number, total: number): number =>
  total <= 0 ? 0 : Math.round((Math.min(done, total) / total) * 100);
