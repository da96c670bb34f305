import type { AnswerBox, Block, FormLayout } from '../layout-types';
import {
  check,
  checkBox,
  col,
  fixed,
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
  textBox,
  words,
  yesNo,
} from './build';
import { invitationItemsList } from './invitation-letter-items';

/**
 * 외국인 배우자 초청장, 별지 제19호의2서식 <개정 2023. 12. 14.>: nine pages, written in Korean.
 * Item numbers, labels, notices and tables as in the form text (official-forms.md §2, source S1);
 * the page breaks follow the printed "(제N쪽 / 총 9쪽)" marks. Blank-row counts of the tables are
 * LIKELY (from the text's spacing).
 */

/** Question and its answer on one row (the form prints short answers beside the question). */
const qi = (item: string, ko: string, answer: AnswerBox, labelWidth = 0.6, heightMm = 10): Block => ({
  type: 'question',
  item,
  text: p(ko),
  answer,
  inline: { labelWidth, heightMm },
});

const sub = (ko: string): Block => notice(ko, undefined, { fontPt: 8.5, heightMm: 6.5 });
const krw = (item: string, h = 8): Block => row(h, words(0.6, ''), text(0.4, item, { align: 'center' }));

const exemptions = [
  option(
    'stayedInSpouseCountry',
    '외국인 배우자의 국가에서 6개월 이상 계속 체류하거나 제3국에서 유학ㆍ파견근무 등 목적의 장기 사증으로 계속 체류하면서 상대방과의 교제사실을 입증할 수 있는 경우',
  ),
  option(
    'spouseStayedInKorea',
    '외국인 배우자가 「출입국관리법 시행령」 별표 1의2에 따른 장기체류자격으로 91일 이상 합법적으로 체류하면서 초청인과 교제한 사실을 입증할 수 있는 경우',
  ),
  option(
    'humanitarian',
    '초청인 또는 외국인 배우자에게 임신, 출산 등 인도적 고려가 필요한 사유가 있는 경우 (아래에 그 사유를 기재합니다)',
  ),
];

/** Long tick-box lines: one per row with its own height, so each long option wraps in its row. */
const longOptions = (item: string, options: ReturnType<typeof option>[], h = 8.5): Block[] =>
  options.map((o) => row(h, check(0.06, item, [{ ...o, label: p('') }]), words(0.94, o.label.ko)));

