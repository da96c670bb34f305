import type { FormLayout } from '../layout-types';
import {
  check,
  checkBox,
  col,
  label,
  notice,
  option,
  p,
  question,
  plainRow,
  row,
  section,
  signature,
  space,
  table,
  text,
  words,
} from './build';

/**
 * 외국인 배우자의 결혼배경 진술서, 별지 제19호의3서식 <개정 2022. 4. 12.>: four pages, bilingual.
 * Labels and pre-printed text from the form text (official-forms.md §3, source S1). Table row
 * counts: 2.1 seven rows (부, 모 and five blank; LIKELY), 2.2 two, 3.1 three (printed), 2.4 and 4.1
 * three (GUESS: the text shows no row marks).
 */

const yesNoBi = (yesEn = 'Yes', yesKo = '예') => [option('yes', yesKo, yesEn), option('no', '아니오', 'No')];

const Q = (item: string, ko: string, en: string, answer?: ReturnType<typeof checkBox>, h = 8) =>
  question(item, ko, answer, h, en);

export const spouseInformationLayout: FormLayout = {
  id: 'spouse-information',
  name: p('외국인 배우자의 결혼배경 진술서', 'Personal Details Form for a Marriage Migrant Visa'),
  header: '■ 출입국관리법 시행규칙 [별지 제19호의3서식] <개정 2022. 4. 12.>',
  footer: '210mm×297mm[백상지 80g/㎡(재활용품)]',
  answerLanguage: 'ko-or-en',
  pages: [
    {
      mark: '(제1쪽 / Page1)',
      blocks: [
        {
          type: 'title',
          text: p('외국인 배우자의 결혼배경 진술서', '(Personal Details Form for a Marriage Migrant Visa)'),
          heightMm: 18,
        },
        notice(
          '[유의사항]\n① 이 진술서는 결혼동거 목적의 사증발급 또는 체류자격 변경허가를 받으려는 외국인(신청인)이 작성합니다.\n② 원칙적으로 이 서류에 기재된 정보에 따라 심사가 진행되니 영사 및 출입국관리공무원이 심사에 참고할 수 있도록 신청인께서는 해당하는 모든 질문에 답변하시고, 답변과 관련된 입증서류가 있는 경우 모두 제출하시기 바랍니다.\n③ 해당하는 답변을 누락하거나 입증서류를 제출하지 않은 경우에는 심사가 지연되거나 불허될 수 있습니다.\n④ 만약 사증발급이나 체류자격 변경허가에 필요한 요건을 갖추지 못하였거나 요건을 입증하는 서류가 없음에도 거짓된 사실을 기재하거나 위ㆍ변조된 서류를 제출하는 경우에는 관련 법령에 따라 처벌될 뿐만 아니라, 한국 입국이 금지될 수 있습니다.\n⑤ 요건을 갖추지 못하였거나 요건을 입증하는 서류가 없는 경우에는 그 사유를 기재한 사유서를 제출하여 주시기 바랍니다.\n⑥ 귀하께서 제공한 정보는 「개인정보 보호법」에 따라 보호되며, 「출입국관리법」에 따른 업무에만 활용됩니다.',
          undefined,
          { boxed: true, fontPt: 7.5 },
        ),
        notice(
          '[NOTICE]\n① This form must be completed by a person who apply for a marriage migrant visa or a change of visa status.\n② In principle, the evaluation of the visa application will be based on the information provided on this personal details form.\n - Therefore, the applicant should answer all questions to the best of his/her knowledge and submit relevant documentation in order for the consul or the immigration officer to use it as a reference.\n③ If a necessary answer has been omitted or any relevant documentation has not been submitted, the application process may be delayed or result in a disapproval.\n④ If conditions are not met for the visa or falsified information and/or documentation are forged to meet the conditions required to receive the visa, you will be not only penalized under the relevant statute, but also banned from entering the Republic of Korea.\n⑤ If you are unable to provide proper documentation, submit a statement stating the reason.\n⑥ The information you provide in this form will be protected according to the Personal Information Protection Act, and will only be used for matters governed by the Immigration Act.',
          undefined,
          { boxed: true, fontPt: 7 },
        ),
        space(3),
        section('1', '인적사항 / PERSONAL INFORMATION'),
        row(
          10,
          label(
            0.64,
            '1.1 여권에 기재된 영문 성명 / Full name in English and Date of birth (as shown in your passport)',
            undefined,
            { fontPt: 8 },
          ),
          label(0.36, '1.2 성별 / Sex'),
        ),
        row(
          10,
          label(0.22, '성', 'Family name'),
          text(0.42, '1.1#family'),
          check(0.36, '1.2', [option('male', '남', 'Male'), option('female', '여', 'Female')]),
        ),
        row(10, label(0.22, '명', 'Given name'), text(0.42, '1.1#given'), words(0.36, '')),
        row(10, label(0.22, '생년월일', 'Date of birth'), text(0.42, '1.1#dob'), words(0.36, '')),
        Q('1.3', '현지 언어로 성명을 기재하시오.', 'Full name in your native language'),
        row(10, label(0.22, '성', 'Family name'), text(0.78, '1.3#family')),
        row(10, label(0.22, '명', 'Given name'), text(0.78, '1.3#given')),
        Q(
          '1.4',
          '과거에 다른 이름, 생년월일, 국적을 보유하거나 사용한 적이 있습니까?(있다면, 그 이름, 생년월일, 국적과 변경한 이유를 기재하시오)',
          'Have you ever used/possessed any of the following: different names, different dates of birth, or nationalities other than your current one?',
          checkBox('1.4', yesNoBi()),
        ),
        row(22, text(1, '1.4#details')),
      ],
    },
    {
      mark: '(제2쪽 / Page2)',
      blocks: [
        section('2', '가족 및 혼인관계 / YOUR FAMILY AND MARITAL STATUS'),
        Q(
          '2.1',
          '신청인의 부모, 형제자매 또는 자녀가 혼인사실에 대해 알고 있습니까?\n(신청인에게 형제자매나 자녀가 있는 경우 빠짐없이 모두 작성하여야 하고, 작성 공간이 부족한 경우 별지에 작성하며. 사망한 경우 생년월일에 "사망"으로 기재합니다)',
          'Do your parents, brothers, sisters or children know about your marriage? (If you have any siblings or children, please give brief details on each of them below, and if you need more space, please attach another sheet of paper. For a deceased family member, specify "DECEASED" in the "Date of birth" column below.)',
        ),
        table(
          '2.1',
          [
            col(0.14, '관계', 'Relations'),
            col(0.2, '성', 'Family name'),
            col(0.22, '명', 'Given name'),
            col(0.18, '생년월일', 'Date of birth'),
            col(0.26, '혼인사실을 알고 있는지 여부', 'Whether aware of your marriage or not'),
          ],
          7,
          8,
          { headerHeightMm: 11, prefilled: ['부 / Father', '모 / Mother'] },
        ),
        Q(
          '2.2',
          '신청인은 과거에 혼인한 적이 있습니까?',
          'Have you ever been married to a person other than your current spouse before?',
          checkBox('2.2', [
            option('yes', '예 (아래 표를 작성)', 'Yes (Please provide details about your previous marriages)'),
            option('no', '아니오', 'No'),
          ]),
        ),
        table(
          '2.2#rows',
          [
            col(0.28, '배우자의 성명', 'Name of previous spouse'),
            col(0.17, '생년월일', 'Date of birth'),
            col(0.2, '배우자의 국적', 'Nationality'),
            col(0.35, '혼인기간', 'Marriage period'),
          ],
          2,
          8,
        ),
        Q(
          '2.3',
          '초청인 이외에 혼인관계(사실혼 관계 포함)를 유지하고 있는 다른 사람이 있습니까?',
          'Is there another person that you are maintaining marital status including common-law marriage other than your current spouse?',
          checkBox('2.3', yesNoBi()),
        ),
        Q(
          '2.4',
          '신청인은 초청인이 아닌 다른 사람과의 관계에서 출생한 자녀가 있습니까?',
          'Do you have children from a relationship with a person other than your current spouse?',
          checkBox('2.4', [
            option('yes', '예 (아래 표를 작성)', 'Yes (Please provide details about child)'),
            option('no', '아니오', 'No'),
          ]),
        ),
        table(
          '2.4#rows',
          [
            col(0.28, '자녀의 성명', 'Name of child'),
            col(0.17, '생년월일', 'Date of birth'),
            col(0.2, '자녀의 국적', 'Nationality'),
            col(0.35, '현재 양육하고 있는 사람', 'Person charged with custody of child'),
          ],
          3,
          8,
        ),
      ],
    },
    {
      mark: '(제3쪽 / Page3)',
      blocks: [
        section('3', '과거 입국경력 / HISTORY OF YOUR PAST ENTRIES'),
        Q(
          '3.1',
          '신청인은 과거 한국에 방문한 적이 있습니까?',
          'Have you ever visited the Republic of Korea before?',
          checkBox('3.1', [
            option('yes', '예(아래 표를 작성)', 'Yes (Please provide details about your visit)'),
            option('no', '아니오', 'No'),
          ]),
        ),
        table(
          '3.1#rows',
          [
            col(0.36, '방문기간', 'Duration of visit'),
            col(0.34, '방문목적', 'Purpose of visit'),
            col(0.3, '방문한 지역', 'Place you visited'),
          ],
          3,
          9,
        ),
        notice(
          '(* 3회 이상 방문한 경우 가장 최근에 방문한 기록을 기재)',
          '(* If you visited the Republic of Korea more than 3 times, provide details about the most recent visit.)',
        ),
        Q(
          '3.2',
          '과거 한국 정부로부터 입국거부나 입국금지 또는 강제퇴거나 출국명령을 받은 적이 있습니까?',
          'Have you ever received any of the following orders by the Korean government: refusal of entry, a ban from entering Korea, deportation, or departure order?',
          checkBox(
            '3.2',
            [
              option('yes', '예 (아래에 관련 일시, 사유 등을 상세히 기재하시오)', 'Yes (please provide details)'),
              option('no', '아니오', 'No'),
            ],
            true,
          ),
          11,
        ),
        row(28, text(1, '3.2#details')),
        space(4),
        section('4', '서류작성 시 도움 여부 / ASSISTANCE WITH THIS FORM'),
        Q(
          '4.1',
          '이 진술서를 작성하는데 다른 사람의 도움을 받았습니까?',
          'Did you receive assistance in filling out this form?',
          checkBox('4.1', [
            option('yes', '예 (아래 사항을 기재하시오)', 'Yes (Provide details below)'),
            option('no', '아니오', 'No'),
          ]),
        ),
        table(
          '4.1#rows',
          [
            col(0.22, '성명', 'Name'),
            col(0.38, '주소', 'Address'),
            col(0.2, '연락처', 'Phone number'),
            col(0.2, '신청인과의 관계', 'Relation to you'),
          ],
          3,
          9,
        ),
      ],
    },
    {
      mark: '(제4쪽 / Page4)',
      blocks: [
        section('5', '기재사실 확인 및 유의사항 / CONFIRMATION OF SUBMITTED INFORMATION'),
        notice(
          '가. 이 진술서를 제출하기에 앞서 신청인은 해당하는 모든 질문에 답변하였는지 확인하여 주십시오.\n나. 필요한 답변이나 입증서류가 누락된 경우에는 심사가 지연되거나 신청이 불허될 수 있습니다.\n다. 이 진술서에 기재된 답변을 입증할 수 있는 서류가 있다면 진술서와 함께 제출하여 주시기 바랍니다.\n라. 진술서에 거짓된 사실을 기재하는 경우에는 신청이 불허되며, 관계 법령에 따른 벌칙 등 불이익을 받을 수 있습니다.\n마. 거짓된 사실을 기재하여 사증을 발급받아 입국하거나 체류허가를 받은 경우에도 「출입국관리법」 제46조에 따라 강제퇴거될 수 있습니다.',
          undefined,
          { fontPt: 8.5 },
        ),
        space(4),
        notice(
          'a. Ahead of submitting this form, make sure you answered all of the questions to the best of your knowledge.\nb. If a necessary answer has been omitted, the evaluation process for the application may be delayed or disapproved.\nc. If you have documents proving the information written in this form, please submit them together at the time of application.\nd. If false information is knowingly or willingly provided on this form, your application can be refused, and you can be penalized in accordance with the relevant statute.\ne. Even if you are issued a visa and subsequently admitted to the Republic of Korea, proving false or misleading information on this form could be grounds for deportation in accordance with the Article 46 of the immigration Act.',
          undefined,
          { fontPt: 8 },
        ),
        space(8),
        notice(
          '본인은 사실에 근거하여 이 진술서를 작성하였으며, 위의 "기재사실 확인 및 유의사항"을 읽고 확인하였습니다.',
          undefined,
          { fontPt: 9 },
        ),
        notice(
          'I certify that I have read and understood the above policies, and the foregoing information as well as the attached documentation is true and correct.',
          undefined,
          { fontPt: 8.5 },
        ),
        space(10),
        plainRow(
          11,
          words(0.36, ''),
          label(0.2, '작성일자(Date)', undefined, { shade: false, align: 'center' }),
          text(0.44, '5.date', { align: 'center' }),
        ),
        plainRow(
          14,
          words(0.36, ''),
          label(0.2, '신청인', "Applicant's name", { shade: false, align: 'center' }),
          text(0.22, '5.signature', { align: 'center' }),
          signature(0.22, '(서명 또는 인)', '(Signature)'),
        ),
      ],
    },
  ],
  items: [
    { key: '1.1#family', label: p('1.1 여권에 기재된 영문 성명: 성', 'Full name in English: Family name') },
    { key: '1.1#given', label: p('1.1 여권에 기재된 영문 성명: 명', 'Full name in English: Given name') },
    { key: '1.1#dob', label: p('1.1 생년월일', 'Date of birth') },
    { key: '1.2', label: p('1.2 성별', 'Sex') },
    { key: '1.3#family', label: p('1.3 현지 언어로 된 성명: 성', 'Full name in your native language: Family name') },
    { key: '1.3#given', label: p('1.3 현지 언어로 된 성명: 명', 'Full name in your native language: Given name') },
    { key: '1.4', label: p('1.4 다른 이름, 생년월일, 국적', 'Different names, dates of birth or nationalities') },
    {
      key: '1.4#details',
      label: p(
        '1.4 그 이름, 생년월일, 국적과 변경한 이유',
        'Other names, dates of birth, nationalities and the reason',
      ),
    },
    {
      key: '2.1',
      label: p('2.1 부모, 형제자매, 자녀의 혼인사실 인지 여부', 'Family members who know about your marriage'),
    },
    { key: '2.2', label: p('2.2 과거 혼인 여부', 'Previous marriages') },
    { key: '2.2#rows', label: p('2.2 과거 혼인 내역', 'Previous marriages: details') },
    { key: '2.3', label: p('2.3 다른 혼인관계(사실혼 포함) 유지 여부', 'Another marital relationship') },
    { key: '2.4', label: p('2.4 다른 사람과의 관계에서 출생한 자녀', 'Children with another person') },
    { key: '2.4#rows', label: p('2.4 자녀 내역', 'Children: details') },
    { key: '3.1', label: p('3.1 과거 한국 방문 여부', 'Past visits to Korea') },
    { key: '3.1#rows', label: p('3.1 방문 내역', 'Past visits: details') },
    {
      key: '3.2',
      label: p('3.2 입국거부, 입국금지, 강제퇴거, 출국명령', 'Refusal of entry, ban, deportation or departure order'),
    },
    { key: '3.2#details', label: p('3.2 관련 일시, 사유', 'Dates and reasons') },
    { key: '4.1', label: p('4.1 작성 시 도움 여부', 'Assistance with this form') },
    { key: '4.1#rows', label: p('4.1 도움을 준 사람', 'Who assisted') },
    { key: '5.date', label: p('작성일자', 'Date') },
    { key: '5.signature', label: p('신청인 성명', "Applicant's name") },
  ],
};
