import { fact, t, tagPersonFacts } from './build';
import { invitationSections1to3 } from './invitation-letter/sections-1-3';
import { withKoTitle } from '../source-titles-ko';
import { invitationSection4 } from './invitation-letter/section-4';
import { invitationSections5to12 } from './invitation-letter/sections-5-12';
import type { FormDef } from './types';

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

export const invitationLetter: FormDef = {
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
    { id: 'sponsor', title: t("Sponsor's personal details", '초청인의 인적사항'), officialNumber: '1' },
    { id: 'courtship', title: t('Courtship and how the marriage came about', '교제 및 혼인경위'), officialNumber: '2' },
    { id: 'marital-history', title: t("Sponsor's marital history", '초청인의 혼인경력'), officialNumber: '3' },
    { id: 'income', title: t('Income requirement', '소득요건'), officialNumber: '4' },
    { id: 'housing', title: t('Housing requirement', '주거요건'), officialNumber: '5' },
    { id: 'communication', title: t('Communication between the spouses', '부부간 의사소통'), officialNumber: '6' },
    {
      id: 'programme',
      title: t('International Marriage Guidance Programme', '국제결혼 안내프로그램 이수 여부'),
      officialNumber: '7',
    },
    {
      id: 'health-criminal-info',
      title: t('Mutual exchange of health and criminal-record information', '건강상태 및 범죄경력 정보 상호 제공 여부'),
      officialNumber: '8',
    },
    {
      id: 'violence-record',
      title: t('Record of domestic violence and similar offences', '가정폭력범죄 등을 범한 전력 등이 있는지 여부'),
      officialNumber: '9',
    },
    { id: 'other-information', title: t('Other relevant information', '그 밖의 관련 정보'), officialNumber: '10' },
    {
      id: 'assistance',
      title: t('Help received with this form', '서류 작성 시 도움을 받았는지 여부'),
      officialNumber: '11',
    },
    {
      id: 'declaration',
      title: t(
        'Confirmation, notices on invitation limits, and signature',
        '기재사실 확인 및 초청제한 등에 대한 유의사항',
      ),
      officialNumber: '12',
    },
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
    // The couple's facts in Korean (D26): the visa form's place of marriage is the Latin version.
    'il.first-meeting': { place: fact('couple', 'meetingPlace') },
    'il.wedding': { place: fact('couple', 'marriagePlace') },
  }),
  officialItems: invitationItems,
  source: withKoTitle({
    title: 'Immigration Act Enforcement Rule, form 19-2 (외국인 배우자 초청장), rev. December 14, 2023',
    url: 'https://www.law.go.kr/법령/출입국관리법시행규칙',
    asOf: '2026-11-22',
    note: 'Items from the form text in 법무부령 제1106호 (S1); the sections follow Rule 9-5 (S2). Written in Korean by the sponsor (form notice; S7).',
  }),
};
