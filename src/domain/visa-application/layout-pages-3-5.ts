import type { PageLayout } from '../package/layout-types';
import { checkBox, col, notice, option, row, section, signature, table, text, words } from '../package/layouts/build';
import { L, noYes, Q, QI } from './layout-pages-1-2';

const period = ['방문기간', 'Period of Stay (yyyy/mm/dd)~ (yyyy/mm/dd)'] as const;
const familyColumns = [
  col(0.3, '성명', 'Full name in English'),
  col(0.22, '생년월일', 'Date of Birth (yyyy/mm/dd)'),
  col(0.2, '국적', 'Nationality'),
  col(0.28, '관계', 'Relationship to the applicant'),
];
const familyScope = () =>
  notice(
    '* 참고: 가족의 범위 － 배우자, 자녀, 부모, 형제',
    'Note: Scope of family members - Spouse, children, parents, siblings of the applicant',
    { fontPt: 7, heightMm: 7 },
  );

export const page3: PageLayout = {
  mark: '(제3쪽 / Page3)',
  blocks: [
    section('7', '직업 / EMPLOYMENT'),
    Q(
      '7.1',
      '직업',
      'Current personal circumstances',
      checkBox('7.1', [
        option('entrepreneur', '사업가', 'Entrepreneur'),
        option('selfEmployed', '자영업자', 'Self-Employed'),
        option('employed', '직장인', 'Employed'),
        option('civilServant', '공무원', 'Civil Servant'),
        option('student', '학생', 'Student'),
        option('retired', '퇴직자', 'Retired'),
        option('unemployed', '무직', 'Unemployed'),
        option('other', '기타', 'Other'),
      ]),
      15,
    ),
    row(9, L(0.36, '→ ‘기타’선택 시 상세내용 기재', 'If‘Other’, please provide details'), text(0.64, '7.1#other')),
    row(6, L(1, '7.2. 직업 상세정보 / Employment Details')),
    row(
      11,
      L(0.2, 'a) 회사/기관/학교명', 'Name of Company/Institute/School'),
      text(0.3, '7.2#name'),
      L(0.18, 'b) 직위/과정', 'Position/Course'),
      text(0.32, '7.2#position'),
    ),
    row(
      12,
      L(0.2, 'c) 회사/기관/학교 주소', 'Address of Company/Institute/School'),
      text(0.3, '7.2#address'),
      L(0.18, 'd) 전화번호', 'Telephone No.'),
      text(0.32, '7.2#phone'),
    ),
    section('8', '방문정보 / DETAILS OF VISIT'),
    Q(
      '8.1',
      '입국목적',
      'Purpose of Visit to Korea',
      checkBox('8.1', [
        option('tourism', '관광/통과', 'Tourism/Transit'),
        option('conference', '행사참석', 'Meeting, Conference'),
        option('medical', '의료관광', 'Medical Tourism'),
        option('business', '단기상용', 'Business Trip'),
        option('study', '유학/연수', 'Study/Training'),
        option('work', '취업활동', 'Work'),
        option('trade', '무역/투자/주재', 'Trade/Investment/Intra-Corporate Transferee'),
        option('family', '가족 또는 친지방문', 'Visiting Family/Relatives/Friends'),
        option('marriageMigrant', '결혼이민', 'Marriage Migrant'),
        option('diplomatic', '외교/공무', 'Diplomatic/Official'),
        option('other', '기타', 'Other'),
      ]),
      22,
    ),
    row(9, L(0.36, '→ ‘기타’선택 시 상세내용 기재', 'If ‘Other’, please provide details'), text(0.64, '8.1#other')),
    row(
      10,
      L(0.18, '8.2 체류예정기간', 'Intended Period of Stay'),
      text(0.32, '8.2'),
      L(0.18, '8.3 입국예정일', 'Intended Date of Entry'),
      text(0.32, '8.3'),
    ),
    row(
      12,
      L(0.18, '8.4 체류예정지(호텔 포함)', 'Address in Korea (including hotels)'),
      text(0.32, '8.4'),
      L(0.18, '8.5 한국 내 연락처', 'Contact No. in Korea'),
      text(0.32, '8.5'),
    ),
    Q(
      '8.6',
      '과거 5년간 한국을 방문한 경력',
      'Has the applicant travelled to Korea in the last 5 years ? → ‘예’선택 시 상세내용 기재 If ‘Yes’, please provide details of any visits to Korea',
      checkBox('8.6', noYes({ item: '8.6#count', before: '  (', after: ') 회 times' })),
      8,
    ),
    table('8.6#rows', [col(0.6, '방문목적', 'Purpose of Visit'), col(0.4, ...period)], 4, 7, { headerHeightMm: 9 }),
    Q(
      '8.7',
      '한국 외에 과거 5년간 여행한 국가',
      'Has the applicant travelled outside his/her country of residence, excluding to Korea, in the last 5 years? → ‘예’선택 시 상세내용 기재 If ‘Yes’, please provide details of these trips',
      checkBox('8.7', noYes()),
      8,
    ),
    table(
      '8.7#rows',
      [
        col(0.3, '국가명', 'Name of Country (in English)'),
        col(0.35, '방문목적', 'Purpose of Visit'),
        col(0.35, ...period),
      ],
      4,
      7,
      { headerHeightMm: 9 },
    ),
  ],
};

