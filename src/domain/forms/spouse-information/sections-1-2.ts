import { awareOptions, choice, date, longText, questionFor, sexOptions, text, yesNo } from '../build';
import type { FieldShape, QuestionShape } from '../types';

const q = questionFor('spouse-information', 'applicant', 'ko-or-en');

const otherIdentity = { questionId: 'si.other-identity', fieldId: 'answer', in: [false] };

// The statement's family table (2.1) puts "DECEASED" in the date-of-birth column.
const familyMemberFields = (relationOptions?: readonly string[]): FieldShape[] => [
  ...(relationOptions ? [choice('relation', relationOptions)] : []),
  text('familyName', { maxLength: 50 }),
  text('givenName', { required: false, maxLength: 80 }),
  yesNo('deceased'),
  date('dateOfBirth', {
    notInFuture: true,
    showWhen: { fieldId: 'deceased', in: [false] },
  }),
  choice('aware', awareOptions, {
    showWhen: { fieldId: 'deceased', in: [false] },
  }),
];

const personal: QuestionShape[] = [
  q({
    id: 'si.family-name',
    sectionId: 'personal',
    officialItems: ['1.1'],
    answerLanguage: 'en',
    fields: [
      text('familyName', {
        maxLength: 50,
        format: 'latin-uppercase',
      }),
    ],
  }),
  q({
    id: 'si.given-name',
    sectionId: 'personal',
    officialItems: [],
    partOf: '1.1',
    answerLanguage: 'en',
    fields: [
      text('givenName', {
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
    fields: [date('dateOfBirth', { notInFuture: true })],
  }),
  q({
    id: 'si.sex',
    sectionId: 'personal',
    officialItems: ['1.2'],
    answerLanguage: 'any',
    fields: [choice('sex', sexOptions)],
  }),
  q({
    id: 'si.native-name',
    sectionId: 'personal',
    officialItems: ['1.3'],
    answerLanguage: 'any',
    fields: [text('familyName', { maxLength: 50 }), text('givenName', { required: false, maxLength: 80 })],
  }),
  q({
    id: 'si.other-identity',
    sectionId: 'personal',
    officialItems: ['1.4'],
    fields: [yesNo('answer')],
  }),
  q({
    id: 'si.other-names',
    sectionId: 'personal',
    officialItems: [],
    partOf: '1.4',
    skipWhen: [otherIdentity],
    fields: [yesNo('used'), text('names', { maxLength: 300, showWhen: { fieldId: 'used', in: [true] } })],
  }),
  q({
    id: 'si.other-birth-dates',
    sectionId: 'personal',
    officialItems: [],
    partOf: '1.4',
    skipWhen: [otherIdentity],
    fields: [
      yesNo('used'),
      text('dates', {
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
    skipWhen: [otherIdentity],
    fields: [
      yesNo('held'),
      text('nationalities', {
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
    skipWhen: [otherIdentity],
    fields: [longText('reason', { maxLength: 2000 })],
  }),
];

const previouslyMarried = { questionId: 'si.previously-married', fieldId: 'answer', in: [false] };
const otherChildren = { questionId: 'si.other-children', fieldId: 'answer', in: [false] };

const previousMarriageFields: FieldShape[] = [
  text('spouseName', { maxLength: 100 }),
  date('dateOfBirth', { notInFuture: true }),
  text('nationality', { maxLength: 50 }),
  date('from', { notInFuture: true }),
  date('to', { notInFuture: true }),
];

const family: QuestionShape[] = [
  q({
    id: 'si.father',
    sectionId: 'family',
    officialItems: ['2.1'],
    fields: familyMemberFields(),
  }),
  q({
    id: 'si.mother',
    sectionId: 'family',
    officialItems: [],
    partOf: '2.1',
    fields: familyMemberFields(),
  }),
  q({
    id: 'si.siblings',
    sectionId: 'family',
    officialItems: [],
    partOf: '2.1',
    // The printed table has 5 blank rows shared by siblings and children; extra rows go on a separate sheet per the form (S1).
    group: { minRows: 0, maxRows: 20 },
    fields: familyMemberFields(['olderBrother', 'youngerBrother', 'olderSister', 'youngerSister']),
  }),
  q({
    id: 'si.children',
    sectionId: 'family',
    officialItems: [],
    partOf: '2.1',
    group: { minRows: 0, maxRows: 20 },
    fields: familyMemberFields(['son', 'daughter']),
  }),
  q({
    id: 'si.previously-married',
    sectionId: 'family',
    officialItems: ['2.2'],
    fields: [yesNo('answer')],
  }),
  q({
    id: 'si.previous-marriage',
    sectionId: 'family',
    officialItems: [],
    partOf: '2.2',
    skipWhen: [previouslyMarried],
    fields: previousMarriageFields,
  }),
  q({
    id: 'si.earlier-marriages',
    sectionId: 'family',
    officialItems: [],
    partOf: '2.2',
    // The printed table has 2 rows (S1 layout; LIKELY), so one more marriage is allowed here.
    skipWhen: [previouslyMarried],
    group: { minRows: 0, maxRows: 1 },
    fields: previousMarriageFields,
  }),
  q({
    id: 'si.other-marital-relationship',
    sectionId: 'family',
    officialItems: ['2.3'],
    fields: [yesNo('answer')],
  }),
  q({
    id: 'si.other-children',
    sectionId: 'family',
    officialItems: ['2.4'],
    fields: [yesNo('answer')],
  }),
  q({
    id: 'si.other-children-details',
    sectionId: 'family',
    officialItems: [],
    partOf: '2.4',
    // Row count of the printed table is not legible in the text source; 5 is a GUESS (S1).
    skipWhen: [otherChildren],
    group: { minRows: 1, maxRows: 5 },
    fields: [
      text('name', { maxLength: 100 }),
      date('dateOfBirth', { notInFuture: true }),
      text('nationality', { maxLength: 50 }),
      text('custodian', {
        maxLength: 100,
      }),
    ],
  }),
];

export const spouseInformationSections1to2: QuestionShape[] = [...personal, ...family];
