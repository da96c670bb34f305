import { date, number, t, table, tel, text, whenYes, yesNo } from '../build';
import type { VisaSectionDef } from '../types';

const purpose = () => text('purpose', [], t('Purpose of the visit', '방문목적'), { maxLength: 100 });
const from = () => date('from', [], t('From', '시작일'), { notInFuture: true });
const to = () => date('to', [], t('To', '종료일'), { notInFuture: true, notBefore: 'from' });

/** Form items 8.6 and 8.7 (travel in the last 5 years) and 11.1 (help with the form). */
export const travelHistory: VisaSectionDef = {
  id: 'travelHistory',
  title: t('Travel in the last 5 years and help with the form', '최근 5년간 여행과 신청서 작성 도움'),
  description: t(
    'Each visit to Korea and to other countries in the last 5 years, with its purpose and dates (items 8.6 and 8.7), and whether anyone helped you fill in the form (item 11.1).',
    '최근 5년간 한국과 다른 나라를 방문한 목적과 기간(8.6번, 8.7번 항목), 그리고 신청서를 작성할 때 다른 사람의 도움을 받았는지예요(11.1번 항목).',
  ),
  fields: [
    yesNo(
      'visitedKorea',
      ['8.6'],
      t('Have you visited Korea in the last 5 years?', '최근 5년간 한국을 방문한 적이 있나요?'),
      {
        heading: t('Visits to Korea', '한국 방문'),
      },
    ),
    number('koreaVisits', ['8.6'], t('How many times?', '몇 번 방문했나요?'), {
      ...whenYes('visitedKorea'),
      min: 1,
      max: 500,
    }),
    table(
      'koreaVisitList',
      ['8.6'],
      t('Your visits to Korea', '한국 방문 경력'),
      [purpose(), from(), to()],
      { min: 1, max: 60 },
      {
        ...whenYes('visitedKorea'),
        help: t(
          'Most recent first. The form has room for a few; the rest go on an attached sheet.',
          '최근 방문부터 적어 주세요. 신청서 칸이 모자라면 나머지는 별지에 이어서 적혀요.',
        ),
      },
    ),
    yesNo(
      'visitedOtherCountries',
      ['8.7'],
      t(
        'Have you travelled outside your country of residence, apart from Korea, in the last 5 years?',
        '최근 5년간 한국 말고 거주하는 나라 밖으로 여행한 적이 있나요?',
      ),
      { heading: t('Other countries', '다른 나라 방문') },
    ),
    table(
      'otherCountryVisits',
      ['8.7'],
      t('Countries you visited', '방문한 나라'),
      [text('country', [], t('Country (in English)', '국가명 (영문)'), { maxLength: 60 }), purpose(), from(), to()],
      { min: 1, max: 60 },
      whenYes('visitedOtherCountries'),
    ),
    yesNo(
      'receivedHelp',
      ['11.1'],
      t('Did another person help you fill in this form?', '이 신청서를 작성할 때 다른 사람의 도움을 받았나요?'),
      {
        heading: t('Help with this form', '신청서 작성 도움'),
        help: t('For example a relative, a friend or an agency.', '예를 들어 친척, 친구, 대행업체의 도움이에요.'),
      },
    ),
    table(
      'helpers',
      ['11.1'],
      t('Who helped you', '도움을 준 사람'),
      [
        text('name', [], t('Full name', '성명'), { maxLength: 100 }),
        date('dateOfBirth', [], t('Date of birth', '생년월일'), { notInFuture: true }),
        tel('phone', [], t('Phone number', '연락처')),
        text('relationship', [], t('Relationship to you', '신청인과의 관계'), { maxLength: 60 }),
      ],
      { min: 1, max: 10 },
      whenYes('receivedHelp'),
    ),
  ],
};
