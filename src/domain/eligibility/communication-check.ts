import type { Localized, Source } from '../common';
import { localized } from './format';
import { eligibilitySources } from './sources';
import type { CheckStatus, EligibilityCheck, EligibilityDraft, KoreanLanguageLevel, LanguageExemption } from './types';

const title = localized('Communication (Korean language)', '의사소통 요건(한국어)');

export const koreanLanguageLevels: readonly KoreanLanguageLevel[] = [
  'none',
  'basic',
  'topik1',
  'topik2plus',
  'korean-course',
  'native-or-shared-language',
];

type Outcome = { status: CheckStatus; detail: Localized; source: Source };

// Brief section 3: deemed able to communicate (2016 notice) and humanitarian exemptions.
const exemptionOutcome: Record<LanguageExemption, Outcome> = {
  'child-together': {
    status: 'pass',
    detail: localized(
      "Exempt on humanitarian grounds: you have a child together. Bring the child's family relation certificate or birth certificate.",
      '인도적 사유로 면제: 두 분 사이에 자녀가 있어요. 자녀의 가족관계증명서 또는 출생증명서를 준비하세요.',
    ),
    source: eligibilitySources.language,
  },
  pregnancy: {
    status: 'warn',
    detail: localized(
      'Possible humanitarian exemption: pregnancy. Practitioners list it, but it was not found in the notice text; bring a pregnancy certificate and confirm with the consulate.',
      '인도적 사유 면제 가능: 임신. 실무자들은 면제 사유로 보지만 고시 원문에서 확인되지 않았어요. 임신진단서를 준비하고 영사관에 확인하세요.',
    ),
    source: eligibilitySources.languagePregnancy,
  },
  'korean-related-degree': {
    status: 'pass',
    detail: localized(
      "Deemed able to communicate: the applicant has a bachelor's or higher degree in a Korean-related field. Bring the diploma.",
      '의사소통 가능으로 인정: 신청인이 한국어 관련 학사 이상 학위를 가지고 있어요. 학위증을 준비하세요.',
    ),
    source: eligibilitySources.language,
  },
  'ethnic-korean': {
    status: 'pass',
    detail: localized(
      'Deemed able to communicate: the applicant is an ethnic Korean with foreign nationality. Bring documents showing Korean descent.',
      '의사소통 가능으로 인정: 신청인이 외국국적동포예요. 한국계임을 보여 주는 서류를 준비하세요.',
    ),
    source: eligibilitySources.language,
  },
  'applicant-lived-in-korea-1y': {
    status: 'pass',
    detail: localized(
      'Deemed able to communicate: the applicant lived in Korea for 1 year or more. The Busan immigration office reads this as continuous, shown by entry and exit records.',
      '의사소통 가능으로 인정: 신청인이 한국에서 1년 이상 체류했어요. 부산출입국은 연속 체류로 보며 출입국 기록으로 증명해요.',
    ),
    source: eligibilitySources.language,
  },
  'sponsor-lived-in-applicant-country-1y': {
    status: 'pass',
    detail: localized(
      "Deemed able to communicate: the sponsor lived in the applicant's country for 1 year or more. Bring proof of that stay, such as entry and exit records.",
      '의사소통 가능으로 인정: 초청인이 신청인의 국가에서 1년 이상 체류했어요. 출입국 기록 등 체류 증빙을 준비하세요.',
    ),
    source: eligibilitySources.language,
  },
  'lived-together-same-country-1y': {
    status: 'pass',
    detail: localized(
      'Deemed able to communicate: you both lived in the same country for 1 year or more. Bring proof of that stay.',
      '의사소통 가능으로 인정: 두 분이 같은 국가에서 1년 이상 함께 체류했어요. 체류 증빙을 준비하세요.',
    ),
    source: eligibilitySources.language,
  },
};

