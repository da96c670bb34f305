import { choice, date, longText, option, sponsor, t, tel, text, whenIn } from '../build';
import type { VisaSectionDef } from '../types';

/**
 * Form item 5.2 (the spouse's details) and 9.1 (the inviter): for F-6 the Korean spouse is the
 * inviter, so one set of answers fills both. The spouse's nationality (5.2 d) and the relationship
 * (9.1 c) are fixed answers (items.ts).
 */
export const spouseInfo: VisaSectionDef = {
  id: 'spouseInfo',
  title: t('Your Korean spouse', '초청인'),
  description: t(
    'Your spouse as the visa application form asks for them (items 5.2 and 9.1: your spouse is also the person inviting you), in English letters. The invitation has the same details in Korean.',
    '사증발급신청서가 묻는 배우자 정보예요(5.2번, 9.1번 항목: 배우자가 곧 초청인이에요). 영문으로 적어 주세요. 초청장에는 같은 내용을 한국어로 적어요.',
  ),
  fields: [
    text(
      'spouseFamilyName',
      ['5.2', '9.1'],
      t("Spouse's family name, as in their passport", '배우자의 성 (여권과 같이 영문으로)'),
      {
        format: 'latin-uppercase',
        maxLength: 60,
        suggestFrom: 'spouseName',
        suggestAs: 'spouseFamily',
        ...sponsor('familyName'),
      },
    ),
    text(
      'spouseGivenNames',
      ['5.2', '9.1'],
      t("Spouse's given names, as in their passport", '배우자의 이름 (여권과 같이 영문으로)'),
      {
        format: 'latin-uppercase',
        maxLength: 80,
        suggestFrom: 'spouseName',
        suggestAs: 'spouseGiven',
        ...sponsor('givenNames'),
      },
    ),
    date('spouseDateOfBirth', ['5.2', '9.1'], t("Spouse's date of birth", '배우자의 생년월일'), {
      notInFuture: true,
      suggestFrom: 'spouseDateOfBirth',
      suggestAs: 'isoDate',
      ...sponsor('dateOfBirth'),
    }),
    choice('spouseLivesIn', ['5.2'], t('Where does your spouse live now?', '배우자는 지금 어디에 살고 있나요?'), [
      option('korea', 'In Korea', '한국'),
      option('abroad', 'Outside Korea', '한국 밖'),
    ]),
    longText('spouseAddress', ['5.2', '9.1'], t("Spouse's address in Korea", '배우자의 한국 주소'), {
      ...whenIn('spouseLivesIn', ['korea']),
      maxLength: 300,
      suggestFrom: 'spouseAddress',
      ...sponsor('addressKorea'),
    }),
    longText('spouseAddressAbroad', ['5.2', '9.1'], t("Spouse's address", '배우자의 주소'), {
      ...whenIn('spouseLivesIn', ['abroad']),
      maxLength: 300,
      help: t(
        'The form asks where your spouse lives, wherever that is.',
        '신청서는 배우자가 사는 곳을 물어요. 한국이 아니어도 괜찮아요.',
      ),
      ...sponsor('addressAbroad'),
    }),
    tel('spousePhone', ['5.2', '9.1'], t("Spouse's phone number", '배우자의 전화번호'), { ...sponsor('phone') }),
  ],
};