const page1: Block[] = [
  { type: 'title', text: p('외국인 배우자 초청장'), heightMm: 14 },
  notice(
    '<유의사항>\n• 이 초청장은 외국인 배우자를 초청하는 국내 초청인이 한국어로 작성하여야 합니다.\n• 원칙적으로 초청장에 기재된 정보에 따라 심사가 진행되니 영사 및 출입국관리공무원이 심사에 참고할 수 있도록 초청인께서는 해당하는 모든 질문에 답변하시고, 답변과 관련된 입증서류가 있는 경우에는 모두 제출하시기 바랍니다.\n• 해당하는 답변을 누락하거나 입증서류를 제출하지 않은 경우에는 심사가 지연되거나 불허될 수 있습니다.\n• 배우자 초청에 필요한 요건을 갖추지 못하였거나 요건을 입증하는 서류가 없음에도 거짓된 사실을 기재하거나 위조ㆍ변조된 서류를 제출하는 경우에는 관련 법령에 따라 처벌될 수 있습니다.\n• 요건을 갖추지 못하였거나 요건을 입증하는 서류가 없는 경우에는 그 사유를 기재한 사유서를 제출하여 주시기 바랍니다.\n• 귀하께서 제공한 정보는 「개인정보 보호법」에 따라 보호되며, 다른 법령에 근거가 없는 이상 「출입국관리법」에 따른 업무에만 활용됩니다.',
    undefined,
    { boxed: true, fontPt: 7.5 },
  ),
  space(2),
  section('1', '초청인의 인적사항'),
  row(
    10,
    label(0.14, '성명', undefined, { item: '1.1' }),
    text(0.4, '1.1'),
    label(0.14, '성별', undefined, { item: '1.2' }),
    check(0.32, '1.2', [option('male', '남'), option('female', '여')]),
  ),
  row(
    16,
    label(0.14, '출생국가', undefined, { item: '1.3' }),
    check(
      0.4,
      '1.3',
      [option('korea', '한국'), option('abroad', '한국 외의 지역', undefined, { item: '1.3#country', widthMm: 30 })],
      true,
    ),
    label(0.14, '생년월일', undefined, { item: '1.4' }),
    text(0.32, '1.4', { align: 'center' }),
  ),
  row(
    8,
    label(0.14, '※ 귀화 일자', undefined, { shade: false }),
    text(0.4, '1.3#naturalised', { align: 'center' }),
    words(0.46, ''),
  ),
  row(12, label(0.14, '주소', undefined, { item: '1.5' }), text(0.86, '1.5')),
  row(
    10,
    label(0.12, '집 전화번호', undefined, { item: '1.6' }),
    text(0.2, '1.6'),
    label(0.13, '휴대전화번호', undefined, { item: '1.7' }),
    text(0.2, '1.7'),
    label(0.13, '전자우편 주소', undefined, { item: '1.8' }),
    text(0.22, '1.8'),
  ),
  section('2', '교제 및 혼인경위'),
  qi('2.1', '언제 배우자를 처음 만났습니까?', textBox('2.1', { align: 'center' })),
  qi('2.2', '어디에서 배우자를 처음 만났습니까?', textBox('2.2'), 0.4),
  qi(
    '2.3',
    '배우자를 소개해 준 사람이 있습니까?',
    checkBox('2.3', [option('yes', '예 (아래 내용을 작성)'), option('no', '아니오 (→ 2.4로 이동)')], true),
    0.6,
    11,
  ),
  row(
    12,
    label(0.22, '2.3.1 소개인의 성명\n(중개업체의 경우 상호명도 기재합니다)', undefined, { fontPt: 7.5 }),
    text(0.28, '2.3.1'),
    label(0.22, '2.3.2 소개인의 생년월일\n(중개업체의 경우 사업자등록번호도 기재합니다)', undefined, { fontPt: 7.5 }),
    text(0.28, '2.3.2'),
  ),
  row(
    9,
    label(0.22, '2.3.3 소개인의 국적'),
    text(0.28, '2.3.3'),
    label(0.22, '2.3.4 소개인의 전화번호'),
    text(0.28, '2.3.4'),
  ),
  row(
    10,
    label(
      1,
      '2.3.5 소개인과의 관계\n(지인, 가족, 친구와 같이 단순히 작성하여서는 안 되며, 구체적으로 어떤 관계인지 설명해주시기 바랍니다)',
      undefined,
      { fontPt: 7.5 },
    ),
  ),
  row(9, label(0.3, '• 소개인과 초청인과의 관계', undefined, { shade: false }), text(0.7, '2.3.5#sponsor')),
  row(9, label(0.3, '• 소개인과 배우자와의 관계', undefined, { shade: false }), text(0.7, '2.3.5#spouse')),
  question(
    '2.4',
    "처음 만나게 된 경위를 자세히 작성하시오 (내용이 많을 경우 아래에 '별지 작성'이라고 기재하고, 별지에 작성하여 제출하기 바랍니다)",
    textBox('2.4'),
    30,
  ),
];

const page2: Block[] = [
  question(
    '2.5',
    '첫 만남 이후 어떻게 관계를 발전시켜 혼인하게 되었는지 설명하고, 교제사실을 입증할 수 있는 자료(예시: 통화내역, 사진 등)가 있다면 제출하시오.\n(※ 시간, 장소 등을 구체적으로 표시해야 하며, 설명할 내용이 많을 경우 아래에 "별지작성"이라고 기재하고, 별지에 작성하여 제출하기 바랍니다)',
    textBox('2.5'),
    46,
  ),
  qi(
    '2.6',
    '첫 만남 이후 배우자의 국가에 방문한 적이 있습니까?',
    checkBox('2.6', yesNo({ item: '2.6#count', after: ')회' })),
    0.55,
  ),
  qi(
    '2.7',
    '첫 만남 이후 배우자가 한국에 방문한 적이 있습니까?',
    checkBox('2.7', yesNo({ item: '2.7#count', after: ')회' })),
    0.55,
  ),
  question('2.8', '배우자와 결혼식을 하였습니까?', checkBox('2.8', yesNo({ item: '2.8#details', before: '(' })), 9),
  qi('2.9', '한국에 혼인신고한 날짜는 언제입니까?', textBox('2.9', { align: 'center' })),
  question(
    '2.10',
    '한국에서 혼인신고 시 신고서에 기재한 증인 2명은 누구입니까?\n(초청인이 국민인 경우에만 작성합니다)',
  ),
  table('2.10', [col(0.22, '성명'), col(0.2, '생년월일'), col(0.28, '연락처'), col(0.3, '초청인과의 관계')], 2, 8, {
    headerHeightMm: 7,
  }),
  question(
    '2.11',
    '초청하려는 배우자와 동거한 적이 있습니까?',
    checkBox('2.11', yesNo({ item: '2.11#details', before: '(' }), true),
    12,
  ),
  question(
    '2.12',
    '초청인의 부모, 형제자매, 자녀가 혼인사실에 대해 알고 있습니까?\n(초청인에게 형제자매, 자녀가 있는 경우 빠짐없이 모두 작성하여야 하고, 작성 공간이 부족할 경우 별지에 작성하며, 사망한 경우 연락처에 "사망"으로 기재합니다)',
  ),
  table(
    '2.12',
    [col(0.14, '관계'), col(0.24, '성명'), col(0.3, '연락처'), col(0.32, '혼인사실을 알고 있는지 여부')],
    7,
    8,
    { headerHeightMm: 7, prefilled: ['부', '모'] },
  ),
];

