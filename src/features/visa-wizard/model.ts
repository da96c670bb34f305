import type { VisaWizard } from '@/domain/application';
import { isVisaCode, recommendVisa, wizardQuestions, type VisaCode, type WizardAnswers } from '@/domain/visa/recommend';

// A saved 'us' keeps its meaning; 'abroad' is any other country (D28).
const livingIn = ['korea', 'us', 'abroad'] as const;
const marriage = ['married', 'spouse-died-or-missing', 'divorced-not-my-fault', 'divorced-other'] as const;

const oneOf = <T extends string>(allowed: readonly T[], v: unknown): T | undefined =>
  allowed.includes(v as T) ? (v as T) : undefined;
const bool = (v: unknown) => (typeof v === 'boolean' ? v : undefined);

/** visaWizard.formData read defensively: another device or an older app may have stored anything. */
export const answersOf = (formData: Record<string, unknown>): WizardAnswers => {
  const years = formData.yearsMarried;
  return {
    livingIn: oneOf(livingIn, formData.livingIn),
    marriage: oneOf(marriage, formData.marriage),
    raisingChild: bool(formData.raisingChild),
    inKorea: bool(formData.inKorea),
    yearsMarried: typeof years === 'number' && Number.isFinite(years) && years >= 0 ? years : undefined,
  };
};

/** The recommended code for the answers, or null (visaWizard.recommendation). */
export const recommendedCode = (answers: WizardAnswers): VisaCode | null => {
  const r = recommendVisa(answers);
  return r.status === 'recommended' ? r.code : null;
};

/** The step shown: a question index, or questions.length for the result. */
export const stepOf = (wizard: VisaWizard, answers: WizardAnswers): number =>
  Math.max(0, Math.min(wizard.currentStep, wizardQuestions(answers).length));

export const inProgressCodes = (wizard: VisaWizard): VisaCode[] =>
  Object.keys(wizard.inProgressVisas).filter(isVisaCode);
