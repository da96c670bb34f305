import type { Localized, Source } from '../common';
import { checkedOn } from '../eligibility/sources';
import { koSourceText } from '../source-titles-ko';

/** The visas the recommendation area knows: the three F-6 sub-types and the two US spouse visas. */
export const visaCodes = ['F-6-1', 'F-6-2', 'F-6-3', 'CR-1', 'IR-1'] as const;
export type VisaCode = (typeof visaCodes)[number];

export const isVisaCode = (value: unknown): value is VisaCode => (visaCodes as readonly unknown[]).includes(value);

/** Where the couple will live: Korea (F-6), the US (its spouse visas), or another country (its own visa). */
export type LivingIn = 'korea' | 'us' | 'abroad';
export type MarriageState = 'married' | 'spouse-died-or-missing' | 'divorced-not-my-fault' | 'divorced-other';

/** The wizard's answers (stored as visaWizard.formData). */
export type WizardAnswers = {
  livingIn?: LivingIn;
  marriage?: MarriageState;
  /** Raising a minor child born in the marriage with the Korean national. */
  raisingChild?: boolean;
  /** The applicant lives in Korea now, on a lawful stay. */
  inKorea?: boolean;
  /** Whole years married by the time of entry to the US. */
  yearsMarried?: number;
};

export type WizardQuestionId = keyof WizardAnswers;

export type NextStepId =
  | 'check-eligibility'
  | 'prepare-f6-forms'
  | 'relationship-evidence'
  | 'child-documents'
  | 'change-status-in-korea'
  | 'file-i130'
  | 'ask-1345';

export type VisaRecommendation =
  | { status: 'incomplete' }
  | {
      status: 'recommended';
      code: VisaCode;
      /** Other codes that also fit; the first choice is `code`. */
      alternatives: VisaCode[];
      reason: Localized;
      caveats: Localized[];
      nextSteps: NextStepId[];
      sources: Source[];
    }
  | { status: 'none'; reason: Localized; nextSteps: NextStepId[]; sources: Source[] };

const source = (title: string, url: string): Source => ({ title, url, asOf: checkedOn, ...koSourceText(title) });

/** Domain brief sections 1 and 9. */
export const visaSources = {
  f61: source(
    'Korean Embassy in Greece: F-6-1, marriage registered in both countries',
    'https://overseas.mofa.go.kr/gr-en',
  ),
  subtypes: source('F-6 sub-types (bangduty.com; seoullawgroup.com)', 'https://bangduty.com/status/gyeolhonimin-f-6'),
  f62: source('F-6-2 child-rearing (immikorea.com, 2023)', 'https://immikorea.com'),
  usSpouse: source(
    'CR-1 or IR-1 by length of marriage at entry (nnuimmigration.com, 2025)',
    'https://nnuimmigration.com',
  ),
  i130: source('USCIS Form I-130: Petition for Alien Relative', 'https://www.uscis.gov/i-130'),
} satisfies Record<string, Source>;

export const visaNames: Record<VisaCode, Localized> = {
  'F-6-1': { en: 'Spouse of a Korean national (F-6-1)', ko: '국민의 배우자(F-6-1)' },
  'F-6-2': { en: 'Raising a child (F-6-2)', ko: '자녀양육(F-6-2)' },
  'F-6-3': { en: 'Marriage ended (F-6-3)', ko: '혼인단절(F-6-3)' },
  'CR-1': { en: 'US conditional spouse visa (CR-1)', ko: '미국 조건부 배우자 이민비자(CR-1)' },
  'IR-1': { en: 'US spouse immigrant visa (IR-1)', ko: '미국 배우자 이민비자(IR-1)' },
};

const endedWithoutFault = (m: MarriageState | undefined) =>
  m === 'spouse-died-or-missing' || m === 'divorced-not-my-fault';

/** The questions to ask, in order, given the answers so far. */
export const wizardQuestions = (a: WizardAnswers): WizardQuestionId[] => {
  const questions: WizardQuestionId[] = ['livingIn', 'marriage'];
  if (a.livingIn === 'us' && a.marriage === 'married') questions.push('yearsMarried');
  if (a.livingIn === 'korea' && a.marriage !== undefined && a.marriage !== 'married')
    questions.push('raisingChild', 'inKorea');
  // Married: whether the applicant is in Korea now decides between a visa abroad and a change of status (a trial).
  if (a.livingIn === 'korea' && a.marriage === 'married') questions.push('inKorea');
  return questions;
};

const answered = (a: WizardAnswers, q: WizardQuestionId): boolean => {
  const v = a[q];
  if (q === 'yearsMarried') return typeof v === 'number' && Number.isFinite(v) && v >= 0;
  return v !== undefined && v !== null;
};

export const isWizardComplete = (a: WizardAnswers): boolean => wizardQuestions(a).every((q) => answered(a, q));

