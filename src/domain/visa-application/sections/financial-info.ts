import { applicant, choice, longText, number, option, t, tel, text, whenIn } from '../build';
import type { VisaSectionDef } from '../types';

/** Who has a workplace or school to name in 7.2 (the form sets no condition; retired and unemployed have none). */
export const withWorkplace = ['entrepreneur', 'selfEmployed', 'employed', 'civilServant', 'student', 'other'];

/** Form sections 6 (education), 7 (employment) and 10 (funding). */
export const financialInfo: VisaSectionDef = {
  id: 'financialInfo',
  title: t('Education, work and travel costs', '학력, 직업, 방문경비'),
  description: t(
    "Your education and work, and who pays for the trip (items 6, 7 and 10). The sponsor's income is proven in the invitation and its documents.",
    '학력과 직업, 방문경비를 누가 내는지예요(6번, 7번, 10번 항목). 배우자의 소득은 초청장과 그 서류로 증명해요.',
  ),
  fields: [
    choice(
      'educationLevel',
      ['6.1'],
      t('Highest level of education you completed', '최종학력'),
      [
        option('graduate', "Master's or doctoral degree", '석사/박사'),
        option('bachelor', "Bachelor's degree", '대졸'),
        option('highSchool', 'High school diploma', '고졸'),
        option('other', 'Other', '기타'),
      ],
      { heading: t('Education', '학력') },
    ),
    text('educationOther', ['6.1'], t('Which level?', '어떤 학력인가요?'), {
      ...whenIn('educationLevel', ['other']),
      maxLength: 100,
    }),
    text('schoolName', ['6.2'], t('Name of that school', '학교명'), { maxLength: 150, ...applicant('school') }),
    text(
      'schoolLocation',
      ['6.3'],
      t('Where the school is (city, province or state, country)', '학교 소재지 (도시, 주, 국가)'),
      { maxLength: 150 },
    ),

    choice(
      'occupation',
      ['7.1'],
      t('Your current work', '현재 직업'),
      [
        option('entrepreneur', 'Entrepreneur', '사업가'),
        option('selfEmployed', 'Self-employed', '자영업자'),
        option('employed', 'Employed', '직장인'),
        option('civilServant', 'Civil servant', '공무원'),
        option('student', 'Student', '학생'),
        option('retired', 'Retired', '퇴직자'),
        option('unemployed', 'Not working', '무직'),
        option('other', 'Other', '기타'),
      ],
      { heading: t('Work', '직업'), ...applicant('occupation') },
    ),
    text('occupationOther', ['7.1'], t('What do you do?', '어떤 일을 하나요?'), {
      ...whenIn('occupation', ['other']),
      maxLength: 100,
    }),
    text('employer', ['7.2'], t('Name of your company, organisation or school', '회사/기관/학교명'), {
      ...whenIn('occupation', withWorkplace),
      maxLength: 150,
      ...applicant('employer'),
    }),
    text('position', ['7.2'], t('Your position or course', '직위/과정'), {
      ...whenIn('occupation', withWorkplace),
      maxLength: 100,
    }),
    longText('workAddress', ['7.2'], t('Its address', '회사/기관/학교 주소'), {
      ...whenIn('occupation', withWorkplace),
      maxLength: 300,
    }),
    tel('workPhone', ['7.2'], t('Its phone number', '회사/기관/학교 전화번호'), whenIn('occupation', withWorkplace)),

    number('travelCost', ['10.1'], t('Estimated travel costs in US dollars', '방문경비 (미국 달러 기준)'), {
      heading: t('Travel costs', '방문경비'),
      min: 0,
      max: 10_000_000,
      help: t(
        'Your estimate for the trip: flights and the first weeks in Korea.',
        '항공권과 한국에서 처음 몇 주 동안 드는 비용을 어림잡아 적어 주세요.',
      ),
    }),
    choice('travelCostPayer', ['10.2'], t('Who pays for the trip?', '방문경비는 누가 내나요?'), [
      option('applicant', 'I do', '제가 내요'),
      option('sponsor', 'My spouse', '배우자가 내요'),
      option('other', 'Someone else or an organisation', '다른 사람이나 단체가 내요'),
    ]),
    text('costPayerName', ['10.2'], t('Name of the person or organisation', '성명/회사(단체)명'), {
      ...whenIn('travelCostPayer', ['other']),
      maxLength: 150,
    }),
    text('costPayerRelationship', ['10.2'], t('Their relationship to you', '신청인과의 관계'), {
      ...whenIn('travelCostPayer', ['other']),
      maxLength: 60,
    }),
    tel('costPayerContact', ['10.2'], t('Their phone number', '연락처'), whenIn('travelCostPayer', ['other'])),
    text('costSupportType', ['10.2'], t('What they pay for', '지원내용'), {
      maxLength: 150,
      help: t('For example: "Airfare and living costs".', '예: "항공료와 생활비"'),
    }),
  ],
};