export const page4: PageLayout = {
  mark: '(제4쪽 / Page4)',
  blocks: [
    QI(
      '8.8',
      '국내 체류 가족 유무 → ‘예’선택 시 상세내용 기재',
      'Does the applicant have any family member(s) staying in Korea? If ‘Yes’, please provide details of the family member(s)',
      checkBox('8.8', noYes()),
      0.64,
      12,
    ),
    table('8.8#rows', familyColumns, 3, 7, { headerHeightMm: 9 }),
    familyScope(),
    QI(
      '8.9',
      '동반입국 가족 유무 → ‘예’선택 시 상세내용 기재',
      'Is the applicant travelling to Korea with any family member(s) ? If ‘Yes’, please provide details of the family member(s) the applicant is travelling with',
      checkBox('8.9', noYes()),
      0.64,
      12,
    ),
    table('8.9#rows', familyColumns, 3, 7, { headerHeightMm: 9 }),
    familyScope(),
    section('9', '초청 정보 / DETAILS OF INVITATION'),
    QI(
      '9.1',
      '초청인/초청회사 → ‘예’선택 시 상세내용 기재',
      'Is there anyone inviting the applicant for the visa? If‘Yes’, please provide details',
      checkBox('9.1', noYes()),
      0.64,
      11,
    ),
    row(
      10,
      L(
        0.36,
        'a) 초청인/초청회사명',
        'Name of inviting person/organization (Korean, foreign resident in Korea, company, or institute)',
      ),
      text(0.64, '9.1#name'),
    ),
    row(
      10,
      L(0.2, 'b) 생년월일/사업자등록번호', 'Date of Birth/Business Registration No.'),
      text(0.3, '9.1#dateOfBirth'),
      L(0.18, 'c) 관계', 'Relationship to the applicant'),
      text(0.32, '9.1#relationship'),
    ),
    row(
      12,
      L(0.2, 'd) 주소', 'Address'),
      text(0.3, '9.1#address'),
      L(0.18, 'e) 전화번호', 'Phone No.'),
      text(0.32, '9.1#phone'),
    ),
    section('10', '방문경비 / FUNDING DETAILS'),
    row(10, L(0.36, '10.1 방문경비(미국 달러 기준)', 'Estimated travel costs(in US dollars)'), text(0.64, '10.1')),
    row(
      9,
      L(
        1,
        '10.2 경비지급자',
        'Who will pay for the applicant’s travel-related expenses? (Any relevant person including the applicant and/or organization)',
      ),
    ),
    row(
      10,
      L(0.2, 'a) 성명/회사(단체)명', 'Name of Person/Organization (Company)'),
      text(0.3, '10.2#name'),
      L(0.18, 'b) 관계', 'Relationship to the applicant'),
      text(0.32, '10.2#relationship'),
    ),
    row(
      10,
      L(0.2, 'c) 지원내용', 'Type of Support'),
      text(0.3, '10.2#support'),
      L(0.18, 'd) 연락처', 'Contact No.'),
      text(0.32, '10.2#contact'),
    ),
    section('11', '서류 작성 시 도움 여부 / ASSISTANCE WITH THIS FORM'),
    QI(
      '11.1',
      '이 신청서를 작성하는데 다른 사람의 도움을 받았습니까? → ‘예’선택 시 상세내용 기재',
      'Did the applicant receive assistance in completing this form? If‘Yes’, please provide details of the person who assisted the applicant',
      checkBox('11.1', noYes()),
      0.64,
      12,
    ),
    table(
      '11.1#rows',
      [
        col(0.3, '성명', 'Full Name'),
        col(0.22, '생년월일', 'Date of Birth (yyyy/mm/dd)'),
        col(0.22, '연락처', 'Telephone No.'),
        col(0.26, '관계', 'Relationship to the applicant'),
      ],
      3,
      7,
      {
        headerHeightMm: 9,
      },
    ),
  ],
};

