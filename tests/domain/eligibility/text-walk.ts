import type { Localized, Source } from '../../../src/domain/common';

const isLocalized = (v: unknown): v is Localized =>
  typeof v === 'object' && v !== null && 'en' in v && 'ko' in v && Object.keys(v).length === 2;

const isSource = (v: unknown): v is Source => typeof v === 'object' && v !== null && 'title' in v && 'asOf' in v;

/** Every Localized and every Source reachable from a value, with the path to it. */
export const collectText = (root: unknown) => {
  const localized: Array<{ path: string; value: Localized }> = [];
  const sources: Array<{ path: string; value: Source }> = [];
  const walk = (v: unknown, path: string) => {
    if (typeof v !== 'object' || v === null) return;
    if (isLocalized(v)) {
      localized.push({ path, value: v });
      return;
    }
    if (isSource(v)) sources.push({ path, value: v });
    for (const [k, child] of Object.entries(v)) walk(child, `${path}.${k}`);
  };
  walk(root, '$');
  return { localized, sources };
};

export const hangul = /[\uAC00-\uD7A3]/;
export const isoDate = /^\d{4}-\d{2}-\d{2}$/;
