import { awareOptions, choice, date, longText, option, questionFor, sexOptions, t, text, yesNo } from '../build';
import type { ChoiceOption, FieldDef, QuestionDef } from '../types';

const q = questionFor('spouse-information', 'applicant', 'ko-or-en');

const otherIdentity = { questionId: 'si.other-identity', fieldId: 'answer', in: [false] };

// The statement's family table (2.1) puts "DECEASED" in the date-of-birth column.
const familyMemberFields = (relationOptions?: ChoiceOption[]): FieldDef[] => [
  ...(relationOptions ? [choice('relation', t('Relation', '관계'), relationOptions)] : []),
  text('familyName', t('Family name', '성'), { maxLength: 50 }),
  text('givenName', t('Given name', '명'), { required: false, maxLength: 80 }),
  yesNo('deceased', t('Deceased', '사망')),
  date('dateOfBirth', t('Date of birth', '생년월일'), {
    notInFuture: true,
    showWhen: { fieldId: 'deceased', in: [false] },
  }),
  choice('aware', t('Aware of your marriage?', '혼인사실을 알고 있는지 여부'), awareOptions, {
    showWhen: { fieldId: 'deceased', in: [false] },
  }),
];

const personal: QuestionDef[] = [
  q({
    id: 'si.family-name',
    sectionId: 'personal',
    officialItems: ['1.1'],
    answerLanguage: 'en',
    title: t('Your family name as shown in your passport', '여권에 기재된 영문 성'),
    help: t(
      'Copy your family name (surname) exactly as printed in your passport, in capital letters, including any second surname or hyphen.',
      '여권에 적힌 영문 성을 대문자로, 하이픈이나 복수의 성까지 그대로 적으세요.',
    ),
    fields: [
      text('familyName', t('Family name', '성 / Family name'), {
        maxLength: 50,
        format: 'latin-uppercase',
        placeholder: t('e.g. SMITH', '예: SMITH'),
      }),
    ],
  }),
  q({
    id: 'si.given-name',
    sectionId: 'personal',
    officialItems: [],
    partOf: '1.1',
    answerLanguage: 'en',
    title: t('Your given names as shown in your passport', '여권에 기재된 영문 이름'),
    help: t(
      'All given names (first and middle names) exactly as printed in your passport, in capital letters and in the same order. Leave it blank only if your passport shows no given name.',
      '여권에 적힌 이름(중간 이름 포함)을 같은 순서로 대문자로 적어요. 여권에 이름이 없을 때만 비워 둬요.',
    ),
    fields: [
      text('givenName', t('Given names', '명 / Given name'), {
        required: false,
        maxLength: 80,
        format: 'latin-uppercase',
      }),
    ],
  }),
  q({
    id: 'si.date-of-birth',
    sectionId: 'personal',
    officialItems: [],
    partOf: '1.1',
    answerLanguage: 'any',
    title: t('Your date of birth', '생년월일'),
    help: t('Your date of birth as shown in your passport.', '여권에 적힌 생년월일을 적어요.'),
    fields: [date('dateOfBirth', t('Date of birth', '생년월일 / Date of birth'), { notInFuture: true })],
  }),
  q({
    id: 'si.sex',
    sectionId: 'personal',
    officialItems: ['1.2'],
    answerLanguage: 'any',
    title: t('Your sex', '성별'),
    help: t('As shown in your passport.', '여권에 적힌 성별을 선택해요.'),
    fields: [choice('sex', t('Sex', '성별 / Sex'), sexOptions)],
  }),
  q({
    id: 'si.native-name',
    sectionId: 'personal',
    officialItems: ['1.3'],
    answerLanguage: 'any',
    title: t('Your full name in your native language', '현지 언어로 적은 성명'),
    help: t(
      'Your name in the script of your native language, e.g. Chinese characters, Thai, Cyrillic or Vietnamese with its accents. If your native language uses the Roman alphabet, write your name as you normally write it; it may be the same as in your passport.',
      '모국어 문자로 적은 성명이에요(예: 한자, 태국 문자, 키릴 문자, 성조가 있는 베트남어). 모국어가 로마자를 쓰면 평소 쓰는 대로 적으며 여권과 같아도 돼요.',
    ),
    fields: [
      text('familyName', t('Family name', '성 / Family name'), { maxLength: 50 }),
      text('givenName', t('Given name', '명 / Given name'), { required: false, maxLength: 80 }),
    ],
  }),
  q({
    id: 'si.other-identity',
    sectionId: 'personal',
    officialItems: ['1.4'],
    title: t(
      'Have you ever used another name, another date of birth, or another nationality?',
      '과거에 다른 이름, 생년월일, 국적을 보유하거나 사용한 적이 있습니까?',
    ),
    help: t(
      'Include a maiden name or a name before marriage, earlier legal names, a different date of birth on any document, and any nationality you held before or besides your current one. If Yes, the next questions ask for the details and the reason for each change.',
      '혼인 전 성, 과거의 법적 이름, 서류상 다른 생년월일, 현재 국적 외에 보유했던 국적을 모두 포함해요. "예"이면 다음 질문에서 내용과 변경 이유를 물어요.',
    ),
    fields: [yesNo('answer', t('Another name, date of birth or nationality', '다른 이름·생년월일·국적 여부'))],
  }),
  q({
    id: 'si.other-names',
    sectionId: 'personal',
    officialItems: [],
    partOf: '1.4',
    title: t('Other names you have used', '사용한 다른 이름'),
    help: t(
      'Every other name you have had or used, e.g. a maiden name. Write them as they appeared on official documents.',
      '사용하거나 보유했던 다른 이름(예: 혼인 전 성)을 공문서에 적힌 대로 모두 적어요.',
    ),
    skipWhen: [otherIdentity],
    fields: [
      yesNo('used', t('I have used another name', '다른 이름을 사용한 적이 있음')),
      text('names', t('Other names', '다른 이름'), { maxLength: 300, showWhen: { fieldId: 'used', in: [true] } }),
    ],
  }),
  q({
    id: 'si.other-birth-dates',
    sectionId: 'personal',
    officialItems: [],
    partOf: '1.4',
    title: t('Other dates of birth you have used', '사용한 다른 생년월일'),
    help: t(
      'Any date of birth different from your current one that appeared on a document (YYYY-MM-DD; separate several with commas).',
      '현재와 다른 생년월일이 서류에 기재된 적이 있으면 모두 적어요(YYYY-MM-DD, 여러 개는 쉼표로 구분).',
    ),
    skipWhen: [otherIdentity],
    fields: [
      yesNo('used', t('I have used another date of birth', '다른 생년월일을 사용한 적이 있음')),
      text('dates', t('Other dates of birth', '다른 생년월일'), {
        maxLength: 100,
        showWhen: { fieldId: 'used', in: [true] },
      }),
    ],
  }),
  q({
    id: 'si.other-nationalities',
    sectionId: 'personal',
    officialItems: [],
    partOf: '1.4',
    title: t('Other nationalities you have held', '보유했던 다른 국적'),
    help: t(
      'Any nationality you hold or held besides your current one, including one you gave up.',
      '현재 국적 외에 보유하고 있거나 보유했던 국적(포기한 국적 포함)을 모두 적어요.',
    ),
    skipWhen: [otherIdentity],
    fields: [
      yesNo('held', t('I have held another nationality', '다른 국적을 보유한 적이 있음')),
      text('nationalities', t('Other nationalities', '다른 국적'), {
        maxLength: 200,
        showWhen: { fieldId: 'held', in: [true] },
      }),
    ],
  }),
  q({
    id: 'si.identity-change-reason',
    sectionId: 'personal',
    officialItems: [],
    partOf: '1.4',
    title: t('Why did your name, date of birth or nationality change?', '이름, 생년월일, 국적을 변경한 이유'),
    help: t(
      'The form asks for the reason for each change, e.g. "took my husband\'s surname on my first marriage in 2015", "naturalised as a US citizen in 2010". Attach documents that show the change if you have them.',
      '변경마다 이유를 적어요(예: "2015년 첫 혼인 시 남편의 성으로 변경", "2010년 미국 시민권 취득"). 변경을 보여 주는 서류가 있으면 첨부해요.',
    ),
    skipWhen: [otherIdentity],
    fields: [longText('reason', t('Reason for the change', '변경한 이유'), { maxLength: 2000 })],
  }),
];

