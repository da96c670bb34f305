import { fact, t, tagPersonFacts } from './build';
import { spouseInformationSections1to2 } from './spouse-information/sections-1-2';
import { spouseInformationSections3to5 } from './spouse-information/sections-3-5';
import type { FormShape } from './types';

export const spouseInformation: FormShape = {
  id: 'spouse-information',
  progressKey: 'spouseInformation',
  title: t('Marriage background statement', '외국인 배우자의 결혼배경 진술서'),
  officialName: t('Personal Details Form for a Marriage Migrant Visa', '외국인 배우자의 결혼배경 진술서'),
  officialNumber: '별지 제19호의3서식',
  revised: '2022-04-12',
  answeredBy: 'applicant',
  answerLanguage: 'ko-or-en',
  description: t(
    "The foreign spouse fills in this 4-page bilingual form, in Korean or English. It asks about your identity, your family and marital history, earlier visits to Korea and any help you received. It does not ask how you met: that is in your spouse's invitation.",
    '외국인 배우자(신청인)가 한국어 또는 영어로 작성하는 4쪽 분량의 한영 병기 양식이에요. 인적사항, 가족 및 혼인관계, 과거 입국경력, 작성 시 도움 여부를 물어요. 만나게 된 경위는 묻지 않으며, 이는 배우자의 초청장에 적어요.',
  ),
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
