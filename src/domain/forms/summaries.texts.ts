import { t } from './texts-common';
import type { FormId, FormSummary } from './types';

/**
 * Each form's official name and what it is, for the forms overview (/f6): kept apart from the
 * questions' words so that page loads only these.
 */
export const formSummaries: Record<FormId, FormSummary> = {
  'personal-guarantee': {
    officialName: t('Letter of Guarantee', '신원보증서'),
    description: t(
      'The Korean spouse guarantees the foreign spouse: that they obey Korean law, and that the guarantor pays their departure, stay or detention costs if they cannot. The form is bilingual (Korean front, English back); fill it in Korean.',
      '초청인이 외국인 배우자의 신원을 보증하는 서류예요. 법규 준수와, 외국인이 부담하지 못하는 출국여비 및 체류·보호 비용의 지급을 보증해요. 양식은 한국어(앞쪽)와 영어(뒤쪽)로 되어 있으며 한국어로 작성해요.',
    ),
  },
  'invitation-letter': {
    officialName: t('Invitation of a Foreign Spouse', '외국인 배우자 초청장'),
    description: t(
      'The Korean spouse (sponsor) writes this 9-page invitation in Korean. It covers how you met and married, your marital history, income, housing, how you communicate, the marriage guidance programme, information exchange and criminal record. Answer every question that applies and attach proof; where you cannot meet a requirement, attach a statement of reasons (사유서).',
      '국내 초청인(한국인 배우자)이 한국어로 작성하는 9쪽 분량의 초청장이에요. 교제 및 혼인경위, 혼인경력, 소득, 주거, 의사소통, 국제결혼 안내프로그램, 정보 제공, 범죄경력을 다뤄요. 해당하는 모든 질문에 답하고 입증서류를 제출하며, 요건을 갖추지 못한 경우 사유서를 제출해요.',
    ),
  },
  'spouse-information': {
    officialName: t('Personal Details Form for a Marriage Migrant Visa', '외국인 배우자의 결혼배경 진술서'),
    description: t(
      "The foreign spouse fills in this 4-page bilingual form, in Korean or English. It asks about your identity, your family and marital history, earlier visits to Korea and any help you received. It does not ask how you met: that is in your spouse's invitation.",
      '외국인 배우자(신청인)가 한국어 또는 영어로 작성하는 4쪽 분량의 한영 병기 양식이에요. 인적사항, 가족 및 혼인관계, 과거 입국경력, 작성 시 도움 여부를 물어요. 만나게 된 경위는 묻지 않으며, 이는 배우자의 초청장에 적어요.',
    ),
  },
};
