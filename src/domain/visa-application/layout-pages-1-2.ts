import type { Block, CheckOption, PageLayout } from '../package/layout-types';
import {
  check,
  checkBox,
  label,
  notice,
  option,
  p,
  question,
  row,
  section,
  space,
  text,
  words,
} from '../package/layouts/build';

/** "아니요 No [ ] 예 Yes [ ]": the form always prints No first. */
export const noYes = (yesDetail?: CheckOption['detail']): CheckOption[] => [
  option('no', '아니요', 'No'),
  option('yes', '예', 'Yes', yesDetail),
];

export const passportTypes = (): CheckOption[] => [
  option('diplomatic', '외교관', 'Diplomatic'),
  option('official', '관용', 'Official'),
  option('regular', '일반', 'Regular'),
  option('other', '기타', 'Other'),
];

/** A question over the full width with its answer below (bilingual, as form 17 prints every question). */
export const Q = (item: string, ko: string, en: string, answer?: ReturnType<typeof checkBox>, h = 8): Block =>
  question(item, ko, answer, h, en);

/** A question and its tick boxes on one line. */
export const QI = (
  item: string,
  ko: string,
  en: string,
  answer: ReturnType<typeof checkBox>,
  labelWidth = 0.6,
  heightMm = 11,
): Block => ({
  type: 'question',
  item,
  text: p(ko, en),
  answer,
  inline: { labelWidth, heightMm },
});

export const L = (width: number, ko: string, en?: string) => label(width, ko, en, { fontPt: 7.5 });

const photo = p(
  'PHOTO\n여권용 사진\n(35㎜×45㎜)\n- 흰색 바탕에 모자를 쓰지 않은 정면 사진으로 촬영일부터 6개월이 경과하지 않아야 함',
  'A color photo taken within the last 6 months (full face without hat, front view against white or off-white background)',
);

const officeCell = (ko: string) => words(0.11, ko, undefined, 'center');
const blank = (w: number) => words(w, '');

