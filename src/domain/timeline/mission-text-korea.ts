/**
 * The steps whose text changes for an applicant living in Korea (brief 6.3, 7.3; D28): the booking
 * and the submission are the change of status at the immigration office, and what a consulate would
 * say (its booking, its designated hospital, "ask the mission") becomes what the brief knows of the
 * route in Korea, or whom to ask there (1345). The route card above the plan says the same.
 */
import type { Localized, Source } from '../common';
import { changeOfStatusSource, hikoreaSource } from '../missions/in-korea';
import { missionSpecific, type MissionAnswer, type MissionSpecifics } from '../missions';
import { assumption, sources } from './sources';

type InKorea = Extract<MissionAnswer, { kind: 'in-korea' }>;
type Texts = { title?: Localized; description: Localized; source?: Source };

const l = (en: string, ko: string): Localized => ({ en, ko });
const join = (...parts: Localized[]): Localized => ({
  en: parts.map((p) => p.en).join(' '),
  ko: parts.map((p) => p.ko).join(' '),
});

/** "Fee: 130,000 KRW … ", or whom to ask: the office's specifics as the route card shows them. */
function specific(a: InKorea, key: keyof MissionSpecifics, label: Localized): Localized {
  const fact = missionSpecific(a, key);
  const said = fact.known ? fact.value : fact.ask;
  return l(`${label.en}: ${said.en}`, `${label.ko}: ${said.ko}`);
}

const ifNoChange: Localized = l(
  'If the status of stay cannot change, the application goes to a Korean mission abroad instead.',
  '체류자격을 변경할 수 없으면 해외의 재외공관에 신청해요.',
);

export const inKoreaTasks: Readonly<Record<string, (a: InKorea) => Texts>> = {
  'book-appointment': (a) => ({
    title: l('Book the visit to the immigration office (HiKorea)', '출입국·외국인관서 방문 예약(하이코리아)'),
    description: join(
      l(
        'For the change of status, book a visit to the immigration office.',
        '체류자격 변경을 위해 출입국·외국인관서 방문을 예약해요.',
      ),
      specific(a, 'booking', l('Booking', '예약')),
      ifNoChange,
      l(
        'The time shown is the assumed wait from booking to the visit.',
        '표시된 기간은 예약부터 방문일까지의 추정 대기 기간이에요.',
      ),
    ),
    source: assumption(
      hikoreaSource,
      'The wait for a visit (7–30 days) is a planning assumption.',
      '방문 대기 기간(7~30일)은 계획용 추정치예요.',
    ),
  }),
  'submit-application': (a) => ({
    title: l('Apply for the change of status at the immigration office', '출입국·외국인관서에 체류자격 변경 신청'),
    description: join(
      l(
        'Bring the integrated application form (No. 34), every original, the foreign registration card and the fee.',
        '통합신청서(별지 제34호서식), 모든 원본 서류, 외국인등록증과 수수료를 지참해요.',
      ),
      specific(a, 'fee', l('Fee', '수수료')),
      specific(a, 'processing', l('Processing time', '처리 기간')),
      ifNoChange,
    ),
    source: changeOfStatusSource,
  }),
  'visa-application-form': () => ({
    description: l(
      'Complete and sign the visa application form and attach the photo. For a change of status in Korea the immigration office uses the integrated application form (No. 34) instead, which this app does not fill in; the visa application form is for an application at a mission abroad. Which one you need: ask 1345.',
      '사증발급신청서를 작성하고 서명한 뒤 사진을 부착해요. 한국에서 체류자격을 변경할 때는 출입국·외국인관서가 통합신청서(별지 제34호서식)를 쓰고, 이 앱은 그 서식을 채우지 않아요. 사증발급신청서는 해외 재외공관에 신청할 때 써요. 어느 서식이 필요한지는 1345에 문의하세요.',
    ),
    source: changeOfStatusSource,
  }),
  'passport-photos': (a) => ({
    description: join(
      l('The passport needs 6+ months of validity.', '여권 유효기간이 6개월 이상 남아 있어야 해요.'),
      specific(a, 'photo', l('Photo', '사진')),
    ),
  }),
  'applicant-health-certificate': (a) => ({
    description: l(
      `A health certificate covering a chest X-ray, blood and urine tests, HIV/AIDS, STDs and mental illness, issued within 6 months of the application. Which hospitals' certificates are accepted for a change of status is not known here: ask ${a.route.ask.en}.`,
      `흉부 X선, 혈액·소변 검사, HIV/AIDS, 성병, 정신질환 항목이 포함된 건강진단서로 신청일 기준 6개월 이내 발급분이어야 해요. 체류자격 변경에 어느 병원의 진단서가 인정되는지는 여기서 알 수 없으니 ${a.route.ask.ko}에 문의하세요.`,
    ),
  }),
  'applicant-criminal-record': (a) => ({
    description: l(
      `A criminal record is needed from the country of nationality and of residence. From the country of nationality: its police or justice record (for the US, the FBI check, its own step), issued within 3 months of the application, apostilled or legalised and translated. Korea, where the applicant lives: whether a foreign resident also hands in a Korean record, and which office issues it, is not known here. Ask ${a.route.ask.en}.`,
      `범죄경력은 국적국과 거주국 모두의 것이 필요해요. 국적국에서는 그 나라 경찰이나 법무 기관의 범죄경력 증명 서류(미국은 별도 단계인 FBI 범죄경력증명서)를 신청일 기준 3개월 이내에 발급받아 아포스티유나 영사확인, 번역을 갖춰요. 거주국인 한국: 외국인 거주자가 한국의 범죄경력 증명 서류도 내야 하는지, 어느 기관이 발급하는지는 여기서 알 수 없어요. ${a.route.ask.ko}에 문의하세요.`,
    ),
  }),
  'tb-test': (a) => ({
    description: l(
      `Applying in Korea by change of status, a TB certificate is asked of nationals of the 35 high-risk countries who spent 6 consecutive months or more in a high-risk country in the past year. Which hospital issues it is not known here: ask ${a.route.ask.en}. Applying at a mission abroad instead: a hospital the mission designates, within 3 months.`,
      `한국에서 체류자격을 변경할 때는 결핵 고위험국가 35개국 국민 중 지난 1년 동안 고위험국가에 6개월 이상 계속 머문 사람이 결핵 진단서를 내요. 어느 병원에서 발급받는지는 여기서 알 수 없으니 ${a.route.ask.ko}에 문의하세요. 해외 재외공관에 신청한다면 재외공관 지정 병원에서 3개월 이내 발급분을 받아요.`,
    ),
    source: sources.hikoreaTb,
  }),
};
