/**
 * Orders two strings by their code units, for sort(): the order of ISO dates and timestamps
 * ('2026-11-23', '2026-11-23T08:00:00Z'). Unlike localeCompare it needs no locale data, whose first
 * use costs a slow phone 40-220 ms in the middle of a page's first render.
 */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
