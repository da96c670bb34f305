import type { EligibilitySourceId } from './sources';
import { check } from './make-check';
import type {
  CheckStatus,
  EligibilityVerdict,
  EligibilityDraft,
  KoreanLanguageLevel,
  LanguageExemption,
} from './types';

export const koreanLanguageLevels: readonly KoreanLanguageLevel[] = [
  'none',
  'basic',
  'topik1',
  'topik2plus',
  'korean-course',
  'native-or-shared-language',
];

type Outcome = { status: CheckStatus; source: EligibilitySourceId };

// Brief section 3: deemed able to communicate (2016 notice) and humanitarian exemptions. Each is
// worded by its id (texts.ts, 'communication.exempt.<id>').
const exemptionOutcome: Record<LanguageExemption, Outcome> = {
  'child-together': { status: 'pass', source: 'language' },
  pregnancy: { status: 'warn', source: 'languagePregnancy' },
  'korean-related-degree': { status: 'pass', source: 'language' },
  'ethnic-korean': { status: 'pass', source: 'language' },
  'applicant-lived-in-korea-1y': { status: 'pass', source: 'language' },
  'sponsor-lived-in-applicant-country-1y': { status: 'pass', source: 'language' },
  'lived-together-same-country-1y': { status: 'pass', source: 'language' },
};

/** Each level, worded by its id (texts.ts, 'communication.level.<id>'). */
const levelOutcome: Record<KoreanLanguageLevel, Outcome> = {
  topik1: { status: 'pass', source: 'topik' },
  topik2plus: { status: 'pass', source: 'topik' },
  'korean-course': { status: 'pass', source: 'languageCourseAge' },
  'native-or-shared-language': { status: 'pass', source: 'language' },
  basic: { status: 'warn', source: 'language' },
  none: { status: 'fail', source: 'language' },
};

export const checkCommunication = (answers: EligibilityDraft): EligibilityVerdict => {
  const exemptions = answers.languageExemptions ?? [];
  const firm = exemptions.find((e) => exemptionOutcome[e]?.status === 'pass');
  const level = answers.koreanLanguageLevel;
  const byLevel = level && level in levelOutcome ? level : undefined;
  const tentative = exemptions.find((e) => exemptionOutcome[e]?.status === 'warn');
  const exempt = (e: LanguageExemption): EligibilityVerdict =>
    check(
      'communication',
      exemptionOutcome[e].status,
      'title.communication',
      { id: `communication.exempt.${e}` },
      exemptionOutcome[e].source,
    );
  const byLevelVerdict = (l: KoreanLanguageLevel): EligibilityVerdict =>
    check(
      'communication',
      levelOutcome[l].status,
      'title.communication',
      { id: `communication.level.${l}` },
      levelOutcome[l].source,
    );
  if (firm) return exempt(firm);
  if (byLevel && levelOutcome[byLevel].status === 'pass') return byLevelVerdict(byLevel);
  if (tentative) return exempt(tentative);
  if (byLevel) return byLevelVerdict(byLevel);
  return check('communication', 'unknown', 'title.communication', { id: 'communication.unanswered' }, 'language');
};