const page3: Block[] = [
  question(
    '2.13',
    '위 표(2.12)에 기재된 가족 중 초청인이 혼인한 사실을 모르고 있는 사람이 있는 경우에는 그 이유를 설명하시오.',
    textBox('2.13'),
    20,
  ),
  section('3', '초청인의 혼인경력'),
  qi(
    '3.1',
    '초청인은 과거 혼인한 적이 있습니까?\n(한국인 및 외국인과의 혼인을 모두 포함합니다)',
    checkBox('3.1', [option('yes', '예'), option('no', '아니오 (→4로 이동)')], true),
    0.6,
    12,
  ),
  question('3.2', '과거 혼인경력에 대하여 상세히 적으시오.'),
  table(
    '3.2',
    [col(0.22, '배우자의 성명'), col(0.16, '생년월일'), col(0.18, '배우자의 국적'), col(0.44, '혼인기간')],
    3,
    8,
    { headerHeightMm: 7 },
  ),
  qi(
    '3.3',
    '과거에 국제결혼으로 외국인을 한국으로 초청한 적이 있습니까?',
    checkBox(
      '3.3',
      [option('yes', '예', undefined, { item: '3.3#count', after: ')회' }), option('no', '아니오 (→4로 이동)')],
      true,
    ),
    0.55,
    12,
  ),
  qi(
    '3.4',
    '가장 최근에 외국인 배우자를 초청한 날은 언제입니까?\n(날짜는 당시 결혼사증 신청일을 말합니다. 정확한 날짜를 모를 경우 연월까지만 기재합니다)',
    textBox('3.4', { align: 'center' }),
    0.65,
    14,
  ),
  section('4', '소득요건'),
  sub('• 초청인과 초청하려는 배우자 사이에 자녀가 있는 등 소득요건 면제 대상에 해당되는 경우 4.7로 이동'),
  question('4.1', '초청인과 함께 사는 가족은 몇 명입니까? (아래 표에 인원 수를 기재합니다)'),
  row(7, label(0.7, '구 분', undefined, { align: 'center' }), label(0.3, '인원 수', undefined, { align: 'center' })),
  row(8, words(0.7, '초청인과 외국인 배우자', undefined, 'center'), fixed(0.3, '2 명')),
  row(
    12,
    words(
      0.7,
      '초청인과 주민등록표상 세대를 같이 하는 직계가족\n(부모, 조부모, 과거 혼인관계에서 출생한 자녀 중 함께 사는 가족의 수)',
      undefined,
      'center',
    ),
    text(0.3, '4.1#family', { align: 'center' }),
  ),
  row(8, words(0.7, '합 계', undefined, 'center'), text(0.3, '4.1#total', { align: 'center' })),
  question(
    '4.2',
    '위 표에 기재된 가족의 인원 수에 따라 초청인이 충족해야 하는 소득요건은 얼마입니까?\n(「출입국관리법 시행규칙」 제9조의5제1항제4호에 따라 법무부장관이 정하여 고시하는 소득요건을 참조하여 작성합니다)',
  ),
  krw('4.2'),
  sub('4.3 근로소득'),
  qi(
    '4.3.1',
    '초청인은 현재 한국에서 취업하고 있습니까?',
    checkBox('4.3.1', [option('yes', '예 (아래 내용을 작성)'), option('no', '아니오 (→4.3.6으로 이동)')], true),
    0.55,
    11,
  ),
  question('4.3.2', '초청인이 취업하고 있는 직장의 명칭과 주소는 어떻게 됩니까?', textBox('4.3.2'), 9),
  question('4.3.3', '현재 취업하고 있는 직장의 고용주 성명과 연락처를 기재하시오.', textBox('4.3.3'), 9),
];

