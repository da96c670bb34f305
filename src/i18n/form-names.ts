import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormId } from '@/domain/forms/types';

/** The three official forms' names, one set for every screen, the checklist and messages that name a form. */
export const officialFormNames: Record<FormId, MessageDescriptor> = {
  'personal-guarantee': msg({ id: 'forms.personal_guarantee', message: 'Letter of guarantee' }),
  'invitation-letter': msg({ id: 'forms.invitation_letter', message: 'Invitation letter' }),
  'spouse-information': msg({ id: 'forms.spouse_information', message: 'Marriage background statement' }),
};

/** The two statements' names, as their tabs on the statements page read. */
export const statementNames: Record<'personalStatement' | 'sponsorStatement', MessageDescriptor> = {
  personalStatement: msg({ id: 'statements.tab.personal', message: 'Personal statement (applicant)' }),
  sponsorStatement: msg({ id: 'statements.tab.sponsor', message: 'Sponsor statement (Korean spouse)' }),
};