const levelOutcome: Record<KoreanLanguageLevel, Outcome> = {
  topik1: {
    status: 'pass',
    detail: localized(
      'TOPIK level 1 or higher meets the requirement (TOPIK I level 1 = 80-139 of 200 points; IBT results count). Results are valid 2 years from the announcement, so check the date.',
      'TOPIK 1급 이상이면 요건을 충족해요(TOPIK I 1급 = 200점 중 80~139점, IBT 성적도 인정). 성적은 발표일부터 2년간 유효하니 날짜를 확인하세요.',
    ),
    source: eligibilitySources.topik,
  },
  topik2plus: {
    status: 'pass',
    detail: localized(
      'TOPIK level 2 or higher is above the level 1 minimum. Results are valid 2 years from the announcement, so check the date.',
      'TOPIK 2급 이상은 최소 기준(1급)을 넘어요. 성적은 발표일부터 2년간 유효하니 날짜를 확인하세요.',
    ),
    source: eligibilitySources.topik,
  },
  'korean-course': {
    status: 'pass',
    detail: localized(
      'A beginner course at an institution the consulate designates (for example King Sejong Institute 1A + 1B, at least 120 hours), or KIIP level 2 or higher, meets the requirement. Bring the completion certificate. Likely, confirm with the consulate: a certificate older than 2 years may lead to a language interview at the consulate.',
      '재외공관이 지정한 기관의 초급 과정(예: 세종학당 1A+1B, 120시간 이상) 또는 사회통합프로그램 2단계 이상이면 요건을 충족해요. 수료증을 준비하세요. 수료증이 2년이 지났으면 영사관에서 언어 인터뷰를 할 가능성이 있으니 영사관에 확인하세요.',
    ),
    source: eligibilitySources.languageCourseAge,
  },
  'native-or-shared-language': {
    status: 'pass',
    detail: localized(
      'Spouses with the same native language, or who both speak another common language, are deemed able to communicate. Bring any document proving that language; the consulate may test it against how and how long you dated.',
      '모국어가 같거나 한국어 외의 공통 언어로 소통할 수 있으면 의사소통이 가능한 것으로 봐요. 해당 언어 능력을 보여 주는 서류를 준비하세요. 영사관이 교제 기간과 방식에 비추어 언어 능력을 확인할 수 있어요.',
    ),
    source: eligibilitySources.language,
  },
  basic: {
    status: 'warn',
    detail: localized(
      'Basic Korean without a certificate does not show the requirement on paper. Take TOPIK I (level 1 = 80 of 200 points or more), finish a designated course of 120+ hours, or use a shared language or an exemption.',
      '증명서 없는 기초 한국어로는 요건을 서류로 증명할 수 없어요. TOPIK I(1급 = 200점 중 80점 이상)에 응시하거나, 120시간 이상 지정 과정을 수료하거나, 공통 언어 또는 면제 사유를 활용하세요.',
    ),
    source: eligibilitySources.language,
  },
  none: {
    status: 'fail',
    detail: localized(
      'The applicant must show basic communication. Without a language you both speak, the route is TOPIK level 1 or higher (93–206 days from registration to the score: the timeline plans it), a designated course or KIIP level 2+, or an exemption (a child together, 1+ year in Korea or in each other’s country, a Korean-related degree, ethnic Korean).',
      '신청인은 기초 의사소통 능력을 증명해야 해요. 두 분의 공통 언어가 없으면 TOPIK 1급 이상(접수부터 성적 발표까지 93~206일, 일정 계획에 포함돼요), 지정 과정 또는 사회통합프로그램 2단계 이상, 또는 면제 사유(자녀, 한국이나 상대방 국가에서 1년 이상 체류, 한국어 관련 학위, 외국국적동포)로 증명해요.',
    ),
    source: eligibilitySources.language,
  },
};

export const checkCommunication = (answers: EligibilityDraft): EligibilityCheck => {
  const exemptions = answers.languageExemptions ?? [];
  const firm = exemptions.find((e) => exemptionOutcome[e]?.status === 'pass');
  const level = answers.koreanLanguageLevel;
  const byLevel = level && level in levelOutcome ? levelOutcome[level] : undefined;
  const tentative = exemptions.find((e) => exemptionOutcome[e]?.status === 'warn');
  const chosen: Outcome = (firm && exemptionOutcome[firm]) ||
    (byLevel?.status === 'pass' ? byLevel : undefined) ||
    (tentative && exemptionOutcome[tentative]) ||
    byLevel || {
      status: 'unknown',
      detail: localized(
        "Choose the applicant's Korean level or an exemption.",
        '신청인의 한국어 수준이나 면제 사유를 선택하세요.',
      ),
      source: eligibilitySources.language,
    };
  return { id: 'communication', title, ...chosen };
};