const page4: Block[] = [
  qi(
    '4.3.4',
    '초청인이 현재 취업하고 있는 직장에서 일하기 시작한 날짜는 언제입니까?',
    textBox('4.3.4', { align: 'center' }),
    0.62,
  ),
  question('4.3.5', '초청인은 현재 취업하고 있는 직장에서 초청장 작성일부터 과거 1년간 얻은 세전 수입은 얼마입니까?'),
  krw('4.3.5'),
  sub('[여기에 기재한 금액이 소득요건 기준(4.2에 기재한 금액)을 충족하는 경우 5로 이동]'),
  qi(
    '4.3.6',
    '초청인은 초청장 작성일부터 과거 1년간 한국에서 취업한 적이 있습니까?\n(현재 다니고 있는 직장 외에 과거에 다녔던 직장을 말합니다)',
    checkBox('4.3.6', [option('yes', '예'), option('no', '아니오 (→4.4로 이동)')], true),
    0.62,
    12,
  ),
  question(
    '4.3.7',
    '초청인이 초청장 작성일부터 과거 1년간 취업하였던 직장명, 주소, 고용주의 이름과 연락처를 적으시오.',
  ),
  table(
    '4.3.7',
    [col(0.24, '직장명'), col(0.34, '주소'), col(0.18, '고용주 성명'), col(0.24, '고용주(직장) 연락처')],
    2,
    8,
    { headerHeightMm: 7 },
  ),
  question(
    '4.3.8',
    '초청인이 초청장 작성일부터 과거 1년간 위 직장에서 근무한 기간 및 직장에서 얻은 세전 소득은 얼마입니까?',
  ),
  table('4.3.8', [col(0.26, '직장명'), col(0.46, '근무한 기간'), col(0.28, '세전 소득')], 2, 8, { headerHeightMm: 7 }),
  question('4.3.9', '위 표(4.3.8)에서 기재한 세전 소득의 합은 얼마입니까?'),
  krw('4.3.9'),
  question(
    '4.3.10',
    '초청인이 현재 취업하고 있는 직장에서 얻은 소득(4.3.5에 기재한 금액)과 과거 취업하였던 직장에서 얻은 소득(4.3.9에 기재한 금액)의 합은 얼마입니까?',
  ),
  krw('4.3.10'),
  sub('[여기에 기재한 금액이 소득요건 기준(4.2에 기재한 금액)을 충족하는 경우 5로 이동]'),
  sub('4.4 사업소득 (농림수산업 소득도 "사업소득"에 포함됩니다)'),
  qi(
    '4.4.1',
    '초청인은 초청장 작성일부터 과거 1년간 사업을 한 적이 있습니까?',
    checkBox('4.4.1', [option('yes', '예'), option('no', '아니오 (→4.5로 이동)')], true),
    0.6,
    11,
  ),
  question(
    '4.4.2',
    '사업장의 명칭, 주소, 전화번호는 무엇입니까?(해당되는 사업이 3개 이상인 경우 별지에 작성하여 제출합니다)',
  ),
  table('4.4.2', [col(0.3, '명칭'), col(0.45, '주 소'), col(0.25, '전화번호')], 2, 8, { headerHeightMm: 7 }),
  question(
    '4.4.3',
    '위에 적은 각각의 사업이 어떤 종류의 사업인지 구체적으로 기재하시오.\n(해당되는 사업이 3개 이상인 경우에는 별지에 작성하여 제출합니다)',
    textBox('4.4.3'),
    14,
  ),
  question('4.4.4', '초청인이 초청장 작성일부터 과거 1년간 사업을 통해 얻은 세전 소득은 총 얼마입니까?'),
  krw('4.4.4'),
  sub(
    '[여기에 기재한 금액과 근로소득(4.3.10에 기재한 금액)의 합이 소득요건 기준(4.2에 기재한 금액)을 충족하는 경우 5로 이동]',
  ),
];

