import type { Localized, Source } from '../common';
import { countryInProse, normalizeNationality } from '../eligibility/nationality';
import { guideSources } from './sources';
import { tbHighRiskCountries } from './tb-countries';

/** The exemptions from the health and criminal-record exchange, worded as the sources say (section 14 D9). */
export { couplesExemptions as healthExemptionRoutes } from '../timeline/couples-exemptions';

export type SubmittingFrom = 'us' | 'korea' | 'other';

export type HealthInputs = {
  /** Country code or name, e.g. 'US'. */
  applicantNationality: string;
  submittingFrom: SubmittingFrom;
  pregnancy: boolean;
  /** The user says the applicant is a TB high-risk case (also true when the nationality is on the list). */
  tbHighRisk: boolean;
  /** Health certificates for this application are already in hand and were issued within 6 months. */
  priorHealthCertWithinValidity: boolean;
};

/** The spec's section 9 defaults. */
export const healthDefaults: HealthInputs = {
  applicantNationality: 'US',
  submittingFrom: 'us',
  pregnancy: false,
  tbHighRisk: false,
  priorHealthCertWithinValidity: false,
};

/** The spec's ExemptionStatus.healthCheck. */
export type HealthCheckExemption = 'required' | 'exempt' | 'tb-test-only';

/** Validity windows, counted back from the visa application (brief 5.5). */
export const healthValidityMonths = { healthCertificate: 6, tbCertificate: 3 } as const;

export { tbHighRiskCountries };
export const tbHighRiskSource: Source = guideSources.tbList;

export const isTbHighRiskNationality = (nationality: string | null | undefined): boolean => {
  const code = normalizeNationality(nationality);
  return code !== undefined && tbHighRiskCountries.includes(code);
};

export type HealthRequirementId = 'applicant-health-certificate' | 'sponsor-health-certificate' | 'tb-certificate';
/** 'depends': the applicant's nationality is not known yet, and the requirement follows from it. */
export type HealthRequirementStatus = 'required' | 'in-hand' | 'may-be-exempt' | 'not-required' | 'depends';

export type HealthRequirement = {
  id: HealthRequirementId;
  status: HealthRequirementStatus;
  title: Localized;
  detail: Localized;
  validityMonths?: number;
  source: Source;
};

export type HealthNote = { id: 'pregnancy-x-ray' | 'korea-tb-recheck'; text: Localized; source: Source };

export type HealthGuide = {
  tbRequired: boolean;
  healthCheck: HealthCheckExemption;
  requirements: HealthRequirement[];
  notes: HealthNote[];
};

const withDefaults = (inputs: Partial<HealthInputs>): HealthInputs => ({ ...healthDefaults, ...inputs });

export const isTbCertificateRequired = (inputs: Partial<HealthInputs>): boolean => {
  const i = withDefaults(inputs);
  return i.tbHighRisk || isTbHighRiskNationality(i.applicantNationality);
};

/**
 * ExemptionStatus.healthCheck: general certificates already in hand leave only the TB certificate
 * for high-risk nationals; otherwise nothing. Pregnancy does not (section 14 D9): both certificates
 * stay planned and the guide says to confirm the exemption with the mission. Else required.
 */
export const healthCheckExemption = (inputs: Partial<HealthInputs>): HealthCheckExemption => {
  const i = withDefaults(inputs);
  // Section 14 D9: pregnancy is "confirm with the mission", never a silent drop of both certificates.
  if (!i.priorHealthCertWithinValidity) return 'required';
  return isTbCertificateRequired(i) ? 'tb-test-only' : 'exempt';
};

const contents: Localized = {
  en: 'It must cover the civil-service physical items including mental illness, plus STDs and HIV/AIDS (the Greece consulate lists a chest X-ray, blood and urine tests). Issued within 6 months of the application.',
  ko: '공무원 채용 신체검사 항목(정신질환 포함)과 성병, HIV/AIDS가 포함되어야 해요(그리스 영사관은 흉부 X선, 혈액·소변 검사를 명시). 신청일 기준 6개월 이내 발급분이어야 해요.',
};

const certificate = (
  id: 'applicant-health-certificate' | 'sponsor-health-certificate',
  i: HealthInputs,
  title: Localized,
  where: Localized,
): HealthRequirement => {
  if (i.priorHealthCertWithinValidity) {
    return {
      id,
      status: 'in-hand',
      title,
      detail: {
        en: 'Already in hand: check it was issued within 6 months of the application date.',
        ko: '이미 발급받았어요. 신청일 기준 6개월 이내 발급분인지 확인하세요.',
      },
      validityMonths: healthValidityMonths.healthCertificate,
      source: guideSources.healthExchange,
    };
  }
  if (i.pregnancy) {
    return {
      id,
      status: 'may-be-exempt',
      title,
      detail: {
        en: 'Pregnancy is listed as a humanitarian ground for exemption from the health and criminal-record exchange, but the source text is partly cut off. Confirm with the consulate before skipping it.',
        ko: '임신은 건강·범죄경력 정보 교환의 인도적 면제 사유로 나와 있으나 자료 원문이 일부 잘려 있어요. 생략하기 전에 영사관에 확인하세요.',
      },
      validityMonths: healthValidityMonths.healthCertificate,
      source: guideSources.healthExemptions,
    };
  }
  return {
    id,
    status: 'required',
    title,
    detail: { en: `${where.en} ${contents.en}`, ko: `${where.ko} ${contents.ko}` },
    validityMonths: healthValidityMonths.healthCertificate,
    source: guideSources.healthExchange,
  };
};

