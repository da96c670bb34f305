import {
  address,
  choice,
  date,
  fact,
  number,
  phone,
  questionFor,
  t,
  sexOptions,
  tagPersonFacts,
  text,
  yesNo,
} from './build';
import type { FormShape, QuestionShape } from './types';

const q = questionFor('personal-guarantee', 'sponsor', 'ko');

const applicantQuestions: QuestionShape[] = [
  q({
    id: 'pg.applicant-name',
    sectionId: 'applicant',
    officialItems: ['1', '2'],
    answerLanguage: 'en',
    // Passport spelling is the usual practice; the form does not say which script to use (official-forms.md 4.2, GUESS; S1).
    fields: [
      text('familyName', {
        maxLength: 50,
        format: 'latin-uppercase',
      }),
      text('givenNames', {
        maxLength: 80,
        format: 'latin-uppercase',
      }),
    ],
  }),
  q({
    id: 'pg.applicant-hanja',
    sectionId: 'applicant',
    officialItems: ['3'],
    answerLanguage: 'any',
    fields: [
      text('hanjaName', {
        required: false,
        maxLength: 30,
        format: 'hanja',
      }),
    ],
  }),
  q({
    id: 'pg.applicant-birth-sex',
    sectionId: 'applicant',
    officialItems: ['4', '5'],
    answerLanguage: 'any',
    fields: [date('dateOfBirth', { notInFuture: true }), choice('sex', sexOptions)],
  }),
  q({
    id: 'pg.applicant-nationality',
    sectionId: 'applicant',
    officialItems: ['6'],
    fields: [text('nationality', { maxLength: 50 })],
  }),
  q({
    id: 'pg.applicant-passport',
    sectionId: 'applicant',
    officialItems: ['7'],
    answerLanguage: 'any',
    fields: [text('passportNumber', { maxLength: 20, format: 'no-spaces' })],
  }),
  q({
    id: 'pg.applicant-korea-address',
    sectionId: 'applicant',
    officialItems: ['8'],
    // That this equals the invitation 5.1 home is an inference (official-forms.md 4.2 row 8, GUESS; S1).
    fields: [address('address')],
  }),
  q({
    id: 'pg.applicant-phone',
    sectionId: 'applicant',
    officialItems: ['9'],
    answerLanguage: 'any',
    fields: [phone('phone')],
  }),
  q({
    id: 'pg.applicant-purpose',
    sectionId: 'applicant',
    officialItems: ['10'],
    // The wording "결혼동거 (F-6)" is common practice, not prescribed by the form (official-forms.md 4.2 row 10, GUESS; S1).
    fields: [
      text('purpose', {
        maxLength: 60,
      }),
    ],
  }),
];

const guarantorQuestions: QuestionShape[] = [
  q({
    id: 'pg.guarantor-name',
    sectionId: 'guarantor',
    officialItems: ['11', '12'],
    fields: [
      text('fullName', { maxLength: 50 }),
      text('hanjaName', {
        required: false,
        maxLength: 30,
        format: 'hanja',
      }),
    ],
  }),
  q({
    id: 'pg.guarantor-nationality-sex',
    sectionId: 'guarantor',
    officialItems: ['13', '14'],
    fields: [text('nationality', { maxLength: 50 }), choice('sex', sexOptions)],
  }),
  q({
    id: 'pg.guarantor-id',
    sectionId: 'guarantor',
    officialItems: ['15'],
    answerLanguage: 'any',
    // Date of birth is required here and the passport number optional, because an F-6 guarantor is a Korean citizen (official-forms.md 4.2 row 15; S1).
    fields: [date('dateOfBirth', { notInFuture: true }), text('passportNumber', { required: false, maxLength: 20 })],
  }),
  q({
    id: 'pg.guarantor-phone',
    sectionId: 'guarantor',
    officialItems: ['16'],
    answerLanguage: 'any',
    fields: [phone('phone')],
  }),
  q({
    id: 'pg.guarantor-address',
    sectionId: 'guarantor',
    officialItems: ['17'],
    // How consulates treat a Korean spouse living in the USA is unsettled (official-forms.md 4.1, GUESS/UNCERTAIN; S2 Rule 77).
    fields: [address('address')],
  }),
  q({
    id: 'pg.guarantor-relationship',
    sectionId: 'guarantor',
    officialItems: ['18'],
    // "배우자" is the natural answer for F-6; the form leaves the wording free (official-forms.md 4.2 row 18, GUESS; S1).
    fields: [text('relationship', { maxLength: 30 })],
  }),
  q({
    id: 'pg.guarantor-employment',
    sectionId: 'guarantor',
    officialItems: ['19', '20'],
    // The English side's 19 and 20 (D26): the same facts in Latin letters, asked beside the Korean ones.
    fields: [
      text('workplace'),
      text('position', { required: false, maxLength: 50 }),
      text('workplaceLatin', { required: false, maxLength: 100, format: 'latin' }),
      text('positionLatin', { required: false, maxLength: 50, format: 'latin' }),
    ],
  }),
  q({
    id: 'pg.guarantor-work-address',
    sectionId: 'guarantor',
    officialItems: ['21'],
    fields: [
      address('workAddress', { required: false }),
      address('workAddressLatin', { required: false, format: 'latin' }),
    ],
  }),
  q({
    id: 'pg.guarantor-note',
    sectionId: 'guarantor',
    officialItems: ['22'],
    fields: [text('note', { required: false, maxLength: 200 })],
  }),
];

