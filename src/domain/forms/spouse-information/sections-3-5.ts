import { address, date, longText, multiChoice, phone, questionFor, text, yesNo } from '../build';
import type { FieldShape, QuestionShape } from '../types';

const q = questionFor('spouse-information', 'applicant', 'ko-or-en');

const visitedKorea = { questionId: 'si.visited-korea', fieldId: 'answer', in: [false] };
const entryRefusal = { questionId: 'si.entry-refusal', fieldId: 'answer', in: [false] };

const visitFields: FieldShape[] = [
  date('from', { notInFuture: true }),
  date('to', { notInFuture: true }),
  text('purpose', { maxLength: 100 }),
  text('places', { maxLength: 200 }),
];

const entries: QuestionShape[] = [
  q({
    id: 'si.visited-korea',
    sectionId: 'entries',
    officialItems: ['3.1'],
    fields: [yesNo('answer')],
  }),
  q({
    id: 'si.latest-korea-visit',
    sectionId: 'entries',
    officialItems: [],
    partOf: '3.1',
    skipWhen: [visitedKorea],
    fields: visitFields,
  }),
  q({
    id: 'si.earlier-korea-visits',
    sectionId: 'entries',
    officialItems: [],
    partOf: '3.1',
    skipWhen: [visitedKorea],
    group: { minRows: 0, maxRows: 2 },
    fields: visitFields,
  }),
  q({
    id: 'si.entry-refusal',
    sectionId: 'entries',
    officialItems: ['3.2'],
    fields: [yesNo('answer')],
  }),
  q({
    id: 'si.entry-refusal-orders',
    sectionId: 'entries',
    officialItems: [],
    partOf: '3.2',
    skipWhen: [entryRefusal],
    fields: [
      multiChoice('orders', ['refusedEntry', 'entryBan', 'deportation', 'departureOrder']),
      text('when', { maxLength: 300 }),
    ],
  }),
  q({
    id: 'si.entry-refusal-reasons',
    sectionId: 'entries',
    officialItems: [],
    partOf: '3.2',
    skipWhen: [entryRefusal],
    fields: [longText('reasons', { maxLength: 3000 })],
  }),
];

const assistance: QuestionShape[] = [
  q({
    id: 'si.assistance',
    sectionId: 'assistance',
    officialItems: ['4.1'],
    // Treating an app as "not assistance" is an interpretation; the form only says "assistance" (S1).
    fields: [yesNo('answer')],
  }),
  q({
    id: 'si.helpers',
    sectionId: 'assistance',
    officialItems: [],
    partOf: '4.1',
    // Row count of the printed table is not legible in the text source; 3 is a GUESS (S1).
    skipWhen: [{ questionId: 'si.assistance', fieldId: 'answer', in: [false] }],
    group: { minRows: 1, maxRows: 3 },
    fields: [
      text('name', { maxLength: 100 }),
      address('address'),
      phone('phone'),
      text('relationship', { maxLength: 50 }),
    ],
  }),
];

const confirmation: QuestionShape[] = [
  q({
    id: 'si.signing-date',
    sectionId: 'confirmation',
    officialItems: ['5.date'],
    answerLanguage: 'any',
    fields: [date('date', { signingDate: true })],
  }),
  q({
    id: 'si.signature',
    sectionId: 'confirmation',
    officialItems: ['5.signature'],
    answerLanguage: 'en',
    fields: [text('applicantName', { maxLength: 120 }), yesNo('willSign')],
  }),
];

export const spouseInformationSections3to5: QuestionShape[] = [...entries, ...assistance, ...confirmation];
