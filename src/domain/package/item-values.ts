import type { FormAnswers, FormId } from '../forms/types';
import type { ItemValues } from './layout-types';
import { AnswerReader } from './reader';
import { guaranteeItems } from './items/personal-guarantee';
import { invitationItems } from './items/invitation-letter';
import { spouseInformationItems } from './items/spouse-information';

/**
 * THE one place the package reads form answers (ruling 20: when person facts move to the people
 * records, this is where they are routed in). Returns the value of every official item of the
 * form, keyed as the form's layout keys its boxes (layout-types.ts).
 */
export function formItemValues(formId: FormId, answers: FormAnswers): ItemValues {
  const read = new AnswerReader(formId, answers);
  switch (formId) {
    case 'personal-guarantee':
      return guaranteeItems(read);
    case 'invitation-letter':
      return invitationItems(read);
    case 'spouse-information':
      return spouseInformationItems(read);
  }
}
