import type { FormLayout, RowBlock } from '../layout-types';
import { label, notice, option, p, plainRow, row, signature, text, check, words } from './build';

/**
 * 신원보증서, 별지 제129호서식 <개정 2022. 2. 7.>: one sheet, Korean front (앞쪽) and English back
 * (뒤쪽) with the same boxes. Labels and pre-printed text as in the form text (official-forms.md
 * §4, source S1). Items 1–25 are the inventory's numbers; the form itself prints no numbers.
 * The front carries the Korean answers, the back the Latin-letter versions (D26; its items keyed
 * `en.<item>`, items/personal-guarantee-en.ts), a box left empty where only a Korean one is held.
 */

/** The item a box shows: the front's, or the back's own `en.` version. */
const k = (en: boolean, item: string): string => (en ? `en.${item}` : item);

const sex = (en: boolean) => [option('male', en ? 'male' : '남'), option('female', en ? 'female' : '여')];

function applicantRows(en: boolean): RowBlock[] {
  const L = (ko: string, e: string) => (en ? e : ko);
  return [
    row(
      11,
      label(0.13, L('성', 'Family name')),
      text(0.27, k(en, '1')),
      label(0.1, L('명', 'Given names')),
      text(0.22, k(en, '2')),
      label(0.1, L('漢字', 'Name in Chinese character')),
      text(0.18, k(en, '3')),
    ),
    row(
      11,
      label(0.13, L('생년월일', 'Date of birth')),
      text(0.37, k(en, '4')),
      label(0.12, L('성별', 'Sex')),
      check(0.38, k(en, '5'), sex(en)),
    ),
    row(
      11,
      label(0.13, L('국적', 'Nationality')),
      text(0.37, k(en, '6')),
      label(0.12, L('여권번호', 'Passport No.')),
      text(0.38, k(en, '7')),
    ),
    row(
      14,
      label(0.13, L('대한민국 주소', 'Address in Korea')),
      text(0.37, k(en, '8')),
      label(0.12, L('전화번호', 'Telephone No.')),
      text(0.38, k(en, '9')),
    ),
    row(11, label(0.13, L('체류목적', 'Purpose of sojourn')), text(0.87, k(en, '10'))),
  ];
}

function guarantorRows(en: boolean): RowBlock[] {
  const L = (ko: string, e: string) => (en ? e : ko);
  return [
    row(7, words(1, L('가. 인적사항', 'a. Personal information'))),
    row(
      11,
      label(0.16, L('성명', 'Full name')),
      text(0.34, k(en, '11')),
      label(0.14, L('漢字', 'Name in Chinese character')),
      text(0.36, k(en, '12')),
    ),
    row(
      11,
      label(0.16, L('국적', 'Nationality')),
      text(0.34, k(en, '13')),
      label(0.14, L('성별', 'Sex')),
      check(0.36, k(en, '14'), sex(en)),
    ),
    row(
      12,
      label(0.16, L('여권번호 또는 생년월일', 'Passport Number or Date of Birth')),
      text(0.34, k(en, '15')),
      label(0.14, L('전화번호', 'Phone No.')),
      text(0.36, k(en, '16')),
    ),
    row(14, label(0.16, L('주소', 'Address')), text(0.84, k(en, '17'))),
    row(11, label(0.16, L('피보증인과의 관계', 'Relationship to applicant')), text(0.84, k(en, '18'))),
    row(
      12,
      label(0.16, L('근무처', 'Company or organization you work for')),
      text(0.34, k(en, '19')),
      label(0.14, L('직위', 'Job position')),
      text(0.36, k(en, '20')),
    ),
    row(
      14,
      label(0.16, L('근무처 주소', 'Work address')),
      text(0.34, k(en, '21')),
      label(0.14, L('비고', 'Note')),
      text(0.36, k(en, '22')),
    ),
    row(
      7,
      words(
        1,
        L(
          '나. 보증기간(보증기간의 최장기간은 4년으로 한다)',
          'b. Period of guarantee(The period of guarantee shall not exceed 4 years)',
        ),
      ),
    ),
    row(10, text(1, k(en, '23'))),
    row(
      en ? 30 : 24,
      words(
        1,
        en
          ? 'c. I shall guarantee the following items:\n    (1) I shall ensure that the applicant abides by competent laws and regulations of Korea.\n    (2) I shall shoulder the travel expenses for the applicant’s return if he/she is unable to pay them.\n    (3) I shall shoulder the expenses arising from the applicant’s stay or detention in Korea if he/she is unable to pay them.'
          : '다. 보증내용\n    (1) 체류 중 제반 법규를 준수하도록 한다.\n    (2) 출국여비 및 이와 관련된 비용에 대한 지급책임을 부담한다.\n    (3) 체류 또는 보호 중 발생되는 비용에 대한 지급책임을 부담한다.',
      ),
    ),
  ];
}