const page5: Block[] = [
  sub('4.5 그 밖의 소득 ("그 밖의 소득"은 부동산 임대소득, 이자소득, 배당소득, 연금소득만 해당됩니다)'),
  question(
    '4.5.1',
    '초청인은 초청장 작성일부터 과거 1년간 부동산 임대, 이자, 배당, 연금에 의한 소득이 있습니까?',
    checkBox('4.5.1', [option('yes', '예 (아래 내용을 기재)'), option('no', '아니오 (→4.6으로 이동)')]),
    9,
  ),
  table('4.5.1#rows', [col(0.5, '소득의 종류\n(부동산 임대, 이자, 배당, 연금 중 택일)'), col(0.5, '세전 소득')], 2, 8, {
    headerHeightMm: 10,
  }),
  question('4.5.2', '위 표(4.5.1)에 기재한 소득을 합산한 금액은 얼마입니까?'),
  krw('4.5.2'),
  sub(
    '[여기에 기재한 금액과 근로소득(4.3.10)과 사업소득(4.4.4)의 합이 소득요건 기준(4.2에 기재한 금액)을 충족하는 경우 5로 이동]',
  ),
  sub('4.6 재산'),
  notice(
    '• 초청인이 지난 1년간 얻은 소득을 모두 합산하더라도 소득요건 기준을 충족하지 못한 경우에는 초청인의 명의로 된 재산을 이용할 수 있습니다.\n• 여기에 해당하는 재산은 초청장 작성일을 기준으로 6개월 이상 초청인의 명의로 되어 있는 100만원 이상의 예금, 보험, 증권, 채권, 부동산을 의미하며, 부채를 제외한 순 재산만 인정합니다.',
    undefined,
    { fontPt: 8 },
  ),
  question(
    '4.6.1',
    '초청인은 위 기준을 충족하는 초청인 명의의 재산이 있습니까?',
    checkBox('4.6.1', [option('yes', '예 (아래 내용을 작성)'), option('no', '아니오 (→4.7로 이동)')]),
    9,
  ),
  table(
    '4.6.1#rows',
    [col(0.5, '재산의 종류\n(예금, 보험, 증권, 채권, 부동산 중 택일)'), col(0.5, '재산의 현금가액')],
    3,
    8,
    { headerHeightMm: 10 },
  ),
  row(8, label(0.5, '합 계', undefined, { align: 'center' }), text(0.5, '4.6.1#total', { align: 'center' })),
  notice(
    '※ 현금가액의 계산방법: ① 예금, 보험, 증권, 채권은 초청장 작성일 기준 액면가를 기재합니다. ② 초청인이 소유하고 있는 부동산은 원칙적으로 서류 작성일 기준 공시지가를 기재하되, 국토교통부 실거래가, 시중은행 공표 시세 등을 확인할 수 있는 경우에는 그 가격을 기재할 수 있습니다. ③ 주택 등을 임차한 경우에는 임대차 계약서상의 금액을 기재합니다.',
    undefined,
    { fontPt: 7.5 },
  ),
  qi(
    '4.6.2',
    '초청인은 대출 등 부채가 있습니까?',
    checkBox('4.6.2', yesNo({ item: '4.6.2#amount', after: ')원', widthMm: 30 }), true),
    0.5,
    11,
  ),
  question(
    '4.6.3',
    '재산의 합계(4.6.1에 기재한 금액의 합계)에서 부채(4.6.2에 기재한 금액)를 제외한 금액은 얼마입니까?',
  ),
  krw('4.6.3'),
  question(
    '4.6.4',
    '위 순 재산(4.6.3에 기재한 금액)의 5%는 얼마입니까? (4.6.3에 기재한 금액에 0.05를 곱한 금액을 말합니다)',
  ),
  krw('4.6.4'),
  question(
    '4.6.5',
    '초청장 작성일부터 과거 1년간의 초청인의 근로소득(4.3.10에 기재한 금액), 사업소득(4.4.4에 기재한 금액), 그 밖의 소득(4.5.2에 기재한 금액), 재산의 환산금액(4.6.4에 기재한 금액)의 합은 얼마입니까?',
  ),
  row(
    8,
    label(0.18, '근로소득'),
    text(0.32, '4.6.5#earned', { align: 'center' }),
    label(0.18, '사업소득'),
    text(0.32, '4.6.5#business', { align: 'center' }),
  ),
  row(
    8,
    label(0.18, '그 밖의 소득'),
    text(0.32, '4.6.5#other', { align: 'center' }),
    label(0.18, '재산의 환산금액'),
    text(0.32, '4.6.5#assets', { align: 'center' }),
  ),
  row(8, label(0.5, '합 계', undefined, { align: 'center' }), text(0.5, '4.6.5#total', { align: 'center' })),
  sub('[여기에 기재한 금액이 소득요건 기준(4.2에 기재한 금액)을 충족하는 경우 5로 이동]'),
];

