import { address, date, longText, multiChoice, option, phone, questionFor, t, text, yesNo } from '../build';
import type { FieldDef, QuestionDef } from '../types';

const q = questionFor('spouse-information', 'applicant', 'ko-or-en');

const visitedKorea = { questionId: 'si.visited-korea', fieldId: 'answer', in: [false] };
const entryRefusal = { questionId: 'si.entry-refusal', fieldId: 'answer', in: [false] };

const visitFields: FieldDef[] = [
  date('from', t('Arrived', '방문 시작일'), { notInFuture: true }),
  date('to', t('Left', '방문 종료일'), { notInFuture: true }),
  text('purpose', t('Purpose of visit', '방문목적 / Purpose of visit'), { maxLength: 100 }),
  text('places', t('Places you visited', '방문한 지역 / Place you visited'), { maxLength: 200 }),
];

const entries: QuestionDef[] = [
  q({
    id: 'si.visited-korea',
    sectionId: 'entries',
    officialItems: ['3.1'],
    title: t('Have you ever visited Korea before?', '신청인은 과거 한국에 방문한 적이 있습니까?'),
    help: t(
      'Any earlier trip to the Republic of Korea, for any purpose, including visa-free tourist visits.',
      '목적에 관계없이(무사증 관광 포함) 과거에 대한민국을 방문한 적이 있는지 답해요.',
    ),
    fields: [yesNo('answer', t('Visited Korea before', '과거 한국 방문 여부'))],
  }),
  q({
    id: 'si.latest-korea-visit',
    sectionId: 'entries',
    officialItems: [],
    partOf: '3.1',
    title: t('Your most recent visit to Korea', '가장 최근의 한국 방문'),
    help: t(
      'The dates you arrived and left, the purpose (e.g. tourism, visiting my spouse, business) and the cities or regions you visited. Your passport stamps or your entry/exit record help with the dates.',
      '입국일과 출국일, 방문목적(예: 관광, 배우자 방문, 출장), 방문한 도시나 지역을 적어요. 여권 도장이나 출입국 기록으로 날짜를 확인할 수 있어요.',
    ),
    skipWhen: [visitedKorea],
    fields: visitFields,
  }),
  q({
    id: 'si.earlier-korea-visits',
    sectionId: 'entries',
    officialItems: [],
    partOf: '3.1',
    title: t('Your earlier visits to Korea', '그 이전의 한국 방문'),
    help: t(
      'The form has room for three visits. If you visited more than three times, list only the most recent ones: here the second and third most recent. If you visited only once, answer with an empty list.',
      '양식에는 3회의 방문을 적을 수 있으며, 3회 이상 방문했다면 가장 최근의 방문을 적어요. 여기에는 두 번째와 세 번째로 최근의 방문을 적고, 한 번만 방문했다면 빈 목록으로 답해요.',
    ),
    skipWhen: [visitedKorea],
    group: { minRows: 0, maxRows: 2, rowLabel: t('Visit', '방문') },
    fields: visitFields,
  }),
  q({
    id: 'si.entry-refusal',
    sectionId: 'entries',
    officialItems: ['3.2'],
    title: t(
      'Have you ever been refused entry, banned from entering, deported or ordered to leave by the Korean government?',
      '과거 한국 정부로부터 입국거부나 입국금지 또는 강제퇴거나 출국명령을 받은 적이 있습니까?',
    ),
    help: t(
      'Answer truthfully: the immigration office can see its own records, and a false answer is itself grounds for refusal.',
      '사실대로 답하세요. 출입국 기관은 자체 기록을 확인할 수 있으며, 거짓 답변은 그 자체로 불허 사유가 돼요.',
    ),
    fields: [
      yesNo(
        'answer',
        t('Refused entry, banned, deported or ordered to leave', '입국 불허·금지, 강제퇴거 또는 출국명령 여부'),
      ),
    ],
  }),
  q({
    id: 'si.entry-refusal-orders',
    sectionId: 'entries',
    officialItems: [],
    partOf: '3.2',
    title: t('Which orders did you receive, and when?', '받은 처분과 그 일시'),
    help: t(
      'Tick each kind of order and give the dates (and the place, e.g. the airport) as precisely as you can.',
      '받은 처분을 모두 선택하고 일시(와 장소, 예: 공항)를 가능한 한 정확히 적어요.',
    ),
    skipWhen: [entryRefusal],
    fields: [
      multiChoice('orders', t('Orders', '처분'), [
        option('refusedEntry', 'Refusal of entry', '입국거부'),
        option('entryBan', 'Ban from entering Korea', '입국금지'),
        option('deportation', 'Deportation', '강제퇴거'),
        option('departureOrder', 'Departure order', '출국명령'),
      ]),
      text('when', t('Dates (and places)', '일시 (및 장소)'), { maxLength: 300 }),
    ],
  }),
  q({
    id: 'si.entry-refusal-reasons',
    sectionId: 'entries',
    officialItems: [],
    partOf: '3.2',
    title: t('The reasons for those orders', '처분을 받은 사유'),
    help: t(
      'Explain the reasons in detail, as the form asks (e.g. overstay, missing documents), and what has changed since. Attach the related documents if you have them.',
      '양식의 요청대로 사유(예: 체류기간 초과, 서류 미비)와 그 이후 달라진 점을 상세히 적고, 관련 서류가 있으면 첨부해요.',
    ),
    skipWhen: [entryRefusal],
    fields: [longText('reasons', t('Reasons', '사유'), { maxLength: 3000 })],
  }),
];