const periodQuestion = q({
  id: 'pg.guarantee-period',
  sectionId: 'period',
  officialItems: ['23'],

  // Minimum 2 years from entry: 별표 5 F-6 (S1); maximum 4 years: the form and Rule 77 (S2). Writing the period relative to entry is common practice, not prescribed.
  fields: [
    choice('startsFrom', ['entry', 'date']),
    date('startDate', { showWhen: { fieldId: 'startsFrom', in: ['date'] } }),
    number('years', { min: 2, max: 4 }),
  ],
});

const signatureQuestion = q({
  id: 'pg.date-signature',
  sectionId: 'signature',
  officialItems: ['24', '25'],
  fields: [date('date', { signingDate: true }), text('guarantorName', { maxLength: 50 }), yesNo('willSign')],
});

export const personalGuarantee: FormShape = {
  id: 'personal-guarantee',
  progressKey: 'personalGuarantee',
  title: t('Letter of guarantee', '신원보증서'),
  officialName: t('Letter of Guarantee', '신원보증서'),
  officialNumber: '별지 제129호서식',
  revised: '2022-02-07',
  answeredBy: 'sponsor',
  answerLanguage: 'ko',
  description: t(
    'The Korean spouse guarantees the foreign spouse: that they obey Korean law, and that the guarantor pays their departure, stay or detention costs if they cannot. The form is bilingual (Korean front, English back); fill it in Korean.',
    '초청인이 외국인 배우자의 신원을 보증하는 서류예요. 법규 준수와, 외국인이 부담하지 못하는 출국여비 및 체류·보호 비용의 지급을 보증해요. 양식은 한국어(앞쪽)와 영어(뒤쪽)로 되어 있으며 한국어로 작성해요.',
  ),
  sections: [
    { id: 'applicant' },
    { id: 'guarantor', officialNumber: '가' },
    { id: 'period', officialNumber: '나' },
    { id: 'signature' },
  ],
  questions: tagPersonFacts([...applicantQuestions, ...guarantorQuestions, periodQuestion, signatureQuestion], {
    // Facts held once per person (D20): these fields read and edit the person record.
    'pg.applicant-name': { familyName: fact('applicant', 'familyName'), givenNames: fact('applicant', 'givenNames') },
    'pg.applicant-birth-sex': { dateOfBirth: fact('applicant', 'dateOfBirth'), sex: fact('applicant', 'sex') },
    'pg.applicant-nationality': { nationality: fact('applicant', 'nationality') },
    'pg.applicant-passport': { passportNumber: fact('applicant', 'passportNumber') },
    'pg.applicant-korea-address': { address: fact('applicant', 'addressKorea') },
    'pg.applicant-phone': { phone: fact('applicant', 'phone') },
    'pg.guarantor-name': { fullName: fact('sponsor', 'hangulName') },
    'pg.guarantor-nationality-sex': { nationality: fact('sponsor', 'nationality'), sex: fact('sponsor', 'sex') },
    'pg.guarantor-id': {
      dateOfBirth: fact('sponsor', 'dateOfBirth'),
      passportNumber: fact('sponsor', 'passportNumber'),
    },
    'pg.guarantor-phone': { phone: fact('sponsor', 'phone') },
    'pg.guarantor-address': { address: fact('sponsor', 'addressKorea') },
    'pg.guarantor-employment': {
      workplace: fact('sponsor', 'employer'),
      workplaceLatin: { role: 'sponsor', fact: 'employer', script: 'latin' },
    },
    'pg.date-signature': { guarantorName: fact('sponsor', 'hangulName') },
  }),
  officialItems: Array.from({ length: 25 }, (_, i) => String(i + 1)),
};