const notices =
  '1. 위 기재사항과 관련하여 자세한 내용은 별지로 작성하거나 관련 서류를 추가로 제출할 수 있습니다.\n   If extra space is needed to complete any item, record on a separate sheet of paper or submit relevant documents which could support the application.\n' +
  '2. 대한민국 사증을 승인받은 후 분실 또는 훼손 등의 사유로 여권을 새로 발급받은 경우에는, 정확한 개인정보를 반영할 수 있도록 변경된 여권정보를 사증처리기관에 통보해야 합니다.\n   If you received Korean visa approval, and have new passport issued thereafter in lieu of lost/damaged passport, you must notify the concerned visa office of changes in your passport information.\n' +
  '3. 사증을 발급받았더라도 대한민국 입국 시 입국거부 사유가 발견될 경우에는 대한민국으로의 입국이 허가되지 않을 수 있습니다.\n   Possession of a visa does not entitle the bearer to enter the Republic of Korea upon arrival at the port of entry if he/she is found inadmissible.\n' +
  '4. 「출입국관리법 시행규칙」 제9조제1항에 따라 C 계열 사증소지자는 입국 후에 체류자격을 변경할 수 없습니다.\n   Please note that category C visa holders are not able to change their status of stay after their entry into the Republic of Korea in accordance with Article 9(1) of the Enforcement Regulations of the Immigration Act.\n' +
  '5. 허위사실 기재 또는 허위서류 제출이 확인되는 경우에는 사증발급ㆍ체류허가가 취소되며, 형사처벌ㆍ입국금지의 대상이 될 수 있습니다.\n   Providing false information or documents leads to revocation of a visa and permission to stay, and may result in criminal punishments and an entry ban to the Republic of Korea.\n' +
  '6. 사증심사에 필요한 관련 서류 제출 요구에 따르지 않는 경우, 사증심사가 지연되거나 신청이 불허 될 수 있습니다.\n   Failure to submit all required documents may cause delay or denial of a visa.\n' +
  '7. 사증발급 신청 결과는 ‘대한민국 비자포털(www.visa.go.kr)’에서 확인*해야 하며, 사증발급거부통지서를 문서로 교부받고자 하는 경우에는 직접 공관을 방문하여 신청해야 합니다.\n' +
  ' * 확인 방법 : 비자포털 초기화면 좌측 ‘조회/발급’-‘진행현황 조회 및 출력’-‘재외공관’을 선택하고 여권번호, 성명, 생년월일 입력 후 조회\n' +
  '   Visa applicants must check online on the Korea Visa Portal website* (www.visa.go.kr) for visa application results. To receive the disapproval notice in written form, visa applicants must visit the diplomatic office and apply in person.\n' +
  ' * How to check results: click‘Check Application Status’located on the left side of the Visa Portal main display - click‘Check Application Status & Print’- select‘Diplomatic Office’ and input information in the blanks.';

const step = (ko: string, en: string) => words(0.16, ko, en, 'center');
const arrow = () => words(0.05, '→', undefined, 'center');

export const page5: PageLayout = {
  mark: '(제5쪽 / Page5)',
  blocks: [
    notice('유의사항 Notice', undefined, { align: 'center', heightMm: 7, fontPt: 9 }),
    notice(notices, undefined, { fontPt: 7.5 }),
    section('12', '서약 / DECLARATION'),
    notice(
      '본인은 위의 유의사항에 동의하며, 이 신청서에 기재된 내용이 거짓 없이 정확하게 작성되었음을 확인합니다. 또한 본인은 대한민국의 「출입국관리법」 규정을 준수할 것을 서약합니다.',
      'I declare that I agree with the terms of application including the contents of the notice provided above, that statements made in this application are true and correct, and that I will comply with the Immigration Act of the Republic of Korea.',
      { fontPt: 8 },
    ),
    // The date is written on the day of signing, by hand.
    row(
      10,
      words(0.3, '신청일자 (년. 월. 일)', 'DATE OF APPLICATION (yyyy/mm/dd)'),
      signature(0.7, '/          /          /'),
    ),
    row(
      14,
      words(0.18, '신청인 성명', 'Applicant Name'),
      text(0.37, '12.name'),
      signature(0.45, '(자필서명)', 'SIGNATURE OF APPLICANT'),
    ),
    notice(
      '※ 17세 미만자의 경우 부모 또는 법정후견인의 서명을 기재할 것\n※ Signature of Parent or Legal Guardian is required for a person under 17 years of age\n※ 위 서명란에 본인의 성명과 서명을 기재하지 않는 경우 사증발급이 불허될 수 있음\n※ Failure to provide name and signature may result in your application being denied.',
      undefined,
      { fontPt: 7.5, align: 'center' },
    ),
    row(
      11,
      L(0.16, '첨부서류', 'ATTACHMENT'),
      words(0.84, '「출입국관리법 시행규칙」 제76조제1항 및 별표 5에 따른 사증발급 신청 등 첨부서류'),
    ),
    notice('처리절차 / Procedure', undefined, { align: 'center', heightMm: 7, fontPt: 8.5 }),
    row(
      11,
      step('신청서 작성', 'Application'),
      arrow(),
      step('접수', 'Reception'),
      arrow(),
      step('심사', 'Review'),
      arrow(),
      step('결재', 'Approval'),
      arrow(),
      step('사증 발급', 'Issuance'),
    ),
    row(
      14,
      step('신청인', 'Applicant'),
      words(0.05, ''),
      step('처 리 기 관\n(재외공관)', 'Diplomatic Mission'),
      words(0.05, ''),
      step('처 리 기 관\n(좌동)', 'Diplomatic Mission'),
      words(0.05, ''),
      step('처 리 기 관\n(좌동)', 'Diplomatic Mission'),
      words(0.05, ''),
      step('처 리 기 관\n(좌동)', 'Diplomatic Mission'),
    ),
  ],
};