const page6: Block[] = [
  sub('4.7 소득요건의 면제'),
  qi(
    '4.7.1',
    '초청인은 초청하려는 외국인 배우자와의 사이에 출생한 자녀가 있습니까?',
    checkBox('4.7.1', [option('yes', '예 (→5로 이동)'), option('no', '아니오')], true),
    0.62,
    11,
  ),
  question(
    '4.7.2',
    '초청인의 소득이나 재산이 4.2에 기재한 금액을 충족하지 못한 경우에도 소득요건을 특별히 면제받을 사유가 있다면 아래에 기재하고 이를 입증할 수 있는 서류를 제출하시오.',
    textBox('4.7.2'),
    30,
  ),
  section('5', '주거요건'),
  notice(
    '• 외국인 배우자를 초청하는 초청인은 배우자가 입국 후 부부가 함께 지속적으로 거주할 수 있는 정상적인 주거공간을 가지고 있어야 합니다.\n• 주거공간은 초청인 또는 초청인과 주민등록을 함께 하는 직계가족의 명의로 소유하거나 임차한 곳이어야 하며, 주거공간이 마련되어 있지 않는 경우에는 심사가 지연되거나 신청이 거부될 수 있습니다.\n• 아래 질문은 이와 관련된 사항입니다.',
    undefined,
    { fontPt: 8 },
  ),
  question('5.1', '배우자가 입국 후 거주할 곳의 주소를 기재하시오.', textBox('5.1'), 12),
  question(
    '5.2',
    '위 주거공간에 대한 권리관계는 어떻게 됩니까?\n(소유의 경우 부동산등기부 등본이나 매매계약서 사본을, 임차의 경우 임대차 계약서 사본을 제출하여야 합니다)',
    checkBox('5.2', [
      option('ownedBySponsor', '초청인 명의로 소유'),
      option('leasedBySponsor', '초청인 명의로 임차'),
      option('ownedByFamily', '가족 명의로 소유'),
      option('leasedByFamily', '가족 명의로 임차'),
    ]),
    9,
  ),
  row(
    12,
    label(0.22, '주거공간의 크기는 몇 m²입니까?', undefined, { item: '5.3' }),
    text(0.18, '5.3', { align: 'center' }),
    label(0.4, '주거공간에 방은 몇 개 있습니까?\n(부엌, 화장실, 욕실, 현관입구, 창고는 방이 아닙니다)', undefined, {
      item: '5.4',
    }),
    text(0.2, '5.4', { align: 'center' }),
  ),
  question(
    '5.5',
    '위 주거공간에 초청인 이외에 현재 거주하고 있는 사람이 있습니까?',
    checkBox('5.5', [option('yes', '예 (아래 사항을 작성하시오)'), option('no', '아니오')]),
    9,
  ),
  table('5.5#rows', [col(0.26, '성명'), col(0.14, '연령'), col(0.3, '초청인과의 관계'), col(0.3, '연락처')], 3, 8, {
    headerHeightMm: 7,
  }),
  qi(
    '5.6',
    '배우자가 입국하면 항상 동거할 예정입니까?\n(주말부부의 경우 "아니오"에 표기합니다)',
    checkBox('5.6', yesNo(), true),
    0.62,
    12,
  ),
];

const page7: Block[] = [
  section('6', '부부간 의사소통'),
  sub('• 초청인과 초청하려는 배우자 사이에 자녀가 있는 등 부부간 의사소통 요건 면제 대상에 해당되는 경우 6.5로 이동'),
  question(
    '6.1',
    '초청인과 배우자가 일상 대화에 사용하는 언어는 무엇입니까?',
    checkBox('6.1', [
      option('korean', '한국어 (→6.2로 이동)'),
      option('spouseNative', '배우자의 모국어', undefined, {
        item: '6.1#language',
        before: '(언어명 : ',
        after: ') (→6.3으로 이동)',
      }),
      option('thirdLanguage', '제3국 언어', undefined, {
        item: '6.1#language',
        before: '(언어명 : ',
        after: ') (→6.4로 이동)',
      }),
      option('cannotCommunicate', '부부간 의사소통이 불가능 (→6.5로 이동)'),
    ]),
    16,
  ),
  question(
    '6.2',
    '배우자가 한국어를 사용할 수 있음을 입증하는 방법은 무엇입니까?',
    checkBox('6.2', [
      option('topik', '한국어능력시험(TOPIK) 1급 이상 취득'),
      option('designatedCourse', '지정 교육기관에서 한국어 교육과정 이수'),
      option('degree', '한국어 관련 학위 취득'),
      option('ethnicKorean', '외국국적동포'),
      option('livedInKorea', '과거 한국에서 1년 이상 거주', undefined, {
        item: '6.2#lived',
        before: '(',
        after: ' 거주)',
      }),
      option('other', '그 밖에 배우자가 한국어를 사용할 수 있음을 입증하는 방법이 있는 경우 아래에 설명하시오.'),
    ]),
    26,
  ),
  row(16, text(1, '6.2#other')),
  sub('(7로 이동, 초청장 제출 시 배우자가 한국어를 사용할 수 있음을 입증하는 서류가 있는 경우 제출합니다)'),
  question(
    '6.3',
    '초청인이 배우자의 모국어를 사용할 수 있음을 입증하는 방법은 무엇입니까?',
    checkBox(
      '6.3',
      [
        option('livedInCountry', '배우자의 모국어 관련 국가에서 과거 1년 이상 거주', undefined, {
          item: '6.3#lived',
          before: '(',
          after: ')',
        }),
        option('formerNationality', '(초청인이 귀화자인 경우) 귀화하기 전 국적 국가의 언어와 배우자의 모국어가 동일'),
        option(
          'other',
          '그 밖에 초청인이 배우자의 모국어를 사용할 수 있음을 입증하는 방법이 있는 경우 아래에 설명하시오.',
        ),
      ],
      true,
    ),
    16,
  ),
  row(16, text(1, '6.3#other')),
  sub('(7로 이동, 초청장 제출 시 초청인이 배우자의 모국어를 사용할 수 있음을 입증하는 서류가 있는 경우 제출합니다)'),
  question(
    '6.4',
    '초청인과 배우자가 제3국 언어를 사용할 수 있음을 입증하는 방법은 무엇입니까?',
    checkBox(
      '6.4',
      [
        option('bothLivedInCountry', '초청인과 배우자가 제3국 언어가 사용되는 국가에서 1년 이상 거주'),
        option(
          'other',
          '그 밖에 초청인과 배우자가 제3국 언어를 사용할 수 있음을 입증하는 방법이 있는 경우 아래에 설명하시오.',
        ),
      ],
      true,
    ),
    12,
  ),
  row(
    14,
    label(0.22, 'ㆍ 국가명\nㆍ 초청인의 거주기간\nㆍ 배우자의 거주기간', undefined, { shade: false, fontPt: 8 }),
    text(0.78, '6.4#lived'),
  ),
  row(16, text(1, '6.4#other')),
  sub(
    '(7로 이동, 초청장 제출 시 초청인과 배우자가 제3국 언어를 사용할 수 있음을 입증하는 서류가 있는 경우 함께 제출합니다)',
  ),
];

