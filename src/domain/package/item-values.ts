import { getForm } from '../forms';
import { resolveAnswers } from '../forms/resolve';
import type { FormAnswers, FormId } from '../forms/types';
import type { People } from '../people';
import type { ItemValues } from './layout-types';
import { AnswerReader } from './reader';
import { guaranteeItems } from './items/personal-guarantee';
import { guaranteeEnglishSide } from './items/personal-guarantee-en';
import { invitationItems } from './items/invitation-letter';
import { spouseInformationItems } from './items/spouse-information';

/**
 * THE one place the package reads form answers; person facts are read from the people records
 * (D20) through the forms' own resolveAnswers. Returns the value of every official item of the
 * form, keyed as the form's layout keys its boxes (layout-types.ts).
 */
export function formItemValues(formId: FormId, answers: FormAnswers, people?: People): ItemValues {
  // Person facts (names, dates of birth, passport, addresses...) come from the people records.
  const read = new AnswerReader(formId, resolveAnswers(getForm(formId), answers, people));
  switch (formId) {
    case 'personal-guarantee': {
      const front = guaranteeItems(read);
      return { ...front, ...guaranteeEnglishSide(front, read, people) };
    }
    case 'invitation-letter':
      return invitationItems(read);
    case 'spouse-information':
      return spouseInformationItems(read);
  }
}
