import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FormId } from '@/domain/forms/types';
import type { FormStatus, StepId, StepLeft } from '@/domain/progress';

export function useStatusLabel() {
  const { t } = useLingui();
  return (status: FormStatus): string =>
    ({
      'not-started': t({ id: 'status.not_started', message: 'Not started' }),
      'in-progress': t({ id: 'status.in_progress', message: 'In progress' }),
      completed: t({ id: 'status.completed', message: 'Completed' }),
    })[status];
}

/** The four steps of the overall figure and what is left in each, in the user's language (ruling 19). */
export function useStepLabels() {
  const { t } = useLingui();
  const title = (step: StepId): string =>
    ({
      eligibility: t({ id: 'progress.step.eligibility', message: 'Eligibility' }),
      documents: t({ id: 'progress.step.documents', message: 'Documents (all seven)' }),
      statements: t({ id: 'progress.step.statements', message: 'Personal and sponsor statements' }),
      forms: t({ id: 'progress.step.forms_all', message: 'Visa application form and the three official forms' }),
    })[step];
  const formName = (formId: FormId): string =>
    ({
      'personal-guarantee': t({ id: 'forms.personal_guarantee', message: 'Letter of guarantee' }),
      'invitation-letter': t({ id: 'forms.invitation_letter', message: 'Invitation letter' }),
      'spouse-information': t({ id: 'forms.spouse_information', message: 'Marriage background statement' }),
    })[formId];
  const left = (item: StepLeft): string => {
    switch (item.kind) {
      case 'eligibility-questions':
        return t({
          id: 'progress.left.eligibility_questions',
          message: `${ph({ count: item.count })} questions to answer`,
        });
      case 'eligibility-failing':
        return t({ id: 'progress.left.eligibility_failing', message: `${ph({ count: item.count })} checks not met` });
      case 'eligibility-attention':
        return t({
          id: 'progress.left.eligibility_attention',
          message: `${ph({ count: item.count })} checks to read and acknowledge`,
        });
      case 'eligibility-mark':
        return t({ id: 'progress.left.eligibility_mark', message: 'Mark the check complete' });
      case 'documents':
        return t({
          id: 'progress.left.documents_not_ready',
          message: `${ph({ count: item.count })} documents not ready`,
        });
      case 'statement':
        return item.who === 'applicant'
          ? t({ id: 'progress.left.statement_applicant', message: "The applicant's statement, marked final" })
          : t({ id: 'progress.left.statement_sponsor', message: "The sponsor's statement, marked final" });
      case 'visa-form':
        // Said plainly: what is still to finish, not "5 of 5".
        if (item.sectionsLeft === 5)
          return t({
            id: 'progress.left.visa_form_all_sections',
            message: 'Visa application form: all 5 sections still to finish',
          });
        if (item.sectionsLeft === 1)
          return t({
            id: 'progress.left.visa_form_one_section',
            message: 'Visa application form: 1 section still to finish',
          });
        return item.sectionsLeft > 0
          ? t({
              id: 'progress.left.visa_form_sections_left',
              message: `Visa application form: ${ph({ count: item.sectionsLeft })} sections still to finish`,
            })
          : t({ id: 'progress.left.visa_form_mark', message: 'Visa application form: mark it complete' });
      case 'official-form':
        if (item.invalid)
          return t({
            id: 'progress.left.official_form_invalid',
            message: `${ph({ form: formName(item.formId) })}: ${ph({ count: item.invalid })} answers not valid`,
          });
        return t({
          id: 'progress.left.official_form',
          message: `${ph({ form: formName(item.formId) })}: ${ph({ count: item.questionsLeft })} questions left`,
        });
    }
  };
  const to: Record<StepId, string> = {
    eligibility: '/eligibility',
    documents: '/documents',
    statements: '/enhancement',
    forms: '/f6',
  };
  return { title, left, formName, to };
}
