import { address, choice, date, longText, multiChoice, number, phone, questionFor, text, yesNo } from '../build';
import type { QuestionShape, SkipRule } from '../types';

const q = questionFor('invitation-letter', 'sponsor', 'ko');

const childTogether: SkipRule = { questionId: 'il.child-together', fieldId: 'childTogether', in: [true] };
const languageIs = (...values: string[]): SkipRule => ({
  questionId: 'il.daily-language',
  fieldId: 'language',
  in: values,
});

// 7.2 and 8.3 print the same three grounds plus "none".
const exemptionOptions: readonly string[] = ['stayedInSpouseCountry', 'spouseStayedInKorea', 'humanitarian', 'none'];

const housing: QuestionShape[] = [
  q({
    id: 'il.home',
    sectionId: 'housing',
    officialItems: ['5.1', '5.2', '5.3', '5.4'],
    fields: [
      address('address'),
      choice('tenure', ['ownedBySponsor', 'leasedBySponsor', 'ownedByFamily', 'leasedByFamily']),
      number('areaM2', { min: 1, max: 2000, integer: false }),
      number('rooms', { min: 1, max: 50 }),
    ],
  }),
  q({
    id: 'il.home-occupants',
    sectionId: 'housing',
    officialItems: ['5.5'],
    // Row count of the printed table is not legible in the text source; 6 is a GUESS (S1).
    group: { minRows: 0, maxRows: 6 },
    fields: [
      text('name', { maxLength: 50 }),
      number('age', { min: 0, max: 120 }),
      text('relationship', { maxLength: 30 }),
      phone('contact', { required: false }),
    ],
  }),
  q({
    id: 'il.always-together',
    sectionId: 'housing',
    officialItems: ['5.6'],
    fields: [yesNo('alwaysTogether')],
  }),
];

const communication: QuestionShape[] = [
  q({
    id: 'il.daily-language',
    sectionId: 'communication',
    officialItems: ['6.1'],
    skipWhen: [childTogether],
    fields: [
      choice('language', ['korean', 'spouseNative', 'thirdLanguage', 'cannotCommunicate']),
      text('languageName', {
        maxLength: 30,
        showWhen: { fieldId: 'language', in: ['spouseNative', 'thirdLanguage'] },
      }),
    ],
  }),
  q({
    id: 'il.korean-proof',
    sectionId: 'communication',
    officialItems: ['6.2'],
    // Whether several boxes may be ticked is not stated; multiple selection assumed (official-forms.md 2.2 item 63, GUESS; S1, S9).
    skipWhen: [childTogether, languageIs('spouseNative', 'thirdLanguage', 'cannotCommunicate')],
    fields: [
      multiChoice('methods', ['topik', 'designatedCourse', 'degree', 'ethnicKorean', 'livedInKorea', 'other']),
      date('livedFrom', {
        notInFuture: true,
        showWhen: { fieldId: 'methods', in: ['livedInKorea'] },
      }),
      date('livedTo', {
        notInFuture: true,
        showWhen: { fieldId: 'methods', in: ['livedInKorea'] },
      }),
      longText('otherExplanation', {
        maxLength: 2000,
        showWhen: { fieldId: 'methods', in: ['other'] },
      }),
    ],
  }),
  q({
    id: 'il.spouse-language-proof',
    sectionId: 'communication',
    officialItems: ['6.3'],
    skipWhen: [childTogether, languageIs('korean', 'thirdLanguage', 'cannotCommunicate')],
    fields: [
      choice('method', ['livedInCountry', 'formerNationality', 'other']),
      text('country', {
        maxLength: 50,
        showWhen: { fieldId: 'method', in: ['livedInCountry'] },
      }),
      date('from', {
        notInFuture: true,
        showWhen: { fieldId: 'method', in: ['livedInCountry'] },
      }),
      date('to', {
        notInFuture: true,
        showWhen: { fieldId: 'method', in: ['livedInCountry'] },
      }),
      longText('otherExplanation', {
        maxLength: 2000,
        showWhen: { fieldId: 'method', in: ['other'] },
      }),
    ],
  }),
  q({
    id: 'il.third-language-proof',
    sectionId: 'communication',
    officialItems: ['6.4'],
    skipWhen: [childTogether, languageIs('korean', 'spouseNative', 'cannotCommunicate')],
    fields: [
      choice('method', ['bothLivedInCountry', 'other']),
      text('country', {
        maxLength: 50,
        showWhen: { fieldId: 'method', in: ['bothLivedInCountry'] },
      }),
      date('sponsorFrom', {
        notInFuture: true,
        showWhen: { fieldId: 'method', in: ['bothLivedInCountry'] },
      }),
      date('sponsorTo', {
        notInFuture: true,
        // No end date for a place the person still lives in.
        required: false,
        showWhen: { fieldId: 'method', in: ['bothLivedInCountry'] },
      }),
      date('spouseFrom', {
        notInFuture: true,
        showWhen: { fieldId: 'method', in: ['bothLivedInCountry'] },
      }),
      date('spouseTo', {
        notInFuture: true,
        required: false,
        showWhen: { fieldId: 'method', in: ['bothLivedInCountry'] },
      }),
      longText('otherExplanation', {
        maxLength: 2000,
        showWhen: { fieldId: 'method', in: ['other'] },
      }),
    ],
  }),
  q({
    id: 'il.communication-exemption-reason',
    sectionId: 'communication',
    officialItems: ['6.5.2'],
    skipWhen: [childTogether, languageIs('korean', 'spouseNative', 'thirdLanguage')],
    fields: [longText('reason', { maxLength: 3000 })],
  }),
];

