/** A value read from storage or the network that is an object with keys (not null, not an array). */
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
