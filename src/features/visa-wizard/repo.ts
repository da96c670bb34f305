import { readSection, updateSection } from '@/data/sections';
import { wizardQuestions, type VisaCode, type WizardAnswers } from '@/domain/visa/recommend';
import { answersOf, recommendedCode } from './model';

export const readVisaWizard = () => readSection('visaWizard');

/** Saves answers; the stored recommendation always follows them. */
export const saveWizardAnswers = (patch: Partial<WizardAnswers>) =>
  updateSection('visaWizard', (current) => {
    const formData = { ...current.formData, ...patch };
    const answers = answersOf(formData);
    const currentStep = Math.min(current.currentStep, wizardQuestions(answers).length);
    return { ...current, formData, currentStep, recommendation: recommendedCode(answers) };
  });

export const goToWizardStep = (step: number) =>
  updateSection('visaWizard', (current) => {
    const max = wizardQuestions(answersOf(current.formData)).length;
    return { ...current, currentStep: Math.max(0, Math.min(step, max)) };
  });

/** Clears the answers; the visas in progress stay. */
export const restartWizard = () =>
  updateSection('visaWizard', (current) => ({ ...current, currentStep: 0, formData: {}, recommendation: null }));

export const startVisa = (code: VisaCode, now: Date = new Date()) =>
  updateSection('visaWizard', (current) =>
    current.inProgressVisas[code]
      ? current
      : {
          ...current,
          inProgressVisas: { ...current.inProgressVisas, [code]: { startedAt: now.toISOString(), step: 0 } },
        },
  );

export const stopVisa = (code: VisaCode) =>
  updateSection('visaWizard', (current) => {
    const { [code]: _removed, ...rest } = current.inProgressVisas;
    return { ...current, inProgressVisas: rest };
  });