function side(en: boolean): FormLayout['pages'][number] {
  return {
    mark: en ? '(뒤쪽)' : '(앞쪽)',
    blocks: [
      { type: 'title', text: p(en ? 'Letter of Guarantee' : '신 원 보 증 서'), heightMm: 16 },
      notice(en ? '※ Tick [√] where applicable.' : '※ [ ]에는 해당하는 곳에 √ 표시를 합니다.', undefined, {
        heightMm: 6,
      }),
      {
        type: 'group',
        label: en ? p('Applicant', '(a foreign national entering Korea)') : p('피보증\n외국인'),
        labelWidth: 0.12,
        rows: applicantRows(en),
      },
      { type: 'group', label: p(en ? 'Guarantor' : '신원보증인'), labelWidth: 0.12, rows: guarantorRows(en) },
      { type: 'space', heightMm: 4 },
      notice(
        en
          ? 'I hereby declare that the above statements are true and correct.'
          : '위 신원보증인은 피보증외국인이 대한민국에 체류함에 있어서 그 신원에 이상이 없음을 확인하고 위 사항을 보증합니다.',
        undefined,
        { fontPt: 9, heightMm: 12 },
      ),
      plainRow(
        10,
        words(0.5, ''),
        label(0.12, en ? 'Year Month Day' : '년 월 일', undefined, { shade: false, align: 'center' }),
        text(0.38, k(en, '24'), { align: 'center' }),
      ),
      plainRow(
        14,
        words(0.3, ''),
        label(0.16, en ? 'Guarantor' : '신원보증인', undefined, { shade: false, align: 'center' }),
        text(0.26, k(en, '25'), { align: 'center' }),
        signature(0.28, en ? '(signature or seal)' : '(서명 또는 인)'),
      ),
    ],
  };
}

/** Each item again for the English back, where a box left empty is a Latin version to ask for (D26). */
function withEnglishSide(items: FormLayout['items']): FormLayout['items'] {
  const back = items.map((item) => ({
    ...item,
    key: k(true, item.key),
    label: p(`뒤쪽(영문) ${item.label.ko}`, `English side: ${item.label.en ?? item.label.ko}`),
  }));
  return [...items, ...back];
}

export const personalGuaranteeLayout: FormLayout = {
  id: 'personal-guarantee',
  name: p('신원보증서', 'Letter of Guarantee'),
  header: '■ 출입국관리법 시행규칙 [별지 제129호서식] <개정 2022. 2. 7.>',
  footer: '210mm×297mm[백상지 80g/㎡(재활용품)]',
  answerLanguage: 'ko',
  pages: [side(false), side(true)],
  items: withEnglishSide([
    { key: '1', label: p('피보증 외국인: 성', 'Applicant: Family name') },
    { key: '2', label: p('피보증 외국인: 명', 'Applicant: Given names') },
    { key: '3', label: p('피보증 외국인: 漢字', 'Applicant: Name in Chinese character'), optional: true },
    { key: '4', label: p('피보증 외국인: 생년월일', 'Applicant: Date of birth') },
    { key: '5', label: p('피보증 외국인: 성별', 'Applicant: Sex') },
    { key: '6', label: p('피보증 외국인: 국적', 'Applicant: Nationality') },
    { key: '7', label: p('피보증 외국인: 여권번호', 'Applicant: Passport No.') },
    { key: '8', label: p('피보증 외국인: 대한민국 주소', 'Applicant: Address in Korea') },
    { key: '9', label: p('피보증 외국인: 전화번호', 'Applicant: Telephone No.') },
    { key: '10', label: p('피보증 외국인: 체류목적', 'Applicant: Purpose of sojourn') },
    { key: '11', label: p('신원보증인: 성명', 'Guarantor: Full name') },
    { key: '12', label: p('신원보증인: 漢字', 'Guarantor: Name in Chinese character'), optional: true },
    { key: '13', label: p('신원보증인: 국적', 'Guarantor: Nationality') },
    { key: '14', label: p('신원보증인: 성별', 'Guarantor: Sex') },
    { key: '15', label: p('신원보증인: 여권번호 또는 생년월일', 'Guarantor: Passport Number or Date of Birth') },
    { key: '16', label: p('신원보증인: 전화번호', 'Guarantor: Phone No.') },
    { key: '17', label: p('신원보증인: 주소', 'Guarantor: Address') },
    { key: '18', label: p('신원보증인: 피보증인과의 관계', 'Guarantor: Relationship to applicant') },
    { key: '19', label: p('신원보증인: 근무처', 'Guarantor: Company or organization you work for') },
    { key: '20', label: p('신원보증인: 직위', 'Guarantor: Job position'), optional: true },
    { key: '21', label: p('신원보증인: 근무처 주소', 'Guarantor: Work address'), optional: true },
    { key: '22', label: p('신원보증인: 비고', 'Guarantor: Note'), optional: true },
    { key: '23', label: p('나. 보증기간', 'b. Period of guarantee') },
    { key: '24', label: p('작성일 (년 월 일)', 'Date') },
    { key: '25', label: p('신원보증인 성명', 'Guarantor (name)') },
  ]),
};