export const page1: PageLayout = {
  mark: '(제1쪽 / Page1)',
  blocks: [
    { type: 'title', text: p('사증발급신청서', 'VISA APPLICATION FORM'), heightMm: 15 },
    // The form's bullet is ‣ (U+2023), which NanumGothic lacks: • stands in for it.
    notice(
      '<신청서 작성방법>\n • 신청인은 사실에 근거하여 빠짐없이 정확하게 신청서를 작성해야 합니다.\n • 신청서상의 모든 질문에 대한 답변은 한글 또는 영문으로 기재해야 합니다.\n • 선택사항은 해당 칸[ ] 안에 √ 표시를 하시기 바랍니다.\n • ‘기타’를 선택한 경우, 상세내용을 기재하시기 바랍니다.',
      '<How to fill out this form>\n • The applicant must fill out this form completely and correctly.\n • The applicant must write in block letters either in English or Korean.\n • For multiple-choice questions, the applicant must check [√] all that apply.\n • If the applicant selects ‘Other’, please provide more information in the given space.',
      { fontPt: 7.5, boxed: true },
    ),
    space(2),
    section('1', '인적사항 / PERSONAL DETAILS'),
    {
      type: 'group',
      label: photo,
      labelWidth: 0.2,
      rows: [
        row(7, L(1, '1.1 여권에 기재된 영문 성명 / Full name in English (as shown in passport)')),
        row(
          10,
          L(0.13, '성', 'Family Name'),
          text(0.37, '1.1#familyName'),
          L(0.13, '명', 'Given Names'),
          text(0.37, '1.1#givenNames'),
        ),
        row(
          10,
          L(0.17, '1.2 한자성명', '漢字姓名'),
          text(0.33, '1.2'),
          L(0.13, '1.3 성별', 'Sex'),
          check(0.37, '1.3', [option('male', '남성', 'Male'), option('female', '여성', 'Female')]),
        ),
        row(
          10,
          L(0.17, '1.4 생년월일', 'Date of Birth (yyyy/mm/dd)'),
          text(0.33, '1.4'),
          L(0.13, '1.5 국적', 'Nationality'),
          text(0.37, '1.5'),
        ),
        row(
          10,
          L(0.17, '1.6 출생국가', 'Country of Birth'),
          text(0.33, '1.6'),
          L(0.13, '1.7 국가신분증번호', 'National Identity No.'),
          text(0.37, '1.7'),
        ),
      ],
    },
    QI(
      '1.8',
      '이전에 한국에 출입국하였을 때 다른 성명을 사용했는지 여부',
      'Has the applicant ever used any other names to enter or depart Korea?',
      checkBox('1.8', noYes()),
    ),
    row(
      9,
      L(0.26, '→ ‘예’선택 시 상세내용 기재', 'If‘Yes’, please provide details'),
      L(0.1, '성', 'Family Name'),
      text(0.27, '1.8#familyName'),
      L(0.1, '명', 'Given Name'),
      text(0.27, '1.8#givenNames'),
    ),
    QI('1.9', '복수 국적 여부', 'Is the applicant a citizen of more than one country ?', checkBox('1.9', noYes())),
    row(9, L(0.36, '→‘예’선택 시 상세내용 기재', 'If‘Yes’, please write the countries'), text(0.64, '1.9#countries')),
    section('2', '신청 사증 정보 / DETAILS OF VISA APPLICATION'),
    row(
      16,
      L(0.2, '2.1 체류기간(장ㆍ단기)', 'Period of Stay(Long/Short-term)'),
      check(
        0.4,
        '2.1',
        [
          option('long', '90일 이상 장기체류', 'Long-term Stay over 90 days'),
          option('short', '90일 이하 단기체류', 'Short-term Stay less than 90 days'),
        ],
        true,
      ),
      L(0.15, '2.2 체류자격', 'Status of Stay'),
      text(0.25, '2.2', { align: 'center' }),
    ),
    space(4),
    // The office-use block: the mission fills it; no answer box, nothing printed in it.
    notice('공용란 FOR OFFICIAL USE ONLY', undefined, { align: 'center', heightMm: 6 }),
    row(
      9,
      label(0.1, '기본사항'),
      officeCell('체류자격'),
      blank(0.12),
      officeCell('체류기간'),
      blank(0.12),
      officeCell('사증종류'),
      blank(0.1),
      officeCell('단수ㆍ복수(2회, 3회 이상)'),
      blank(0.12),
    ),
    row(
      9,
      label(0.1, '접수사항'),
      officeCell('접수일자'),
      blank(0.12),
      officeCell('접수번호'),
      blank(0.12),
      officeCell('처리과'),
      blank(0.33),
    ),
    row(
      9,
      label(0.1, '허가사항'),
      officeCell('허가일자'),
      blank(0.12),
      officeCell('사증번호'),
      blank(0.12),
      officeCell('고지사항'),
      blank(0.33),
    ),
    row(
      20,
      label(0.1, '결 재'),
      words(0.12, '담당자', undefined, 'center'),
      blank(0.2),
      words(0.2, '<심사의견>\n가 [      ]\n부 [      ]', undefined, 'center'),
      words(0.38, '< 수입인지 부착란 >', undefined, 'center'),
    ),
  ],
};

