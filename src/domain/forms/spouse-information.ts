import { fact, tagPersonFacts } from './build';
import { spouseInformationSections1to2 } from './spouse-information/sections-1-2';
import { spouseInformationSections3to5 } from './spouse-information/sections-3-5';
import type { FormShape } from './types';

export const spouseInformation: FormShape = {
  id: 'spouse-information',
  progressKey: 'spouseInformation',
  title: { en: 'Marriage background statement', ko: '외국인 배우자의 결혼배경 진술서' },
  officialNumber: '별지 제19호의3서식',
  revised: '2022-04-12',
  answeredBy: 'applicant',
  answerLanguage: 'ko-or-en',
  sections: [
    { id: 'personal', officialNumber: '1' },
    { id: 'family', officialNumber: '2' },
    { id: 'entries', officialNumber: '3' },
    { id: 'assistance', officialNumber: '4' },
    { id: 'confirmation', officialNumber: '5' },
  ],
  questions: tagPersonFacts([...spouseInformationSections1to2, ...spouseInformationSections3to5], {
    // Facts held once per person (D20): these fields read and edit the person record.
    'si.family-name': { familyName: fact('applicant', 'familyName') },
    'si.given-name': { givenName: fact('applicant', 'givenNames') },
    'si.date-of-birth': { dateOfBirth: fact('applicant', 'dateOfBirth') },
    'si.sex': { sex: fact('applicant', 'sex') },
    'si.signature': { applicantName: { name: 'applicant' } },
  }),
  // The two closing fields share section number 5 on the form.
  officialItems: ['1.1', '1.2', '1.3', '1.4', '2.1', '2.2', '2.3', '2.4', '3.1', '3.2', '4.1', '5.date', '5.signature'],
};
