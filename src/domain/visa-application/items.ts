/**
 * The 47 applicant items of 사증발급신청서 (별지 제17호서식 <개정 2022. 2. 7.>, 5 pages) and the
 * office-use block, as counted in shared/domain/visa-application-form.md §2: the photo, the 44
 * numbered questions 1.1–11.1 and the declaration's date and name/signature. Labels are quoted as
 * printed. `coverage` says how the package fills each one (tested against the questions).
 */
import type { VisaItemNo } from './types';

export type ItemCoverage =
  /** A question of applicationForms answers it (some parts may be fixed, e.g. 5.2 d, 9.1 c). */
  | 'question'
  /** The same answer for every F-6 applicant (inventory §4); printed, never asked. */
  | 'fixed'
  /** Left for the hand at signing: the photo glued on, the date and the signature. */
  | 'signature'
  /** Filled by the mission. */
  | 'office';

export type VisaItem = {
  /** 1-based position in the inventory's table (1 = photo … 47 = name and signature). */
  index: number;
  no: VisaItemNo;
  page: 1 | 2 | 3 | 4 | 5;
  ko: string;
  en: string;
  coverage: ItemCoverage;
  note?: string;
};

/** Marked pure so that a build whose pages never read the list leaves it out (docs/performance.md, 2026-11-28). */
/* @__NO_SIDE_EFFECTS__ */
const item = (
  index: number,
  no: string,
  page: VisaItem['page'],
  ko: string,
  en: string,
  coverage: ItemCoverage = 'question',
  note?: string,
): VisaItem => ({
  index,
  no,
  page,
  ko,
  en,
  coverage,
  ...(note ? { note } : {}),
});