const page8: Block[] = [
  sub('6.5 의사소통 요건의 면제'),
  qi(
    '6.5.1',
    '초청인은 초청하려는 외국인 배우자와의 사이에 출생한 자녀가 있습니까?',
    checkBox('6.5.1', [option('yes', '예 (→7로 이동)'), option('no', '아니오')], true),
    0.62,
    11,
  ),
  question(
    '6.5.2',
    '초청인과 배우자는 위의 의사소통 요건을 충족하지 못한 경우에도 의사소통 요건을 특별히 면제받을 사유가 있다면 아래에 기재하고 이를 입증할 수 있는 서류를 제출하시오.',
    textBox('6.5.2'),
    13,
  ),
  section('7', '국제결혼 안내프로그램 이수 여부'),
  sub('• 초청인이 국민인 경우에만 작성'),
  question(
    '7.1',
    '외국인 배우자의 국적이 중국, 베트남, 필리핀, 캄보디아, 몽골, 우즈베키스탄, 태국 중 하나입니까?',
    checkBox('7.1', [option('yes', '예'), option('no', '아니오 (→8로 이동)')]),
    8,
  ),
  question('7.2', '초청인은 아래 중 어느 경우에 해당합니까?'),
  ...longOptions('7.2', exemptions),
  row(8, words(0.3, '(인도적 사유)'), text(0.7, '7.2#reason')),
  row(
    8,
    check(0.06, '7.2', [option('none', '')]),
    words(0.94, '해당 없음 (→7.3으로 이동)   (위의 어느 하나에 해당하는 경우에는 8로 이동)'),
  ),
  qi(
    '7.3',
    '초청인은 국제결혼 안내프로그램 이수 대상입니다. 이수번호를 기재하시오.',
    textBox('7.3', { align: 'center' }),
    0.6,
  ),
  section('8', '건강상태 및 범죄경력 정보 상호 제공 여부'),
  qi('8.1', '초청인과 배우자는 건강상태 및 범죄경력 정보를 상호 제공하였습니까?', checkBox('8.1', yesNo()), 0.65),
  qi(
    '8.2',
    '초청인은 「결혼중개업의 관리에 관한 법률」 제10조의2(신상정보 제공) 적용대상에 해당합니까?',
    checkBox('8.2', yesNo()),
    0.65,
  ),
  question('8.3', '초청인은 아래 중 어느 경우에 해당합니까?'),
  ...longOptions('8.3', exemptions),
  row(8, words(0.3, '(인도적 사유)'), text(0.7, '8.3#reason')),
  row(7, check(0.06, '8.3', [option('none', '')]), words(0.94, '해당 없음')),
  section('9', '가정폭력범죄 등을 범한 전력 등이 있는지 여부'),
  question('9.1', '초청인은 아래와 같은 결정, 선고 등을 받은 사실이 있습니까?'),
  ...longOptions(
    '9.1',
    [
      option(
        'domesticViolence',
        '「가정폭력범죄의 처벌 등에 관한 특례법」 제2조제3호에 따른 가정폭력범죄를 범하여 같은 법 제29조의 임시조치 결정 또는 같은 법 제40조의 보호처분 결정을 받거나, 같은 법 제63조에 따라 금고 이상의 형(집행유예를 포함한다) 또는 벌금형을 선고받음.',
      ),
      option(
        'sexOffenceAgainstMinor',
        '「아동ㆍ청소년의 성보호에 관한 법률」 제2조제2호에 따른 아동ㆍ청소년대상 성범죄를 범하여 금고 이상의 형(집행유예를 포함한다)이나 벌금형을 선고받음.',
      ),
      option(
        'violentCrime',
        '「성폭력범죄의 처벌 등에 관한 특례법」 제2조제1항 각 호에 따른 성폭력범죄, 「특정강력범죄의 처벌에 관한 특례법」 제2조제1항 각 호에 따른 특정강력범죄 또는 「형법」 제2편제24장(제250조부터 제255조까지)에 따른 살인의 죄를 범하여 금고 이상의 형(집행유예를 포함한다)이나 벌금형을 선고받음.',
      ),
      option(
        'falseMarriageReport',
        '허위의 혼인신고로 「형법」 제228조를 위반하여 금고 이상의 형(집행유예를 포함한다)이나 벌금형을 선고받음.',
      ),
    ],
    9.5,
  ),
];