const assistance: QuestionDef[] = [
  q({
    id: 'si.assistance',
    sectionId: 'assistance',
    officialItems: ['4.1'],
    title: t(
      'Did you receive assistance in filling out this form?',
      '이 진술서를 작성하는데 다른 사람의 도움을 받았습니까?',
    ),
    help: t(
      'Answer Yes if a person helped you write it, e.g. a translator, an agency or a relative. Using this app does not count as help from a person.',
      '번역가, 업체, 가족 등 다른 사람이 작성을 도와주었으면 "예"를 선택해요. 이 앱을 사용한 것은 다른 사람의 도움에 해당하지 않아요.',
    ),
    note: 'Treating an app as "not assistance" is an interpretation; the form only says "assistance" (S1).',
    fields: [yesNo('answer', t('Helped by another person', '다른 사람의 도움 여부'))],
  }),
  q({
    id: 'si.helpers',
    sectionId: 'assistance',
    officialItems: [],
    partOf: '4.1',
    title: t('Who helped you', '도움을 준 사람'),
    help: t(
      'For each person who helped: name, address, phone number and relationship to you.',
      '도움을 준 사람마다 성명, 주소, 연락처, 신청인과의 관계를 적어요.',
    ),
    note: 'Row count of the printed table is not legible in the text source; 3 is a GUESS (S1).',
    skipWhen: [{ questionId: 'si.assistance', fieldId: 'answer', in: [false] }],
    group: { minRows: 1, maxRows: 3, rowLabel: t('Helper', '도움을 준 사람') },
    fields: [
      text('name', t('Name', '성명 / Name'), { maxLength: 100 }),
      address('address', t('Address', '주소 / Address')),
      phone('phone', t('Phone number', '연락처 / Phone number')),
      text('relationship', t('Relation to you', '신청인과의 관계 / Relation to you'), { maxLength: 50 }),
    ],
  }),
];

const confirmation: QuestionDef[] = [
  q({
    id: 'si.signing-date',
    sectionId: 'confirmation',
    officialItems: ['5.date'],
    answerLanguage: 'any',
    title: t('Date you sign the statement', '작성일자'),
    help: t(
      'The date you complete and sign the form. Above it you certify that your answers and attachments are true: false answers lead to refusal and penalties, and can be grounds for deportation even after a visa is issued (Immigration Act Art. 46).',
      '진술서를 작성하고 서명하는 날짜예요. 서명으로 답변과 첨부서류가 사실임을 확인하며, 거짓 기재는 불허와 벌칙의 사유가 되고 사증을 받은 후에도 「출입국관리법」 제46조에 따라 강제퇴거될 수 있어요.',
    ),
    fields: [date('date', t('Date', '작성일자 / Date'), { signingDate: true })],
  }),
  q({
    id: 'si.signature',
    sectionId: 'confirmation',
    officialItems: ['5.signature'],
    answerLanguage: 'en',
    title: t('Your name and signature', '신청인 성명과 서명'),
    help: t(
      'Write your name as in your passport. Sign (or seal) the printed form by hand.',
      '여권에 적힌 대로 성명을 적고, 출력한 양식에 직접 서명(또는 날인)하세요.',
    ),
    fields: [
      text('applicantName', t("Applicant's name", "신청인 성명 / Applicant's name"), { maxLength: 120 }),
      yesNo('willSign', t('I will sign the printed form', '출력한 양식에 서명할게요')),
    ],
  }),
];

export const spouseInformationSections3to5: QuestionDef[] = [...entries, ...assistance, ...confirmation];