export const visaItems: VisaItem[] = [
  item(1, 'photo', 1, '여권용 사진 (35㎜×45㎜)', 'PHOTO', 'signature', 'A printed photo is glued on by hand.'),
  item(2, '1.1', 1, '여권에 기재된 영문 성명', 'Full name in English (as shown in passport)'),
  item(3, '1.2', 1, '한자성명', '漢字姓名', 'question', 'Optional: only a name in Chinese characters.'),
  item(4, '1.3', 1, '성별', 'Sex'),
  item(5, '1.4', 1, '생년월일', 'Date of Birth (yyyy/mm/dd)'),
  item(6, '1.5', 1, '국적', 'Nationality'),
  item(7, '1.6', 1, '출생국가', 'Country of Birth'),
  item(
    8,
    '1.7',
    1,
    '국가신분증번호',
    'National Identity No.',
    'question',
    'Optional: left empty where the country issues none (the United States, for one).',
  ),
  item(
    9,
    '1.8',
    1,
    '이전에 한국에 출입국하였을 때 다른 성명을 사용했는지 여부',
    'Has the applicant ever used any other names to enter or depart Korea?',
  ),
  item(10, '1.9', 1, '복수 국적 여부', 'Is the applicant a citizen of more than one country ?'),
  item(
    11,
    '2.1',
    1,
    '체류기간(장ㆍ단기)',
    'Period of Stay(Long/Short-term)',
    'fixed',
    'Long-term: F-6 is a long-stay status.',
  ),
  item(12, '2.2', 1, '체류자격', 'Status of Stay', 'fixed', 'F-6.'),
  item(13, '3.1', 2, '여권종류', 'Passport Type'),
  item(14, '3.2', 2, '여권번호', 'Passport No.'),
  item(15, '3.3', 2, '발급국가', 'Country of Passport'),
  item(16, '3.4', 2, '발급지', 'Place of Issue'),
  item(17, '3.5', 2, '발급일자', 'Date of Issue'),
  item(18, '3.6', 2, '기간만료일', 'Date Of Expiry'),
  item(19, '3.7', 2, '다른 여권 소지 여부', 'Does the applicant have any other valid passports ?'),
  item(20, '4.1', 2, '본국 주소', 'Home Country Address of the applicant'),
  item(21, '4.2', 2, '현 거주지', 'Current Residential Address', 'question', 'Only when it differs from 4.1.'),
  item(22, '4.3', 2, '휴대전화 또는 일반전화', 'Cell Phone No. / Telephone No.'),
  item(23, '4.4', 2, '전자우편', 'E-mail'),
  item(24, '4.5', 2, '비상시 연락처', 'Emergency Contact Information'),
  item(25, '5.1', 2, '현재 혼인사항', 'Current Marital Status', 'fixed', 'Married.'),
  item(
    26,
    '5.2',
    2,
    '배우자 인적사항',
    'Personal Information of the applicant’s Spouse',
    'question',
    'd) nationality is fixed: the spouse is Korean.',
  ),
  item(27, '5.3', 2, '자녀 유무', 'Does the applicant have children?'),
  item(28, '6.1', 2, '최종학력', 'What is the highest degree or level of education the applicant has completed ?'),
  item(29, '6.2', 2, '학교명', 'Name of School'),
  item(30, '6.3', 2, '학교 소재지', 'Location of School(city/province/country)'),
  item(31, '7.1', 3, '직업', 'Current personal circumstances'),
  item(32, '7.2', 3, '직업 상세정보', 'Employment Details', 'question', 'Not asked of the retired and the unemployed.'),
  item(33, '8.1', 3, '입국목적', 'Purpose of Visit to Korea', 'fixed', '결혼이민 Marriage Migrant.'),
  item(34, '8.2', 3, '체류예정기간', 'Intended Period of Stay'),
  item(35, '8.3', 3, '입국예정일', 'Intended Date of Entry'),
  item(36, '8.4', 3, '체류예정지(호텔 포함)', 'Address in Korea (including hotels)'),
  item(37, '8.5', 3, '한국 내 연락처', 'Contact No. in Korea'),
  item(38, '8.6', 3, '과거 5년간 한국을 방문한 경력', 'Has the applicant travelled to Korea in the last 5 years ?'),
  item(
    39,
    '8.7',
    3,
    '한국 외에 과거 5년간 여행한 국가',
    'Has the applicant travelled outside his/her country of residence, excluding to Korea, in the last 5 years?',
  ),
  item(40, '8.8', 4, '국내 체류 가족 유무', 'Does the applicant have any family member(s) staying in Korea?'),
  item(41, '8.9', 4, '동반입국 가족 유무', 'Is the applicant travelling to Korea with any family member(s) ?'),
  item(
    42,
    '9.1',
    4,
    '초청인/초청회사',
    'Is there anyone inviting the applicant for the visa?',
    'question',
    'Yes and c) 관계 Spouse are fixed; a), b), d), e) come from the spouse questions.',
  ),
  item(43, '10.1', 4, '방문경비(미국 달러 기준)', 'Estimated travel costs(in US dollars)'),
  item(44, '10.2', 4, '경비지급자', 'Who will pay for the applicant’s travel-related expenses?'),
  item(
    45,
    '11.1',
    4,
    '이 신청서를 작성하는데 다른 사람의 도움을 받았습니까?',
    'Did the applicant receive assistance in completing this form?',
  ),
  item(
    46,
    '12.date',
    5,
    '신청일자 (년. 월. 일)',
    'DATE OF APPLICATION (yyyy/mm/dd)',
    'signature',
    'Written on the day of signing.',
  ),
  item(
    47,
    '12.name',
    5,
    '신청인 성명 (자필서명)',
    'Applicant Name / SIGNATURE OF APPLICANT',
    'signature',
    'The name is printed from 1.1; the signature is by hand.',
  ),
];

/** The office-use block on page 1 (not one of the 47): the mission fills it, the package leaves it empty. */
export const visaOfficeItems: VisaItem[] = [
  item(0, 'O1', 1, '공용란 FOR OFFICIAL USE ONLY', 'For official use only', 'office'),
  item(0, 'O2', 1, '결 재', 'Approval', 'office'),
  item(0, 'O3', 1, '< 수입인지 부착란 >', 'Revenue stamp', 'office'),
];

export const visaItemByNo = (no: VisaItemNo): VisaItem | undefined =>
  visaItems.find((i) => i.no === no) ?? visaOfficeItems.find((i) => i.no === no);

export { fixedF6 } from './fixed-f6';