/** Entry on the visa, or (already in Korea on a lawful stay) a change of status: no visa is issued then. */
const f61Stay = (inKorea: boolean): Localized =>
  inKorea
    ? {
        en: 'You are in Korea now: you do not need a visa. You ask for a change of status to F-6-1 at your immigration office (booked on HiKorea), before your current stay ends; your residence card is then updated. The first stay granted is usually 1 year.',
        ko: '지금 한국에 있으므로 사증이 필요 없어요. 현재 체류기간이 끝나기 전에 관할 출입국·외국인관서에서 F-6-1로 체류자격 변경을 신청해요(하이코리아에서 예약). 그러면 외국인등록증이 새로 바뀌어요. 첫 체류기간은 보통 1년이에요.',
      }
    : {
        en: 'The visa is single entry for 90 days; register as a foreigner within 90 days of arriving. The first stay granted is usually 1 year.',
        ko: '사증은 90일 단수이며, 입국 후 90일 이내에 외국인 등록을 해야 해요. 첫 체류기간은 보통 1년이에요.',
      };

const f61 = (inKorea: boolean): VisaRecommendation => ({
  status: 'recommended',
  code: 'F-6-1',
  alternatives: [],
  reason: {
    en: 'You are married to a Korean national and will live together in Korea: F-6-1 is the visa for a spouse who lives in Korea to carry on the marriage.',
    ko: '한국인과 혼인했고 한국에서 함께 생활할 예정이므로, 한국에서 혼인 생활을 하려는 배우자를 위한 F-6-1이 맞아요.',
  },
  caveats: [
    {
      en: 'The marriage must be valid and registered in both countries before you apply.',
      ko: '신청 전에 양국 모두에서 혼인이 유효하게 성립·신고되어 있어야 해요.',
    },
    f61Stay(inKorea),
  ],
  nextSteps: [
    'check-eligibility',
    ...(inKorea ? (['change-status-in-korea'] as const) : []),
    'prepare-f6-forms',
    'relationship-evidence',
  ],
  sources: [visaSources.f61, visaSources.subtypes],
});

const f62Caveat: Localized = {
  en: 'Bring proof of custody, or of visitation rights a family court has not restricted, and of continuing contact with the child. F-6-2 is renewed every year until the child comes of age.',
  ko: '양육권 또는 가정법원이 제한하지 않은 면접교섭권, 그리고 자녀와 계속 교류하고 있다는 증빙을 준비하세요. F-6-2는 자녀가 성년이 될 때까지 매년 연장해요.',
};

const f63Caveat: Localized = {
  en: 'F-6-3 is only granted as a change of status inside Korea, never as a visa issued abroad.',
  ko: 'F-6-3은 국내에서 체류자격 변경으로만 받을 수 있으며, 해외에서 사증으로 발급되지 않아요.',
};

const korea = (a: WizardAnswers): VisaRecommendation => {
  if (a.marriage === 'married') return typeof a.inKorea === 'boolean' ? f61(a.inKorea) : { status: 'incomplete' };
  if (typeof a.raisingChild !== 'boolean' || typeof a.inKorea !== 'boolean') return { status: 'incomplete' };
  const f63Fits = endedWithoutFault(a.marriage) && a.inKorea;
  if (a.raisingChild) {
    return {
      status: 'recommended',
      code: 'F-6-2',
      alternatives: f63Fits ? ['F-6-3'] : [],
      reason: {
        en: 'You are raising a minor child born in your marriage with a Korean national: F-6-2 is the visa for that parent.',
        ko: '한국인과의 혼인 중에 태어난 미성년 자녀를 양육하고 있으므로, 그 부모를 위한 F-6-2가 맞아요.',
      },
      caveats: f63Fits ? [f62Caveat, f63Caveat] : [f62Caveat],
      nextSteps: ['child-documents', 'ask-1345'],
      sources: [visaSources.f62, visaSources.subtypes],
    };
  }
  if (f63Fits) {
    return {
      status: 'recommended',
      code: 'F-6-3',
      alternatives: [],
      reason: {
        en: "Your marriage ended through no fault of yours (the spouse's death or disappearance, or a divorce the Korean spouse was responsible for) while you lived in Korea: F-6-3 lets you stay.",
        ko: '한국에서 생활하던 중 본인의 귀책사유 없이(배우자의 사망·실종 또는 초청인의 책임으로 인한 이혼) 혼인이 끝났으므로 F-6-3으로 체류할 수 있어요.',
      },
      caveats: [
        f63Caveat,
        {
          en: "Bring evidence of why the marriage ended, such as the divorce judgment or the spouse's death certificate.",
          ko: '이혼 판결문이나 배우자의 사망 증명서 등 혼인이 끝난 사유를 보여 주는 서류를 준비하세요.',
        },
      ],
      nextSteps: ['change-status-in-korea', 'ask-1345'],
      sources: [visaSources.subtypes],
    };
  }
  if (endedWithoutFault(a.marriage)) {
    return {
      status: 'none',
      reason: {
        en: 'F-6-3 would fit how your marriage ended, but it is only granted as a change of status to someone living in Korea; it is never issued as a visa abroad.',
        ko: '혼인이 끝난 사유는 F-6-3에 해당하지만, F-6-3은 한국에 체류 중인 사람의 체류자격 변경으로만 허가되며 해외에서 사증으로 발급되지 않아요.',
      },
      nextSteps: ['ask-1345'],
      sources: [visaSources.subtypes],
    };
  }
  return {
    status: 'none',
    reason: {
      en: 'No F-6 sub-type fits: after a divorce that was not the Korean spouse’s responsibility, and without a child of the marriage to raise, F-6 does not continue. Ask the immigration contact centre about other statuses.',
      ko: '해당하는 F-6 세부 자격이 없어요. 초청인의 책임이 아닌 이혼이고 양육할 자녀가 없으면 F-6을 유지할 수 없어요. 다른 체류자격은 외국인종합안내센터에 문의하세요.',
    },
    nextSteps: ['ask-1345'],
    sources: [visaSources.subtypes],
  };
};

