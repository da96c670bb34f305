import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FactKind, Spouse } from '@/domain/rehearsal/catalog';

export const spouseLabel: Record<Spouse, MessageDescriptor> = {
  sponsor: msg({ id: 'rehearsal.spouse.sponsor', message: 'Korean spouse' }),
  applicant: msg({ id: 'rehearsal.spouse.applicant', message: 'Applicant' }),
};

export const factLabel: Record<FactKind, MessageDescriptor> = {
  date: msg({ id: 'rehearsal.fact.date', message: 'Date' }),
  place: msg({ id: 'rehearsal.fact.place', message: 'Place' }),
  name: msg({ id: 'rehearsal.fact.name', message: 'Name' }),
  number: msg({ id: 'rehearsal.fact.number', message: 'Number' }),
  yesNo: msg({ id: 'rehearsal.fact.yes_no', message: 'Yes or no' }),
};

export const statementLabel = {
  personal: msg({ id: 'statements.tab.personal', message: 'Personal statement (applicant)' }),
  sponsor: msg({ id: 'statements.tab.sponsor', message: 'Sponsor statement (Korean spouse)' }),
};

export const otherSpouse = (spouse: Spouse): Spouse => (spouse === 'sponsor' ? 'applicant' : 'sponsor');
