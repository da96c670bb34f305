/** Text shown to users straight from domain data (question labels, catalog entries). */
export type Localized = { en: string; ko: string };

export type Locale = 'en' | 'ko';

/** Where a rule or figure comes from, and when it was last checked. */
export type Source = {
  /** Short citation shown in the app, e.g. "Immigration Act Enforcement Rule, form 19-2". */
  title: string;
  url?: string;
  /** ISO date (YYYY-MM-DD) the fact was last verified. */
  asOf: string;
  /** True where the domain brief marks the fact as uncertain; the UI shows it as such. */
  uncertain?: boolean;
  /** True where the figure is a planning estimate (an assumption, or last year's table): shown as "Estimate". */
  estimate?: boolean;
  /**
   * True where the rule rests on a practitioner or press report, not the notice itself (section 14):
   * shown as "Likely — confirm where you apply", never as settled law or as a refusal.
   */
  secondary?: boolean;
  note?: string;
  /** The title and note in Korean, shown when the UI is Korean (D22). */
  ko?: { title?: string; note?: string };
};

export const pick = (text: Localized, locale: Locale): string => text[locale] || text.en;