const previouslyMarried = { questionId: 'si.previously-married', fieldId: 'answer', in: [false] };
const otherChildren = { questionId: 'si.other-children', fieldId: 'answer', in: [false] };

const previousMarriageFields: FieldDef[] = [
  text('spouseName', t('Name of previous spouse', '배우자의 성명 / Name of previous spouse'), { maxLength: 100 }),
  date('dateOfBirth', t('Date of birth', '생년월일 / Date of birth'), { notInFuture: true }),
  text('nationality', t('Nationality', '배우자의 국적 / Nationality'), { maxLength: 50 }),
  date('from', t('Married from', '혼인 시작일'), { notInFuture: true }),
  date('to', t('Married until', '혼인 종료일'), { notInFuture: true }),
];

const family: QuestionDef[] = [
  q({
    id: 'si.father',
    sectionId: 'family',
    officialItems: ['2.1'],
    title: t('Your father, and whether he knows about your marriage', '아버지 정보와 혼인사실을 알고 있는지 여부'),
    help: t(
      'The first row of the family table. If your father has died, mark him as deceased: the form then shows "DECEASED" instead of a date of birth.',
      '가족 표의 첫 줄이에요. 아버지가 돌아가셨으면 "사망"을 선택하며, 양식의 생년월일란에 "사망"으로 기재돼요.',
    ),
    fields: familyMemberFields(),
  }),
  q({
    id: 'si.mother',
    sectionId: 'family',
    officialItems: [],
    partOf: '2.1',
    title: t('Your mother, and whether she knows about your marriage', '어머니 정보와 혼인사실을 알고 있는지 여부'),
    help: t(
      'The second row of the family table. Give her family name as she uses it (or at birth, if your country records that). If she has died, mark her as deceased.',
      '가족 표의 두 번째 줄이에요. 어머니가 돌아가셨으면 "사망"을 선택해요.',
    ),
    fields: familyMemberFields(),
  }),
  q({
    id: 'si.siblings',
    sectionId: 'family',
    officialItems: [],
    partOf: '2.1',
    title: t('Your brothers and sisters', '형제자매'),
    help: t(
      'List EVERY brother and sister, including half-siblings, and whether each knows about your marriage: the form requires all of them. If you have none, answer with an empty list.',
      '이복·이부 형제자매를 포함하여 모든 형제자매와 혼인사실을 알고 있는지를 빠짐없이 적어야 해요. 없으면 빈 목록으로 답해요.',
    ),
    note: 'The printed table has 5 blank rows shared by siblings and children; extra rows go on a separate sheet per the form (S1).',
    group: { minRows: 0, maxRows: 20, rowLabel: t('Sibling', '형제자매') },
    fields: familyMemberFields([
      option('olderBrother', 'Older brother', '형/오빠'),
      option('youngerBrother', 'Younger brother', '남동생'),
      option('olderSister', 'Older sister', '누나/언니'),
      option('youngerSister', 'Younger sister', '여동생'),
    ]),
  }),
  q({
    id: 'si.children',
    sectionId: 'family',
    officialItems: [],
    partOf: '2.1',
    title: t('Your children', '자녀'),
    help: t(
      'List EVERY child of yours, from any relationship, and whether each knows about your marriage. If you have none, answer with an empty list.',
      '모든 자녀(어떤 관계에서 출생했든)와 혼인사실을 알고 있는지를 빠짐없이 적어요. 없으면 빈 목록으로 답해요.',
    ),
    group: { minRows: 0, maxRows: 20, rowLabel: t('Child', '자녀') },
    fields: familyMemberFields([option('son', 'Son', '아들'), option('daughter', 'Daughter', '딸')]),
  }),
  q({
    id: 'si.previously-married',
    sectionId: 'family',
    officialItems: ['2.2'],
    title: t(
      'Have you ever been married to someone other than your current spouse?',
      '신청인은 과거에 혼인한 적이 있습니까?',
    ),
    help: t(
      'Include marriages that ended in divorce, annulment or death, and marriages registered in any country.',
      '이혼, 혼인 무효, 사별로 끝난 혼인과 어느 나라에서든 신고된 혼인을 모두 포함해요.',
    ),
    fields: [yesNo('answer', t('Married before', '과거 혼인 여부'))],
  }),
  q({
    id: 'si.previous-marriage',
    sectionId: 'family',
    officialItems: [],
    partOf: '2.2',
    title: t('Your most recent previous marriage', '가장 최근의 과거 혼인'),
    help: t(
      "The former spouse's name, date of birth and nationality, and the marriage period as on your divorce decree or the death certificate.",
      '이전 배우자의 성명, 생년월일, 국적과 혼인기간을 이혼 판결문이나 사망증명서에 맞게 적어요.',
    ),
    skipWhen: [previouslyMarried],
    fields: previousMarriageFields,
  }),
  q({
    id: 'si.earlier-marriages',
    sectionId: 'family',
    officialItems: [],
    partOf: '2.2',
    title: t('Any earlier marriage', '그 이전의 혼인'),
    help: t(
      'If you were married more than once before, add the earlier marriage. The form has room for two previous marriages. If there is none, answer with an empty list.',
      '과거 혼인이 두 번 이상이면 그 이전의 혼인을 적어요. 양식에는 과거 혼인 2건을 적을 칸이 있어요. 없으면 빈 목록으로 답해요.',
    ),
    note: 'The printed table has 2 rows (S1 layout; LIKELY), so one more marriage is allowed here.',
    skipWhen: [previouslyMarried],
    group: { minRows: 0, maxRows: 1, rowLabel: t('Earlier marriage', '이전 혼인') },
    fields: previousMarriageFields,
  }),
  q({
    id: 'si.other-marital-relationship',
    sectionId: 'family',
    officialItems: ['2.3'],
    title: t(
      'Are you in a marriage or common-law relationship with anyone other than your current spouse?',
      '초청인 이외에 혼인관계(사실혼 관계 포함)를 유지하고 있는 다른 사람이 있습니까?',
    ),
    help: t(
      'This asks about now: another marriage not yet dissolved, or living as a couple with someone else. A Yes usually prevents the visa.',
      '현재를 묻는 질문이에요. 해소되지 않은 다른 혼인이나 다른 사람과의 사실혼 관계가 있으면 "예"이며, 이 경우 보통 사증이 발급되지 않아요.',
    ),
    fields: [yesNo('answer', t('Another marriage or common-law relationship now', '현재 다른 혼인·사실혼 관계 여부'))],
  }),
  q({
    id: 'si.other-children',
    sectionId: 'family',
    officialItems: ['2.4'],
    title: t(
      'Do you have children from a relationship with someone other than your current spouse?',
      '신청인은 초청인이 아닌 다른 사람과의 관계에서 출생한 자녀가 있습니까?',
    ),
    help: t(
      'Children from a previous marriage or any other relationship, whatever their age.',
      '나이와 관계없이 과거 혼인이나 다른 관계에서 출생한 자녀가 있는지 답해요.',
    ),
    fields: [yesNo('answer', t('Children from another relationship', '다른 관계에서 출생한 자녀 여부'))],
  }),
  q({
    id: 'si.other-children-details',
    sectionId: 'family',
    officialItems: [],
    partOf: '2.4',
    title: t('Your children from another relationship', '다른 관계에서 출생한 자녀'),
    help: t(
      'For each child: name, date of birth, nationality, and who is raising the child now (e.g. "the child\'s father", "me").',
      '자녀마다 성명, 생년월일, 국적과 현재 양육하고 있는 사람(예: "자녀의 아버지", "본인")을 적어요.',
    ),
    note: 'Row count of the printed table is not legible in the text source; 5 is a GUESS (S1).',
    skipWhen: [otherChildren],
    group: { minRows: 1, maxRows: 5, rowLabel: t('Child', '자녀') },
    fields: [
      text('name', t('Name of child', '자녀의 성명 / Name of child'), { maxLength: 100 }),
      date('dateOfBirth', t('Date of birth', '생년월일 / Date of birth'), { notInFuture: true }),
      text('nationality', t('Nationality', '자녀의 국적 / Nationality'), { maxLength: 50 }),
      text('custodian', t('Person raising the child now', '현재 양육하고 있는 사람 / Person charged with custody'), {
        maxLength: 100,
      }),
    ],
  }),
];

export const spouseInformationSections1to2: QuestionDef[] = [...personal, ...family];