export const page2: PageLayout = {
  mark: '(제2쪽 / Page2)',
  blocks: [
    section('3', '여권정보 / PASSPORT INFORMATION'),
    Q('3.1', '여권종류', 'Passport Type', checkBox('3.1', passportTypes()), 8),
    row(9, L(0.36, '→ ‘기타’상세내용', 'If‘Other’, please provide details'), text(0.64, '3.1#other')),
    row(
      9,
      L(0.12, '3.2 여권번호', 'Passport No.'),
      text(0.21, '3.2'),
      L(0.12, '3.3 발급국가', 'Country of Passport'),
      text(0.21, '3.3'),
      L(0.12, '3.4 발급지', 'Place of Issue'),
      text(0.22, '3.4'),
    ),
    row(
      9,
      L(0.12, '3.5 발급일자', 'Date of Issue'),
      text(0.38, '3.5'),
      L(0.12, '3.6 기간만료일', 'Date Of Expiry'),
      text(0.38, '3.6'),
    ),
    QI('3.7', '다른 여권 소지 여부', 'Does the applicant have any other valid passports ?', checkBox('3.7', noYes())),
    row(6, words(1, '→ ‘예’선택 시 상세내용 기재 If ‘Yes’, please provide details')),
    row(9, L(0.16, 'a) 여권종류', 'Passport Type'), check(0.84, '3.7#type', passportTypes())),
    row(
      9,
      L(0.12, 'b) 여권번호', 'Passport No.'),
      text(0.21, '3.7#number'),
      L(0.12, 'c) 발급국가', 'Country of Passport'),
      text(0.21, '3.7#country'),
      L(0.12, 'd) 기간만료일', 'Date of Expiry'),
      text(0.22, '3.7#expiry'),
    ),
    section('4', '연락처 / CONTACT INFORMATION'),
    row(10, L(0.24, '4.1 본국 주소', 'Home Country Address of the applicant'), text(0.76, '4.1')),
    row(
      12,
      L(
        0.24,
        '4.2 현 거주지 *현 거주지가 본국 주소와 다를 경우 기재',
        'Current Residential Address *Please write the current address if different from above',
      ),
      text(0.76, '4.2'),
    ),
    row(
      9,
      L(0.24, '4.3 휴대전화 Cell Phone No. 또는 일반전화 Telephone No.'),
      text(0.3, '4.3'),
      L(0.14, '4.4 전자우편', 'E-mail'),
      text(0.32, '4.4'),
    ),
    row(6, L(1, '4.5 비상시 연락처 / Emergency Contact Information')),
    row(
      9,
      L(0.18, 'a) 성명', 'Full Name in English'),
      text(0.32, '4.5#name'),
      L(0.18, 'b) 거주 국가', 'Country of Residence'),
      text(0.32, '4.5#country'),
    ),
    row(
      9,
      L(0.18, 'c) 전화번호', 'Telephone No.'),
      text(0.32, '4.5#phone'),
      L(0.18, 'd) 관계', 'Relationship to the applicant'),
      text(0.32, '4.5#relationship'),
    ),
    section('5', '혼인사항 및 가족사항 / MARITAL STATUS AND FAMILY DETAILS'),
    row(
      9,
      L(0.24, '5.1 현재 혼인사항', 'Current Marital Status'),
      check(0.76, '5.1', [
        option('married', '기혼', 'Married'),
        option('divorced', '이혼', 'Divorced'),
        option('single', '미혼', 'Single'),
      ]),
    ),
    row(
      9,
      L(
        1,
        '5.2 배우자 인적사항 *기혼으로 표기한 경우에만 기재',
        'Personal Information of the applicant’s Spouse *If‘Married’please provide details of the spouse',
      ),
    ),
    row(
      9,
      L(0.18, 'a) 성', 'Family Name (in English)'),
      text(0.32, '5.2#familyName'),
      L(0.18, 'b) 명', 'Given Names (in English)'),
      text(0.32, '5.2#givenNames'),
    ),
    row(
      9,
      L(0.18, 'c) 생년월일', 'Date of Birth (yyyy/mm/dd)'),
      text(0.32, '5.2#dateOfBirth'),
      L(0.18, 'd) 국적', 'Nationality'),
      text(0.32, '5.2#nationality'),
    ),
    row(
      11,
      L(0.18, 'e) 거주지', 'Residential Address'),
      text(0.32, '5.2#address'),
      L(0.18, 'f) 연락처', 'Contact No.'),
      text(0.32, '5.2#phone'),
    ),
    row(
      10,
      L(0.24, '5.3 자녀 유무', 'Does the applicant have children?'),
      check(0.76, '5.3', [
        option('no', '없음', 'No'),
        option('yes', '있음', 'Yes', { item: '5.3#count', before: '  자녀수 Number of children [', after: ']' }),
      ]),
    ),
    section('6', '학력 / EDUCATION'),
    Q(
      '6.1',
      '최종학력',
      'What is the highest degree or level of education the applicant has completed ?',
      checkBox('6.1', [
        option('graduate', '석사/박사', 'Master’s /Doctoral Degree'),
        option('bachelor', '대졸', 'Bachelor’s Degree'),
        option('highSchool', '고졸', 'High School Diploma'),
        option('other', '기타', 'Other'),
      ]),
      9,
    ),
    row(9, L(0.36, '→ ‘기타’선택 시 상세내용 기재', 'If‘Other’, please provide details'), text(0.64, '6.1#other')),
    row(
      10,
      L(0.14, '6.2 학교명', 'Name of School'),
      text(0.3, '6.2'),
      L(0.2, '6.3 학교 소재지', 'Location of School(city/province/country)'),
      text(0.36, '6.3'),
    ),
  ],
};