const page9: Block[] = [
  section('10', '그 밖의 관련 정보'),
  notice(
    '• 배우자의 초청을 위한 사증발급 심사에 고려할 그 밖의 정보가 있다면 아래에 기재하시오.\n• 심각한 질병이나 장애 등의 인도적 사유가 신청과 관련이 있는 경우에는 아래에 기재하고 관련 서류를 첨부하시오.',
    undefined,
    { fontPt: 8 },
  ),
  row(30, text(1, '10')),
  section('11', '서류 작성 시 도움을 받았는지 여부'),
  question(
    '11.1',
    '이 신청서를 작성하는데 다른 사람의 도움을 받았습니까?',
    checkBox('11.1', [option('yes', '예 (아래 사항을 기재하시오)'), option('no', '아니오')]),
    9,
  ),
  table('11.1#rows', [col(0.22, '성명'), col(0.38, '주소'), col(0.2, '연락처'), col(0.2, '초청인과의 관계')], 3, 8, {
    headerHeightMm: 7,
  }),
  section('12', '기재사실 확인 및 초청제한 등에 대한 유의사항'),
  notice(
    '가. 이 초청장을 제출하기에 앞서 초청인은 해당하는 모든 질문에 답변하였는지 확인하여 주십시오.\n나. 필요한 답변이나 입증서류가 누락된 경우에는 심사가 지연되거나 신청이 불허될 수 있습니다.\n다. 이 초청장에 기재된 답변을 입증할 수 있는 서류는 초청장과 함께 제출해야 하며, 요건을 충족하지 못하거나 입증서류를 제출할 수 없는 경우에는 그 사유를 기재한 사유서를 별도로 작성하여 제출해 주시기 바랍니다.\n라. 초청장에 거짓된 사실을 기재하여 외국인 배우자를 초청하거나 이를 알선한 사람은 「출입국관리법」 제7조의2 및 제94조에 따라 3년 이하의 징역 또는 3천만원 이하의 벌금에 처해질 수 있으며, 서류를 위조ㆍ변조하는 경우에는 관련 법령에 따라 처벌될 수 있습니다.\n마. 허위 초청으로 사증을 발급받아 입국한 외국인은 체류허가를 받았더라도 「출입국관리법」 제46조에 따라 강제퇴거될 수 있습니다.\n바. 외국인을 결혼동거 목적으로 초청한 경우 그 외국인을 초청한 날부터 5년이 지나지 않으면 다른 외국인을 결혼동거 목적으로 초청하지 못할 수 있으니 초청 시 유의하시기 바랍니다.',
    undefined,
    { fontPt: 8 },
  ),
  space(3),
  notice(
    '본인은 사실에 근거하여 이 초청장을 작성하였으며, 위의 "기재사실 확인 및 초청제한 등에 대한 유의사항"을 읽고 확인하였습니다.',
    undefined,
    { fontPt: 9 },
  ),
  plainRow(
    10,
    words(0.26, '이에 따라 본인은 배우자'),
    text(0.4, '12.spouse-name', { align: 'center' }),
    words(0.34, '를 결혼동거 목적으로 초청합니다.'),
  ),
  space(3),
  plainRow(
    10,
    words(0.4, ''),
    label(0.16, '작성일자', undefined, { shade: false, align: 'center' }),
    text(0.44, '12.date', { align: 'center' }),
  ),
  plainRow(
    13,
    words(0.4, ''),
    label(0.16, '초청인', undefined, { shade: false, align: 'center' }),
    text(0.22, '12.signature', { align: 'center' }),
    signature(0.22),
  ),
];

export const invitationLetterLayout: FormLayout = {
  id: 'invitation-letter',
  name: p('외국인 배우자 초청장', 'Invitation of a Foreign Spouse'),
  header: '■ 출입국관리법 시행규칙 [별지 제19호의2서식] <개정 2023. 12. 14.>',
  footer: '210mm×297mm[백상지 80g/㎡(재활용품)]',
  answerLanguage: 'ko',
  pages: [page1, page2, page3, page4, page5, page6, page7, page8, page9].map((blocks, i) => ({
    mark: `(제${i + 1}쪽 / 총 9쪽)`,
    blocks,
  })),
  items: invitationItemsList,
};
