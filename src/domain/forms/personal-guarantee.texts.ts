import { withKoTitle } from '../source-titles-ko';
import { t, sexLabels } from './texts-common';
import type { FormTexts } from './types';

const shared = {
  dateOfBirth: { label: t('Date of birth', '생년월일') },
  sex: { label: t('Sex', '성별'), options: sexLabels },
};
/**
 * The words of the personal guarantee form (personal-guarantee.ts): what the wizard, the review and the final step show.
 * Keyed by the structure's ids; tests/domain/forms/texts.test.ts checks both match.
 */
export const personalGuaranteeTexts: FormTexts = {
  sections: {
    applicant: t('Applicant (the foreign national entering Korea)', '피보증 외국인'),
    guarantor: t('Guarantor: personal information', '신원보증인: 인적사항'),
    period: t('Period of guarantee', '보증기간'),
    signature: t('Date and signature', '작성일 및 서명'),
  },
  source: withKoTitle({
    title: 'Immigration Act Enforcement Rule, form 129 (신원보증서), rev. February 7, 2022',
    url: 'https://www.law.go.kr/법령/출입국관리법시행규칙',
    asOf: '2026-11-22',
    note: 'Fields from the form text (S1), cross-checked with an independent field map (S4). Written in Korean per the Seattle consulate (S7).',
  }),
  questions: {
    'pg.applicant-name': {
      title: t("Your spouse's name as on the passport", '피보증 외국인(배우자)의 여권상 성명'),
      help: t(
        'The first block of the letter is about the person you guarantee: your foreign spouse. Write the family name (성) and the given names (명) exactly as printed on the passport, in capital Roman letters, in the same order.',
        '신원보증서의 첫 칸은 보증을 받는 외국인 배우자에 관한 것이에요. 여권에 적힌 그대로 성과 이름을 영문 대문자로 적으세요.',
      ),
      fields: {
        familyName: { label: t('Family name', '성'), placeholder: t('e.g. SMITH', '예: SMITH') },
        givenNames: { label: t('Given names', '명'), placeholder: t('e.g. JANE MARIE', '예: JANE MARIE') },
      },
    },
    'pg.applicant-hanja': {
      title: t("Your spouse's name in Chinese characters", '피보증 외국인의 한자 성명'),
      help: t(
        'Only if your spouse has a name written in Chinese characters (for example a Chinese, Taiwanese or Japanese national). Otherwise leave it blank.',
        '배우자에게 한자 이름이 있는 경우(예: 중국, 대만, 일본 국적자)에만 적어요. 없으면 비워 두세요.',
      ),
      fields: {
        hanjaName: { label: t('Name in Chinese characters', '한자 성명') },
      },
    },
    'pg.applicant-birth-sex': {
      title: t("Your spouse's date of birth and sex", '피보증 외국인의 생년월일과 성별'),
      help: t(
        "Copy the date of birth and sex from your spouse's passport.",
        '배우자 여권에 적힌 생년월일과 성별을 그대로 적으세요.',
      ),
      fields: {
        dateOfBirth: shared.dateOfBirth,
        sex: shared.sex,
      },
    },
    'pg.applicant-nationality': {
      title: t("Your spouse's nationality", '피보증 외국인의 국적'),
      help: t(
        'The country of the passport your spouse will use for the visa, written in Korean, for example 미국 for the United States.',
        '사증 신청에 사용할 여권의 국적을 한국어로 적어요. 예: 미국',
      ),
      fields: {
        nationality: { label: t('Nationality', '국적'), placeholder: t('e.g. 미국', '예: 미국') },
      },
    },
    'pg.applicant-passport': {
      title: t("Your spouse's passport number", '피보증 외국인의 여권번호'),
      help: t(
        'The passport number exactly as printed, letters and digits, without spaces. Use the passport your spouse will apply with.',
        '사증을 신청할 여권의 번호를 띄어쓰기 없이 그대로 적어요.',
      ),
      fields: {
        passportNumber: { label: t('Passport number', '여권번호') },
      },
    },
    'pg.applicant-korea-address': {
      title: t("Your spouse's address in Korea", '피보증 외국인의 대한민국 주소'),
      help: t(
        'Where your spouse will live in Korea. For a marriage visa this is normally the home you will share, the same address as in the invitation (item 5.1). Write it in Korean as on a Korean address record.',
        '배우자가 한국에서 거주할 주소예요. 결혼이민의 경우 보통 부부가 함께 살 집으로, 초청장 5.1의 주소와 같아요. 한국어 주소로 적으세요.',
      ),
      fields: {
        address: { label: t('Address in Korea', '대한민국 주소') },
      },
    },
    'pg.applicant-phone': {
      title: t("Your spouse's phone number", '피보증 외국인의 전화번호'),
      help: t(
        'A number where your spouse can be reached. If your spouse has no Korean number yet, give the current one with the country code, e.g. +84 91 234 5678.',
        '배우자에게 연락할 수 있는 번호예요. 아직 한국 번호가 없으면 국가번호를 포함한 현재 번호를 적어요. 예: +84 91 234 5678',
      ),
      fields: {
        phone: { label: t('Telephone number', '전화번호') },
      },
    },
    'pg.applicant-purpose': {
      title: t('Purpose of stay', '체류목적'),
      help: t(
        'Why your spouse will stay in Korea. For a marriage-migrant visa write 결혼동거 (living together as a married couple), optionally with the visa type, e.g. "결혼동거 (F-6)".',
        '배우자가 한국에 체류하는 목적이에요. 결혼이민 사증의 경우 "결혼동거" 또는 "결혼동거 (F-6)"처럼 적어요.',
      ),
      fields: {
        purpose: { label: t('Purpose of stay', '체류목적'), placeholder: t('결혼동거 (F-6)', '결혼동거 (F-6)') },
      },
    },
    'pg.guarantor-name': {
      title: t('Your full name (guarantor)', '신원보증인(본인)의 성명'),
      help: t(
        'You, the Korean spouse, are the guarantor: the law makes the spouse who invites a foreign spouse the guarantor. Write your name in Korean as on your family relation register. Add your name in Chinese characters (漢字) only if you have one.',
        '외국인 배우자를 초청하는 초청인이 법에 따라 신원보증인이 돼요. 가족관계등록부에 적힌 한글 성명을 적고, 한자 성명이 있으면 함께 적으세요.',
      ),
      fields: {
        fullName: { label: t('Full name', '성명') },
        hanjaName: { label: t('Name in Chinese characters (if any)', '한자 성명 (있는 경우)') },
      },
    },
    'pg.guarantor-nationality-sex': {
      title: t('Your nationality and sex', '신원보증인의 국적과 성별'),
      help: t(
        'For a Korean citizen write 대한민국 (Republic of Korea).',
        '대한민국 국민은 국적란에 "대한민국"이라고 적어요.',
      ),
      fields: {
        nationality: { label: t('Nationality', '국적'), placeholder: t('대한민국', '대한민국') },
        sex: shared.sex,
      },
    },
    'pg.guarantor-id': {
      title: t('Your date of birth or passport number', '신원보증인의 여권번호 또는 생년월일'),
      help: t(
        'The form asks for a passport number OR a date of birth. A Korean guarantor normally gives the date of birth. The form does not ask for your resident registration number; do not write it.',
        '여권번호 또는 생년월일 중 하나를 적는 칸이에요. 한국인 보증인은 보통 생년월일을 적어요. 주민등록번호는 요구하지 않으므로 적지 마세요.',
      ),
      fields: {
        dateOfBirth: shared.dateOfBirth,
        passportNumber: { label: t('Passport number (optional)', '여권번호 (선택)') },
      },
    },
    'pg.guarantor-phone': {
      title: t('Your phone number', '신원보증인의 전화번호'),
      help: t(
        'A number where the immigration office can reach you, usually your mobile, e.g. 010-1234-5678.',
        '출입국 기관이 연락할 수 있는 번호로, 보통 휴대전화 번호를 적어요. 예: 010-1234-5678',
      ),
      fields: {
        phone: { label: t('Phone number', '전화번호') },
      },
    },
    'pg.guarantor-address': {
      title: t('Your address', '신원보증인의 주소'),
      help: t(
        'Your current address, in Korean. The Enforcement Rule (Art. 77) expects a guarantor to have an address in Korea. If you live abroad, ask the consulate how to handle this before you sign.',
        '현재 주소를 한국어로 적어요. 시행규칙 제77조는 신원보증인이 국내에 주소를 두도록 하고 있으므로, 해외에 거주하는 경우 서명 전에 영사관에 확인하세요.',
      ),
      fields: {
        address: { label: t('Address', '주소') },
      },
    },
    'pg.guarantor-relationship': {
      title: t('Your relationship to the person you guarantee', '피보증인과의 관계'),
      help: t('For a marriage visa write 배우자 (spouse).', '결혼이민 사증의 경우 "배우자"라고 적어요.'),
      fields: {
        relationship: { label: t('Relationship', '관계'), placeholder: t('배우자', '배우자') },
      },
    },
    'pg.guarantor-employment': {
      title: t('Where you work and your position', '근무처와 직위'),
      help: t(
        'The name of your employer or business and your job title. If you are self-employed, write your business name; if you are not working, write 무직 (not employed).',
        '근무하는 회사나 사업장의 이름과 직위를 적어요. 자영업자는 상호를, 일하지 않는 경우 "무직"이라고 적어요.',
      ),
      fields: {
        workplace: { label: t('Company or organization', '근무처') },
        position: { label: t('Job position', '직위') },
        workplaceLatin: {
          label: t('Company or organization, in English (optional)', '근무처 영문 (선택)'),
          help: t(
            'For the English side of the letter. Left empty, that box stays blank: the Korean side is the one the consulate reads.',
            '신원보증서 영문 면에 쓰여요. 비워 두면 그 칸은 빈칸으로 남아요. 영사관은 한글 면을 봐요.',
          ),
        },
        positionLatin: { label: t('Job position, in English (optional)', '직위 영문 (선택)') },
      },
    },
    'pg.guarantor-work-address': {
      title: t('Work address', '근무처 주소'),
      help: t(
        'The address of your workplace. Leave it blank if you are not working.',
        '근무처의 주소예요. 일하지 않는 경우 비워 두세요.',
      ),
      fields: {
        workAddress: { label: t('Work address', '근무처 주소') },
        workAddressLatin: {
          label: t('Work address, in English (optional)', '근무처 주소 영문 (선택)'),
          help: t(
            'For the English side of the letter, as you would write it on an envelope from abroad.',
            '신원보증서 영문 면에 쓰여요. 해외에서 봉투에 쓰듯이 영문으로 적어요.',
          ),
        },
      },
    },
    'pg.guarantor-note': {
      title: t('Remarks', '비고'),
      help: t(
        'A free remarks box. Most guarantors leave it blank; you may add anything the officer should know, e.g. that you currently live abroad with your spouse.',
        '자유 기재란이에요. 대부분 비워 두며, 필요하면 심사에 참고할 사항(예: 현재 배우자와 해외 거주 중)을 적어요.',
      ),
      fields: {
        note: { label: t('Remarks', '비고') },
      },
    },
    'pg.guarantee-period': {
      title: t('Period of guarantee', '보증기간'),
      help: t(
        'How long you guarantee your spouse. For a marriage visa it must run at least 2 years from the date of entry, and the form caps it at 4 years. Because the entry date is not known yet, most guarantors write "입국일로부터 N년" (N years from entry). Choosing 4 years avoids renewing the guarantee early.',
        '배우자를 보증하는 기간이에요. 결혼이민의 경우 입국일부터 2년 이상이어야 하고, 최장 4년이에요. 입국일을 아직 모르므로 보통 "입국일로부터 N년"이라고 적어요. 4년으로 하면 보증서를 일찍 다시 낼 필요가 줄어들어요.',
      ),
      fields: {
        startsFrom: {
          label: t('The guarantee starts', '보증 시작'),
          options: { entry: t('On the date of entry', '입국일부터'), date: t('On a specific date', '특정 날짜부터') },
        },
        startDate: { label: t('Start date', '시작일') },
        years: { label: t('Length in years', '기간 (년)') },
      },
    },
    'pg.date-signature': {
      title: t('Date and signature', '작성일과 서명'),
      help: t(
        "The letter ends with the date and your signature or seal (서명 또는 인). Above it you confirm that nothing is wrong with your spouse's identity and that you guarantee the three pre-printed undertakings: that your spouse obeys Korean law, and that you pay the departure costs and the costs of the stay or detention if your spouse cannot. Sign the printed form by hand.",
        '마지막에 작성일을 적고 서명하거나 도장을 찍어요. 서명으로 피보증 외국인의 신원에 이상이 없음을 확인하고, 인쇄된 보증내용(법규 준수, 출국여비 및 체류·보호 비용 부담)을 보증하게 돼요. 출력한 양식에 직접 서명하세요.',
      ),
      fields: {
        date: { label: t('Date', '작성일') },
        guarantorName: { label: t('Name of the guarantor', '신원보증인 성명') },
        willSign: { label: t('I will sign or seal the printed form', '출력한 양식에 서명 또는 날인할게요') },
      },
    },
  },
};
