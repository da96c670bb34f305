import type { FormId } from '../../forms/types';
import type { FormLayout } from '../layout-types';
import { invitationLetterLayout } from './invitation-letter';
import { personalGuaranteeLayout } from './personal-guarantee';
import { spouseInformationLayout } from './spouse-information';

/** The layouts of the three official forms; the visa application form's is added beside them. */
export const formLayouts: Record<FormId, FormLayout> = {
  'invitation-letter': invitationLetterLayout,
  'spouse-information': spouseInformationLayout,
  'personal-guarantee': personalGuaranteeLayout,
};