const tbTitle: Localized = { en: 'TB certificate (applicant)', ko: '결핵 진단서(신청인)' };

/** The TB certificate follows the applicant's nationality (section 14 D6); unknown says so. */
const tbRequirement = (required: boolean, nationalityUnknown: boolean, name: Localized): HealthRequirement => {
  if (required) {
    return {
      id: 'tb-certificate',
      status: 'required',
      title: tbTitle,
      detail: {
        en: 'Required for TB high-risk nationals: from a hospital the Korean mission designates, with a chest X-ray, issued within 3 months. Children under 6 are exempt.',
        ko: '결핵 고위험국 국민은 필수예요. 재외공관 지정 병원에서 흉부 X선 검사를 포함해 3개월 이내에 발급받아야 해요. 6세 미만은 면제예요.',
      },
      validityMonths: healthValidityMonths.tbCertificate,
      source: guideSources.tbList,
    };
  }
  if (nationalityUnknown) {
    return {
      id: 'tb-certificate',
      status: 'depends',
      title: tbTitle,
      detail: {
        en: "Needed only if the applicant's nationality is on the list of 35 TB high-risk countries (for example Vietnam, China or the Philippines; the United States is not). Give the nationality in the eligibility check and this guide says which.",
        ko: '신청인 국적이 결핵 고위험국 35개국에 해당할 때만 필요해요(예: 베트남, 중국, 필리핀. 미국은 해당 없음). 자격 확인에서 국적을 알려 주시면 이 가이드가 필요 여부를 알려 드려요.',
      },
      validityMonths: healthValidityMonths.tbCertificate,
      source: guideSources.tbList,
    };
  }
  return {
    id: 'tb-certificate',
    status: 'not-required',
    title: tbTitle,
    detail: {
      en: `Not required: nationals of ${name.en} are not on the list of 35 TB high-risk countries, so the general health certificate is enough.`,
      ko: `해당 없음: ${name.ko} 국민은 결핵 고위험국 35개국 대상이 아니므로 일반 건강진단서로 충분해요.`,
    },
    source: guideSources.tbList,
  };
};

/** Where the applicant's own certificate comes from depends on where they apply (brief 5.5). */
const applicantWhere: Record<SubmittingFrom, Localized> = {
  us: {
    en: 'Any health certificate valid in the US: the US consulates designate no hospital.',
    ko: '미국에서 유효한 건강진단서면 돼요. 미국의 영사관은 병원을 지정하지 않아요.',
  },
  other: {
    en: 'A health certificate valid in the country you apply from. The Korean mission there may designate hospitals: ask it before booking.',
    ko: '신청하는 나라에서 유효한 건강진단서여야 해요. 그 나라의 재외공관이 병원을 지정할 수 있으니 예약 전에 재외공관에 확인하세요.',
  },
  korea: {
    en: 'Applying in Korea: ask the immigration office (1345 hotline) which health certificate it accepts.',
    ko: '국내에서 신청한다면 어떤 건강진단서를 받는지 출입국·외국인관서(1345)에 확인하세요.',
  },
};

/** What the couple must do about health for the F-6-1 application (brief 5.5, 7.3). */
export const healthRequirements = (inputs: Partial<HealthInputs> = {}): HealthGuide => {
  const i = withDefaults(inputs);
  const tbRequired = isTbCertificateRequired(i);
  const code = normalizeNationality(i.applicantNationality);
  const name = code ? countryInProse(code) : { en: 'your country', ko: '신청인 국적국' };

  const tb = tbRequirement(tbRequired, code === undefined, name);

  const notes: HealthNote[] = [];
  if (i.pregnancy) {
    notes.push({
      id: 'pregnancy-x-ray',
      text: {
        en: 'The health check and the TB certificate include a chest X-ray. Tell the doctor about the pregnancy before any X-ray, and ask the consulate whether the humanitarian exemption applies to you.',
        ko: '건강진단서와 결핵 진단서에는 흉부 X선 검사가 포함돼요. X선 촬영 전에 의사에게 임신 사실을 알리고, 인도적 면제가 적용되는지 영사관에 문의하세요.',
      },
      source: guideSources.healthExemptions,
    });
  }
  if (i.submittingFrom === 'korea' && tbRequired) {
    notes.push({
      id: 'korea-tb-recheck',
      text: {
        en: 'In Korea: since December 1, 2022, TB high-risk nationals who spent 6+ consecutive months in a high-risk country in the past year submit a new TB certificate at a change of status or extension.',
        ko: '국내 신청: 2022년 12월 1일부터 결핵 고위험국 국민이 최근 1년간 고위험국에 6개월 이상 연속 체류했다면 체류자격 변경·연장 시 결핵 진단서를 새로 제출해야 해요.',
      },
      source: guideSources.tbList,
    });
  }

  return {
    tbRequired,
    healthCheck: healthCheckExemption(i),
    requirements: [
      certificate(
        'applicant-health-certificate',
        i,
        { en: 'Health certificate (applicant)', ko: '건강진단서(신청인)' },
        applicantWhere[i.submittingFrom],
      ),
      certificate(
        'sponsor-health-certificate',
        i,
        { en: 'Health certificate (sponsor)', ko: '건강진단서(초청인)' },
        {
          en: 'From a hospital-level institution, a public health center, or an institution that does civil-service hiring physicals.',
          ko: '병원급 의료기관, 보건소 또는 공무원 채용 신체검사 기관에서 발급받으세요.',
        },
      ),
      tb,
    ],
    notes,
  };
};
