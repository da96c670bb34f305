import { fact, t, tagPersonFacts } from './build';
import { invitationSections1to3 } from './invitation-letter/sections-1-3';
import { invitationSection4 } from './invitation-letter/section-4';
import { invitationSections5to12 } from './invitation-letter/sections-5-12';
import type { FormShape } from './types';

const range = (prefix: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

/** The 79 items in the form's own numbering; the three declaration fields share "12". */
const invitationItems: string[] = [
  ...range('1.', 1, 8),
  '2.1',
  '2.2',
  '2.3',
  ...range('2.3.', 1, 5),
  ...range('2.', 4, 13),
  ...range('3.', 1, 4),
  '4.1',
  '4.2',
  ...range('4.3.', 1, 10),
  ...range('4.4.', 1, 4),
  ...range('4.5.', 1, 2),
  ...range('4.6.', 1, 5),
  ...range('4.7.', 1, 2),
  ...range('5.', 1, 6),
  ...range('6.', 1, 4),
  '6.5.1',
  '6.5.2',
  ...range('7.', 1, 3),
  ...range('8.', 1, 3),
  '9.1',
  '10',
  '11.1',
  '12.spouse-name',
  '12.date',
  '12.signature',
];

export const invitationLetter: FormShape = {
  id: 'invitation-letter',
  progressKey: 'invitationLetter',
  title: t('Invitation of a foreign spouse', '외국인 배우자 초청장'),
  officialName: t('Invitation of a Foreign Spouse', '외국인 배우자 초청장'),
  officialNumber: '별지 제19호의2서식',
  revised: '2023-12-14',
  answeredBy: 'sponsor',
  answerLanguage: 'ko',
  description: t(
    'The Korean spouse (sponsor) writes this 9-page invitation in Korean. It covers how you met and married, your marital history, income, housing, how you communicate, the marriage guidance programme, information exchange and criminal record. Answer every question that applies and attach proof; where you cannot meet a requirement, attach a statement of reasons (사유서).',
    '국내 초청인(한국인 배우자)이 한국어로 작성하는 9쪽 분량의 초청장이에요. 교제 및 혼인경위, 혼인경력, 소득, 주거, 의사소통, 국제결혼 안내프로그램, 정보 제공, 범죄경력을 다뤄요. 해당하는 모든 질문에 답하고 입증서류를 제출하며, 요건을 갖추지 못한 경우 사유서를 제출해요.',
  ),
  sections: [
    { id: 'sponsor', officialNumber: '1' },
    { id: 'courtship', officialNumber: '2' },
    { id: 'marital-history', officialNumber: '3' },
    { id: 'income', officialNumber: '4' },
    { id: 'housing', officialNumber: '5' },
    { id: 'communication', officialNumber: '6' },
    { id: 'programme', officialNumber: '7' },
    { id: 'health-criminal-info', officialNumber: '8' },
    { id: 'violence-record', officialNumber: '9' },
    { id: 'other-information', officialNumber: '10' },
    { id: 'assistance', officialNumber: '11' },
    { id: 'declaration', officialNumber: '12' },
  ],
  questions: tagPersonFacts([...invitationSections1to3, ...invitationSection4, ...invitationSections5to12], {
    // Facts held once per person (D20): these fields read and edit the person record.
    'il.sponsor-name-sex': { name: fact('sponsor', 'hangulName'), sex: fact('sponsor', 'sex') },
    'il.sponsor-birth': {
      dateOfBirth: fact('sponsor', 'dateOfBirth'),
      birthCountryName: fact('sponsor', 'placeOfBirth'),
    },
    'il.sponsor-address': { address: fact('sponsor', 'addressKorea') },
    'il.sponsor-contact': { mobilePhone: fact('sponsor', 'phone'), email: fact('sponsor', 'email') },
    'il.current-employment': { workplace: fact('sponsor', 'employer') },
    'il.date-signature': { sponsorName: fact('sponsor', 'hangulName') },
    // Where the spouse will live in Korea: the same fact the guarantee asks (item 4 there).
    'il.home': { address: fact('applicant', 'addressKorea') },
    'il.spouse-name': { spouseName: { name: 'applicant' } },
    // The couple's facts in Korean (D26): the statements hold the Latin version of the meeting place.
    // 2.8's place is the ceremony's, its own answer: not the place of marriage (where it was registered).
    'il.first-meeting': { place: fact('couple', 'meetingPlace') },
  }),
  officialItems: invitationItems,
};