const programme: QuestionShape[] = [
  q({
    id: 'il.programme-country',
    sectionId: 'programme',
    officialItems: ['7.1'],
    fields: [yesNo('listedCountry')],
  }),
  q({
    id: 'il.programme-exemption',
    sectionId: 'programme',
    officialItems: ['7.2', '7.3'],
    skipWhen: [{ questionId: 'il.programme-country', fieldId: 'listedCountry', in: [false] }],
    fields: [
      choice('exemption', exemptionOptions),
      longText('humanitarianReason', {
        maxLength: 1000,
        showWhen: { fieldId: 'exemption', in: ['humanitarian'] },
      }),
      text('completionNumber', {
        maxLength: 40,
        showWhen: { fieldId: 'exemption', in: ['none'] },
      }),
    ],
  }),
];

const closing: QuestionShape[] = [
  q({
    id: 'il.info-exchange',
    sectionId: 'health-criminal-info',
    officialItems: ['8.1', '8.2', '8.3'],
    // Reading 8.2 as "married through a broker" is an interpretation (official-forms.md 2.2 item 72, GUESS). 8.3 has no skip rule on the form.
    fields: [
      yesNo('exchanged'),
      yesNo('brokerActApplies'),
      choice('exemption', exemptionOptions),
      longText('humanitarianReason', {
        maxLength: 1000,
        showWhen: { fieldId: 'exemption', in: ['humanitarian'] },
      }),
    ],
  }),
  q({
    id: 'il.criminal-record',
    sectionId: 'violence-record',
    officialItems: ['9.1'],
    // The form has no "none" box; the wizard adds one so the question can be answered (official-forms.md 2.2 item 74, GUESS; S12).
    fields: [
      multiChoice('records', [
        'domesticViolence',
        'sexOffenceAgainstMinor',
        'violentCrime',
        'falseMarriageReport',
        'none',
      ]),
      // Not printed on the form: the bar runs from this day (section 14 D1), so eligibility needs it.
      date('recordDate', {
        notInFuture: true,
        showWhen: {
          fieldId: 'records',
          in: ['domesticViolence', 'sexOffenceAgainstMinor', 'violentCrime', 'falseMarriageReport'],
        },
      }),
    ],
  }),
  q({
    id: 'il.other-information',
    sectionId: 'other-information',
    officialItems: ['10'],
    fields: [longText('information', { required: false, maxLength: 3000 })],
  }),
  q({
    id: 'il.helpers',
    sectionId: 'assistance',
    officialItems: ['11.1'],
    // Row count of the printed table is not legible in the text source; 3 is a GUESS. Treating an app as "not a person helping" is an interpretation.
    group: { minRows: 0, maxRows: 3 },
    fields: [
      text('name', { maxLength: 50 }),
      address('address'),
      phone('phone'),
      text('relationship', { maxLength: 30 }),
    ],
  }),
  q({
    id: 'il.spouse-name',
    sectionId: 'declaration',
    officialItems: ['12.spouse-name'],
    answerLanguage: 'any',
    fields: [text('spouseName', { maxLength: 120 })],
  }),
  q({
    id: 'il.date-signature',
    sectionId: 'declaration',
    officialItems: ['12.date', '12.signature'],
    fields: [date('date', { signingDate: true }), text('sponsorName', { maxLength: 50 }), yesNo('willSign')],
  }),
];

export const invitationSections5to12: QuestionShape[] = [...housing, ...communication, ...programme, ...closing];