const us = (a: WizardAnswers): VisaRecommendation => {
  if (a.marriage !== 'married') {
    return {
      status: 'none',
      reason: {
        en: 'The US spouse visas (CR-1 and IR-1) are for a couple who are married now. With the marriage ended, neither applies.',
        ko: '미국 배우자 이민비자(CR-1, IR-1)는 현재 혼인 중인 부부를 위한 것이에요. 혼인이 끝났다면 해당하지 않아요.',
      },
      nextSteps: [],
      sources: [visaSources.usSpouse],
    };
  }
  if (!answered(a, 'yearsMarried')) return { status: 'incomplete' };
  const conditional = (a.yearsMarried as number) < 2;
  return {
    status: 'recommended',
    code: conditional ? 'CR-1' : 'IR-1',
    alternatives: [],
    reason: conditional
      ? {
          en: 'Married less than 2 years: the immigrant visa is CR-1, with a 2-year conditional green card. Remove the conditions in the 90 days before the second anniversary of entry.',
          ko: '혼인 2년 미만이면 CR-1이며, 2년 조건부 영주권이 나와요. 입국 2주년 전 90일 이내에 조건 해제를 신청하세요.',
        }
      : {
          en: 'Married 2 years or more: the immigrant visa is IR-1, and the green card carries no 2-year condition.',
          ko: '혼인 2년 이상이면 IR-1이며, 영주권에 2년 조건이 붙지 않아요.',
        },
    caveats: [
      {
        en: 'The 2 years count at the date of entry to the US: if the second anniversary passes before entry, CR-1 becomes IR-1.',
        ko: '2년은 미국 입국일 기준이에요. 입국 전에 혼인 2주년이 지나면 CR-1이 아니라 IR-1이 돼요.',
      },
      {
        en: 'The US citizen starts with Form I-130; the same relationship evidence you gather for Korea can be reused.',
        ko: '미국 시민 배우자가 I-130 청원서를 제출하는 것으로 시작하며, 한국용으로 모은 관계 입증 자료를 다시 활용할 수 있어요.',
      },
    ],
    nextSteps: ['file-i130', 'relationship-evidence'],
    sources: [visaSources.usSpouse, visaSources.i130],
  };
};

/**
 * Living together in a country other than Korea or the US is that country's spouse visa, which the app
 * does not know: it says so rather than offer a Korean or US visa that does not apply (D28).
 */
const abroad = (): VisaRecommendation => ({
  status: 'none',
  reason: {
    en: 'To live together in another country, the foreign spouse applies for that country’s spouse or family visa, not a Korean one; its embassy or immigration office says which. If you will live in Korea later, choose Korea here: the F-6 is for living in Korea.',
    ko: '다른 나라에서 함께 살려면 그 나라의 배우자 또는 가족 비자를 신청해야 하고, 한국 비자는 해당하지 않아요. 어떤 비자인지는 그 나라의 대사관이나 출입국 기관에 문의하세요. 나중에 한국에서 살 계획이면 여기서 한국을 골라 주세요. F-6은 한국에서 살기 위한 비자예요.',
  },
  nextSteps: [],
  sources: [visaSources.subtypes],
});

/** The recommendation for the answers so far (domain brief sections 1 and 9). */
export const recommendVisa = (a: WizardAnswers): VisaRecommendation => {
  if (!a.livingIn || !a.marriage) return { status: 'incomplete' };
  if (a.livingIn === 'abroad') return abroad();
  return a.livingIn === 'us' ? us(a) : korea(a);
};
