import { applicant, couple, date, longText, number, t, table, tel, text, whenYes, yesNo } from '../build';
import type { VisaField, VisaSectionDef } from '../types';

/** The 4-column family table of items 8.8 and 8.9 (the same columns and scope note on the form). */
export const familyColumns = (): VisaField[] => [
  text('name', [], t('Full name in English', '영문 성명'), { maxLength: 100 }),
  date('dateOfBirth', [], t('Date of birth', '생년월일'), { notInFuture: true }),
  text('nationality', [], t('Nationality', '국적'), { maxLength: 60 }),
  text('relationship', [], t('Relationship to you', '신청인과의 관계'), { maxLength: 60 }),
];

const familyScope = t(
  'The form counts your spouse, children, parents and siblings as family.',
  '신청서에서 가족은 배우자, 자녀, 부모, 형제를 말해요.',
);

/** Marriage (kept from the first release; no item of form 17), children (5.3) and the stay (8.2–8.5, 8.8, 8.9). */
export const relationshipDetails: VisaSectionDef = {
  id: 'relationshipDetails',
  title: t('Marriage, family and your stay', '혼인, 가족, 체류 계획'),
  description: t(
    'When and where you married, your children, when and where you will stay in Korea, and family in Korea or travelling with you (items 5.3 and 8.2–8.9).',
    '혼인한 날짜와 장소, 자녀, 한국에 입국하고 머물 계획, 한국에 있거나 함께 입국하는 가족이에요(5.3번, 8.2~8.9번 항목).',
  ),
  fields: [
    date('marriageDate', [], t('Date of marriage', '혼인일'), {
      heading: t('Marriage and children', '혼인과 자녀'),
      help: t(
        'The day the marriage was registered (in Korea, the 혼인신고), not a wedding ceremony held on another day.',
        '혼인을 신고(등록)한 날이에요. 다른 날 올린 결혼식 날짜가 아니에요.',
      ),
      notInFuture: true,
      suggestFrom: 'marriageDate',
      suggestAs: 'isoDate',
    }),
    text('marriagePlace', [], t('Place of marriage (city, country)', '혼인 장소 (도시, 국가)'), {
      maxLength: 100,
      help: t(
        'Where the marriage was registered, not where a ceremony was held.',
        '혼인을 신고(등록)한 곳이에요. 결혼식을 올린 곳이 아니에요.',
      ),
      suggestFrom: 'marriagePlace',
      // An English box: a certificate's "辽宁省沈阳市" is not offered here (a trial).
      suggestAs: 'latin',
      // The couple's fact in Latin letters; the invitation's 2.8 holds its Korean version (D26).
      ...couple('marriagePlace'),
    }),
    yesNo('hasChildren', ['5.3'], t('Do you have children?', '자녀가 있나요?')),
    number('childrenCount', ['5.3'], t('How many children?', '자녀는 몇 명인가요?'), {
      ...whenYes('hasChildren'),
      min: 1,
      max: 30,
    }),

    date('intendedEntryDate', ['8.3'], t('Intended date of entry into Korea', '입국예정일'), {
      heading: t('Your stay in Korea', '한국 체류 계획'),
      notInPast: true,
    }),
    text('intendedStay', ['8.2'], t('Intended period of stay', '체류예정기간'), {
      maxLength: 60,
      help: t(
        'How long you plan to stay, in your own words, for example "Long-term, living with my spouse".',
        '얼마나 머물 계획인지 적어 주세요. 예: "장기 체류 (배우자와 함께 거주)"',
      ),
    }),
    longText('addressInKorea', ['8.4'], t('Address where you will stay in Korea', '체류예정지 (호텔 포함)'), {
      maxLength: 300,
      help: t(
        'Usually your home with your spouse. The invitation asks for the same address.',
        '보통 배우자와 함께 살 집이에요. 초청장에도 같은 주소를 적어요.',
      ),
      copyFrom: {
        section: 'spouseInfo',
        fieldId: 'spouseAddress',
        label: t("Use your spouse's address in Korea", '배우자의 한국 주소 쓰기'),
      },
      // The applicant's address in Korea, as the guarantee and the invitation ask it (D20).
      ...applicant('addressKorea'),
    }),
    tel('contactInKorea', ['8.5'], t('Phone number in Korea where you can be reached', '한국 내 연락처'), {
      help: t(
        "If you have no Korean number yet, your spouse's number.",
        '한국 번호가 아직 없으면 배우자의 번호를 적어요.',
      ),
      copyFrom: {
        section: 'spouseInfo',
        fieldId: 'spousePhone',
        label: t("Use your spouse's phone number", '배우자의 전화번호 쓰기'),
      },
    }),

    yesNo(
      'familyInKorea',
      ['8.8'],
      t('Do any of your family members live in Korea?', '한국에 살고 있는 가족이 있나요?'),
      {
        heading: t('Family in Korea and travelling with you', '한국 내 가족과 동반 가족'),
        help: familyScope,
      },
    ),
    table(
      'familyInKoreaMembers',
      ['8.8'],
      t('Family members in Korea', '한국에 있는 가족'),
      familyColumns(),
      { min: 1, max: 20 },
      whenYes('familyInKorea'),
    ),
    yesNo(
      'familyTravelling',
      ['8.9'],
      t('Will family members travel to Korea with you?', '함께 입국하는 가족이 있나요?'),
      { help: familyScope },
    ),
    table(
      'familyTravellingMembers',
      ['8.9'],
      t('Family members travelling with you', '함께 입국하는 가족'),
      familyColumns(),
      { min: 1, max: 20 },
      whenYes('familyTravelling'),
    ),
  ],
};
