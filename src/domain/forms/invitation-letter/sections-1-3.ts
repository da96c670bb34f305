import {
  address,
  awareOptions,
  choice,
  date,
  email,
  longText,
  number,
  phone,
  questionFor,
  sexOptions,
  text,
  yesNo,
} from '../build';
import type { QuestionShape } from '../types';

const q = questionFor('invitation-letter', 'sponsor', 'ko');

const sponsor: QuestionShape[] = [
  q({
    id: 'il.sponsor-name-sex',
    sectionId: 'sponsor',
    officialItems: ['1.1', '1.2'],
    fields: [text('name', { maxLength: 50 }), choice('sex', sexOptions)],
  }),
  q({
    id: 'il.sponsor-birth',
    sectionId: 'sponsor',
    officialItems: ['1.3', '1.4'],
    fields: [
      choice('birthCountry', ['korea', 'abroad']),
      text('birthCountryName', {
        maxLength: 50,
        showWhen: { fieldId: 'birthCountry', in: ['abroad'] },
      }),
      yesNo('naturalised'),
      date('naturalisationDate', {
        notInFuture: true,
        showWhen: { fieldId: 'naturalised', in: [true] },
      }),
      date('dateOfBirth', { notInFuture: true }),
    ],
  }),
  q({
    id: 'il.sponsor-address',
    sectionId: 'sponsor',
    officialItems: ['1.5'],
    fields: [address('address')],
  }),
  q({
    id: 'il.sponsor-contact',
    sectionId: 'sponsor',
    officialItems: ['1.6', '1.7', '1.8'],
    answerLanguage: 'any',
    fields: [phone('homePhone', { required: false }), phone('mobilePhone'), email('email')],
  }),
];

