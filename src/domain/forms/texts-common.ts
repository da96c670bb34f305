import type { Localized } from '../common';

/** A text in both languages, as the forms' `*.texts.ts` write them. */
export const t = (en: string, ko: string): Localized => ({ en, ko });

/** The labels of build.ts's `sexOptions`, by value. */
export const sexLabels = { male: t('Male', '남'), female: t('Female', '여') };

/** The labels of build.ts's `awareOptions`, by value. */
export const awareLabels = { knows: t('Knows', '안다'), doesNotKnow: t('Does not know', '모른다') };
