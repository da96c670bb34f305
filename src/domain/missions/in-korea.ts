/**
 * Where an applicant who lives in Korea applies (D28): there is no Korean mission in Korea. The
 * rules brief (sections 1, 6.3, 7.3, 8 and 10) says F-6 is then a change of status at the immigration
 * office where the current status of stay allows it, and what that takes; it does not say which
 * office, nor where to apply abroad when the status cannot change: those are shown as unknown, with
 * whom to ask (the Immigration Contact Center, 1345).
 */
import type { Localized, Source } from '../common';
import type { InKoreaRoute, Mission } from './types';

/** The brief's sections 6.3 and 8 were checked on this day (as the timeline's other sources). */
const BRIEF_CHECKED = '2026-11-23';

const l = (en: string, ko: string): Localized => ({ en, ko });

/** Whom an applicant living in Korea asks what the app does not know (HiKorea: the 1345 hotline). */
export const askInKorea: Localized = l(
  'the Immigration Contact Center (1345) or the immigration office',
  '외국인종합안내센터(1345)나 출입국·외국인관서',
);

const askLine: Localized = l(
  `Not known here: ask ${askInKorea.en}.`,
  `여기서는 알 수 없어요. ${askInKorea.ko}에 문의하세요.`,
);

export const hikoreaSource: Source = {
  title: 'HiKorea (hikorea.go.kr): immigration forms, visit booking and the 1345 hotline',
  url: 'https://www.hikorea.go.kr',
  asOf: BRIEF_CHECKED,
  ko: { title: '하이코리아(hikorea.go.kr): 출입국 서식, 방문 예약, 1345 상담' },
};

/** Brief 6.3 and 8: the change of status to F-6 (form No. 34, fee, about a month), from practitioners. */
export const changeOfStatusSource: Source = {
  title: 'Change of status to F-6 in Korea: form No. 34, fee and time (koreabyme.com 2022; visaskorea.com; korvia)',
  asOf: BRIEF_CHECKED,
  secondary: true,
  note: 'Reported by practitioners, not read from an immigration notice: confirm with 1345 or the immigration office.',
  ko: {
    title:
      '국내 F-6 체류자격 변경: 통합신청서(별지 제34호서식), 수수료, 처리 기간(koreabyme.com 2022, visaskorea.com, korvia)',
    note: '행정사 등의 안내이고 출입국 공지에서 직접 확인한 내용이 아니에요. 1345나 출입국·외국인관서에 확인하세요.',
  },
};

/** Brief section 1: which statuses of stay can change to F-6. */
export const statusOfStaySource: Source = {
  title: 'Change of status to F-6 needs a lawful long-term status (mindllebiz.com; note.com/tamakorea123)',
  asOf: BRIEF_CHECKED,
  secondary: true,
  ko: { title: 'F-6 체류자격 변경에는 합법적인 장기 체류자격이 필요해요(mindllebiz.com, note.com/tamakorea123)' },
};

/** The immigration office as the place that takes the application, with what the brief knows of it. */
export const immigrationOffice: Mission = {
  id: 'kr-immigration-office',
  country: 'KR',
  name: l('the immigration office (change of status)', '출입국·외국인관서(체류자격 변경)'),
  url: 'https://www.hikorea.go.kr',
  specifics: {
    photo: { known: false, ask: askLine },
    fee: {
      known: true,
      value: l(
        '130,000 KRW for a change of status (reported for 2022–23).',
        '체류자격 변경 130,000원(2022~23년 안내).',
      ),
      source: changeOfStatusSource,
    },
    booking: {
      known: true,
      value: l(
        'A visit to the immigration office, booked on HiKorea (hikorea.go.kr). Which office takes it is not known here: ask 1345.',
        '하이코리아(hikorea.go.kr)에서 출입국·외국인관서 방문을 예약해요. 어느 관서에서 접수하는지는 여기서 알 수 없으니 1345에 문의하세요.',
      ),
      source: hikoreaSource,
    },
    processing: {
      known: true,
      value: l('About a month (reported).', '약 1개월(안내된 기간).'),
      source: changeOfStatusSource,
    },
  },
};

/** What applies to an applicant living in Korea, what is uncertain, and whom to ask. */
export const inKoreaRoute: InKoreaRoute = {
  office: immigrationOffice,
  ask: askInKorea,
  points: [
    {
      text: l(
        'The applicant lives in Korea, where there is no Korean mission to apply at. Where the applicant’s current status of stay allows it, F-6 is applied for in Korea as a change of status at the immigration office: the integrated application form (No. 34), the same documents as for the visa, and the foreign registration card.',
        '신청인이 한국에 살고 있어 신청할 재외공관이 없어요. 지금의 체류자격으로 변경이 가능하면 출입국·외국인관서에서 F-6로 체류자격 변경을 신청해요. 통합신청서(별지 제34호서식), 사증 신청과 같은 서류, 외국인등록증이 필요해요.',
      ),
      source: changeOfStatusSource,
    },
    {
      text: l(
        'A change of status generally needs a lawful long-term status. Working holiday (H-1) and short stays such as B-1, B-2 and C-3 usually cannot change, except for pregnancy, birth or a child.',
        '체류자격 변경에는 보통 합법적인 장기 체류자격이 필요해요. 워킹홀리데이(H-1)나 B-1, B-2, C-3 같은 단기 체류자격은 보통 변경할 수 없고, 임신·출산·자녀가 있으면 예외가 있어요.',
      ),
      source: statusOfStaySource,
    },
    {
      text: l(
        'If the status cannot change, the applicant applies for the visa at a Korean mission abroad. Which mission is not known here.',
        '체류자격을 변경할 수 없으면 해외의 재외공관에서 사증을 신청해요. 어느 재외공관인지는 여기서 알 수 없어요.',
      ),
    },
    {
      text: l(
        `Which route applies to the applicant: ask ${askInKorea.en}. The plan below follows the change of status.`,
        `어느 경로가 해당하는지는 ${askInKorea.ko}에 문의하세요. 아래 계획은 체류자격 변경 경로를 따라요.`,
      ),
      source: hikoreaSource,
    },
  ],
};
