import { t } from './build';

export { t };

/** The labels of build.ts's `sexOptions`, by value. */
export const sexLabels = { male: t('Male', '남'), female: t('Female', '여') };

/** The labels of build.ts's `awareOptions`, by value. */
export const awareLabels = { knows: t('Knows', '안다'), doesNotKnow: t('Does not know', '모른다') };
