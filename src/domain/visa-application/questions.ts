import type { ApplicationFormSection } from '../application';
import { basicInfo } from './sections/basic-info';
import { financialInfo } from './sections/financial-info';
import { relationshipDetails } from './sections/relationship-details';
import { spouseInfo } from './sections/spouse-info';
import { travelHistory } from './sections/travel-history';
import type { VisaField, VisaSectionDef } from './types';

/**
 * The questions of 사증발급신청서 that the applicant answers, in the five stored sections of
 * applicationForms (D19). Fixed F-6 answers and hand-filled items are not asked (items.ts).
 */
export const visaApplicationSections: VisaSectionDef[] = [
  basicInfo,
  spouseInfo,
  relationshipDetails,
  financialInfo,
  travelHistory,
];

export const visaSectionDef = (id: ApplicationFormSection): VisaSectionDef =>
  visaApplicationSections.find((d) => d.id === id) as VisaSectionDef;

/** Every question with its section, in form order within each section. */
export const allVisaFields = (): Array<{ section: ApplicationFormSection; field: VisaField }> =>
  visaApplicationSections.flatMap((d) => d.fields.map((field) => ({ section: d.id, field })));