const courtship: QuestionShape[] = [
  q({
    id: 'il.first-meeting',
    sectionId: 'courtship',
    officialItems: ['2.1', '2.2'],
    // Whether an online first contact counts as "meeting" is not defined by the form; the help suggests the in-person meeting and explaining online contact in 2.4 (S1, GUESS).
    fields: [date('date', { notInFuture: true }), text('place', { maxLength: 200 })],
  }),
  q({
    id: 'il.introduced',
    sectionId: 'courtship',
    officialItems: ['2.3'],
    fields: [yesNo('introduced')],
  }),
  q({
    id: 'il.introducer-details',
    sectionId: 'courtship',
    officialItems: ['2.3.1', '2.3.2', '2.3.3', '2.3.4', '2.3.5'],
    skipWhen: [{ questionId: 'il.introduced', fieldId: 'introduced', in: [false] }],
    fields: [
      text('name'),
      text('birthDateOrBusinessNumber', { maxLength: 60 }),
      text('nationality', { maxLength: 50 }),
      phone('phone'),
      text('relationToSponsor', {
        maxLength: 200,
      }),
      text('relationToSpouse', {
        maxLength: 200,
      }),
    ],
  }),
  q({
    id: 'il.how-met',
    sectionId: 'courtship',
    officialItems: ['2.4'],
    fields: [longText('story')],
  }),
  q({
    id: 'il.relationship-development',
    sectionId: 'courtship',
    officialItems: ['2.5'],
    fields: [longText('story')],
  }),
  q({
    id: 'il.visits',
    sectionId: 'courtship',
    officialItems: ['2.6', '2.7'],
    answerLanguage: 'any',
    fields: [
      yesNo('sponsorVisited'),
      number('sponsorVisitCount', {
        min: 1,
        max: 500,
        showWhen: { fieldId: 'sponsorVisited', in: [true] },
      }),
      yesNo('spouseVisited'),
      number('spouseVisitCount', {
        min: 1,
        max: 500,
        showWhen: { fieldId: 'spouseVisited', in: [true] },
      }),
    ],
  }),
  q({
    id: 'il.wedding',
    sectionId: 'courtship',
    officialItems: ['2.8'],
    fields: [
      yesNo('held'),
      date('date', {
        notInFuture: true,
        showWhen: { fieldId: 'held', in: [true] },
      }),
      text('place', {
        maxLength: 200,
        showWhen: { fieldId: 'held', in: [true] },
      }),
    ],
  }),
  q({
    id: 'il.marriage-report',
    sectionId: 'courtship',
    officialItems: ['2.9'],
    answerLanguage: 'any',
    fields: [
      date('date', { notInFuture: true }),
      choice('reportedWith', ['koreanReport', 'foreignCertificate'], {
        // Optional so a 2.9 answered before this field existed stays answered; left empty, 2.10 is asked.
        required: false,
      }),
    ],
  }),
  q({
    id: 'il.witnesses',
    sectionId: 'courtship',
    officialItems: ['2.10'],
    // Section 13 C5: "한국에서 혼인신고 시" only; never forced on a certificate-route report.
    skipWhen: [{ questionId: 'il.marriage-report', fieldId: 'reportedWith', in: ['foreignCertificate'] }],
    group: { minRows: 2, maxRows: 2 },
    fields: [
      text('name', { maxLength: 50 }),
      date('dateOfBirth', { notInFuture: true }),
      phone('contact'),
      text('relationship', { maxLength: 60 }),
    ],
  }),
  q({
    id: 'il.cohabitation',
    sectionId: 'courtship',
    officialItems: ['2.11'],
    fields: [
      yesNo('livedTogether'),
      text('place', { maxLength: 200, showWhen: { fieldId: 'livedTogether', in: [true] } }),
      date('from', { notInFuture: true, showWhen: { fieldId: 'livedTogether', in: [true] } }),
      date('to', {
        required: false,
        notInFuture: true,
        showWhen: { fieldId: 'livedTogether', in: [true] },
      }),
    ],
  }),
  q({
    id: 'il.family-awareness',
    sectionId: 'courtship',
    officialItems: ['2.12'],
    group: { minRows: 2, maxRows: 20 },
    // The printed table has 7 rows (S1); more rows are allowed because the form says to use a separate sheet.
    fields: [
      text('relation', {
        maxLength: 20,
      }),
      text('name', { maxLength: 50 }),
      yesNo('deceased'),
      phone('contact', { showWhen: { fieldId: 'deceased', in: [false] } }),
      choice('aware', awareOptions, {
        showWhen: { fieldId: 'deceased', in: [false] },
      }),
    ],
  }),
  q({
    id: 'il.family-unaware-reason',
    sectionId: 'courtship',
    officialItems: ['2.13'],
    skipWhen: [{ questionId: 'il.family-awareness', fieldId: 'aware', in: ['knows'] }],
    fields: [longText('reason', { maxLength: 2000 })],
  }),
];

const maritalHistory: QuestionShape[] = [
  q({
    id: 'il.previously-married',
    sectionId: 'marital-history',
    officialItems: ['3.1'],
    fields: [yesNo('previouslyMarried')],
  }),
  q({
    id: 'il.previous-marriages',
    sectionId: 'marital-history',
    officialItems: ['3.2'],
    skipWhen: [{ questionId: 'il.previously-married', fieldId: 'previouslyMarried', in: [false] }],
    group: { minRows: 1, maxRows: 3 },
    // The printed table has 3 rows (S1 text layout; LIKELY).
    fields: [
      text('spouseName', { maxLength: 80 }),
      date('dateOfBirth', { notInFuture: true }),
      text('nationality', { maxLength: 50 }),
      date('from', { notInFuture: true }),
      date('to', { notInFuture: true }),
    ],
  }),
  q({
    id: 'il.previous-invitations',
    sectionId: 'marital-history',
    officialItems: ['3.3', '3.4'],
    skipWhen: [{ questionId: 'il.previously-married', fieldId: 'previouslyMarried', in: [false] }],
    fields: [
      yesNo('invitedBefore'),
      number('count', {
        min: 1,
        max: 20,
        showWhen: { fieldId: 'invitedBefore', in: [true] },
      }),
      text('lastInvitationDate', {
        maxLength: 10,
        showWhen: { fieldId: 'invitedBefore', in: [true] },
      }),
    ],
  }),
];

export const invitationSections1to3: QuestionShape[] = [...sponsor, ...courtship, ...maritalHistory];
