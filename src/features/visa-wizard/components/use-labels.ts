import { useLingui } from '@lingui/react/macro';
import type { LivingIn, MarriageState, NextStepId, WizardQuestionId } from '@/domain/visa/recommend';

export function useWizardLabels() {
  const { t } = useLingui();
  const question: Record<WizardQuestionId, string> = {
    livingIn: t({ id: 'visa.q.living_in', message: 'Where will you two live?' }),
    marriage: t({ id: 'visa.q.marriage', message: 'Where does your marriage stand today?' }),
    raisingChild: t({
      id: 'visa.q.raising_child',
      message: 'Are you raising a minor child born in your marriage with the Korean national?',
    }),
    inKorea: t({ id: 'visa.q.in_korea', message: 'Do you live in Korea now, on a lawful stay?' }),
    yearsMarried: t({
      id: 'visa.q.years_married',
      message: 'How many years will you have been married when you enter the US?',
    }),
  };
  const livingIn: Record<LivingIn, string> = {
    korea: t({ id: 'visa.living_in.korea', message: 'In Korea' }),
    us: t({ id: 'visa.living_in.us', message: 'In the United States' }),
    abroad: t({ id: 'visa.living_in.abroad', message: 'In another country' }),
  };
  const marriage: Record<MarriageState, string> = {
    married: t({ id: 'visa.marriage.married', message: 'We are married' }),
    'spouse-died-or-missing': t({ id: 'visa.marriage.died', message: 'My Korean spouse died or is missing' }),
    'divorced-not-my-fault': t({
      id: 'visa.marriage.divorced_their_fault',
      message: 'We divorced, mainly through my Korean spouse’s fault',
    }),
    'divorced-other': t({ id: 'visa.marriage.divorced_other', message: 'We divorced for another reason' }),
  };
  const nextStep: Record<NextStepId, string> = {
    'check-eligibility': t({ id: 'visa.next.eligibility', message: 'Check your F-6 eligibility' }),
    'prepare-f6-forms': t({ id: 'visa.next.forms', message: 'Prepare the three F-6 forms' }),
    'relationship-evidence': t({ id: 'visa.next.evidence', message: 'Gather relationship evidence' }),
    'child-documents': t({
      id: 'visa.next.child',
      message: "Gather the child's family relation certificate and the custody or visitation papers",
    }),
    'change-status-in-korea': t({
      id: 'visa.next.change_status',
      message: 'Book a change of status at your immigration office (HiKorea)',
    }),
    'file-i130': t({ id: 'visa.next.i130', message: 'The US citizen files Form I-130 with USCIS' }),
    'ask-1345': t({ id: 'visa.next.1345', message: 'Ask the 1345 immigration contact centre about your case' }),
  };
  return { question, livingIn, marriage, nextStep };
}
